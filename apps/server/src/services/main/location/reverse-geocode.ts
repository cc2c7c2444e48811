/**
 * A position to a district (decision 045), from the postal places indexed by grid cell. Changes when the lookup's
 * rules do.
 */
import type { TReverseGeocode } from '@engagex/contracts';
import { feature, iso1A2Code } from '@rapideditor/country-coder';
import { indiaDistricts } from '../../../platform/db/migrations/india-districts.js';
import { officialDistricts } from '../../../platform/db/migrations/official-districts.js';
import { type PostalPlace, readPostalPlaces } from './postal-places.js';

/** Grid cells of 0.1° (about 11 km): a lookup reads a few cells around the position, not 40,000 places. */
const CELL = 0.1;
/** Farther than this from any post office, a position in India is not placed in a district. */
const MAX_KM = 60;

type District = (typeof indiaDistricts.districts)[number];
export type PlaceIndex = {
  lat: Float64Array;
  lng: Float64Array;
  district: District[];
  cells: Map<number, number[]>;
};

const cellOf = (lat: number, lng: number) => Math.floor(lat / CELL) * 10_000 + Math.floor(lng / CELL);
const RAD = Math.PI / 180;
const km = (lat1: number, lng1: number, lat2: number, lng2: number) =>
  Math.hypot((lng2 - lng1) * RAD * Math.cos(((lat1 + lat2) / 2) * RAD), (lat2 - lat1) * RAD) * 6371;

/**
 * The postal places indexed by position, each with its catalogue district (through the keys the generator
 * recorded, so a place and GET /districts name a district the same way). GeoNames' estimated positions (accuracy 1,
 * many places stacked on one point) are used only for a district that has no measured one.
 */
export function indexPostalPlaces(
  places: PostalPlace[],
  catalogue: { districts: District[] } = indiaDistricts,
): PlaceIndex {
  // Nested maps and numeric keys: one string built per place costs more than the rest of the load.
  const byName = new Map<string, Map<string, number>>();
  catalogue.districts.forEach((d, i) => {
    for (const key of d.keys) {
      const [state = '', name = ''] = key.split('|');
      byName.set(state, (byName.get(state) ?? new Map()).set(name, i));
    }
  });
  const ownerOf = (place: PostalPlace) => byName.get(place.state)?.get(place.district) ?? -1;
  const measured = new Set<number>();
  for (const place of places) if (place.accuracy > 1) measured.add(ownerOf(place));
  const seen = new Set<number>();
  const lat: number[] = [];
  const lng: number[] = [];
  const district: District[] = [];
  const cells = new Map<number, number[]>();
  const add = (owner: number, placeLat: number, placeLng: number) => {
    const point = (Math.round(placeLat * 1e4) * 4e6 + Math.round(placeLng * 1e4)) * 1024 + owner;
    if (seen.has(point)) return;
    seen.add(point);
    const cell = cellOf(placeLat, placeLng);
    const members = cells.get(cell);
    if (members) members.push(lat.length);
    else cells.set(cell, [lat.length]);
    lat.push(placeLat);
    lng.push(placeLng);
    district.push(catalogue.districts[owner] as District);
  };
  // Each district's centre is one of its places: GeoNames stacks a metropolitan district's places on one point
  // (Bengaluru's on Devanahalli, 28 km north), so the city itself would otherwise be nearest to another district.
  catalogue.districts.forEach((d, i) => {
    add(i, d.lat, d.lng);
  });
  for (const place of places) {
    const owner = ownerOf(place);
    if (owner < 0 || (place.accuracy <= 1 && measured.has(owner))) continue;
    add(owner, place.lat, place.lng);
  }
  return { lat: Float64Array.from(lat), lng: Float64Array.from(lng), district, cells };
}

/** The district of the nearest postal place within MAX_KM, looking ring by ring outwards from the position's cell. */
export function nearestDistrict(index: PlaceIndex, lat: number, lng: number): District | null {
  const row = Math.floor(lat / CELL);
  const col = Math.floor(lng / CELL);
  let best = -1;
  let bestKm = Number.POSITIVE_INFINITY;
  const maxRing = Math.ceil(MAX_KM / 111 / CELL / Math.cos(Math.min(Math.abs(lat), 60) * RAD)) + 1;
  for (let ring = 0; ring <= maxRing; ring++) {
    // A place in ring r is at least (r - 1) cells away: once the best is nearer than that, no ring beyond can win.
    if (best >= 0 && bestKm < (ring - 1) * CELL * 111 * Math.cos(Math.min(Math.abs(lat) + 1, 89) * RAD))
      break;
    for (let r = row - ring; r <= row + ring; r++) {
      for (let c = col - ring; c <= col + ring; c++) {
        if (Math.max(Math.abs(r - row), Math.abs(c - col)) !== ring) continue;
        for (const i of index.cells.get(r * 10_000 + c) ?? []) {
          const distance = km(lat, lng, index.lat[i] as number, index.lng[i] as number);
          if (distance < bestKm) {
            bestKm = distance;
            best = i;
          }
        }
      }
    }
  }
  return best >= 0 && bestKm <= MAX_KM ? (index.district[best] ?? null) : null;
}

const stateNameHi = new Map(officialDistricts.states.map((s) => [s.name, s.nameHi]));

/**
 * A district's state and Hindi names as migration 0031 left the catalogue (decision 074): the postal file still
 * has Leh and Kargil in Jammu & Kashmir.
 */
function named(district: District | null) {
  if (!district) return { state: null, stateHi: null, districtNameHi: null };
  const state = officialDistricts.moved[district.id] ?? district.state;
  return {
    state,
    stateHi: stateNameHi.get(state) ?? null,
    districtNameHi: officialDistricts.namesHi[district.id] ?? null,
  };
}

let loaded: PlaceIndex | undefined;
/** Read once per process, on the first position in India (about 0.5 s; the server starts without it). */
export const postalIndex = () => {
  loaded ??= indexPostalPlaces(readPostalPlaces());
  return loaded;
};

/**
 * GET /geo/reverse: the country of a position from country-coder's offline borders (no network, no key), null at
 * sea or where no country claims the land; in India also its state and district, from the nearest post office.
 */
export function reverseGeocode(
  lat: number,
  lng: number,
  places: () => PlaceIndex = postalIndex,
): TReverseGeocode {
  // Territory level, as ISO and IP data name places (Puerto Rico is PR, not US); mainland India is a territory
  // feature of its own without a code, so the code is asked for, then the name of that code.
  const countryCode = iso1A2Code([lng, lat], { level: 'territory' });
  const country = countryCode ? feature(countryCode)?.properties : undefined;
  const district = countryCode === 'IN' ? nearestDistrict(places(), lat, lng) : null;
  const { state, stateHi, districtNameHi } = named(district);
  return {
    countryCode,
    countryName: countryCode ? (country?.nameEn ?? null) : null,
    state,
    stateHi,
    districtId: district?.id ?? null,
    districtName: district?.name ?? null,
    districtNameHi,
  };
}
