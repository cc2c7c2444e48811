import type { TRealm } from '@engagex/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { AvailabilityRange } from './get-venue-availability';
import type { BookingsFilter } from './list-bookings';
import type { ContestantsFilter } from './list-contestants';
import type { AdminEventsFilter } from './list-events';

/** Every organiser query lives under this key and its realm, so one invalidation refreshes a realm's pages. */
export const organiserKey = (realm: TRealm) => ['organiser', realm] as const;

export const adminKeys = {
  events: (realm: TRealm, filter: AdminEventsFilter) => [...organiserKey(realm), 'events', filter] as const,
  event: (realm: TRealm, eventId: string) => [...organiserKey(realm), 'event', eventId] as const,
  stats: (realm: TRealm, eventId: string) => [...organiserKey(realm), 'stats', eventId] as const,
  waitlists: (realm: TRealm, eventId: string) => [...organiserKey(realm), 'waitlists', eventId] as const,
  cancellation: (realm: TRealm, eventId: string) =>
    [...organiserKey(realm), 'cancellation', eventId] as const,
  bookings: (realm: TRealm, filter: BookingsFilter) => [...organiserKey(realm), 'bookings', filter] as const,
  contestants: (realm: TRealm, filter: ContestantsFilter) =>
    [...organiserKey(realm), 'contestants', filter] as const,
  districts: (realm: TRealm) => [...organiserKey(realm), 'districts'] as const,
  venues: (realm: TRealm) => [...organiserKey(realm), 'venues'] as const,
  availability: (realm: TRealm, venueId: string, range: AvailabilityRange) =>
    [...organiserKey(realm), 'availability', venueId, range] as const,
};

/** After an edit: the realm's organiser queries (lists, stats, slots, bookings). */
export const invalidateRealm = (queryClient: QueryClient, realm: TRealm) =>
  queryClient.invalidateQueries({ queryKey: organiserKey(realm) });
