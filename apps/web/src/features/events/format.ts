import { formatCredits } from '@/lib/format';

export { formatCredits, formatInr, formatNumber as formatCount, plural } from '@/lib/format';

/**
 * Every event takes place in India, so dates and times are shown in India's time (IST) wherever the visitor is:
 * a ticket says when the doors open at the venue, not in the reader's zone.
 */
const EVENT_TIME_ZONE = 'Asia/Kolkata';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: EVENT_TIME_ZONE,
});
const longDayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: EVENT_TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: EVENT_TIME_ZONE,
});
const dateKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_TIME_ZONE });
const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: EVENT_TIME_ZONE });
const dayOfMonthFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', timeZone: EVENT_TIME_ZONE });
const stampFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: EVENT_TIME_ZONE,
});

const time = (iso: string) => timeFormat.format(new Date(iso)).toUpperCase();
const sameDay = (a: string, b: string) =>
  dateKeyFormat.format(new Date(a)) === dateKeyFormat.format(new Date(b));

/** "Sat, 29 Nov" */
export const formatDay = (iso: string): string => dayFormat.format(new Date(iso));
/** "Saturday, 29 November 2026" */
export const formatLongDay = (iso: string): string => longDayFormat.format(new Date(iso));
/** "7:00 PM" */
export const formatTime = (iso: string): string => time(iso);
/** "NOV" and "29", for a calendar-leaf date badge. */
export const monthAndDay = (iso: string) => ({
  month: monthFormat.format(new Date(iso)).toUpperCase(),
  day: dayOfMonthFormat.format(new Date(iso)),
});
/** "22 Nov 2026, 7:00 PM" */
export const formatStamp = (iso: string): string => stampFormat.format(new Date(iso));

/** "Sat, 29 Nov · 7:00 PM – 10:00 PM IST", or across days "Sat, 29 Nov – Sun, 30 Nov". */
export function formatRange(startsAt: string, endsAt: string): string {
  if (sameDay(startsAt, endsAt)) return `${formatDay(startsAt)} · ${time(startsAt)} – ${time(endsAt)} IST`;
  return `${formatDay(startsAt)} – ${formatDay(endsAt)}`;
}

/** "7:00 PM – 10:00 PM" for a slot on a known day. */
export const formatTimeRange = (startsAt: string, endsAt: string): string =>
  `${time(startsAt)} – ${time(endsAt)}`;

/** The `YYYY-MM-DD` of an instant in India's time, for date inputs. */
export const dateKey = (date: Date): string => dateKeyFormat.format(date);

/** A price as shown on cards and tickets: "Free" or "150 credits". */
export const formatPrice = (credits: number): string => (credits === 0 ? 'Free' : formatCredits(credits));

/** "14:59" for what is left of a hold; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** "Music", "Competition round": event types are lower-case slugs on the wire. */
export const typeLabel = (eventType: string): string => {
  const words = eventType.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
