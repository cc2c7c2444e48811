import { describe, expect, it } from 'vitest';
import { creditsText, groupDigits, moneyText } from './wording.js';

describe('the numbers in server sentences', () => {
  it('groups digits as written in India', () => {
    expect(groupDigits(5000)).toBe('5,000');
    expect(groupDigits(100000)).toBe('1,00,000');
    expect(groupDigits(42)).toBe('42');
  });

  it('says credit for one and credits otherwise', () => {
    expect(creditsText(1)).toBe('1 credit');
    expect(creditsText(2500)).toBe('2,500 credits');
    expect(creditsText(0)).toBe('0 credits');
  });

  it('writes money with its symbol, grouped as in India, paise only when there are some', () => {
    expect(moneyText(10_000_000, 'INR')).toBe('₹1,00,000');
    expect(moneyText(80_000, 'INR')).toBe('₹800');
    expect(moneyText(80_050, 'INR')).toBe('₹800.50');
    expect(moneyText(1500, 'USD')).toBe('$15');
  });
});
