/**
 * GET …/events/:id/waiting-room (public): the event's room, or null when it has none (404). Read by the event page
 * before it offers seats, so it stays small: no other code of the room comes with it. Read again, every
 * ROOM_REFRESH_MS, by the pages that show its counts (the room page, the widget's signed-out frame). Changes with
 * the endpoint or how often it is read again.
 */
import type { TRealm, TWaitingRoom } from '@engagex/contracts';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { waitingRoomKey } from './keys';

export async function getWaitingRoom(
  realm: TRealm,
  eventId: string,
  signal?: AbortSignal,
): Promise<TWaitingRoom | null> {
  try {
    return await call(waitingRoomApi.get, { realm, params: { id: eventId }, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * How often a page that shows the room's counts reads them again while its tab is in view (decision 080): a count
 * of thousands moves calmly, and a page hidden asks nothing. The room page and the widget's frame share it, and the
 * query, so both say the same.
 */
export const ROOM_REFRESH_MS = 30_000;

/** The room decides who may take seats: on, whatever the time (before the opening nobody may). */
export const roomIsOn = (room: TWaitingRoom | null | undefined): room is TWaitingRoom =>
  room?.enabled === true;

export const waitingRoomQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: waitingRoomKey(realm, eventId),
    queryFn: ({ signal }) => getWaitingRoom(realm, eventId, signal),
    // A room that cannot be read does not hold booking up: the server refuses seats to anyone not admitted, and
    // its refusal sends them to the room. So one try, not three spaced out while the panel waits.
    retry: false,
  });

/**
 * The event's room: null when it has none; `enabled: false` when its organiser switched it off. `refresh` reads it
 * again every ROOM_REFRESH_MS while the tab is in view, never while it is hidden: `'always'` (the room page, for its
 * counts and the seed once revealed) or `'while-on'` (the event page's gate and the widget's frame, whose visitors
 * mostly look at events with no room: those are read once).
 */
export const useWaitingRoom = (
  realm: TRealm,
  eventId: string,
  refresh: 'never' | 'always' | 'while-on' = 'never',
) =>
  useQuery({
    ...waitingRoomQueryOptions(realm, eventId),
    refetchInterval: (query) =>
      refresh === 'always' || (refresh === 'while-on' && roomIsOn(query.state.data))
        ? ROOM_REFRESH_MS
        : false,
    refetchIntervalInBackground: false,
  });
