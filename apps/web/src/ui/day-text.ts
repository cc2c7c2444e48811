/*
 * Days as the portal writes and reads them: dd/mm/yyyy, the way India writes a date (decision 057), whatever
 * the browser's own locale. Forms keep a day as the contracts take it, 'YYYY-MM-DD'; this file turns one into
 * the other. It changes when the portal learns another way of writing a day (the Hindi catalogue).
 */

/** 'YYYY-MM-DD' for a day that exists (no 31 April, 29 February only in a leap year). */
export function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether a value is a day the contracts take ('2026-12-05'), and one that exists. */
export const isIsoDay = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? isoDay(Number(match[1]), Number(match[2]), Number(match[3])) === value : false;
};

/**
 * A day as a person types it: "05/12/2026", "5/12/2026", "5-12-2026", "5.12.2026", day first, a four-digit
 * year; also the ISO form "2026-12-05" (pasted, or typed by a browser test). Null when it is no day.
 */
export function readDayText(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(trimmed);
  if (dayFirst) return isoDay(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return null;
}

/** 'YYYY-MM-DD' as "dd/mm/yyyy"; anything else as it is (text still being typed). */
export function writeDayText(value: string): string {
  if (!isIsoDay(value)) return value;
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

/** The value a date field hands on for its text: the ISO day, '' when empty, else the text for a schema to refuse. */
export function dayValueOf(text: string): string {
  if (text.trim() === '') return '';
  return readDayText(text) ?? text.trim();
}

/** The parts of an ISO day, as numbers (month 1–12). */
export function dayParts(value: string): { year: number; month: number; day: number } {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** The ISO day `days` after `value` (before, when negative). */
export function addDays(value: string, days: number): string {
  const { year, month, day } = dayParts(value);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The same day `months` later, kept inside the shorter month (31 Jan + 1 month is 28 or 29 Feb). */
export function addMonths(value: string, months: number): string {
  const { year, month, day } = dayParts(value);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

/** Day of the week, Sunday 0, as Indian calendars start the week. */
export const weekday = (value: string): number => {
  const { year, month, day } = dayParts(value);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
};

/** Today on the person's own clock, as an ISO day. */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `value` moved inside [min, max] where either is given. */
export function clampDay(value: string, min?: string, max?: string): string {
  if (min && isIsoDay(min) && value < min) return min;
  if (max && isIsoDay(max) && value > max) return max;
  return value;
}
