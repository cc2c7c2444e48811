import { STORAGE_KEYS } from '@engagex/contracts';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { convertCurrency, formatMoney, toDisplayCurrency, useCurrency } from './currency';
import { resetLocationStateForTests } from './location';

beforeEach(() => resetLocationStateForTests());

describe('currency', () => {
  it('converts through USD with 2-decimal rounding and names an unsupported currency', () => {
    expect(convertCurrency(835, 'INR', 'USD')).toBe(10);
    expect(convertCurrency(100, 'INR', 'GBP')).toBe(0.87);
    expect(() => convertCurrency(1, 'BRL', 'USD')).toThrow('Unsupported currency: BRL');
  });

  it('keeps the source currency when the rate table cannot convert', () => {
    expect(toDisplayCurrency(500, 'INR', 'BRL')).toEqual({ amount: 500, currency: 'INR' });
    expect(toDisplayCurrency(500, 'INR', 'EUR')).toEqual({ amount: 5.09, currency: 'EUR' });
  });

  it('formats with Intl, and survives a code Intl does not know', () => {
    expect(formatMoney(1250, 'INR', 'en-IN')).toBe('₹1,250.00');
    expect(formatMoney(14.97, 'USD', 'en-US')).toBe('$14.97');
    expect(formatMoney(3, 'XYZW', 'en-US')).toBe('3.00 XYZW');
  });

  it("shows prices in the currency of the user's location", () => {
    const timestamp = Date.now();
    window.localStorage.setItem(
      STORAGE_KEYS.location,
      JSON.stringify({
        data: {
          countryCode: 'US',
          countryName: 'United States',
          state: '',
          city: '',
          latlng: '',
          currency: 'USD',
          timezone: 'America/New_York',
        },
        timestamp,
        expiresAt: timestamp + 1000,
      }),
    );
    const { result } = renderHook(() => useCurrency());
    expect(result.current.currency).toBe('USD');
    expect(result.current.convert(835, 'INR')).toEqual({ amount: 10, currency: 'USD' });
    expect(result.current.format(835, 'INR')).toMatch(/10\.00/);
  });

  it('uses INR until the location is known', () => {
    const { result } = renderHook(() => useCurrency());
    expect(result.current.currency).toBe('INR');
    expect(result.current.convert(100, 'INR')).toEqual({ amount: 100, currency: 'INR' });
  });
});
