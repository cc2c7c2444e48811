import { CREDIT_PRICE_INR, SUPPORTED_CURRENCIES, type SupportedCurrency, USD_RATES } from './constants.js';

export class UnsupportedCurrencyError extends Error {
  constructor(readonly currency: string) {
    super(`Unsupported currency: ${currency}`);
    this.name = 'UnsupportedCurrencyError';
  }
}

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Converts through USD with docs/product.md §9's table; results are rounded to 2 decimals. */
export function convertCurrency(amount: number, from: string, to: string): number {
  const fromRate = USD_RATES[from as keyof typeof USD_RATES];
  const toRate = USD_RATES[to as keyof typeof USD_RATES];
  if (fromRate === undefined) throw new UnsupportedCurrencyError(from);
  if (toRate === undefined) throw new UnsupportedCurrencyError(to);
  return round2((amount / fromRate) * toRate);
}

/**
 * Credits an amount buys: 1 credit costs CREDIT_PRICE_INR rupees; other currencies convert via USD
 * first (to 2 decimals). Counted in paise, so ₹9.99 buys no credit and ₹10.00 exactly one.
 */
export function creditsFor(amount: number, currency: string): number {
  const paise = Math.round(convertCurrency(amount, currency, 'INR') * 100);
  return Math.floor(paise / (CREDIT_PRICE_INR * 100));
}

export const isSupportedCurrency = (code: string): code is SupportedCurrency =>
  (SUPPORTED_CURRENCIES as string[]).includes(code);
