import type { TUser, TUserTimeZone, TVerifyResponse } from '@engagex/contracts';
import { locationApi } from '@engagex/contracts/api/location';
import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY, followSignedInUser, SESSION_QUERY_KEY } from './account';
import { call } from './api';
import { deviceTimeZone, setReaderTimeZone } from './time';

/** PUT /users/time-zone: the browser's zone (`chosen: false`) or one the person picked (decision 053). */
export const updateTimeZone = (body: { timeZone: string; chosen: boolean }): Promise<TUserTimeZone> =>
  call(locationApi.timeZone, { body });

/** Writes the kept zone into the signed-in user's cached copies, so every reader of them sees it. */
export function keepTimeZone(queryClient: QueryClient, zone: string | null): void {
  setReaderTimeZone(zone);
  queryClient.setQueryData<TUser>(CURRENT_USER_KEY, (user) => (user ? { ...user, timeZone: zone } : user));
  queryClient.setQueryData<TVerifyResponse>(SESSION_QUERY_KEY, (session) =>
    session ? { ...session, user: { ...session.user, timeZone: zone } } : session,
  );
}

/**
 * Every formatter writes times in the zone kept with the account (decision 053), from the moment the session is
 * known, before the first page renders: the guard's loader fills the session's cache entry, which this follows.
 * A browser whose zone differs from the kept one reports it once per page load and writes in its own meanwhile; the
 * server keeps a zone the person chose, and answers the zone it keeps.
 */
export function installReaderTimeZone(queryClient: QueryClient): () => void {
  const reported = new Set<string>();
  const follow = (user: TUser | undefined) => {
    if (!user) {
      setReaderTimeZone(null);
      return;
    }
    const device = deviceTimeZone();
    if (user.timeZone === device || reported.has(user.id)) {
      setReaderTimeZone(user.timeZone);
      return;
    }
    // The device's zone meanwhile: the server answers whether the person chose another one.
    reported.add(user.id);
    updateTimeZone({ timeZone: device, chosen: false })
      .then((kept) => keepTimeZone(queryClient, kept.timeZone))
      .catch((error: unknown) => console.warn('Could not report the time zone', error));
  };
  return followSignedInUser(queryClient, follow);
}
