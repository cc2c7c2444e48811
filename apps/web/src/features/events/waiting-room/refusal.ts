/**
 * A refusal of seats because the person is not admitted yet (decision 080): 403 with the envelope detail whose path
 * is `waitingRoom`. Wherever the web takes seats (booking, transfer, an offer taken or paid) such a refusal sends the
 * person to the event's waiting room, which says why and joins them. Changes when the server words it otherwise.
 */
import { type TRealm, WAITING_ROOM_REFUSAL_PATH } from '@engagex/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { waitingRoomPath } from '../paths';
import { waitingRoomKey } from './api/keys';

export const isWaitingRoomRefusal = (error: unknown): boolean =>
  isApiError(error) &&
  error.status === 403 &&
  (error.details ?? []).some((detail) => detail.path === WAITING_ROOM_REFUSAL_PATH);

/** What the room page reads from the navigation that brought the person there. */
export type RoomArrival = { refused?: boolean };

/**
 * Answers `sendToRoom(error, eventId)`: true when `error` is the waiting room's refusal, after moving to the room
 * (the room and the person's place are read again there); false for any other error, which the caller shows.
 */
export function useSendToWaitingRoom(realm: TRealm) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (error: unknown, eventId: string): boolean => {
    if (!isWaitingRoomRefusal(error)) return false;
    void queryClient.invalidateQueries({ queryKey: waitingRoomKey(realm, eventId) });
    navigate(waitingRoomPath(realm, eventId), { state: { refused: true } satisfies RoomArrival });
    return true;
  };
}
