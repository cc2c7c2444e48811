/**
 * What the room says about time, without false precision (decision 080): "less than a minute", "about 5 minutes",
 * "about 25 minutes" (to five), "about 1.5 hours" (to the half hour), or, before the draw, "after the draw at 6:00 pm"
 * in the reader's zone. The server's estimate is already to the minute; this rounds it as far as it can be trusted.
 * Changes when the room words its estimates differently.
 */
import type { TWaitingRoomEntry } from '@engagex/contracts';
import { formatNumber } from '@/lib/format';
import { dayKey, formatMoment } from '@/lib/time';
import { t } from './messages';

/** A moment of the room (its opening, an admission's end) in the reader's zone: the time alone when it is today. */
export function roomMoment(iso: string, now: number): string {
  return formatMoment(iso, dayKey(iso) === dayKey(new Date(now)) ? 'time' : 'dateTime');
}

/** How long until `iso`, rounded as far as an estimate of a line can be trusted. */
export function aboutHowLong(iso: string, now: number): string {
  const ms = Date.parse(iso) - now;
  if (!(ms > 60_000)) return t('wait.underMinute');
  const minutes = Math.round(ms / 60_000);
  if (minutes < 15) return t('wait.minutes', { count: minutes });
  if (minutes < 60) return t('wait.minutes', { count: Math.round(minutes / 5) * 5 });
  const hours = Math.round(minutes / 30) / 2;
  return t('wait.hours', { count: hours, amount: formatNumber(hours) });
}

/** The expected wait of a place: the draw's time before it, the estimate after; null once admitted or expired. */
export function expectedWait(entry: TWaitingRoomEntry, now: number): string | null {
  if (entry.status !== 'waiting') return null;
  if (entry.position === null) {
    return Date.parse(entry.opensAt) > now
      ? t('wait.afterDraw', { time: roomMoment(entry.opensAt, now) })
      : t('wait.drawing');
  }
  return entry.expectedAdmissionAt ? aboutHowLong(entry.expectedAdmissionAt, now) : t('wait.underMinute');
}
