import { defineApi } from './define.js';
import type { ticketsSchemas } from './tickets.schemas.js';

/**
 * A booker's ticket as files (docs/product.md "The ticket wallet"). Both events services answer them (decision 028): the
 * caller names the realm. The ticket itself (its QR code, its code) is the booking's, read through `bookingsApi`.
 */
export const ticketsApi = defineApi<typeof ticketsSchemas>()(
  'tickets',
  'realm',
  () => import('./tickets.schemas.js').then((m) => m.ticketsSchemas),
  {
    /** The show as a calendar entry (.ics) for a confirmed booking of the caller's own. */
    calendar: { method: 'GET', path: '/bookings/:id/calendar', access: 'user', file: 'text/calendar' },
  },
);
