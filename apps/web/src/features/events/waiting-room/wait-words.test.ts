import type { TWaitingRoomEntry } from '@engagex/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { setReaderTimeZone } from '@/lib/time';
import { aboutHowLong, expectedWait } from './wait-words';

const NOW = Date.parse('2027-03-01T10:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('the expected wait, without false precision (decision 080)', () => {
  afterEach(() => setReaderTimeZone(null));

  it('says less than a minute, then whole minutes, fives past a quarter hour, half hours past an hour', () => {
    expect(aboutHowLong(inMinutes(0.5), NOW)).toBe('less than a minute');
    expect(aboutHowLong(inMinutes(-2), NOW)).toBe('less than a minute');
    expect(aboutHowLong(inMinutes(1.2), NOW)).toBe('about 1 minute');
    expect(aboutHowLong(inMinutes(5), NOW)).toBe('about 5 minutes');
    expect(aboutHowLong(inMinutes(23), NOW)).toBe('about 25 minutes');
    expect(aboutHowLong(inMinutes(95), NOW)).toBe('about 1.5 hours');
    expect(aboutHowLong(inMinutes(61), NOW)).toBe('about 1 hour');
  });

  it("before the draw, says it comes after the draw, at the opening in the reader's time", () => {
    setReaderTimeZone('Asia/Kolkata');
    const entry = {
      status: 'waiting',
      position: null,
      expectedAdmissionAt: null,
      opensAt: '2027-03-01T12:30:00Z',
    } as TWaitingRoomEntry;
    expect(expectedWait(entry, NOW)).toMatch(/^after the draw at 6:00\s?pm$/i);
    expect(expectedWait(entry, Date.parse('2027-03-01T12:30:01Z'))).toBe(
      'after the draw, which is under way',
    );
    expect(expectedWait({ ...entry, status: 'admitted' }, NOW)).toBeNull();
  });
});
