/**
 * How the portal writes numbers and credits, in the reader's own locale ("10,000 credits"). Every feature's
 * format module re-exports these rather than keeping a formatter of its own.
 */
import { formattingLocale } from '@/i18n/language';

const numbers = new Map<string, Intl.NumberFormat>();

/** The reader's way with numbers (decision 075): a Hindi reader's grouping is India's, "1,00,000". */
export const formatNumber = (value: number): string => {
  const locale = formattingLocale() ?? '';
  let format = numbers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale || undefined);
    numbers.set(locale, format);
  }
  return format.format(value);
};

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Rupees as Indians write them, whatever the reader's locale: "₹2,500", "₹1,00,000", "₹12.5". */
export const formatInr = (amount: number): string => rupees.format(amount);

let rupeesAndPaise: Intl.NumberFormat | undefined;

/**
 * Rupees with their paise, as a GST document writes them (amounts round to paise per line, decision 079):
 * "₹508.47", "₹600.00", "₹1,00,000.00". Made at first use: the first page never writes one.
 */
export const formatInrWithPaise = (amount: number): string => {
  rupeesAndPaise ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return rupeesAndPaise.format(amount);
};

/** A count with its noun: "1 seat", "3 seats", "2,500 people" (`many` when the plural is not one + s). */
export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${formatNumber(count)} ${Math.abs(count) === 1 ? one : many}`;

/** "1 credit", "-1 credit", "2,500 credits". */
export const formatCredits = (value: number): string => plural(value, 'credit');

/**
 * Money as the server keeps it (minor units: paise, cents) in its own currency, grouped as Indians write it:
 * "₹800", "₹1,00,000", "$15". What a user paid is said in what they paid, never as credits. The same formatter
 * as the server's sentences (contracts).
 */
export { moneyText as formatMinorMoney } from '@engagex/contracts';
