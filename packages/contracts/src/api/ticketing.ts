import { defineApi } from './define.js';
import type { ticketingSchemas } from './ticketing.schemas.js';

/**
 * What an event sells and asks (decision 078): its ticket types, the questions put to each attendee, its promo
 * codes, and the organiser's sales at a glance. Both events services answer them (decision 028). The event's
 * organiser or an admin edits them; another organiser's event is a 404 (decision 046). The event page reads the
 * types and questions through the event detail (`eventsApi.get`).
 */
export const ticketingApi = defineApi<typeof ticketingSchemas>()(
  'ticketing',
  'realm',
  () => import('./ticketing.schemas.js').then((m) => m.ticketingSchemas),
  {
    /** Every type of the event, hidden ones and those off sale too. */
    ticketTypes: {
      method: 'GET',
      path: '/events/:id/ticket-types',
      access: 'organiser',
      apiKeyScope: 'events:read',
    },
    createTicketType: { method: 'POST', path: '/events/:id/ticket-types', access: 'organiser', status: 201 },
    updateTicketType: {
      method: 'PATCH',
      path: '/events/:id/ticket-types/:ticketTypeId',
      access: 'organiser',
    },
    /** Refused with 409 once any ticket of the type exists, and for an event's last type. */
    deleteTicketType: {
      method: 'DELETE',
      path: '/events/:id/ticket-types/:ticketTypeId',
      access: 'organiser',
    },

    questions: { method: 'GET', path: '/events/:id/questions', access: 'organiser' },
    createQuestion: { method: 'POST', path: '/events/:id/questions', access: 'organiser', status: 201 },
    updateQuestion: { method: 'PATCH', path: '/events/:id/questions/:questionId', access: 'organiser' },
    deleteQuestion: { method: 'DELETE', path: '/events/:id/questions/:questionId', access: 'organiser' },

    promoCodes: { method: 'GET', path: '/events/:id/promo-codes', access: 'organiser' },
    createPromoCode: { method: 'POST', path: '/events/:id/promo-codes', access: 'organiser', status: 201 },
    /** Deactivates (or reactivates) a code, or changes its limit or end. */
    updatePromoCode: { method: 'PATCH', path: '/events/:id/promo-codes/:promoCodeId', access: 'organiser' },
    /** A buyer checks a code before paying: what it unlocks and saves. Unknown, expired and used-up codes are 422. */
    checkPromoCode: { method: 'GET', path: '/events/:id/promo-codes/check', access: 'user' },

    sales: { method: 'GET', path: '/events/:id/sales', access: 'organiser', apiKeyScope: 'events:read' },
  },
);
