/**
 * Moments in the sentences the server writes to a person (notices, emails), decision 053: an event's time in the
 * event's own zone, followed by the reader's time where their clock reads differently; a deadline of their own (an
 * offer's expiry, a hold's) in the reader's zone. A reader whose zone is not known yet (null) reads the event's
 * zone alone, as before decision 053. Every moment names its zone: an email may be read anywhere.
 * Changes when a notice names a moment in a new way.
 */

import type { TUiLanguage } from '@engagex/contracts';
import { say } from './i18n/say.js';
import { translate } from './i18n/translate.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, withYear: boolean, language: TUiLanguage = 'en-IN'): Intl.DateTimeFormat {
  const key = `${zone}|${withYear}|${language}`;
  let found = formatters.get(key);
  if (!found) {
    // Hindi keeps Latin digits, as Indian print does (decision 077).
    found = new Intl.DateTimeFormat(language, {
      numberingSystem: 'latn',
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formatters.set(key, found);
  }
  return found;
}

/** Minutes `zone` is ahead of UTC at that instant (330 for India). */
export function zoneOffsetMinutes(moment: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'));
  return Math.round((wall - Math.floor(moment.getTime() / 60_000) * 60_000) / 60_000);
}

/** Whether a reader in `reader` sees another clock time than the one in `zone` at that instant. */
export const clocksDiffer = (moment: Date, zone: string, reader: string | null): reader is string =>
  reader !== null && zoneOffsetMinutes(moment, zone) !== zoneOffsetMinutes(moment, reader);

/** "Sat, 12 Dec, 2026, 7:00 pm IST": a moment in one zone, named. */
export const momentIn = (moment: Date, zone: string, language?: TUiLanguage): string =>
  formatter(zone, true, language).format(moment);

/** "Sun, 13 Dec, 12:30 am IST": the reader's side of an event's time, the year already said. */
const shortMomentIn = (moment: Date, zone: string, language?: TUiLanguage): string =>
  formatter(zone, false, language).format(moment);

/**
 * "Sat, 12 Dec, 2026, 7:00 pm GMT (your time: Sun, 13 Dec, 12:30 am IST)": an event's time in its zone, and the
 * reader's where it differs.
 */
export function eventMomentText(
  moment: Date,
  eventZone: string,
  readerZone: string | null = null,
  language: TUiLanguage = 'en-IN',
): string {
  const there = momentIn(moment, eventZone, language);
  if (!clocksDiffer(moment, eventZone, readerZone)) return there;
  const here = shortMomentIn(moment, readerZone, language);
  return translate(language, say('{there} (your time: {here})', { there, here }));
}

/** A deadline of the reader's own, in their zone; in `fallbackZone` (the event's) while theirs is not known. */
export const deadlineText = (
  moment: Date,
  readerZone: string | null,
  fallbackZone: string,
  language?: TUiLanguage,
): string => momentIn(moment, readerZone ?? fallbackZone, language);
