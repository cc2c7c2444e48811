import type { TEvent } from '@engagex/contracts';
import { formatNumber } from '@/lib/format';
import {
  dayKey,
  formatDayRange,
  formatMoment,
  formatMomentRange,
  formatTimeRange as timeRange,
} from '@/lib/time';
import { t } from './messages';

export { formatInr, formatNumber as formatCount, plural } from '@/lib/format';

/** "1 credit", "2,500 credits" in the reader's language, the figure grouped as lib/format groups it. */
export const formatCredits = (value: number): string =>
  t('format.credits', { count: value, amount: formatNumber(value) });

/**
 * An event's times are written in the event's own zone (decision 039), labelled when the reader's clock differs:
 * a ticket says when the doors open at the venue. Everything here is lib/time's one formatter.
 */

/** "Sat, 29 Nov" */
export const formatDay = (iso: string, zone: string): string => formatMoment(iso, 'day', zone);
/** "Saturday, 29 November 2026" */
export const formatLongDay = (iso: string, zone: string): string => formatMoment(iso, 'longDay', zone);
/** "7:00 pm", in the event's zone (labelled) or, with no zone, the reader's. */
export const formatTime = (iso: string, zone?: string): string => formatMoment(iso, 'time', zone);
/** "NOV" and "29", for a calendar-leaf date badge. */
export const monthAndDay = (iso: string, zone: string) => ({
  month: formatMoment(iso, 'month', zone).toUpperCase(),
  day: formatMoment(iso, 'dayOfMonth', zone),
});
/** "22 Nov 2026, 7:00 pm" for something the reader did, in their own zone. */
export const formatStamp = (iso: string): string => formatMoment(iso, 'stamp');

/** "Sat, 29 Nov · 7:00 pm – 10:00 pm IST", or across days both days. */
export const formatRange = (startsAt: string, endsAt: string, zone: string): string =>
  formatMomentRange(startsAt, endsAt, zone);

/** "3 shows · 10–11 Dec": an event's shows still to come, when there are several (decision 053). */
export const showsText = (shows: TEvent['shows'], zone: string): string | null =>
  shows.upcoming > 1 && shows.next && shows.lastStartsAt
    ? t('format.shows', {
        count: shows.upcoming,
        days: formatDayRange(shows.next.startsAt, shows.lastStartsAt, zone),
      })
    : null;

/**
 * When an event happens, as a card or a page's header says it (decision 053): "3 shows · 10–11 Dec" for several
 * shows to come, the show itself for one, and the event's dates once none is left to come. Never the first show's
 * start to the last one's end, which reads as one long event.
 */
export const eventWhen = (event: Pick<TEvent, 'startsAt' | 'endsAt' | 'timeZone' | 'shows'>): string => {
  const several = showsText(event.shows, event.timeZone);
  if (several) return several;
  const { next } = event.shows;
  return next
    ? formatMomentRange(next.startsAt, next.endsAt, event.timeZone)
    : formatMomentRange(event.startsAt, event.endsAt, event.timeZone);
};

/** "7:00 pm – 10:00 pm IST" for a slot on a known day. */
export const formatTimeRange = (startsAt: string, endsAt: string, zone: string): string =>
  timeRange(startsAt, endsAt, zone);

/** The `YYYY-MM-DD` of an instant in the reader's zone, for date inputs. */
export const dateKey = (date: Date): string => dayKey(date);

/** A price as shown on cards and tickets: "Free" or "150 credits". */
export const formatPrice = (credits: number): string =>
  credits === 0 ? t('price.free') : formatCredits(credits);

/** "14:59" for what is left of a hold; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** The event types the catalogue has words for; an organiser's own type reads as its slug does. */
const KNOWN_TYPES = new Set([
  'music',
  'comedy',
  'tech',
  'food',
  'literature',
  'networking',
  'wellness',
  'competition',
  'competitionRound',
  'dance',
  'theatre',
  'workshop',
  'art',
  'sports',
]);

/** "Music", "Competition round": event types are lower-case slugs on the wire, named in the reader's language. */
export const typeLabel = (eventType: string): string => {
  const key = eventType.trim().replace(/[-_]+(\w)/g, (_, letter: string) => letter.toUpperCase());
  if (KNOWN_TYPES.has(key)) return t(`type.${key}` as Parameters<typeof t>[0]);
  const words = eventType.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
