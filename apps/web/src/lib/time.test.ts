import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatMoment,
  formatMomentRange,
  formatRelative,
  formatTimeRange,
  zoneCaption,
  zoneLabel,
} from './time';

// 19:00 in India on 29 Nov 2026 (IST is UTC+5:30); 14:30 in Berlin (CET, UTC+1).
const SHOW = '2026-11-29T13:30:00.000Z';
const SHOW_ENDS = '2026-11-29T16:30:00.000Z';

describe('one way to write a moment (decision 039)', () => {
  it("writes an event's time in the event's zone, labelled, to a reader in Berlin", () => {
    const text = formatMoment(SHOW, 'time', 'Asia/Kolkata', { viewer: 'Europe/Berlin' });
    expect(text).toMatch(/^7:00\s?(pm|PM) IST$/);
    // The reader's own clock follows the event's (decision 053).
    expect(formatTimeRange(SHOW, SHOW_ENDS, 'Asia/Kolkata', { viewer: 'Europe/Berlin' })).toMatch(
      /^7:00\s?(pm|PM) – 10:00\s?(pm|PM) IST \(your time: 2:30\s?(pm|PM) – 5:30\s?(pm|PM) (CET|GMT\+1)\)$/,
    );
    expect(
      formatTimeRange(SHOW, SHOW_ENDS, 'Asia/Kolkata', { viewer: 'Europe/Berlin', readerTime: false }),
    ).toMatch(/^7:00\s?(pm|PM) – 10:00\s?(pm|PM) IST$/);
  });

  it("adds the reader's day too when their clock is on another one (decision 053)", () => {
    // 5:01 am in London is 10:31 am in India, the same day; 11 pm in London is the next day in India.
    const late = formatTimeRange('2026-12-12T23:00:00Z', '2026-12-12T23:30:00Z', 'Europe/London', {
      viewer: 'Asia/Kolkata',
    });
    expect(late).toMatch(
      /^11:00\s?(pm|PM) – 11:30\s?(pm|PM) GMT \(your time: Sun, (13 Dec|Dec 13), 4:30\s?(am|AM) – 5:00\s?(am|AM) IST\)$/,
    );
  });

  it('leaves the label off when the reader keeps the same time, whatever their zone is called', () => {
    expect(formatMoment(SHOW, 'time', 'Asia/Kolkata', { viewer: 'Asia/Kolkata' })).toMatch(
      /^7:00\s?(pm|PM)$/,
    );
    expect(zoneLabel(SHOW, 'Asia/Kolkata', 'Asia/Calcutta')).toBe('');
    expect(formatMomentRange(SHOW, SHOW_ENDS, 'Asia/Kolkata', { viewer: 'Asia/Kolkata' })).not.toMatch(
      /IST|GMT/,
    );
  });

  it("writes a reader's own moments in their zone with no label", () => {
    expect(formatMoment(SHOW, 'time', undefined, { viewer: 'Europe/Berlin' })).toMatch(/^2:30\s?(pm|PM)$/);
  });

  it('names another zone by its abbreviation, or its offset when it has none', () => {
    expect(zoneLabel(SHOW, 'Asia/Dubai', 'Asia/Kolkata')).toMatch(/^(GST|GMT\+4)$/);
    expect(zoneLabel(SHOW, 'Asia/Kolkata', 'America/New_York')).toBe('IST');
  });

  it('labels a range once, at its end, and writes both days when it spans midnight', () => {
    const text = formatMomentRange(SHOW, '2026-11-29T19:30:00.000Z', 'Asia/Kolkata', {
      viewer: 'America/New_York',
    });
    expect(text.match(/IST/g)).toHaveLength(1);
    expect(text).toMatch(
      /^Sun.*29.*7:00\s?pm – Mon.*30.*1:00\s?am IST \(your time: 8:30\s?am – 2:30\s?pm EST\)$/i,
    );
  });

  it('captions a form with the zone and its short name', () => {
    expect(zoneCaption('Asia/Kolkata', SHOW)).toBe('Asia/Kolkata (IST)');
  });
});

describe('the styles every feature shares (decision 039)', () => {
  it('writes a long date, a month and year short and long', () => {
    expect(formatMoment(SHOW, 'longDate', 'Asia/Kolkata')).toMatch(/^(29 November 2026|November 29, 2026)$/);
    expect(formatMoment(SHOW, 'monthYear', 'Asia/Kolkata')).toMatch(/^Nov 2026$/);
    expect(formatMoment(SHOW, 'longMonthYear', 'Asia/Kolkata')).toMatch(/^November 2026$/);
  });

  it("writes the date and month of an instant in the reader's zone, and carries no zone label", () => {
    // 20:30 UTC on 30 Nov is already 1 Dec in India, still 30 Nov in New York.
    const lateEvening = '2026-11-30T20:30:00.000Z';
    expect(formatMoment(lateEvening, 'date', undefined, { viewer: 'Asia/Kolkata' })).toMatch(
      /^(1 Dec 2026|Dec 1, 2026)$/,
    );
    expect(formatMoment(lateEvening, 'monthYear', undefined, { viewer: 'America/New_York' })).toBe(
      'Nov 2026',
    );
    expect(formatMoment(lateEvening, 'monthYear', 'Asia/Kolkata', { viewer: 'America/New_York' })).toBe(
      'Dec 2026',
    );
  });

  it('writes a calendar day or month as itself, whatever the zone, and nothing for what it cannot read', () => {
    expect(formatCalendarDate('2026-12-01', 'date')).toMatch(/^(1 Dec 2026|Dec 1, 2026)$/);
    expect(formatCalendarDate('2026-12-01', 'longDate')).toMatch(/^(1 December 2026|December 1, 2026)$/);
    expect(formatCalendarDate('2026-01', 'monthYear')).toBe('Jan 2026');
    expect(formatCalendarDate('2026-01', 'longMonthYear')).toBe('January 2026');
    expect(formatCalendarDate('Q1 2027', 'date')).toBe('');
    expect(formatCalendarDate('2026-1', 'monthYear')).toBe('');
  });
});

describe('one way to say how long ago (decision 039)', () => {
  const now = Date.parse('2026-11-22T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says "just now" for the last 45 seconds, also for a clock slightly ahead', () => {
    expect(formatRelative(ago(10), now)).toBe('just now');
    expect(formatRelative(ago(-5), now)).toBe('just now');
  });

  it('picks the largest unit that fits', () => {
    expect(formatRelative(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelative(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatRelative(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatRelative(ago(14 * 86_400), now)).toBe('2 weeks ago');
    expect(formatRelative(ago(60 * 86_400), now)).toBe('2 months ago');
    expect(formatRelative(ago(400 * 86_400), now)).toBe('last year');
  });

  it('counts forward too, takes a Date, and says nothing of what it cannot read', () => {
    expect(formatRelative(ago(-2 * 86_400), new Date(now))).toBe('in 2 days');
    expect(formatRelative('not a time', now)).toBe('');
  });
});
