import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.js';

describe('amountInWords (Indian scale, paise when there are some)', () => {
  it.each([
    [60000, 'Rupees Six Hundred Only'],
    [12000050, 'Rupees One Lakh Twenty Thousand and Fifty Paise Only'],
    [0, 'Rupees Zero Only'],
    [50, 'Fifty Paise Only'],
    [1, 'One Paise Only'],
    [100, 'Rupees One Only'],
    [1100, 'Rupees Eleven Only'],
    [50000, 'Rupees Five Hundred Only'],
    [50001, 'Rupees Five Hundred and One Paise Only'],
    [70800, 'Rupees Seven Hundred Eight Only'],
    [100000, 'Rupees One Thousand Only'],
    [12345678, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'],
    [1000000000, 'Rupees One Crore Only'],
    [
      1234567899,
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Ninety Nine Paise Only',
    ],
    [100000000000, 'Rupees One Hundred Crore Only'],
    [
      9999999999900,
      'Rupees Nine Thousand Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only',
    ],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('never says "and" inside a number, nor million or billion', () => {
    for (const paise of [1010100, 123456700, 99999900, 1000000100]) {
      const words = amountInWords(paise);
      expect(words).not.toMatch(/Million|Billion|Arab/);
      expect(words.replace(/ and \w+( \w+)? Paise Only$/, '')).not.toContain(' and ');
    }
  });

  it('refuses what no document holds', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});
