import { describe, expect, it } from 'vitest';
import {
  fromZonedInput,
  isWallClock,
  joinWallClock,
  splitWallClock,
  toZonedInput,
  wallClockProblem,
  wrongParts,
} from './wall-clock';

const SHOW = '2026-11-29T13:30:00.000Z';

describe('a day and a time as one wall-clock value (decision 068)', () => {
  it('joins two right parts into YYYY-MM-DDTHH:mm, keeps wrong ones as typed, and splits them back', () => {
    expect(joinWallClock({ date: '2027-08-05', time: '19:30' })).toBe('2027-08-05T19:30');
    expect(joinWallClock({ date: '', time: '' })).toBe('');
    expect(joinWallClock({ date: '2027-08-05', time: '' })).toBe('2027-08-05T');
    expect(splitWallClock('2027-08-05T')).toEqual({ date: '2027-08-05', time: '' });
    expect(splitWallClock('T19:30')).toEqual({ date: '', time: '19:30' });
    expect(splitWallClock('TuesdayT19:30')).toEqual({ date: 'Tuesday', time: '19:30' });
    expect(isWallClock('2027-08-05T19:30')).toBe(true);
    expect(isWallClock('2027-02-31T19:30')).toBe(false);
  });

  it('says which part is missing or wrong in plain words, and nothing for an empty or whole value', () => {
    expect(wallClockProblem('')).toBeUndefined();
    expect(wallClockProblem('2027-08-05T19:30')).toBeUndefined();
    expect(wallClockProblem('2027-08-05T')).toBe('Enter the time too, for example 19:30 or 7:30 pm.');
    expect(wallClockProblem('2027-08-05Tseven')).toBe('Enter the time as 19:30 or 7:30 pm.');
    expect(wallClockProblem('T19:30')).toBe('Enter the date as dd/mm/yyyy.');
    expect(wallClockProblem('31/02/2027T19:30')).toBe(
      'There is no 31/02/2027 on the calendar: check the date.',
    );
    expect(wallClockProblem('2027-02-31T19:30')).toBe(
      'There is no 31/02/2027 on the calendar: check the date.',
    );
    expect(wallClockProblem('5/8T')).toBe(
      'Enter the date as dd/mm/yyyy. Enter the time too, for example 19:30 or 7:30 pm.',
    );
  });

  it('marks the wrong parts, or both when each is right alone', () => {
    expect(wrongParts('2027-08-05T')).toEqual({ date: false, time: true });
    expect(wrongParts('31/02/2027T19:30')).toEqual({ date: true, time: false });
    expect(wrongParts('2027-08-05T19:30')).toEqual({ date: true, time: true });
  });

  it("turns an organiser's wall-clock input in the event's zone into the instant, and back", () => {
    expect(fromZonedInput('2026-11-29T19:00', 'Asia/Kolkata')).toBe(SHOW);
    expect(toZonedInput(SHOW, 'Asia/Kolkata')).toBe('2026-11-29T19:00');
    expect(toZonedInput(SHOW, 'Europe/Berlin')).toBe('2026-11-29T14:30');
    // Across a clock change: 09:00 in New York on 8 March 2026 is after the spring-forward (EDT, UTC-4).
    expect(fromZonedInput('2026-03-08T09:00', 'America/New_York')).toBe('2026-03-08T13:00:00.000Z');
    expect(fromZonedInput('2026-03-07T09:00', 'America/New_York')).toBe('2026-03-07T14:00:00.000Z');
    expect(fromZonedInput('not a time', 'Asia/Kolkata')).toBe('not a time');
    // A day not on the calendar is refused by the schema, never rolled over into March (decision 068).
    expect(fromZonedInput('2027-02-31T19:00', 'Asia/Kolkata')).toBe('2027-02-31T19:00');
    expect(fromZonedInput('2027-02-28T24:00', 'Asia/Kolkata')).toBe('2027-02-28T24:00');
  });
});
