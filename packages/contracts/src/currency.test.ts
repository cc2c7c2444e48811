import { describe, expect, it } from 'vitest';
import { COUNTRY_CURRENCY, DEFAULT_CURRENCY } from './constants.js';
import { convertCurrency, creditsFor, isSupportedCurrency, UnsupportedCurrencyError } from './currency.js';

describe('currency', () => {
  it('converts through USD with 2-decimal rounding', () => {
    expect(convertCurrency(10, 'USD', 'INR')).toBe(835);
    expect(convertCurrency(100, 'INR', 'EUR')).toBe(1.02);
    expect(convertCurrency(1, 'GBP', 'JPY')).toBe(151.37);
  });

  it('prices every currency a country can choose, so none falls back to rupees unannounced', () => {
    const chosen = [...new Set([...Object.values(COUNTRY_CURRENCY), DEFAULT_CURRENCY])];
    expect(chosen.filter((currency) => !isSupportedCurrency(currency))).toEqual([]);
    expect(creditsFor(13_800, 'KRW')).toBe(83);
    expect(creditsFor(36.73, 'AED')).toBe(83);
  });

  it('refuses unsupported currencies with the spec message', () => {
    expect(() => convertCurrency(1, 'XYZ', 'INR')).toThrow(new UnsupportedCurrencyError('XYZ'));
    expect(() => convertCurrency(1, 'INR', 'BTC')).toThrow('Unsupported currency: BTC');
  });

  it('prices credits at 10 INR, in paise', () => {
    expect(creditsFor(1000, 'INR')).toBe(100);
    expect(creditsFor(9.99, 'INR')).toBe(0);
    expect(creditsFor(10, 'INR')).toBe(1);
    expect(creditsFor(10, 'USD')).toBe(83);
    expect(creditsFor(12.5, 'EUR')).toBe(122);
  });
});
