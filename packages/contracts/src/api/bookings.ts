import type { bookingsSchemas } from './bookings.schemas.js';
import { defineApi } from './define.js';

/**
 * Seat bookings of an events realm, their payment and the door's check-in (docs/product.md, "Events"). Both
 * events services answer them (decision 028): the caller names the realm.
 */
export const bookingsApi = defineApi<typeof bookingsSchemas>()(
  'bookings',
  'realm',
  () => import('./bookings.schemas.js').then((m) => m.bookingsSchemas),
  {
    create: { method: 'POST', path: '/bookings', access: 'user', status: 201 },
    /** An admin sees every booking; an organiser also those of the events they run; anyone else only their own. */
    list: { method: 'GET', path: '/bookings', access: 'user', apiKeyScope: 'bookings:read' },
    mine: { method: 'GET', path: '/bookings/my-bookings', access: 'user' },
    transfer: { method: 'POST', path: '/bookings/transfer', access: 'user' },
    initiatePayment: { method: 'POST', path: '/bookings/initiate-payment', access: 'user' },
    completePayment: { method: 'POST', path: '/bookings/complete-payment', access: 'user' },
    /** The door of an event the caller runs (decision 046): another organiser's ticket is a 404. */
    checkIn: {
      method: 'POST',
      path: '/bookings/check-in',
      access: 'organiser',
      apiKeyScope: 'check-in:write',
    },
    /** Live counts at the door for each show of an event the caller runs. */
    checkInCounts: {
      method: 'GET',
      path: '/bookings/check-in/counts',
      access: 'organiser',
      apiKeyScope: 'bookings:read',
    },
    get: { method: 'GET', path: '/bookings/:id', access: 'user' },
    confirm: { method: 'PATCH', path: '/bookings/:id/confirm', access: 'user' },
    cancel: { method: 'POST', path: '/bookings/:id/cancel', access: 'user' },
    transferOptions: { method: 'GET', path: '/bookings/:id/transfer-options', access: 'user' },
    payment: { method: 'GET', path: '/bookings/:id/payment', access: 'user' },
    /** The booker names each ticket's attendee and edits their answers until the show starts (decision 078). */
    attendees: { method: 'PUT', path: '/bookings/:id/attendees', access: 'user' },
  },
);
