import { describe, expect, it } from 'vitest';
import { readerHourCycle, readTimeText, timeValueOf, writeTimeText } from './time-text';

describe('times of day read as people type them (decision 068)', () => {
  it('reads 24-hour and am/pm times, with a colon or a dot, spaced or not', () => {
    expect(readTimeText('19:30')).toBe('19:30');
    expect(readTimeText('7:30 pm')).toBe('19:30');
    expect(readTimeText('7.30pm')).toBe('19:30');
    expect(readTimeText(' 7:30 PM ')).toBe('19:30');
    expect(readTimeText('7:30\u202fPM')).toBe('19:30');
    expect(readTimeText('7:30 p.m.')).toBe('19:30');
    expect(readTimeText('7 pm')).toBe('19:00');
    expect(readTimeText('07:05')).toBe('07:05');
    expect(readTimeText('12 am')).toBe('00:00');
    expect(readTimeText('12:15 pm')).toBe('12:15');
    expect(readTimeText('0:00')).toBe('00:00');
  });

  it('refuses what is no time: a bare hour, hours past the clock, minutes past 59, 13 pm', () => {
    expect(readTimeText('7')).toBeNull();
    expect(readTimeText('24:00')).toBeNull();
    expect(readTimeText('7:60 pm')).toBeNull();
    expect(readTimeText('13:00 pm')).toBeNull();
    expect(readTimeText('0:30 am')).toBeNull();
    expect(readTimeText('half seven')).toBeNull();
    expect(readTimeText('')).toBeNull();
  });

  it('writes a time the way the reader’s clock tells it, and hands a form HH:mm, empty, or the text', () => {
    expect(writeTimeText('19:30', 12)).toBe('7:30 pm');
    expect(writeTimeText('00:05', 12)).toBe('12:05 am');
    expect(writeTimeText('12:00', 12)).toBe('12:00 pm');
    expect(writeTimeText('19:30', 24)).toBe('19:30');
    expect(writeTimeText('7:3', 12)).toBe('7:3');
    expect(timeValueOf('7.30pm')).toBe('19:30');
    expect(timeValueOf('  ')).toBe('');
    expect(timeValueOf('7')).toBe('7');
  });

  it('follows the locale’s clock: 12-hour in en-US and en-IN, 24-hour in en-GB', () => {
    expect(readerHourCycle('en-US')).toBe(12);
    expect(readerHourCycle('en-IN')).toBe(12);
    expect(readerHourCycle('en-GB')).toBe(24);
  });
});
