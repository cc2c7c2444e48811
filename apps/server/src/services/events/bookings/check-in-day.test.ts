import { describe, expect, it } from 'vitest';
import { otherDayProblem } from './check-in.js';

// A show in New York at 20:00 on 26 November is 06:30 on the 27th in India.
const SHOW = new Date('2026-11-27T01:00:00Z');

describe("check-in: another day's show, by the event's own clock", () => {
  it('admits a ticket on the day of the show where the event is, whatever the day in India', () => {
    // 10:00 in New York on the 26th, already the evening of the 26th in India: the same day at the event.
    expect(otherDayProblem(SHOW, 'America/New_York', new Date('2026-11-26T15:00:00Z'))).toBeNull();
  });

  it("warns on a scan the day before at the event, naming the show's time in its zone", () => {
    const problem = otherDayProblem(SHOW, 'America/New_York', new Date('2026-11-25T15:00:00Z'));
    expect(problem?.message).toMatch(
      /^This ticket is for the show on Thu, 26 Nov, 8:00 pm (EST|GMT-5), not today's/,
    );
  });

  it("keeps India's day for an event in India", () => {
    // 06:30 IST on the 27th; a scan at 20:30 IST on the 26th is the day before.
    expect(otherDayProblem(SHOW, 'Asia/Kolkata', new Date('2026-11-26T15:00:00Z'))).not.toBeNull();
    expect(otherDayProblem(SHOW, 'Asia/Kolkata', new Date('2026-11-26T19:00:00Z'))).toBeNull();
  });
});
