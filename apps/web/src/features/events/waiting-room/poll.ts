/**
 * How long the room page waits before asking for the reader's place again (decision 080, docs/product.md "Waiting
 * rooms"): every few seconds near the front, less often far back, much less often in a hidden tab; up to the draw,
 * once when it is due, spread over a couple of seconds so that everyone who joined does not ask in the same instant;
 * after a refusal or a failure, longer each time, and never sooner than the server's Retry-After. Nothing is asked
 * once the person is admitted (the page moves to booking) or their admission ran out (only they can act).
 * Changes when the room is asked more or less often.
 */
import type { TWaitingRoomEntry } from '@engagex/contracts';

export const POLL = {
  /** Near the front of the line, with the page in view. */
  nearMs: 3_000,
  /** Far back, with the page in view: places move slowly, and a thousand people asking less is the room's calm. */
  farMs: 15_000,
  /** A hidden tab still hears its turn, within half a minute (an admission lasts at least a minute). */
  hiddenMs: 30_000,
  /** The first wait after a failure; it doubles up to `maxBackoffMs`. */
  backoffMs: 5_000,
  maxBackoffMs: 60_000,
  /** Asks due at one moment (the draw, a back-off) are spread over this much. */
  spreadMs: 2_000,
} as const;

export type PollState = {
  /** The place as last read; null when the person has not joined, undefined before the first answer. */
  entry: TWaitingRoomEntry | null | undefined;
  hidden: boolean;
  /** The person joined on this page: a read that still says "not in the room" lags the join and is asked again. */
  joined?: boolean;
  /** Failed asks in a row (0 after an answer). */
  failures: number;
  /** The last refusal's Retry-After, if it had one. */
  retryAfterMs?: number | undefined;
  now: number;
  /** 0 to 1: where in the spread this page's ask falls (Math.random in the page, fixed in tests). */
  jitter: number;
};

/** Milliseconds until the next ask, or null when nothing will change until the person acts. */
export function nextPollMs({
  entry,
  joined = false,
  hidden,
  failures,
  retryAfterMs,
  now,
  jitter,
}: PollState): number | null {
  const spread = Math.round(jitter * POLL.spreadMs);
  if (failures > 0) {
    const backoff = Math.min(POLL.maxBackoffMs, POLL.backoffMs * 2 ** (failures - 1));
    return Math.max(backoff, retryAfterMs ?? 0) + spread;
  }
  // Another process may remember "not in the room" for a second after the join (decision 080's status cache).
  if (entry === null && joined) return POLL.nearMs + spread;
  if (entry?.status !== 'waiting') return null;
  if (entry.position === null) {
    // Before the draw nothing moves: the next ask is the draw's (or a hidden tab's slow one), and just after it.
    const untilDraw = Date.parse(entry.opensAt) - now;
    if (untilDraw > 0) return Math.min(untilDraw, POLL.hiddenMs) + spread;
    return POLL.nearMs + spread;
  }
  const waitMs = entry.expectedAdmissionAt ? Date.parse(entry.expectedAdmissionAt) - now : 0;
  // A twentieth of the expected wait, between the near and far spacing: a person five minutes away asks every 15 s.
  const inView = Math.min(POLL.farMs, Math.max(POLL.nearMs, waitMs / 20));
  return Math.round(hidden ? Math.max(inView, POLL.hiddenMs) : inView) + Math.round(spread / 4);
}
