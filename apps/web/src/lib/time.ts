// Over 300 lines: every way the web writes a moment, a zone or a range is here, so a page writes each one way (decision 039, amended by 053).
/**
 * The one way the portal writes a moment (decision 039): in the reader's locale, in the zone the moment belongs
 * to (an event's own zone for its times; the reader's for anything else), and labelled with that zone whenever
 * the reader's clock says something else at that instant ("7:00 pm IST" to a reader in Berlin, "7:00 pm" in
 * Pune). Organisers' date-time inputs hold wall-clock times in the event's zone, converted by ui/wall-clock.ts.
 */
import { formattingLocale } from '@/i18n/language';
import { t } from './messages';

export type MomentStyle =
  /** "Sat, 29 Nov" */
  | 'day'
  /** "Saturday, 29 November 2026" */
  | 'longDay'
  /** "29 Nov 2026" */
  | 'date'
  /** "29 November 2026" */
  | 'longDate'
  /** "7:00 pm" */
  | 'time'
  /** "Sat, 29 Nov 2026, 7:00 pm" */
  | 'dateTime'
  /** "29 Nov 2026, 7:00 pm" */
  | 'stamp'
  /** "29 Nov 2026, 7:00:05 pm": seconds tell two scans apart */
  | 'precise'
  /** "Nov" */
  | 'month'
  /** "Nov 2026" */
  | 'monthYear'
  /** "November 2026": a month named in a sentence */
  | 'longMonthYear'
  /** "29" */
  | 'dayOfMonth';

const STYLES: Record<MomentStyle, Intl.DateTimeFormatOptions> = {
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  longDay: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  dateTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  stamp: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  precise: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  },
  month: { month: 'short' },
  monthYear: { month: 'short', year: 'numeric' },
  longMonthYear: { month: 'long', year: 'numeric' },
  dayOfMonth: { day: 'numeric' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const id = `${key}|${locale ?? ''}|${options.timeZone ?? ''}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(id, found);
  }
  return found;
}

/**
 * The zone the reader's device keeps time in, by its current name: Chromium still reports India's as
 * "Asia/Calcutta", which the server would keep as a second name for the same clock.
 */
export const deviceTimeZone = (): string => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return OLD_NAMES[zone] ?? zone;
};

let readerZone: string | null = null;
const readerZoneListeners = new Set<() => void>();

/**
 * The zone the reader reads times in (decision 053): the one kept with their account (their browser's, or the one
 * they chose in the location dialog), else the device's.
 */
export const viewerTimeZone = (): string => readerZone ?? deviceTimeZone();

/** Keeps the account's zone for every formatter here; null goes back to the device's. */
export function setReaderTimeZone(zone: string | null): void {
  if (zone === readerZone) return;
  readerZone = zone;
  for (const listener of readerZoneListeners) listener();
}

/** For useSyncExternalStore: pages written in the old zone are written again in the new one. */
export function subscribeReaderTimeZone(listener: () => void): () => void {
  readerZoneListeners.add(listener);
  return () => readerZoneListeners.delete(listener);
}

/** Zones browsers still name by an old name, and their current one. */
export const OLD_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
};

const toDate = (moment: string | Date) => (typeof moment === 'string' ? new Date(moment) : moment);

/** Minutes `zone` is ahead of UTC at that instant (330 for India). */
export function zoneOffsetMinutes(moment: string | Date, zone: string): number {
  const instant = toDate(moment);
  const parts = formatter('offset', 'en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'));
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The zone's short name at that instant: "IST", "GMT+4", "CET". India's "IST" is what Indians write, so a name
 * the reader's locale only knows as an offset is asked of en-IN as well.
 */
export function zoneName(moment: string | Date, zone: string): string {
  const names = [undefined, 'en-IN'].map(
    (locale) =>
      formatter('zone', locale, { timeZone: zone, timeZoneName: 'short' })
        .formatToParts(toDate(moment))
        .find((p) => p.type === 'timeZoneName')?.value ?? zone,
  );
  return names.find((name) => !/^(GMT|UTC)([+-]|$)/.test(name)) ?? names[0] ?? zone;
}

/** The label a moment in `zone` needs for this reader: empty when their clock reads the same. */
export function zoneLabel(moment: string | Date, zone: string, viewer = viewerTimeZone()): string {
  return zoneOffsetMinutes(moment, zone) === zoneOffsetMinutes(moment, viewer) ? '' : zoneName(moment, zone);
}

const withLabel = (text: string, label: string) => (label ? `${text} ${label}` : text);

/**
 * A moment in the zone it belongs to (the reader's when none is given). Styles showing a time carry the zone's
 * label when the reader is elsewhere; `labelled: false` leaves it to the caller (a range labels once).
 */
export function formatMoment(
  moment: string | Date,
  style: MomentStyle,
  zone?: string,
  { labelled = true, viewer = viewerTimeZone() }: { labelled?: boolean; viewer?: string } = {},
): string {
  const timeZone = zone ?? viewer;
  const text = formatter(style, formattingLocale(), { ...STYLES[style], timeZone }).format(toDate(moment));
  const showsTime = style === 'time' || style === 'dateTime' || style === 'stamp' || style === 'precise';
  return showsTime && labelled ? withLabel(text, zoneLabel(moment, timeZone, viewer)) : text;
}

/** The styles that name a day or a month, for calendar values that are no instant. */
export type CalendarStyle = Extract<MomentStyle, 'date' | 'longDate' | 'monthYear' | 'longMonthYear'>;

/**
 * A calendar value, `YYYY-MM-DD` (a closing day) or `YYYY-MM` (a month of a summary), written as that day or month
 * wherever the reader is: it names no instant, so no zone may move it to the day before. Empty when unreadable.
 */
export function formatCalendarDate(value: string, style: CalendarStyle): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match) return '';
  const [, year, month, day = '1'] = match;
  const noon = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
  return formatter(style, formattingLocale(), { ...STYLES[style], timeZone: 'UTC' }).format(noon);
}

let relativeWords: { locale: string; format: Intl.RelativeTimeFormat } | undefined;
const RELATIVE_STEPS: [limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [60, 'second', 1],
  [3600, 'minute', 60],
  [86_400, 'hour', 3600],
  [7 * 86_400, 'day', 86_400],
  [30 * 86_400, 'week', 7 * 86_400],
  [365 * 86_400, 'month', 30 * 86_400],
];

/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago", "in 2 days": how long before or after `now` a moment
 * is, in the largest unit that fits. Within 45 seconds either way is "just now", so a clock slightly ahead of the
 * server's never reads "in 3 seconds". Empty when the moment is unreadable.
 */
export function formatRelative(moment: string | Date, now: number | Date = Date.now()): string {
  const seconds = (toDate(moment).getTime() - Number(now)) / 1000;
  if (Number.isNaN(seconds)) return '';
  const elapsed = Math.abs(seconds);
  if (elapsed < 45) return t('time.justNow');
  const locale = formattingLocale() ?? '';
  if (relativeWords?.locale !== locale)
    relativeWords = { locale, format: new Intl.RelativeTimeFormat(locale || undefined, { numeric: 'auto' }) };
  const [, unit, size] = RELATIVE_STEPS.find(([limit]) => elapsed < limit) ?? [0, 'year', 365 * 86_400];
  return relativeWords.format.format(Math.round(seconds / size), unit);
}

/** The `YYYY-MM-DD` of an instant in a zone. */
export const dayKey = (moment: string | Date, zone?: string): string =>
  formatter('key', 'en-CA', { timeZone: zone ?? viewerTimeZone() }).format(toDate(moment));

/**
 * " (your time: 2:30 pm – 5:30 pm CET)": a range in an event's zone as the reader's clock reads it, the day too
 * when theirs is another (decision 053). Empty when the clocks agree.
 */
function readerSide(start: Date | string, end: Date | string, zone: string, viewer: string): string {
  if (!zoneLabel(start, zone, viewer)) return '';
  const plain = { labelled: false, viewer };
  const day =
    dayKey(start, viewer) === dayKey(start, zone) ? '' : `${formatMoment(start, 'day', viewer, plain)}, `;
  const times = `${formatMoment(start, 'time', viewer, plain)} – ${formatMoment(end, 'time', viewer, plain)}`;
  return t('time.yourTime', { day, times, zone: zoneName(start, viewer) });
}

/**
 * "Sat, 29 Nov · 7:00 pm – 10:00 pm IST", or across days "Sat, 29 Nov, 7:00 pm – Sun, 30 Nov, 1:00 am IST": the
 * zone label once, at the end, and the reader's own time after it where their clock differs (decision 053).
 */
export function formatMomentRange(
  start: string | Date,
  end: string | Date,
  zone?: string,
  { viewer = viewerTimeZone(), readerTime = true }: { viewer?: string; readerTime?: boolean } = {},
): string {
  const timeZone = zone ?? viewer;
  const plain = { labelled: false, viewer };
  const label = zoneLabel(start, timeZone, viewer);
  const text =
    dayKey(start, timeZone) === dayKey(end, timeZone)
      ? `${formatMoment(start, 'day', timeZone, plain)} · ${formatMoment(start, 'time', timeZone, plain)} – ${formatMoment(end, 'time', timeZone, plain)}`
      : `${formatMoment(start, 'day', timeZone, plain)}, ${formatMoment(start, 'time', timeZone, plain)} – ${formatMoment(end, 'day', timeZone, plain)}, ${formatMoment(end, 'time', timeZone, plain)}`;
  return `${withLabel(text, label)}${readerTime ? readerSide(start, end, timeZone, viewer) : ''}`;
}

/**
 * "10–11 Dec", "30 Nov – 2 Dec", or "10 Dec" for one day: the days a run of shows spans, in the zone they happen
 * in. Days only, so no zone label.
 */
export function formatDayRange(start: string | Date, end: string | Date, zone?: string): string {
  const timeZone = zone ?? viewerTimeZone();
  const days = formatter('dayRange', formattingLocale(), { day: 'numeric', month: 'short', timeZone });
  return dayKey(start, timeZone) === dayKey(end, timeZone)
    ? days.format(toDate(start))
    : days.formatRange(toDate(start), toDate(end));
}

/**
 * "7:00 pm – 10:00 pm IST" for times on a day already shown, with the reader's own time after it where their clock
 * differs (decision 053).
 */
export function formatTimeRange(
  start: string | Date,
  end: string | Date,
  zone?: string,
  { viewer = viewerTimeZone(), readerTime = true }: { viewer?: string; readerTime?: boolean } = {},
): string {
  const timeZone = zone ?? viewer;
  const plain = { labelled: false, viewer };
  const text = withLabel(
    `${formatMoment(start, 'time', timeZone, plain)} – ${formatMoment(end, 'time', timeZone, plain)}`,
    zoneLabel(start, timeZone, viewer),
  );
  return `${text}${readerTime ? readerSide(start, end, timeZone, viewer) : ''}`;
}

/** "Asia/Kolkata (IST)": how a form names the zone its times are in. */
export const zoneCaption = (zone: string, moment: string | Date = new Date()): string => {
  const name = zoneName(moment, zone);
  return name === zone ? zone : `${zone} (${name})`;
};
