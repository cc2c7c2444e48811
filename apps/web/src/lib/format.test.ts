import { describe, expect, it } from 'vitest';
import { formatCredits, formatNumber } from './format';

describe('formatCredits', () => {
  it('groups digits and says credit for one, either way', () => {
    const thousands = formatNumber(2500);
    expect(formatCredits(2500)).toBe(`${thousands} credits`);
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(-1)).toBe('-1 credit');
    expect(formatCredits(0)).toBe('0 credits');
  });
});
