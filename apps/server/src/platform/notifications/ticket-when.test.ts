import { describe, expect, it } from 'vitest';
import { showTimes } from './ticket-when.js';

describe('showTimes', () => {
  it("says the time at the venue, naming the venue's zone", () => {
    expect(showTimes('2026-12-05T13:30:00Z', '2026-12-05T16:30:00Z', 'Asia/Kolkata')).toMatch(
      /^Saturday,? 5 December 2026, 19:00 to 22:00 India Standard Time$/,
    );
  });

  it('gives the end its own day when the show runs past midnight there', () => {
    expect(showTimes('2026-12-06T03:00:00Z', '2026-12-06T06:30:00Z', 'America/New_York')).toMatch(
      /^Saturday,? 5 December 2026, 22:00 to Sunday,? 6 December 2026, 01:30 Eastern Standard Time$/,
    );
  });

  it('names the zone at each end when the clocks change during the show', () => {
    // London leaves summer time at 01:00 UTC on 25 October 2026.
    expect(showTimes('2026-10-24T23:30:00Z', '2026-10-25T02:30:00Z', 'Europe/London')).toMatch(
      /^Sunday,? 25 October 2026, 00:30 British Summer Time to 02:30 Greenwich Mean Time$/,
    );
  });

  it('does not depend on the server’s own zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      expect(showTimes('2026-12-05T13:30:00Z', '2026-12-05T16:30:00Z', 'Asia/Kolkata')).toContain(
        '19:00 to 22:00',
      );
    } finally {
      process.env.TZ = before;
    }
  });
});
