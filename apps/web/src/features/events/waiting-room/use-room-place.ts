/**
 * The reader's place in a room, kept fresh by ./poll.ts's spacing (decision 080): read once, joined when they have
 * no place yet (the room page is where one joins), then asked again after each answer or failure, sooner or later
 * as the place, the tab's visibility and the server's Retry-After say. The server is the truth: every tab and
 * device reads the same entry. Changes when the room page reads or joins differently.
 */
import type { TRealm } from '@engagex/contracts';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api-error';
import { useMyPlace } from './api/get-my-place';
import { useJoinWaitingRoom } from './api/join-waiting-room';
import { nextPollMs } from './poll';

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const isHidden = () => document.visibilityState === 'hidden';

/** `active`: the room is on (a room switched off or missing is not joined). */
export function useRoomPlace(realm: TRealm, eventId: string, active: boolean) {
  const place = useMyPlace(realm, eventId, active);
  const join = useJoinWaitingRoom(realm, eventId);
  const hidden = useSyncExternalStore(subscribeVisibility, isHidden, () => false);
  const [jitter] = useState(() => Math.random());

  // Not in the room yet: joined once, on arrival (a refused join is offered again by the page, by hand).
  const joinAsked = useRef(false);
  const joinNow = join.mutate;
  useEffect(() => {
    if (!active || place.data !== null || joinAsked.current) return;
    joinAsked.current = true;
    joinNow();
  }, [active, place.data, joinNow]);

  // Failed asks in a row: counted once per failure, forgotten at the next answer.
  const failures = useRef({ at: 0, count: 0 });
  const { refetch, isFetching, dataUpdatedAt, errorUpdatedAt, data, error } = place;
  useEffect(() => {
    if (!active || isFetching) return;
    if (errorUpdatedAt > dataUpdatedAt) {
      if (failures.current.at !== errorUpdatedAt)
        failures.current = { at: errorUpdatedAt, count: failures.current.count + 1 };
    } else failures.current = { at: 0, count: 0 };
    const delay = nextPollMs({
      entry: data,
      joined: join.isSuccess,
      hidden,
      failures: failures.current.count,
      retryAfterMs: isApiError(error) ? error.retryAfterMs : undefined,
      now: Date.now(),
      jitter,
    });
    if (delay === null) return;
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [
    active,
    isFetching,
    dataUpdatedAt,
    errorUpdatedAt,
    data,
    error,
    hidden,
    jitter,
    refetch,
    join.isSuccess,
  ]);

  return {
    // A read that lags the join (another process's second-long memory) shows the join's answer until it catches up.
    entry: data === null && join.data ? join.data : data,
    /** The place could not be read; the last one read (if any) is still shown. */
    readError: place.error,
    loading: place.isPending || (data === null && !join.isError),
    join,
  };
}
