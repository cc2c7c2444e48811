import { describe, expect, it } from 'vitest';
import {
  catalogueMatcher,
  PLACED_BY_PARENT,
  SEAT_POSITIONS,
} from '../../../services/main/location/official-districts.js';
import { indiaDistricts } from './india-districts.js';
import { officialDistricts } from './official-districts.js';

/** Devanagari only (with the digits, spaces and dashes of "उत्तर 24 परगना" and "मेडचल-मलकाजगिरी"). */
const DEVANAGARI = /^[\u0900-\u097F][\u0900-\u097F0-9 ()–-]*$/;

const all = [
  ...indiaDistricts.districts.map((d) => ({ ...d, state: officialDistricts.moved[d.id] ?? d.state })),
  ...officialDistricts.added,
];
const byId = new Map(all.map((d) => [d.id, d]));
const RAD = Math.PI / 180;
const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot((b.lng - a.lng) * RAD * Math.cos(((a.lat + b.lat) / 2) * RAD), (b.lat - a.lat) * RAD) * 6371;

describe('the catalogue completed from the maintained list of districts (decision 074)', () => {
  it('has every district of India in 36 states and union territories, each id once', () => {
    expect(all.length).toBeGreaterThanOrEqual(770);
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length);
    expect(officialDistricts.states).toHaveLength(36);
    expect(new Set(all.map((d) => d.state))).toEqual(new Set(officialDistricts.states.map((s) => s.name)));
    expect(all.filter((d) => d.state === 'Andhra Pradesh')).toHaveLength(26);
    expect(byId.get('leh')?.state).toBe('Ladakh');
    expect(byId.get('kargil')?.state).toBe('Ladakh');
    expect(officialDistricts.source).toMatchObject({
      list: 'india-state-district@1.0.5',
      listLicence: 'MIT',
      hindi: '@coffeebeanslabs/country_state_district@1.0.1',
      hindiLicence: 'ISC',
    });
  });

  it('adds districts under new ids only: every district of the postal catalogue keeps its own', () => {
    const old = new Set(indiaDistricts.districts.map((d) => d.id));
    for (const d of officialDistricts.added) {
      expect(old.has(d.id), d.id).toBe(false);
      expect(d.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    // A name two states share takes its state's slug, as 044's generator did.
    expect(byId.get('balrampur')?.state).toBe('Uttar Pradesh');
    expect(byId.get('balrampur-chhattisgarh')?.state).toBe('Chhattisgarh');
  });

  it('gives every state and district a name in Devanagari', () => {
    for (const s of officialDistricts.states) expect(s.nameHi, s.name).toMatch(DEVANAGARI);
    for (const d of all) expect(officialDistricts.namesHi[d.id], d.id).toMatch(DEVANAGARI);
    expect(Object.keys(officialDistricts.namesHi).sort()).toEqual(all.map((d) => d.id).sort());
    expect(officialDistricts.states.find((s) => s.name === 'Uttar Pradesh')?.nameHi).toBe('उत्तर प्रदेश');
    expect(officialDistricts.namesHi['bengaluru-urban']).toBe('बेंगलुरु नगर');
    // The Hindi dataset's machine translations are replaced, not kept.
    expect(officialDistricts.namesHi.solan).toBe('सोलन');
    expect(officialDistricts.namesHi.mon).toBe('मोन');
  });

  it.each([
    ['Uttar Pradesh', 'Allahabad', 'allahabad'],
    ['Uttar Pradesh', 'Prayagraj', 'allahabad'],
    ['Haryana', 'Gurgaon', 'gurugram'],
    ['Haryana', 'Gurugram', 'gurugram'],
    ['Karnataka', 'Bangalore Urban', 'bengaluru-urban'],
    ['Karnataka', 'Belgaum', 'belagavi'],
    ['Madhya Pradesh', 'Khandwa (East Nimar)', 'khandwa'],
    ['Chhattisgarh', 'Janjgir Champa', 'janjgir-champa'],
    ['Delhi', 'Shahdara district', null],
    ['Ladakh', 'Leh', 'leh'],
  ])('finds %s|%s as %s in the postal catalogue', (state, name, id) => {
    expect(catalogueMatcher(indiaDistricts.districts)(state, name)).toBe(id);
  });

  it('places a new district at its seat, near the district it was cut from, or else at that district', () => {
    for (const d of officialDistricts.added) {
      const parent = byId.get(d.parent);
      expect(parent, d.id).toBeDefined();
      const key = `${d.state}|${d.name}`;
      const byHand = SEAT_POSITIONS[key];
      if (byHand) expect(d).toMatchObject(byHand);
      else if (PLACED_BY_PARENT[key]) expect([d.lat, d.lng]).toEqual([parent?.lat, parent?.lng]);
      else expect(km(d, parent as { lat: number; lng: number }), d.id).toBeLessThan(100);
    }
    // Palghar's seat has measured post offices of its own, 40 km from Thane's centre; Baksa's seat has none.
    const palghar = officialDistricts.added.find((d) => d.id === 'palghar');
    expect(palghar?.parent).toBe('thane');
    expect(
      km(palghar as { lat: number; lng: number }, byId.get('thane') as { lat: number; lng: number }),
    ).toBeGreaterThan(20);
    expect(byId.get('baksa')).toMatchObject({ lat: byId.get('nalbari')?.lat, lng: byId.get('nalbari')?.lng });
  });

  it('borders each new district with the one it was cut from, between known districts, each border once', () => {
    const seen = new Set<string>();
    for (const [a, b] of officialDistricts.borders) {
      expect(a < b, `${a}|${b}`).toBe(true);
      expect(byId.has(a) && byId.has(b), `${a}|${b}`).toBe(true);
      expect(seen.has(`${a}|${b}`)).toBe(false);
      seen.add(`${a}|${b}`);
    }
    const old = new Set(indiaDistricts.borders.map(([a, b]) => `${a}|${b}`));
    for (const border of seen) expect(old.has(border), border).toBe(false);
    for (const d of officialDistricts.added) {
      const pair = d.id < d.parent ? `${d.id}|${d.parent}` : `${d.parent}|${d.id}`;
      expect(seen.has(pair), pair).toBe(true);
    }
  });
});
