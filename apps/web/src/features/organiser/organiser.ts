import type { TUser } from '@engagex/contracts';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions, hasRole } from '@/lib/account';

/** Who may open the organiser pages: organisers run the events they list, admins every event (decision 046). */
export const runsEvents = (user: TUser | undefined) => hasRole(user, 'organiser') || hasRole(user, 'admin');

/**
 * The signed-in user as the organiser layout loaded it before showing any page: read from the cache, never
 * fetched again by a page.
 */
const useLoadedUser = () => useQuery({ ...currentUserQueryOptions(), enabled: false }).data;

/**
 * Whether the organiser pages list only the caller's own events: an organiser's, not an admin's. The server keeps
 * an organiser to their own events either way; asking for `mine` keeps the published events of others out of
 * their lists too.
 */
export function useOwnEventsOnly(): boolean {
  const user = useLoadedUser();
  return hasRole(user, 'organiser') && !hasRole(user, 'admin');
}

/** Venues are shared by every organiser's events: only admins correct one (decision 046). */
export const useCorrectsVenues = () => hasRole(useLoadedUser(), 'admin');
