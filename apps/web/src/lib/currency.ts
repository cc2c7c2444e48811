import {
  COUNTRY_CURRENCY,
  convertCurrency,
  countryTimeZones,
  DEFAULT_CURRENCY,
  USD_RATES,
} from '@engagex/contracts';
import { useMemo } from 'react';
import { useCurrentLocation } from './location-cache';

/**
 * Prices in the visitor's currency (docs/product.md §9): the contracts' conversion (through USD, rounded to 2 decimals,
 * 'Unsupported currency: X' otherwise) and Intl for display. The user's currency comes from their location.
 */
export {
  COUNTRY_CURRENCY,
  convertCurrency,
  DEFAULT_CURRENCY,
  SUPPORTED_CURRENCIES,
  type SupportedCurrency,
  UnsupportedCurrencyError,
} from '@engagex/contracts';
export { currencyForCountry } from './location-record';

/** True when the rate table knows the currency, i.e. convertCurrency accepts it. */
export const isConvertible = (currency: string): boolean => Object.hasOwn(USD_RATES, currency);

const formatters = new Map<string, Intl.NumberFormat>();

/** "₹1,250.00", "$14.97", "¥1,655": Intl's symbol and decimals for the currency, in the browser's locale. */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const key = `${locale ?? ''}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // Not an ISO 4217 code Intl knows: show the number and the code as given.
      return `${amount.toFixed(2)} ${currency}`;
    }
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/**
 * An amount in `to`, or unchanged in `from` when either currency is outside the rate table (a visitor in Korea
 * still sees the rupee price rather than an error).
 */
export function toDisplayCurrency(
  amount: number,
  from: string,
  to: string,
): { amount: number; currency: string } {
  if (from === to || !isConvertible(from) || !isConvertible(to)) return { amount, currency: from };
  return { amount: convertCurrency(amount, from, to), currency: to };
}

export interface CurrencyTools {
  /** The user's currency, from their location (INR until it is known). */
  currency: string;
  /** An amount given in `from`, in the user's currency when the rate table allows it. */
  convert: (amount: number, from: string) => { amount: number; currency: string };
  /** An amount given in `from`, converted and formatted for display. */
  format: (amount: number, from: string) => string;
}

/** The currency of the country a time zone lies in ("Europe/London" → GBP), or null when it cannot be told. */
export function currencyOfZone(zone: string): string | null {
  const country = Object.keys(COUNTRY_CURRENCY).find((code) => countryTimeZones(code).includes(zone));
  return country ? (COUNTRY_CURRENCY[country] ?? null) : null;
}

let device: { zone: string; currency: string | null } | null = null;
/** This device's clock's currency, worked out once per zone: every country's zone list is a few dozen Intl calls. */
function currencyOfDevice(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (device?.zone !== zone) device = { zone, currency: zone ? currencyOfZone(zone) : null };
  return device.currency;
}

/**
 * The user's currency: their location's, unless that says rupees while the device's clock is set abroad (a
 * location not yet detected, or the India fallback an unplaceable address gets, decision 017): then the clock's
 * country's, so a visitor in London sees pounds beside the rupees (decision 058).
 */
export function useCurrency(): CurrencyTools {
  const located = useCurrentLocation()?.currency ?? DEFAULT_CURRENCY;
  const currency = located === DEFAULT_CURRENCY ? (currencyOfDevice() ?? located) : located;
  return useMemo(
    () => ({
      currency,
      convert: (amount, from) => toDisplayCurrency(amount, from, currency),
      format: (amount, from) => {
        const shown = toDisplayCurrency(amount, from, currency);
        return formatMoney(shown.amount, shown.currency);
      },
    }),
    [currency],
  );
}
