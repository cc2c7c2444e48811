import type { TRealm } from '@engagex/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** Every query of a realm lives under this key; one invalidation refreshes catalogue, bookings and entries. */
export const realmKey = (realm: TRealm) => ['events', realm] as const;
export const catalogueKey = (realm: TRealm) => [...realmKey(realm), 'catalogue'] as const;
export const bookingsKey = (realm: TRealm) => [...realmKey(realm), 'bookings'] as const;
export const contestantsKey = (realm: TRealm) => [...realmKey(realm), 'contestants'] as const;
/** The user's waitlist entries (decision 042): an offer is a held booking, so bookings' changes reach them too. */
export const waitlistKey = (realm: TRealm) => [...realmKey(realm), 'waitlist'] as const;
export const myWaitlistKey = (realm: TRealm) => [...waitlistKey(realm), 'mine'] as const;

/** One booking and what hangs off it (its payment, its transfer options), so a change to it reaches them all. */
export const bookingKey = (realm: TRealm, bookingId: string) =>
  [...bookingsKey(realm), 'one', bookingId] as const;
export const bookingPaymentKey = (realm: TRealm, bookingId: string) =>
  [...bookingKey(realm, bookingId), 'payment'] as const;
export const transferOptionsKey = (realm: TRealm, bookingId: string) =>
  [...bookingKey(realm, bookingId), 'transfer-options'] as const;
export const myBookingsKey = (realm: TRealm, page: number) => [...bookingsKey(realm), 'mine', page] as const;
export const myHoldsKey = (realm: TRealm, eventId: string) =>
  [...bookingsKey(realm), 'holds', eventId] as const;

/** The catalogue: events, their slots and rounds, districts and event types. */
export const eventKey = (realm: TRealm, eventId: string) =>
  [...catalogueKey(realm), 'event', eventId] as const;
export const eventSlotsKey = (realm: TRealm, eventId: string) =>
  [...eventKey(realm, eventId), 'slots'] as const;
export const parentEventKey = (realm: TRealm, parentId: string, includeUpcoming: boolean) =>
  [...catalogueKey(realm), 'parent', parentId, { includeUpcoming }] as const;
export const eventListKey = <Filters>(realm: TRealm, filters: Filters) =>
  [...catalogueKey(realm), 'list', filters] as const;
export const districtsKey = (realm: TRealm) => [...catalogueKey(realm), 'districts'] as const;
export const adjacentDistrictsKey = (realm: TRealm, districtId: string) =>
  [...districtsKey(realm), districtId, 'adjacent'] as const;
export const eventTypesKey = (realm: TRealm) => [...catalogueKey(realm), 'types'] as const;

/** Competition entries: one entry, a competition's pricing, the user's own entries and their counts. */
export const contestantKey = (realm: TRealm, contestantId: string) =>
  [...contestantsKey(realm), 'one', contestantId] as const;
export const contestantPricingKey = (realm: TRealm, eventId: string) =>
  [...contestantsKey(realm), 'pricing', eventId] as const;
export const myRegistrationsKey = (realm: TRealm, page: number) =>
  [...contestantsKey(realm), 'mine', page] as const;
/** Only the events server counts a user's entries (docs/product.md §7). */
export const registrationStatsKey = [...contestantsKey('events'), 'stats'] as const;

/**
 * After a booking changed: its realm's bookings, the catalogue (seat counts) and the user's waitlist entries
 * (paying or releasing an offer books or declines its entry).
 */
export function invalidateBookings(queryClient: QueryClient, realm: TRealm): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingsKey(realm) }),
    queryClient.invalidateQueries({ queryKey: catalogueKey(realm) }),
    queryClient.invalidateQueries({ queryKey: waitlistKey(realm) }),
  ]).then(() => undefined);
}

/** After joining or leaving a waitlist: the user's entries and the catalogue (a show's count of those waiting). */
export function invalidateWaitlist(queryClient: QueryClient, realm: TRealm): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: waitlistKey(realm) }),
    queryClient.invalidateQueries({ queryKey: catalogueKey(realm) }),
  ]).then(() => undefined);
}
