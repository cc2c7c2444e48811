/**
 * How the postal dataset's (GeoNames) state and district names become the catalogue's: one module, read by the
 * generator (scripts/districts.mjs) and by the reverse geocoder, so a position and the catalogue can never name
 * a district two ways. Decision 044. Changes when the dataset spells a name differently.
 */

/** GeoNames spells a few states the old way; the catalogue uses the official names (as GeoLite2 does). */
export const STATE_NAMES: Readonly<Record<string, string>> = {
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
};

/**
 * The 20 districts the catalogue had before the dataset (migration 0006) keep their ids and names, because events
 * and venues point at them: GeoNames' name for each, keyed by `state|district` as the dataset spells them.
 */
export const DISTRICT_ALIASES: Readonly<Record<string, { id: string; name: string }>> = {
  'Maharashtra|Raigarh(MH)': { id: 'raigad', name: 'Raigad' },
  'Karnataka|Bengaluru': { id: 'bengaluru-urban', name: 'Bengaluru Urban' },
  'Karnataka|Bangalore Rural': { id: 'bengaluru-rural', name: 'Bengaluru Rural' },
  'Karnataka|Ramanagar': { id: 'ramanagara', name: 'Ramanagara' },
  'Haryana|Gurgaon': { id: 'gurugram', name: 'Gurugram' },
  'Telangana|K.V.Rangareddy': { id: 'rangareddy', name: 'Ranga Reddy' },
};

export const stateName = (datasetState: string) => STATE_NAMES[datasetState] ?? datasetState;

/** `state|district` exactly as the dataset spells them: the key a postal place carries to its district. */
export const datasetKey = (datasetState: string, datasetDistrict: string) =>
  `${datasetState}|${datasetDistrict}`;

/** "TIRUPPUR" → "Tiruppur", "Aurangabad(BH)" → "Aurangabad", "Ahmed Nagar" stays. */
export function districtName(datasetDistrict: string): string {
  const bare = datasetDistrict.replace(/\s*\([^)]*\)\s*$/, '').trim();
  if (bare !== bare.toUpperCase()) return bare;
  return bare
    .toLowerCase()
    .replace(/(^|[\s.-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

export const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
