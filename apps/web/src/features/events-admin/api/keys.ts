import type { TRealm } from '@engagex/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** Every organiser query lives under this key and its realm, so one invalidation refreshes a realm's pages. */
export const adminKey = (realm: TRealm) => ['events-admin', realm] as const;

/** After an edit: the realm's organiser queries (lists, stats, slots, bookings). */
export const invalidateRealm = (queryClient: QueryClient, realm: TRealm) =>
  queryClient.invalidateQueries({ queryKey: adminKey(realm) });
