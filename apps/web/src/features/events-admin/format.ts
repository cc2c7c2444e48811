/** Dates as organisers read them: in the browser's own time zone and locale. */

const dateTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const timeOnly = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const withSeconds = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
export const formatTime = (iso: string) => timeOnly.format(new Date(iso));
/** For check-in times, where the seconds tell two scans apart. */
export const formatPreciseTime = (iso: string) => withSeconds.format(new Date(iso));

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "Wed, 25 Nov 2026, 19:00 – 21:00", or both full dates when it spans days. */
export function formatRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  return sameDay(start, end)
    ? `${dateTime.format(start)} – ${timeOnly.format(end)}`
    : `${dateTime.format(start)} – ${dateTime.format(end)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` input value (local wall-clock time). */
export function toLocalInput(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; what cannot be read is passed on for the schema to refuse. */
export function fromLocalInput(value: string): string {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : value;
}

/** A `date` input value (YYYY-MM-DD) for a day in local time. */
export function toDateInput(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export { formatNumber, plural } from '@/lib/format';

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
