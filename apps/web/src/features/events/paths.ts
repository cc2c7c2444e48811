import type { TRealm } from '@engagex/contracts';
import { realmSearch } from '@/lib/realm';

/** The catalogue of a realm: `/events` and `/events/cultural` (the tabs). */
export const listPath = (realm: TRealm): string => (realm === 'events' ? '/events' : '/events/cultural');

/** An event's page; the same paths the server's share links use (`/events/:id`, `/events/cultural/:id`). */
export const eventPath = (realm: TRealm, eventId: string): string =>
  realm === 'events' ? `/events/${eventId}` : `/events/cultural/${eventId}`;

export const registerPath = (realm: TRealm, eventId: string): string =>
  `/events/register/${realm}/${eventId}`;

export const BOOKINGS_PATH = '/events/bookings';
/** My bookings, on the realm the user comes from (a ticket of a cultural event opens the Cultural tab). */
export const bookingsPath = (realm: TRealm): string => `${BOOKINGS_PATH}${realmSearch(realm)}`;
/** One ticket of My bookings, which opens offline too (docs/product.md "The ticket wallet"): `/events/bookings/<id>`, the realm as above. */
export const ticketPath = (realm: TRealm, bookingId: string): string =>
  `${BOOKINGS_PATH}/${bookingId}${realmSearch(realm)}`;
/** A paid booking's GST invoice and credit notes (decision 079), of the realm as above. */
export const bookingInvoicePath = (realm: TRealm, bookingId: string): string =>
  `${BOOKINGS_PATH}/${bookingId}/invoice${realmSearch(realm)}`;
export const REGISTRATIONS_PATH = '/events/registrations';
/** My registrations, on the realm the user comes from. */
export const registrationsPath = (realm: TRealm): string => `${REGISTRATIONS_PATH}${realmSearch(realm)}`;
/** A paid entry's GST invoice and credit notes (decision 079). */
export const entryInvoicePath = (realm: TRealm, contestantId: string): string =>
  `${REGISTRATIONS_PATH}/${contestantId}/invoice${realmSearch(realm)}`;
/** The organisers' pages (another feature owns them). */
export const ADMIN_PATH = '/events/admin';
/** An event's waiting room (decision 080): `/events/:id/waiting-room`, `/events/cultural/:id/waiting-room`. */
export const waitingRoomPath = (realm: TRealm, eventId: string): string =>
  `${eventPath(realm, eventId)}/waiting-room`;
