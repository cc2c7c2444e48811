import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in English whatever the case of its code', () => {
    expect(countryName('IN')).toBe('India');
    expect(countryName('gb')).toBe('United Kingdom');
  });

  it('answers the code itself for what is not a region code', () => {
    expect(countryName('not a code')).toBe('not a code');
  });
});
