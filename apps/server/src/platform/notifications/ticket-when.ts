/**
 * When a show is, said in the event's own time zone (decision 039) and naming that zone: a ticket holder reading the
 * email in another zone must not mistake 19:00 at the venue for 19:00 where they are.
 * Changes when a ticket says its time differently.
 */
import type { TUiLanguage } from '@engagex/contracts';
import { say } from '../i18n/say.js';
import { translate } from '../i18n/translate.js';

/** English reads "Saturday, 5 December 2026"; Hindi its own words with Latin digits (decision 077). */
const localeOf = (language: TUiLanguage) => (language === 'hi-IN' ? 'hi-IN' : 'en-GB');

const dayFormat = (timeZone: string, language: TUiLanguage) =>
  new Intl.DateTimeFormat(localeOf(language), {
    numberingSystem: 'latn',
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
const timeFormat = (timeZone: string, language: TUiLanguage) =>
  new Intl.DateTimeFormat(localeOf(language), {
    numberingSystem: 'latn',
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

function zoneName(moment: Date, timeZone: string, language: TUiLanguage): string {
  const parts = new Intl.DateTimeFormat(localeOf(language), { timeZone, timeZoneName: 'long' }).formatToParts(
    moment,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** E.g. "Saturday, 5 December 2026, 19:00 to 22:00 India Standard Time". */
export function showTimes(
  startsAt: string,
  endsAt: string,
  timeZone: string,
  language: TUiLanguage = 'en-IN',
): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const day = dayFormat(timeZone, language);
  const time = timeFormat(timeZone, language);
  const startDay = day.format(start);
  const endDay = day.format(end);
  const startZone = zoneName(start, timeZone, language);
  const endZone = zoneName(end, timeZone, language);
  // A show that crosses a change of clocks names the zone at each end, as the clocks there will read.
  const startText = `${startDay}, ${time.format(start)}${startZone === endZone ? '' : ` ${startZone}`}`;
  const endText = `${endDay === startDay ? '' : `${endDay}, `}${time.format(end)} ${endZone}`;
  return translate(language, say('{start} to {end}', { start: startText, end: endText }));
}
