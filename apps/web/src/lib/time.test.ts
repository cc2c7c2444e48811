import { describe, expect, it } from 'vitest';
import {
  formatMoment,
  formatMomentRange,
  formatTimeRange,
  fromZonedInput,
  toZonedInput,
  zoneCaption,
  zoneLabel,
} from './time';

// 19:00 in India on 29 Nov 2026 (IST is UTC+5:30); 14:30 in Berlin (CET, UTC+1).
const SHOW = '2026-11-29T13:30:00.000Z';
const SHOW_ENDS = '2026-11-29T16:30:00.000Z';

describe('one way to write a moment (issue #14 item 7)', () => {
  it("writes an event's time in the event's zone, labelled, to a reader in Berlin", () => {
    const text = formatMoment(SHOW, 'time', 'Asia/Kolkata', { viewer: 'Europe/Berlin' });
    expect(text).toMatch(/^7:00\s?(pm|PM) IST$/);
    expect(formatTimeRange(SHOW, SHOW_ENDS, 'Asia/Kolkata', { viewer: 'Europe/Berlin' })).toMatch(
      /^7:00\s?(pm|PM) – 10:00\s?(pm|PM) IST$/,
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
    expect(text).toMatch(/^Sun.*29.*7:00\s?pm – Mon.*30.*1:00\s?am IST$/i);
  });

  it("turns an organiser's wall-clock input in the event's zone into the instant, and back", () => {
    expect(fromZonedInput('2026-11-29T19:00', 'Asia/Kolkata')).toBe(SHOW);
    expect(toZonedInput(SHOW, 'Asia/Kolkata')).toBe('2026-11-29T19:00');
    expect(toZonedInput(SHOW, 'Europe/Berlin')).toBe('2026-11-29T14:30');
    // Across a clock change: 09:00 in New York on 8 March 2026 is after the spring-forward (EDT, UTC-4).
    expect(fromZonedInput('2026-03-08T09:00', 'America/New_York')).toBe('2026-03-08T13:00:00.000Z');
    expect(fromZonedInput('2026-03-07T09:00', 'America/New_York')).toBe('2026-03-07T14:00:00.000Z');
    expect(fromZonedInput('not a time', 'Asia/Kolkata')).toBe('not a time');
  });

  it('captions a form with the zone and its short name', () => {
    expect(zoneCaption('Asia/Kolkata', SHOW)).toBe('Asia/Kolkata (IST)');
  });
});
