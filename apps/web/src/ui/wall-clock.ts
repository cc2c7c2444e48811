import { zoneOffsetMinutes } from '@/lib/time';
/*
 * A wall-clock value, 'YYYY-MM-DDTHH:mm' (a day and a time on a clock, no zone), made of a date field's day and a
 * time field's time (decision 068), and read in a zone as an instant (decision 039). While a part is missing or
 * wrong the value still carries both parts as typed, 'day' + 'T' + 'time', so a form can say which part is amiss
 * and a schema refuses it. Only the organiser's pages use it, so it loads with them, not with the first paint. It
 * changes with DateTimeField.
 */
import { t } from './controls/messages';
import { isIsoDay, readDayText } from './day-text';
import { isTimeValue } from './time-text';

export type WallClockParts = { date: string; time: string };

/** The value of a day and a time: '' when both are empty, 'YYYY-MM-DDTHH:mm' when both are right. */
export const joinWallClock = ({ date, time }: WallClockParts): string =>
  date === '' && time === '' ? '' : `${date}T${time}`;

/** The day and the time a value holds (a day typed with a "T" in it stays whole: the time never holds one). */
export function splitWallClock(value: string): WallClockParts {
  const at = value.lastIndexOf('T');
  return at < 0 ? { date: value, time: '' } : { date: value.slice(0, at), time: value.slice(at + 1) };
}

/** Whether a value is a whole wall-clock time: a day that exists and a time on the clock. */
export function isWallClock(value: string): boolean {
  const { date, time } = splitWallClock(value);
  return isIsoDay(date) && isTimeValue(time);
}

/** A text written like a day (dd/mm/yyyy, or yyyy-mm-dd as a browser test types it) that is none, as dd/mm/yyyy. */
function noSuchDay(text: string): string | null {
  if (readDayText(text) !== null) return null;
  if (/^\d{1,2}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*\d{4}$/.test(text)) return text.replace(/\s/g, '');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : null;
}

/**
 * What is amiss with a started value, in the organiser's words: the missing or unreadable part, or a day that does
 * not exist. Undefined for an empty value (the form says what the field is for) and for a whole one.
 */
export function wallClockProblem(value: string): string | undefined {
  if (value === '' || isWallClock(value)) return undefined;
  const { date, time } = splitWallClock(value);
  const missingDay = isIsoDay(date) ? null : noSuchDay(date);
  const dateWords = isIsoDay(date)
    ? ''
    : missingDay
      ? t('wallClock.noSuchDay', { day: missingDay })
      : t('wallClock.date');
  const timeWords = time === '' ? t('wallClock.timeToo') : isTimeValue(time) ? '' : t('wallClock.time');
  return [dateWords, timeWords].filter(Boolean).join(' ');
}

/**
 * Which parts of a refused value to mark: the wrong or missing ones, or both when each is right alone (an end
 * before the start).
 */
export function wrongParts(value: string): { date: boolean; time: boolean } {
  const { date, time } = splitWallClock(value);
  const wrong = { date: !isIsoDay(date), time: !isTimeValue(time) };
  return wrong.date || wrong.time ? wrong : { date: true, time: true };
}

/** An instant as a wall-clock value: the day and time on the clocks of `zone`; '' for no instant. */
export function toZonedInput(moment: string | Date, zone: string): string {
  const instant = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(instant.getTime())) return '';
  return new Date(instant.getTime() + zoneOffsetMinutes(instant, zone) * 60_000).toISOString().slice(0, 16);
}

/**
 * A wall-clock value read in `zone`, as an ISO instant. What is not whole, a day not on the calendar (31 February)
 * included, is passed on as it is, for the schema to refuse, never rolled into March. A time skipped by a clock
 * change lands an hour on, as the clock itself would.
 */
export function fromZonedInput(value: string, zone: string): string {
  if (!isWallClock(value)) return value;
  const wall = Date.parse(`${value}:00Z`);
  const first = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000;
  const settled = wall - zoneOffsetMinutes(new Date(first), zone) * 60_000;
  return new Date(settled).toISOString();
}
