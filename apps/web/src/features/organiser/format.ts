import { dayKey, formatMoment, formatMomentRange, viewerTimeZone, zoneName } from '@/lib/time';
import { fromZonedInput, toZonedInput } from '@/ui/wall-clock';

/**
 * Dates as organisers read them (decision 039): an event's times in the event's zone, labelled when the
 * organiser's clock differs; their own moments (a booking made, a scan) in their zone. lib/time writes them all.
 */

export const formatDateTime = (iso: string, zone?: string) => formatMoment(iso, 'dateTime', zone);
export const formatDate = (iso: string, zone?: string) => formatMoment(iso, 'date', zone);
export const formatTime = (iso: string, zone?: string) => formatMoment(iso, 'time', zone);
/** For check-in times, where the seconds tell two scans apart. */
export const formatPreciseTime = (iso: string, zone?: string) => formatMoment(iso, 'precise', zone);

/**
 * A time in a check-in warning, always with its zone ("Sun, 29 Nov 2026, 7:00 pm IST"): the one who reads it
 * decides at once whether to let someone in, and cannot ask which clock it means (decision 055).
 */
export const formatWarningTime = (iso: string, zone?: string, style: 'dateTime' | 'precise' = 'dateTime') => {
  const timeZone = zone ?? viewerTimeZone();
  return `${formatMoment(iso, style, timeZone, { labelled: false })} ${zoneName(iso, timeZone)}`;
};

/** "Sun, 29 Nov · 7:00 pm – 10:00 pm IST", or both days when it spans midnight. */
export const formatRange = (startIso: string, endIso: string, zone: string): string =>
  formatMomentRange(startIso, endIso, zone);

/** An ISO instant as a date and time pair's value, 'YYYY-MM-DDTHH:mm': the wall-clock time in the event's zone. */
export function toLocalInput(iso: string | Date, zone: string): string {
  return toZonedInput(iso, zone);
}

/** A date and time pair's value, read in the event's zone, as an ISO instant; what cannot be read goes on as is. */
export function fromLocalInput(value: string, zone: string): string {
  return fromZonedInput(value, zone);
}

/** A `date` input value (YYYY-MM-DD) for a day in the organiser's zone. */
export function toDateInput(d: Date): string {
  return dayKey(d);
}

// Counted nouns are ICU plurals in the catalogues (decision 075), not lib/format's English `plural`.
export { formatNumber } from '@/lib/format';

/** Comma-separated tags or amenities: trimmed, blanks and repeats dropped. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/** A number field's text as a number; an empty field is NaN, so the schema refuses it instead of reading 0. */
export const numberFrom = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
