import { defineApi } from './define.js';
import type { eventsSchemas } from './events.schemas.js';

/**
 * The events catalogue both event servers answer (docs/product.md §7; decision 028): events and their slots,
 * districts and venues for everyone signed in, and the organisers' editing of them: an organiser runs the events
 * they list, an admin every event; another organiser's event answers 404 (decision 046). Venues are one shared
 * catalogue: organisers add them, admins correct them.
 */
export const eventsApi = defineApi<typeof eventsSchemas>()(
  'events',
  'realm',
  () => import('./events.schemas.js').then((m) => m.eventsSchemas),
  {
    list: { method: 'GET', path: '/events', access: 'user', apiKeyScope: 'events:read' },
    types: { method: 'GET', path: '/events/types', access: 'user' },
    adjacentDistricts: { method: 'GET', path: '/events/adjacent-districts', access: 'user' },
    byType: { method: 'GET', path: '/events/by-type', access: 'user' },
    parentRounds: { method: 'GET', path: '/events/parent/:id/rounds', access: 'user' },
    parent: { method: 'GET', path: '/events/parent/:id', access: 'user' },
    get: { method: 'GET', path: '/events/:id', access: 'user' },
    slots: { method: 'GET', path: '/events/:id/slots', access: 'user' },
    stats: { method: 'GET', path: '/events/:id/stats', access: 'user' },
    share: { method: 'POST', path: '/events/:id/share', access: 'user', status: 201 },

    districts: { method: 'GET', path: '/districts', access: 'user' },
    /** Which districts hold events still to come, and how many (decision 053): the district picker shows them. */
    districtEvents: { method: 'GET', path: '/districts/with-events', access: 'user' },
    districtsByState: { method: 'GET', path: '/districts/by-state/:state', access: 'user' },
    district: { method: 'GET', path: '/districts/:id', access: 'user' },

    venues: { method: 'GET', path: '/venues', access: 'user' },
    venuesByDistrict: { method: 'GET', path: '/venues/by-district/:id', access: 'user' },
    venue: { method: 'GET', path: '/venues/:id', access: 'user' },
    venueAvailability: { method: 'GET', path: '/venues/:id/availability', access: 'user' },

    create: { method: 'POST', path: '/events', access: 'organiser', status: 201 },
    update: { method: 'PATCH', path: '/events/:id', access: 'organiser' },
    cancellation: { method: 'GET', path: '/events/:id/cancellation', access: 'organiser' },
    cancel: { method: 'POST', path: '/events/:id/cancel', access: 'organiser' },
    addSlot: { method: 'POST', path: '/events/:id/slots', access: 'organiser', status: 201 },
    updateSlot: { method: 'PATCH', path: '/events/:id/slots/:slotId', access: 'organiser' },
    createVenue: { method: 'POST', path: '/venues', access: 'organiser', status: 201 },
    updateVenue: { method: 'PATCH', path: '/venues/:id', access: 'admin' },
  },
);
