import { creditsFor } from '@engagex/contracts';
import { describe, expect, it } from 'vitest';
import { AMOUNT_PRESETS, checkAmount, formatSigned, formatTimeLeft, preferredCurrency } from './amount';

describe('checkAmount', () => {
  it('prices through the contracts: 10 USD buys 83 credits, 500 INR buys 50', () => {
    expect(checkAmount('10', 'USD')).toEqual({ ok: true, amount: 10, credits: 83 });
    expect(checkAmount(' 500 ', 'INR')).toEqual({ ok: true, amount: 500, credits: 50 });
    expect(checkAmount('12.5', 'EUR')).toEqual({ ok: true, amount: 12.5, credits: creditsFor(12.5, 'EUR') });
  });

  it.each([
    ['', 'Enter an amount'],
    ['abc', 'Amount must be a number'],
    ['1e3', 'Amount must be a number'],
    ['-5', 'Amount must be a number'],
    ['0', 'Amount must be greater than zero'],
    ['0.00', 'Amount must be greater than zero'],
    ['1.234', 'Amount can have at most 2 decimals'],
    ['5', 'Amount is too small to buy a single credit'],
  ])('refuses %j with the server’s message', (text, message) => {
    expect(checkAmount(text, 'INR')).toEqual({ ok: false, message });
  });

  it('refuses an amount above the per-purchase maximum instead of previewing its credits', () => {
    expect(checkAmount('100000', 'INR').ok).toBe(true);
    expect(checkAmount('100000.01', 'INR')).toEqual({
      ok: false,
      message: 'Amount is above the maximum of ₹1,00,000 per purchase',
    });
    const usd = checkAmount('250000', 'USD');
    expect(usd.ok).toBe(false);
    expect(!usd.ok && usd.message).toMatch(
      /^Amount is above the maximum of ₹1,00,000 \(about \$[\d,]+\) per purchase$/,
    );
    expect(checkAmount('600', 'INR', 500)).toEqual({
      ok: false,
      message: 'Amount is above the maximum of ₹500 per purchase',
    });
  });

  it('offers presets that each buy at least one credit', () => {
    for (const [currency, presets] of Object.entries(AMOUNT_PRESETS)) {
      for (const amount of presets) {
        expect(checkAmount(String(amount), currency as keyof typeof AMOUNT_PRESETS).ok).toBe(true);
      }
    }
  });
});

describe('preferredCurrency', () => {
  it("uses the user's currency when it is sold, else the country's, else INR", () => {
    expect(preferredCurrency({ currency: 'USD', country: 'US' })).toBe('USD');
    expect(preferredCurrency({ currency: 'XYZ', country: 'GB' })).toBe('GBP');
    // Every currency the country map chooses is sold (KRW, CNY and AED used to fall back to rupees).
    expect(preferredCurrency({ currency: 'KRW', country: 'KR' })).toBe('KRW');
    expect(preferredCurrency({ country: 'AE' })).toBe('AED');
    expect(preferredCurrency({ currency: 'XYZ', country: 'ZZ' })).toBe('INR');
    expect(preferredCurrency(undefined)).toBe('INR');
  });
});

describe('formats', () => {
  it('signs ledger amounts and counts down in minutes and seconds', () => {
    expect(formatSigned(50)).toBe('+50');
    expect(formatSigned(-20)).toBe('−20');
    expect(formatTimeLeft(14 * 60_000 + 5_000)).toBe('14:05');
    expect(formatTimeLeft(-1)).toBe('0:00');
  });
});
