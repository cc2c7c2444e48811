import { describe, expect, it } from 'vitest';
import { documentNumber, financialYear } from './numbering.js';

describe('document numbers (decision 079)', () => {
  it('takes the financial year in India’s time: 1 April 00:00 IST starts the next one', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('25-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-01-15T12:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('99-00');
  });

  it('numbers at most 16 characters in each series', () => {
    expect(documentNumber('invoice', '26-27', 1)).toBe('IN/26-27/000001');
    expect(documentNumber('credit-note', '26-27', 42)).toBe('CN/26-27/000042');
    expect(documentNumber('receipt', '26-27', 9_999_999)).toBe('RC/26-27/9999999');
    expect(() => documentNumber('invoice', '26-27', 10_000_000)).toThrow(/16 characters/);
  });
});
