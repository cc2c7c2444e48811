/**
 * The tax inside a price (decision 079): given what the buyer paid for one person's line, the row of the tax table
 * in force at the moment of sale, and where the supply takes place, the line's taxable value and its CGST + SGST or
 * IGST, rounded to paise so that they add up to the price. Pure: no database, no clock. Changes when how a line's
 * tax is worked out does.
 */
import { CREDIT_PRICE_INR } from '@engagex/contracts';
import { rateOf, type TaxCategory, taxRowAt } from './tax-table.js';

export type LineTaxInput = {
  category: TaxCategory;
  /** What the buyer paid for this person (tax included), in paise. */
  pricePaise: number;
  /** The moment of sale: it picks the table's row. */
  soldAt: Date;
  /** The supplier's GST state code, and the place of supply's. */
  supplierStateCode: string;
  placeOfSupply: string;
  /** A supplier with no GSTIN collects no tax (CGST Act s.32): the line is all taxable value, rates 0. */
  supplierHasGstin: boolean;
};

export type LineTax = {
  sac: string;
  description: string;
  /** The whole rate (percent) applied; 0 when exempt or when no tax is collected. */
  ratePercent: number;
  taxablePaise: number;
  cgstRate: number;
  cgstPaise: number;
  sgstRate: number;
  sgstPaise: number;
  igstRate: number;
  igstPaise: number;
  totalPaise: number;
};

/** round(numerator / denominator) for non-negative integers, halves up, without floating point error. */
const divideRounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * A line's taxes. The price includes the tax: taxable = round(price ÷ (1 + rate)), tax = price − taxable. In the
 * supplier's own state the tax is split CGST = round(tax ÷ 2) and SGST = the rest; elsewhere it is all IGST
 * (IGST Act s.12(6): admission is supplied where the event is held).
 */
export function lineTax(input: LineTaxInput): LineTax {
  if (!Number.isSafeInteger(input.pricePaise) || input.pricePaise < 0)
    throw new Error(`A price must be whole paise, not ${input.pricePaise}`);
  const row = taxRowAt(input.category, input.soldAt);
  const ratePercent = input.supplierHasGstin ? rateOf(row, input.pricePaise) : 0;
  const price = input.pricePaise;
  // Rates in hundredths of a percent, so 2.5% or 0.25% stay whole numbers.
  const rateHundredths = Math.round(ratePercent * 100);
  const taxable = divideRounded(price * 10_000, 10_000 + rateHundredths);
  const tax = price - taxable;
  const base = { sac: row.sac, description: row.description, ratePercent, taxablePaise: taxable };
  const none = { cgstRate: 0, cgstPaise: 0, sgstRate: 0, sgstPaise: 0, igstRate: 0, igstPaise: 0 };
  if (ratePercent === 0) return { ...base, ...none, totalPaise: price };
  if (input.placeOfSupply === input.supplierStateCode) {
    const cgst = divideRounded(tax, 2);
    return {
      ...base,
      ...none,
      cgstRate: ratePercent / 2,
      cgstPaise: cgst,
      sgstRate: ratePercent / 2,
      sgstPaise: tax - cgst,
      totalPaise: price,
    };
  }
  return { ...base, ...none, igstRate: ratePercent, igstPaise: tax, totalPaise: price };
}

/** A document line's rates as stored (percent): a credit note's line keeps its invoice line's. */
export type LineRates = { cgstRate: number; sgstRate: number; igstRate: number };

/**
 * Part of a line's price (a partial refund of a fee) split at the line's own rates, as the line itself was: taxable
 * = round(amount ÷ (1 + rate)), CGST = round(tax ÷ 2) and SGST the rest, or all IGST.
 */
export function splitAtRates(amountPaise: number, rates: LineRates) {
  const rate = rates.cgstRate + rates.sgstRate + rates.igstRate;
  const taxable = divideRounded(amountPaise * 10_000, 10_000 + Math.round(rate * 100));
  const tax = amountPaise - taxable;
  const cgst = rates.cgstRate > 0 ? divideRounded(tax, 2) : 0;
  const sgst = rates.cgstRate > 0 ? tax - cgst : 0;
  const igst = rates.cgstRate > 0 ? 0 : tax;
  return {
    taxablePaise: taxable,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: igst,
    totalPaise: amountPaise,
  };
}

/** Paise in a number of credits: paying in credits is valued at the credit's price (one credit is ₹10). */
export const paiseOfCredits = (credits: number) => credits * CREDIT_PRICE_INR * 100;
