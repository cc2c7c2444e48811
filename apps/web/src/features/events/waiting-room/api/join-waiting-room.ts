/**
 * POST …/events/:id/waiting-room/join: one entry per person (decision 080): joining again while waiting or admitted
 * answers the same entry, from any tab or device; after an admission ran out it queues that entry at the back.
 * Changes with the endpoint.
 */
import type { TRealm } from '@engagex/contracts';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { myPlaceKey, waitingRoomKey } from './keys';

export const joinWaitingRoom = (realm: TRealm, eventId: string) =>
  call(waitingRoomApi.join, { realm, params: { id: eventId } });

export function useJoinWaitingRoom(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinWaitingRoom(realm, eventId),
    onSuccess: async (entry) => {
      // A read still under way would say "not in the room" after it, and nothing would ask again (lib/store-answer).
      await storeAnswer(queryClient, myPlaceKey(realm, eventId), entry);
      // The room's count of those waiting has one more.
      void queryClient.invalidateQueries({ queryKey: waitingRoomKey(realm, eventId), exact: true });
    },
  });
}
