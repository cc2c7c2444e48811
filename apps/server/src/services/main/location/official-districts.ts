/**
 * How the maintained district list (npm `india-state-district`, decision 074) meets the postal catalogue
 * (india-districts.ts, decision 044): its state names, the districts it spells or names differently, the ones it
 * gets wrong, and where a district the postal data lacks has its headquarters. Read by the generator
 * (scripts/districts-hi.mjs) only. Changes when a new version of the list names a district another way.
 */
import { slug } from './district-names.js';

/** The list's state names that the catalogue (and every event's and user's stored state) spells otherwise. */
export const OFFICIAL_STATE_NAMES: Readonly<Record<string, string>> = {
  'Andaman and Nicobar': 'Andaman & Nicobar Islands',
  'Jammu and Kashmir': 'Jammu & Kashmir',
  'New Delhi': 'Delhi',
};

/**
 * A district of the list under another name in the catalogue, keyed `state|name` as the list spells them (the
 * catalogue's state): renamed districts (Gurgaon → Gurugram, Allahabad → Prayagraj) and spelling variants. Both
 * directions of a rename are listed, so a later version of the list that adopts the new name still finds the id.
 */
export const OFFICIAL_ALIASES: Readonly<Record<string, string>> = {
  // Renamed: the list or the postal data keeps the old name.
  'Uttar Pradesh|Prayagraj': 'allahabad',
  'Uttar Pradesh|Ayodhya': 'faizabad',
  'Haryana|Gurgaon': 'gurugram',
  'Maharashtra|Chhatrapati Sambhajinagar': 'aurangabad-maharashtra',
  'Maharashtra|Dharashiv': 'osmanabad',
  'Maharashtra|Ahilyanagar': 'ahmed-nagar',
  'Madhya Pradesh|Narmadapuram': 'hoshangabad',
  'Karnataka|Bellary': 'ballari',
  'Karnataka|Belgaum': 'belagavi',
  'Karnataka|Bangalore Rural': 'bengaluru-rural',
  'Karnataka|Bangalore Urban': 'bengaluru-urban',
  'Karnataka|Gulbarga': 'kalaburagi',
  'Karnataka|Mysore': 'mysuru',
  'Karnataka|Shimoga': 'shivamogga',
  'Karnataka|Chikmagalur': 'chikkamagaluru',
  'Uttar Pradesh|Amroha': 'jyotiba-phule-nagar',
  'Uttar Pradesh|Bhadohi': 'sant-ravidas-nagar',
  'Assam|Dima Hasao': 'north-cachar-hills',
  'Punjab|Sahibzada Ajit Singh Nagar': 'mohali',
  'Punjab|Shahid Bhagat Singh Nagar': 'nawanshahr',
  'Punjab|Sri Muktsar Sahib': 'muktsar',
  'Andhra Pradesh|Sri Potti Sriramulu Nellore': 'nellore',
  'Andhra Pradesh|YSR': 'cuddapah',
  'Andhra Pradesh|YSR Kadapa': 'cuddapah',
  'Maharashtra|Mumbai City': 'mumbai',
  'Puducherry|Puducherry': 'pondicherry',
  'Arunachal Pradesh|Upper Dibang Valley': 'dibang-valley',
  // Jaintia Hills became West Jaintia Hills (same seat, Jowai) when East Jaintia Hills was cut from it.
  'Meghalaya|West Jaintia Hills': 'jaintia-hills',
  // The list's name with the old one in brackets: the catalogue has both as districts; the current name keeps it.
  'Madhya Pradesh|Khandwa (East Nimar)': 'khandwa',
  'Madhya Pradesh|Khargone (West Nimar)': 'khargone',
  'Odisha|Subarnapur (Sonepur)': 'sonapur',
  // Spelling variants.
  'Andhra Pradesh|Anantapur': 'ananthapur',
  'Assam|Morigaon': 'marigaon',
  'Assam|Sivasagar': 'sibsagar',
  'Chhattisgarh|Korea': 'koriya',
  'Gujarat|Dang': 'the-dangs',
  'Gujarat|Kutch': 'kachchh',
  'Gujarat|Mehsana': 'mahesana',
  'Gujarat|Panchmahal': 'panch-mahals',
  'Himachal Pradesh|Lahaul and Spiti': 'lahul-and-spiti',
  'Jharkhand|Giridih': 'giridh',
  'Jharkhand|Palamu': 'palamau',
  'Karnataka|Chamarajanagara': 'chamrajnagar',
  'Karnataka|Davanagere': 'davangere',
  'Karnataka|Koppala': 'koppal',
  'Kerala|Kasaragod': 'kasargod',
  'Manipur|Jiribam': 'jaribam',
  'Mizoram|Mamit': 'mammit',
  'Nagaland|Zunheboto': 'zunhebotto',
  'Odisha|Balasore': 'baleswar',
  'Odisha|Jajpur': 'jajapur',
  'Odisha|Jagatsinghpur': 'jagatsinghapur',
  'Odisha|Khordha': 'khorda',
  'Odisha|Nabarangpur': 'nabarangapur',
  'Odisha|Sundargarh': 'sundergarh',
  'Rajasthan|Sri Ganganagar': 'ganganagar',
  'Rajasthan|Jhunjhunu': 'jhujhunu',
  'Rajasthan|Jalore': 'jalor',
  'Tamil Nadu|Thoothukudi': 'tuticorin',
  'Tamil Nadu|Viluppuram': 'villupuram',
  'Telangana|Jayashankar Bhupalpally': 'jayashankar',
  'Telangana|Mahbubnagar': 'mahabub-nagar',
  'Tripura|Gomati': 'gomti',
  'Uttar Pradesh|Lakhimpur Kheri': 'kheri',
  'Uttar Pradesh|Shravasti': 'shrawasti',
  'West Bengal|Dakshin Dinajpur': 'south-dinajpur',
  'West Bengal|Uttar Dinajpur': 'north-dinajpur',
  'West Bengal|Darjeeling': 'darjiling',
  'West Bengal|Maldah': 'malda',
  'West Bengal|Paschim Medinipur': 'west-midnapore',
  'West Bengal|Purba Medinipur': 'east-midnapore',
  'Jammu & Kashmir|Anantnag': 'ananthnag',
  'Jammu & Kashmir|Bandipore': 'bandipur',
  'Jammu & Kashmir|Rajouri': 'rajauri',
};

/**
 * Catalogue districts the postal data files under the wrong state: the list's state wins. Leh and Kargil have been
 * Ladakh's since 2019 (GeoNames still has them in Jammu & Kashmir); Peddapalli is in Telangana.
 */
export const MOVED_DISTRICTS: Readonly<Record<string, string>> = {
  leh: 'Ladakh',
  kargil: 'Ladakh',
  peddapalli: 'Telangana',
};

/**
 * Entries of the list (1.0.5) that are wrong as written, and what they stand for: "Sri SathyaYSR" runs Sri Sathya
 * Sai and YSR (Kadapa) together, which leaves Andhra Pradesh one short of its 26.
 */
export const OFFICIAL_CORRECTIONS: Readonly<Record<string, readonly string[]>> = {
  'Andhra Pradesh|Sri SathyaYSR': ['Sri Sathya Sai', 'YSR'],
};

/** Districts notified after the list was made (Madhya Pradesh, 2023): added so the state has all of its own. */
export const OFFICIAL_ADDITIONS: Readonly<Record<string, readonly string[]>> = {
  'Madhya Pradesh': ['Mauganj', 'Pandhurna'],
};

/**
 * A new district's headquarters where it is not the district's own name, keyed `state|name` (catalogue state,
 * cleaned name): the town whose post offices place it (decision 074, "Positions").
 */
export const HEADQUARTERS: Readonly<Record<string, string>> = {
  'Andhra Pradesh|Parvathipuram Manyam': 'Parvathipuram',
  'Andhra Pradesh|Alluri Sitharama Raju': 'Paderu',
  'Andhra Pradesh|Konaseema': 'Amalapuram',
  'Andhra Pradesh|Nandamuri Taraka Rama Rao': 'Vijayawada',
  'Andhra Pradesh|Palnadu': 'Narasaraopet',
  'Andhra Pradesh|Sri Sathya Sai': 'Puttaparthi',
  'Andhra Pradesh|Annamayya': 'Rayachoti',
  'Andhra Pradesh|Anakapalli': 'Anakapalle',
  'Arunachal Pradesh|Anjaw': 'Hawai',
  'Arunachal Pradesh|Kamle': 'Raga',
  'Arunachal Pradesh|Kra Daadi': 'Palin',
  'Arunachal Pradesh|Lepa Rada': 'Basar',
  'Arunachal Pradesh|Lower Siang': 'Likabali',
  'Arunachal Pradesh|Pakke-Kessang': 'P.Kessang',
  'Arunachal Pradesh|Shi Yomi': 'Tato',
  'Arunachal Pradesh|Siang': 'Boleng',
  'Arunachal Pradesh|Itanagar City Complex': 'Itanagar',
  'Assam|Biswanath': 'Biswanathghat',
  'Assam|Chirang': 'Kajalgaon',
  'Assam|Kamrup Metropolitan': 'Guwahati',
  'Assam|South Salmara Mankachar': 'Hatsingimari',
  'Assam|West Karbi Anglong': 'Hamren',
  'Chhattisgarh|Baloda Bazar-Bhatapara': 'Balodabazar',
  'Chhattisgarh|Gaurella-Pendra-Marwahi': 'Pendraroad',
  'Chhattisgarh|Manendragarh-Chirmiri-Bharatpur': 'Manendragarh',
  'Chhattisgarh|Mohla Manpur': 'Mohla',
  'Chhattisgarh|Sarangarh-Bilaigarh': 'Sarangarh',
  'Chhattisgarh|Shakti': 'Sakti',
  'Chhattisgarh|Khairagarh-Chhuikhadan-Gandai': 'Khairagarh',
  'Gujarat|Aravalli': 'Modasa',
  'Gujarat|Chhota Udaipur': 'Chhotaudepur',
  'Gujarat|Devbhumi Dwarka': 'Khambhalia',
  'Gujarat|Mahisagar': 'Lunawada',
  'Karnataka|Vijayanagara': 'Hospet',
  'Meghalaya|East Jaintia Hills': 'Khliehriat',
  'Meghalaya|Eastern West Khasi Hills': 'Mairang',
  'Meghalaya|North Garo Hills': 'Resubelpara',
  'Meghalaya|South West Garo Hills': 'Ampati',
  'Meghalaya|South West Khasi Hills': 'Mawkyrwat',
  'Nagaland|Chümoukedima': 'Chumukedima',
  'Telangana|Bhadradri Kothagudem': 'Kothagudem',
  'Telangana|Jogulamba Gadwal': 'Gadwal',
  'Telangana|Kumuram Bheem Asifabad': 'Asifabad',
  'Telangana|Medchal–Malkajgiri': 'Medchal',
  'Telangana|Yadadri Bhuvanagiri': 'Bhongir',
  'Tripura|Unakoti': 'Kailashahar',
  'Uttarakhand|Yamunotri': 'Barkot',
  'Delhi|South East Delhi': 'Defence Colony',
};

/**
 * New districts whose seat has no post office in the postal data (Mushalpur, Sonari, Tamulpur, Kamjong, Niuland):
 * placed at the centre of the catalogue district they were cut from, keyed like HEADQUARTERS.
 */
export const PLACED_BY_PARENT: Readonly<Record<string, string>> = {
  'Assam|Baksa': 'nalbari',
  'Assam|Charaideo': 'sibsagar',
  'Assam|Tamulpur': 'kamrup',
  'Manipur|Kamjong': 'ukhrul',
  'Nagaland|Niuland': 'dimapur',
};

/**
 * Seats the postal data places in the wrong district or on another district's centre (GeoNames files Yanam under
 * Puducherry, 700 km away, and a Raga in Papum Pare): their position, checked by hand on a map, and the district they
 * were cut from.
 */
export const SEAT_POSITIONS: Readonly<Record<string, { lat: number; lng: number; parent: string }>> = {
  'Arunachal Pradesh|Anjaw': { lat: 27.8833, lng: 96.8167, parent: 'lohit' },
  'Arunachal Pradesh|Kamle': { lat: 27.7993, lng: 94.0743, parent: 'lower-subansiri' },
  'Telangana|Mulugu': { lat: 18.1911, lng: 79.9434, parent: 'warangal' },
  'Telangana|Vikarabad': { lat: 17.3381, lng: 77.9044, parent: 'rangareddy' },
  'Telangana|Medchal–Malkajgiri': { lat: 17.6297, lng: 78.4814, parent: 'rangareddy' },
  'Puducherry|Yanam': { lat: 16.7333, lng: 82.2167, parent: 'pondicherry' },
};

/** A name reduced to what spellings of it share: no accents, case, punctuation or "district". */
export const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bdistrict\b/g, '')
    .replace(/[^a-z0-9]+/g, '');

/** The list's spelling without stray spaces, a trailing "district" or a bracketed former name. */
export const cleanName = (name: string) =>
  name
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+district\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();

export type CatalogueDistrict = { id: string; name: string; state: string };

/**
 * The catalogue id of a district of the list, or null when the catalogue lacks it: the alias table first, then the
 * same name (or its bracketed other name) in the same state, compared by `nameKey` so "Lahul & Spiti" is
 * "Lahaul and Spiti" only through the table but "Janjgir-Champa" is "Janjgir Champa" by itself.
 */
export function catalogueMatcher(catalogue: readonly CatalogueDistrict[]) {
  const byState = new Map<string, Map<string, string>>();
  for (const d of catalogue) {
    const state = MOVED_DISTRICTS[d.id] ?? d.state;
    const names = byState.get(state) ?? new Map<string, string>();
    names.set(nameKey(d.name), d.id);
    if (!names.has(nameKey(d.id))) names.set(nameKey(d.id), d.id);
    byState.set(state, names);
  }
  const aliasByKey = new Map(
    Object.entries(OFFICIAL_ALIASES).map(([key, id]) => {
      const [state = '', name = ''] = key.split('|');
      return [`${state}|${nameKey(name)}`, id] as const;
    }),
  );
  return (state: string, listName: string): string | null => {
    const aliased = aliasByKey.get(`${state}|${nameKey(listName)}`);
    if (aliased) return aliased;
    const names = byState.get(state);
    const bracketed = [...listName.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? '');
    for (const candidate of [cleanName(listName), listName, ...bracketed]) {
      const id = names?.get(nameKey(candidate));
      if (id) return id;
    }
    return null;
  };
}

/** A new district's id: its name's slug, with the state's where another district already has it (Balrampur). */
export const newDistrictId = (name: string, state: string, taken: ReadonlySet<string>) => {
  const bare = slug(name);
  return taken.has(bare) ? `${bare}-${slug(state)}` : bare;
};
