import { describe, expect, it } from 'vitest';
import { countryTimeZone, countryTimeZones } from './location-facts.js';

describe('countryTimeZone (decision 053: the United States showed "UTC")', () => {
  it('gives a country spanning several zones its most populous one, and any other country its own', () => {
    expect(countryTimeZone('US')).toBe('America/New_York');
    expect(countryTimeZone('us')).toBe('America/New_York');
    expect(countryTimeZone('IN')).toBe('Asia/Kolkata');
    expect(countryTimeZone('AU')).toBe('Australia/Sydney');
    expect(countryTimeZone('FR')).toBe('Europe/Paris');
    expect(countryTimeZone('JP')).toBe('Asia/Tokyo');
  });

  it('says UTC only for a code nobody recognises', () => {
    expect(countryTimeZone('ZZ')).toBe('UTC');
    expect(countryTimeZone('not a code')).toBe('UTC');
  });

  it('lists the zones of a country from the platform data, none for an unknown code', () => {
    expect(countryTimeZones('US')).toContain('America/Los_Angeles');
    expect(countryTimeZones('ZZ')).toEqual([]);
  });
});
