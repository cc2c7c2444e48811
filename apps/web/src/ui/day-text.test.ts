import { describe, expect, it } from 'vitest';
import { addMonths, dayValueOf, readDayText, weekday, writeDayText } from './day-text';

describe('days written dd/mm/yyyy (decision 057)', () => {
  it('reads a day typed day first, in the ways people type it, and the ISO form', () => {
    expect(readDayText('05/08/1996')).toBe('1996-08-05');
    expect(readDayText('5/8/1996')).toBe('1996-08-05');
    expect(readDayText(' 5-8-1996 ')).toBe('1996-08-05');
    expect(readDayText('5.8.1996')).toBe('1996-08-05');
    expect(readDayText('1996-08-05')).toBe('1996-08-05');
  });

  it('refuses what is no day: month first past 12, a 31 April, 29 February outside a leap year, a short year', () => {
    expect(readDayText('08/25/1996')).toBeNull();
    expect(readDayText('31/04/2026')).toBeNull();
    expect(readDayText('29/02/2026')).toBeNull();
    expect(readDayText('29/02/2024')).toBe('2024-02-29');
    expect(readDayText('5/8/96')).toBeNull();
    expect(readDayText('')).toBeNull();
  });

  it('writes a day back as dd/mm/yyyy and hands a form the ISO day, empty, or the text to refuse', () => {
    expect(writeDayText('1996-08-05')).toBe('05/08/1996');
    expect(writeDayText('05/0')).toBe('05/0');
    expect(dayValueOf('5/8/1996')).toBe('1996-08-05');
    expect(dayValueOf('  ')).toBe('');
    expect(dayValueOf('31/02/1996')).toBe('31/02/1996');
  });

  it('moves by months inside the shorter month, and counts weeks from Sunday', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-03-15', -12)).toBe('2023-03-15');
    expect(weekday('2026-12-06')).toBe(0);
  });
});
