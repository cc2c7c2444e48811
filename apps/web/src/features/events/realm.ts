import type { ServiceName, TRealm } from '@engagex/contracts';

/**
 * Ordinary events live at /api/events, cultural events at /api/cultural-events: one shape, two services
 * (docs/product.md §7). The realm says which one a screen talks to; it is part of every path and query key.
 */
export const REALMS = ['events', 'cultural-events'] as const satisfies readonly TRealm[];

export const isRealm = (value: string | undefined | null): value is TRealm =>
  value === 'events' || value === 'cultural-events';

export const serviceOf = (realm: TRealm): ServiceName => (realm === 'events' ? 'events' : 'culturalEvents');

export const REALM_LABEL: Record<TRealm, string> = { events: 'Events', 'cultural-events': 'Cultural' };

/** The catalogue of a realm: `/events` and `/events/cultural` (the tabs). */
export const listPath = (realm: TRealm): string => (realm === 'events' ? '/events' : '/events/cultural');

/** An event's page; the same paths the server's share links use (`/events/:id`, `/events/cultural/:id`). */
export const eventPath = (realm: TRealm, eventId: string): string =>
  realm === 'events' ? `/events/${eventId}` : `/events/cultural/${eventId}`;

export const registerPath = (realm: TRealm, eventId: string): string =>
  `/events/register/${realm}/${eventId}`;

export const BOOKINGS_PATH = '/events/bookings';
/** My bookings, on the realm the user comes from (a ticket of a cultural event opens the Cultural tab). */
export const bookingsPath = (realm: TRealm): string =>
  realm === 'events' ? BOOKINGS_PATH : `${BOOKINGS_PATH}?realm=${realm}`;
export const REGISTRATIONS_PATH = '/events/registrations';
/** The organisers' pages (another feature owns them). */
export const ADMIN_PATH = '/events/admin';

/** `?realm=cultural-events` on the personal lists; the events realm is the default. */
export const realmFromParam = (value: string | null): TRealm =>
  value === 'cultural-events' ? 'cultural-events' : 'events';
