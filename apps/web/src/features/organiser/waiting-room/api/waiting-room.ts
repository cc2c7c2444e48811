/**
 * The organiser's side of an event's waiting room (decision 080): the room read as buyers read it (null when the
 * event has none), watched while it is on, and PUT of its settings, which answers the room as saved. Changes with
 * the endpoints.
 */
import type { TRealm, TWaitingRoomSettings } from '@engagex/contracts';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getWaitingRoom } from '@/features/events/waiting-room/api/get-waiting-room';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { organiserKey } from '../../api/keys';

const roomKey = (realm: TRealm, eventId: string) =>
  [...organiserKey(realm), 'waiting-room', eventId] as const;

export const roomQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: roomKey(realm, eventId),
    queryFn: ({ signal }) => getWaitingRoom(realm, eventId, signal),
    // During an on-sale the organiser watches the line move: its counts are read again every 10 seconds.
    refetchInterval: (query) => (query.state.data?.enabled ? 10_000 : false),
  });

export const useRoom = (realm: TRealm, eventId: string) => useQuery(roomQueryOptions(realm, eventId));

export function useSaveRoom(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWaitingRoomSettings) =>
      call(waitingRoomApi.set, { realm, params: { id: eventId }, body }),
    onSuccess: (saved) => storeAnswer(queryClient, roomKey(realm, eventId), saved),
  });
}
