/**
 * When a show is, said in the event's own time zone (decision 039) and naming that zone: a ticket holder reading the
 * email in another zone must not mistake 19:00 at the venue for 19:00 where they are.
 * Changes when a ticket says its time differently.
 */
const LOCALE = 'en-GB';

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat(LOCALE, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function zoneName(moment: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: 'long' }).formatToParts(moment);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** E.g. "Saturday, 5 December 2026, 19:00 to 22:00 India Standard Time". */
export function showTimes(startsAt: string, endsAt: string, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const day = dayFormat(timeZone);
  const time = timeFormat(timeZone);
  const startDay = day.format(start);
  const endDay = day.format(end);
  const startZone = zoneName(start, timeZone);
  const endZone = zoneName(end, timeZone);
  // A show that crosses a change of clocks names the zone at each end, as the clocks there will read.
  const startText = `${startDay}, ${time.format(start)}${startZone === endZone ? '' : ` ${startZone}`}`;
  const endText = `${endDay === startDay ? '' : `${endDay}, `}${time.format(end)} ${endZone}`;
  return `${startText} to ${endText}`;
}
