import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LineTaxInput, lineTax, paiseOfCredits } from './tax.js';
import { TAX_TABLE, taxRowAt } from './tax-table.js';

const SOLD = new Date('2026-12-01T10:00:00+05:30');
const inMaharashtra = (pricePaise: number, over: Partial<LineTaxInput> = {}): LineTaxInput => ({
  category: 'admission',
  pricePaise,
  soldAt: SOLD,
  supplierStateCode: '27',
  placeOfSupply: '27',
  supplierHasGstin: true,
  ...over,
});

describe('the tax inside a price (decision 079)', () => {
  it('₹600 in the supplier’s state: 18% split CGST 9% + SGST 9%', () => {
    expect(lineTax(inMaharashtra(60_000))).toMatchObject({
      sac: '999622',
      ratePercent: 18,
      taxablePaise: 50_847,
      cgstRate: 9,
      cgstPaise: 4_577,
      sgstRate: 9,
      sgstPaise: 4_576,
      igstPaise: 0,
      totalPaise: 60_000,
    });
  });

  it('₹600 in another state: IGST 18%', () => {
    expect(lineTax(inMaharashtra(60_000, { placeOfSupply: '29' }))).toMatchObject({
      taxablePaise: 50_847,
      cgstPaise: 0,
      sgstPaise: 0,
      igstRate: 18,
      igstPaise: 9_153,
    });
  });

  it('₹500.00 a person is exempt and ₹500.01 is taxed on the whole price', () => {
    expect(lineTax(inMaharashtra(50_000))).toMatchObject({ ratePercent: 0, taxablePaise: 50_000 });
    expect(lineTax(inMaharashtra(50_001))).toMatchObject({ ratePercent: 18, taxablePaise: 42_374 });
  });

  it('a premium sporting event is 40% from 22 September 2025 and 28% the day before', () => {
    const sport = { category: 'admission-premium-sport' as const };
    expect(lineTax(inMaharashtra(100_000, { ...sport })).ratePercent).toBe(40);
    expect(lineTax(inMaharashtra(100_000, { ...sport })).cgstRate).toBe(20);
    expect(
      lineTax(inMaharashtra(100_000, { ...sport, soldAt: new Date('2025-09-21T23:59:59+05:30') }))
        .ratePercent,
    ).toBe(28);
    expect(lineTax(inMaharashtra(40_000, { ...sport })).ratePercent).toBe(0);
  });

  it('entry and job application fees are taxed at 18% whatever their size', () => {
    expect(lineTax(inMaharashtra(10_000, { category: 'competition-entry' })).ratePercent).toBe(18);
    expect(lineTax(inMaharashtra(10_000, { category: 'job-application-fee' })).sac).toBe('998519');
  });

  it('a supplier with no GSTIN collects no tax', () => {
    expect(lineTax(inMaharashtra(60_000, { supplierHasGstin: false }))).toMatchObject({
      ratePercent: 0,
      taxablePaise: 60_000,
      cgstPaise: 0,
      igstPaise: 0,
    });
  });

  it('values credits at ₹10', () => expect(paiseOfCredits(60)).toBe(60_000));

  it('every row has a six-digit SAC and bands that end without a limit', () => {
    for (const row of TAX_TABLE) {
      expect(row.sac).toMatch(/^\d{6}$/);
      expect(row.bands.at(-1)?.upToPaise).toBeNull();
    }
    expect(() => taxRowAt('admission', new Date('2017-06-30T00:00:00+05:30'))).toThrow();
  });

  const anyLine = fc.record({
    pricePaise: fc.integer({ min: 0, max: 100_000_000_00 }),
    category: fc.constantFrom(
      'admission',
      'admission-premium-sport',
      'competition-entry',
      'job-application-fee',
    ) as fc.Arbitrary<LineTaxInput['category']>,
    placeOfSupply: fc.constantFrom('27', '29', '07'),
    supplierHasGstin: fc.boolean(),
    soldAt: fc.date({
      min: new Date('2018-02-01T00:00:00Z'),
      max: new Date('2030-01-01T00:00:00Z'),
      noInvalidDate: true,
    }),
  });

  it('taxable + taxes = price, never negative, for every price', () => {
    fc.assert(
      fc.property(anyLine, (line) => {
        const tax = lineTax({ ...line, supplierStateCode: '27' });
        const parts = [tax.taxablePaise, tax.cgstPaise, tax.sgstPaise, tax.igstPaise];
        expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(line.pricePaise);
        expect(tax.totalPaise).toBe(line.pricePaise);
      }),
      { numRuns: 2_000 },
    );
  });

  it('CGST and SGST differ by at most a paisa; IGST only outside the supplier’s state', () => {
    fc.assert(
      fc.property(anyLine, (line) => {
        const tax = lineTax({ ...line, supplierStateCode: '27' });
        expect(Math.abs(tax.cgstPaise - tax.sgstPaise)).toBeLessThanOrEqual(1);
        if (line.placeOfSupply === '27') expect(tax.igstPaise).toBe(0);
        else expect(tax.cgstPaise + tax.sgstPaise).toBe(0);
      }),
      { numRuns: 2_000 },
    );
  });

  it('admission up to ₹500 a person is exempt, and anything above is taxed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 50_001, max: 10_000_000 }),
        (low, high) => {
          expect(lineTax(inMaharashtra(low)).ratePercent).toBe(0);
          expect(lineTax(inMaharashtra(high)).ratePercent).toBe(18);
        },
      ),
    );
  });

  it('the taxable value is the price ÷ (1 + rate), to the nearest paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50_001, max: 100_000_000 }), (price) => {
        const tax = lineTax(inMaharashtra(price));
        expect(Math.abs(tax.taxablePaise - price / 1.18)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
