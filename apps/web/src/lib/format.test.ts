import { describe, expect, it } from 'vitest';
import { formatCredits, formatInr, formatNumber, plural } from './format';

describe('formatCredits', () => {
  it('groups digits and says credit for one, either way', () => {
    const thousands = formatNumber(2500);
    expect(formatCredits(2500)).toBe(`${thousands} credits`);
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(-1)).toBe('-1 credit');
    expect(formatCredits(0)).toBe('0 credits');
  });
});

describe('formatInr', () => {
  it('writes rupees with Indian digit grouping and only the decimals there are', () => {
    expect(formatInr(2500)).toBe('₹2,500');
    expect(formatInr(100000)).toBe('₹1,00,000');
    expect(formatInr(12.5)).toBe('₹12.5');
  });
});

describe('plural', () => {
  it('puts the right noun after a grouped count', () => {
    expect(plural(1, 'seat')).toBe('1 seat');
    expect(plural(3, 'seat')).toBe('3 seats');
    expect(plural(2, 'person', 'people')).toBe('2 people');
  });
});
