import { defineApi } from './define.js';
import type { eventExportsSchemas } from './event-exports.schemas.js';

/**
 * The organisers' CSV exports of an events realm (docs/product.md "Exports"): files, not the envelope
 * (decision 040, "File answers"). Each takes the filters of the page it is exported from, and holds only the rows of
 * events the caller runs (all for an admin; decision 046). Both events services answer them (decision 028): the
 * caller names the realm.
 */
export const eventExportsApi = defineApi<typeof eventExportsSchemas>()(
  'event-exports',
  'realm',
  () => import('./event-exports.schemas.js').then((m) => m.eventExportsSchemas),
  {
    /** The confirmed bookings of one show: who comes, with how many seats, and whether they are in. */
    attendees: {
      method: 'GET',
      path: '/exports/events/:id/slots/:slotId/attendees',
      access: 'organiser',
      file: 'text/csv',
      apiKeyScope: 'exports:read',
    },
    bookings: {
      method: 'GET',
      path: '/exports/bookings',
      access: 'organiser',
      file: 'text/csv',
      apiKeyScope: 'exports:read',
    },
    /** Every ticket of one event, a row per person with their answers: a column per question (decision 078). */
    tickets: {
      method: 'GET',
      path: '/exports/events/:id/tickets',
      access: 'organiser',
      file: 'text/csv',
      apiKeyScope: 'exports:read',
    },
    contestants: {
      method: 'GET',
      path: '/exports/contestants',
      access: 'organiser',
      file: 'text/csv',
      apiKeyScope: 'exports:read',
    },
  },
);
