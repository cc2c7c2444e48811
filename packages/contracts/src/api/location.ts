import { defineApi } from './define.js';
import type { locationSchemas } from './location.schemas.js';

/**
 * The server's copy of the user's location (docs/product.md §7). GET /geo/ip is not here: it answers the bare
 * record of an IP location service, not the envelope, so a build may point the web at another such service.
 */
export const locationApi = defineApi<typeof locationSchemas>()(
  'location',
  'main',
  () => import('./location.schemas.js').then((m) => m.locationSchemas),
  {
    get: { method: 'GET', path: '/users/location', access: 'user' },
    update: { method: 'PUT', path: '/users/location', access: 'user' },
    /** Public like GET /geo/ip: the location dialog places a device before anyone signs in. */
    reverse: { method: 'GET', path: '/geo/reverse', access: 'public' },
    /** The zone the person reads times in (decision 053). */
    timeZone: { method: 'PUT', path: '/users/time-zone', access: 'user' },
  },
);
