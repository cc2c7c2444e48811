/**
 * What a time-zone picker offers and how it names each zone (decision 053). Apart from lib/time so that the
 * dashboard's first download, which formats times but picks none, does not carry it (LAZY_SHARED in vite.config.ts).
 */
import { t } from './forms/messages';
import { OLD_NAMES, zoneName, zoneOffsetMinutes } from './time';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The zones most people here pick (decision 053): India's first, then where Indians abroad and visiting artists
 * mostly are. A picker lists these before the runtime's four hundred, each with the country a search finds it by.
 */
export const USUAL_TIME_ZONES: readonly { zone: string; place: string }[] = [
  {
    zone: 'Asia/Kolkata',
    get place() {
      return t('zone.india');
    },
  },
  {
    zone: 'Asia/Dubai',
    get place() {
      return t('zone.uae');
    },
  },
  {
    zone: 'Asia/Singapore',
    get place() {
      return t('zone.singapore');
    },
  },
  {
    zone: 'Europe/London',
    get place() {
      return t('zone.uk');
    },
  },
  {
    zone: 'America/New_York',
    get place() {
      return t('zone.usEast');
    },
  },
  {
    zone: 'America/Los_Angeles',
    get place() {
      return t('zone.usWest');
    },
  },
  {
    zone: 'Asia/Kathmandu',
    get place() {
      return t('zone.nepal');
    },
  },
  {
    zone: 'Asia/Dhaka',
    get place() {
      return t('zone.bangladesh');
    },
  },
  {
    zone: 'Asia/Colombo',
    get place() {
      return t('zone.sriLanka');
    },
  },
  {
    zone: 'Australia/Sydney',
    get place() {
      return t('zone.australiaEast');
    },
  },
  {
    zone: 'Europe/Berlin',
    get place() {
      return t('zone.germany');
    },
  },
  {
    zone: 'UTC',
    get place() {
      return t('zone.utc');
    },
  },
];

/** "GMT+5:30": a zone's offset from UTC now, as a picker shows it beside the name. */
export function zoneOffsetText(zone: string, moment: string | Date = new Date()): string {
  const minutes = zoneOffsetMinutes(moment, zone);
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const whole = Math.abs(minutes);
  return `GMT${sign}${Math.floor(whole / 60)}${whole % 60 ? `:${pad(whole % 60)}` : ''}`;
}

/** "Kolkata · India · IST, GMT+5:30": how a picker names a zone, so a search by city, country or name finds it. */
export function zoneChoiceLabel(zone: string, moment: string | Date = new Date()): string {
  const city = zone.split('/').at(-1)?.replaceAll('_', ' ') ?? zone;
  const place = USUAL_TIME_ZONES.find((usual) => usual.zone === zone)?.place;
  const offset = zoneOffsetText(zone, moment);
  const name = zoneName(moment, zone);
  const clock = name === offset || name === zone ? offset : `${name}, ${offset}`;
  return [zone === 'UTC' ? 'UTC' : `${city} (${zone.replaceAll('_', ' ')})`, place, clock]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The zones a picker offers: the usual ones first, then every other zone the runtime knows, the current value
 * kept even when the runtime does not list it. `query` narrows both to names, cities, countries or clock names
 * holding every word of it ("new york", "india", "ist", "+5:30").
 */
export function timeZoneChoices(current: string, query = ''): { usual: string[]; other: string[] } {
  const listed =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone').map((zone) => OLD_NAMES[zone] ?? zone)
      : ['Asia/Kolkata', 'UTC'];
  const usual = USUAL_TIME_ZONES.map((usualZone) => usualZone.zone);
  const everyZone = [...new Set([current, ...usual, ...listed])];
  const words = query.toLowerCase().replaceAll('_', ' ').split(/\s+/).filter(Boolean);
  const matches = (zone: string) => {
    if (words.length === 0 || zone === current) return true;
    const label = `${zone} ${zoneChoiceLabel(zone)}`.toLowerCase().replaceAll('_', ' ');
    return words.every((word) => label.includes(word));
  };
  const found = everyZone.filter(matches);
  return {
    usual: found.filter((zone) => usual.includes(zone)),
    other: found.filter((zone) => !usual.includes(zone)).sort(),
  };
}
