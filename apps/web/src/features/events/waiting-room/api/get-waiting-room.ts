/**
 * GET …/events/:id/waiting-room (public): the event's room, or null when it has none (404). Read by the event page
 * before it offers seats, so it stays small: no other code of the room comes with it. Changes with the endpoint.
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

export const waitingRoomQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: waitingRoomKey(realm, eventId),
    queryFn: ({ signal }) => getWaitingRoom(realm, eventId, signal),
    // A room that cannot be read does not hold booking up: the server refuses seats to anyone not admitted, and
    // its refusal sends them to the room. So one try, not three spaced out while the panel waits.
    retry: false,
  });

/**
 * The event's room: null when it has none; `enabled: false` when its organiser switched it off. `refreshMs` reads it
 * again that often while the page is in view (the room page, for its counts and the seed once revealed).
 */
export const useWaitingRoom = (realm: TRealm, eventId: string, refreshMs?: number) =>
  useQuery({ ...waitingRoomQueryOptions(realm, eventId), refetchInterval: refreshMs ?? false });

/** The room decides who may take seats: on, whatever the time (before the opening nobody may). */
export const roomIsOn = (room: TWaitingRoom | null | undefined): room is TWaitingRoom =>
  room?.enabled === true;
