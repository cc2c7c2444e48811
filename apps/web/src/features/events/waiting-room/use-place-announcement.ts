/**
 * The sentence the room's polite live region says (decision 080): when the place changes, not at every ask. The
 * first reading is on the screen already and is not said again; the draw, an admission and its end are said at
 * once; a place that moves is said at most every 30 seconds (the latest one, once the pause is over) or at once
 * in the last three places. Changes when the room speaks more or less often.
 */
import type { TWaitingRoomEntry } from '@engagex/contracts';
import { useEffect, useRef, useState } from 'react';

export const ANNOUNCE_EVERY_MS = 30_000;
const NEAR_FRONT = 3;

type Heard = { status: string; position: number | null; at: number };

/** `say(entry)` words a place; the answer is the live region's text. */
export function usePlaceAnnouncement(
  entry: TWaitingRoomEntry | null | undefined,
  say: (entry: TWaitingRoomEntry) => string,
): string {
  const [spoken, setSpoken] = useState('');
  const heard = useRef<Heard | null>(null);
  const latest = useRef(say);
  latest.current = say;
  const status = entry?.status;
  const position = entry?.position ?? null;

  useEffect(() => {
    if (!entry || !status) return;
    const last = heard.current;
    const now = Date.now();
    if (!last) {
      heard.current = { status, position, at: 0 };
      return;
    }
    if (last.status === status && last.position === position) return;
    const speak = () => {
      heard.current = { status, position, at: Date.now() };
      setSpoken(latest.current(entry));
    };
    const turned = last.status !== status || (last.position === null) !== (position === null);
    const wait = last.at + ANNOUNCE_EVERY_MS - now;
    if (turned || (position !== null && position <= NEAR_FRONT) || wait <= 0) {
      speak();
      return;
    }
    const timer = setTimeout(speak, wait);
    return () => clearTimeout(timer);
  }, [entry, status, position]);

  return spoken;
}
