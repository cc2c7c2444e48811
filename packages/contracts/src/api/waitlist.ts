import { defineApi } from './define.js';
import type { waitlistSchemas } from './waitlist.schemas.js';

/**
 * Waitlists of sold-out shows (docs/product.md "Waitlists"): a user joins, sees their place and leaves;
 * an organiser sees each show's line and closes it. Offers arrive as held bookings (bookingsApi). Both events
 * services answer them (decision 028).
 */
export const waitlistApi = defineApi<typeof waitlistSchemas>()(
  'waitlist',
  'realm',
  () => import('./waitlist.schemas.js').then((m) => m.waitlistSchemas),
  {
    join: { method: 'POST', path: '/events/:id/slots/:slotId/waitlist', access: 'user', status: 201 },
    mine: { method: 'GET', path: '/waitlist/mine', access: 'user' },
    leave: { method: 'DELETE', path: '/waitlist/:entryId', access: 'user' },
    eventWaitlists: { method: 'GET', path: '/events/:id/waitlists', access: 'organiser' },
    close: { method: 'POST', path: '/events/:id/slots/:slotId/waitlist/close', access: 'organiser' },
  },
);
