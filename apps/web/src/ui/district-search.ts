import type { TDistrict } from '@engagex/contracts';

/**
 * Finding a district among India's ~700 by what a person types: "pun" finds Pune (Maharashtra) before the
 * districts of Punjab, "maha" every district of Maharashtra, "pune maha" Pune alone. Accents and case do not
 * matter.
 */

export interface DistrictGroup {
  state: string;
  districts: TDistrict[];
}

const normalise = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const words = (text: string): string[] =>
  normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** 0: the name starts with the query; 1: the name's words start with its words; 2: the state helped; null: no match. */
function rank(district: TDistrict, query: string, tokens: string[]): number | null {
  if (tokens.length === 0) return 0;
  const nameWords = words(district.name);
  const allWords = [...nameWords, ...words(district.state)];
  if (!tokens.every((token) => allWords.some((word) => word.startsWith(token)))) return null;
  if (normalise(district.name).startsWith(query)) return 0;
  return tokens.every((token) => nameWords.some((word) => word.startsWith(token))) ? 1 : 2;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en-IN');

/**
 * The districts matching `text`, grouped by state. With no text: every state and district in alphabetical order.
 * With text: the best matches first, both among the states and within each state.
 */
export function searchDistricts(districts: readonly TDistrict[], text: string): DistrictGroup[] {
  const query = normalise(text.trim());
  const tokens = words(text);
  const groups = new Map<string, { best: number; items: { district: TDistrict; rank: number }[] }>();
  for (const district of districts) {
    const score = rank(district, query, tokens);
    if (score === null) continue;
    const group = groups.get(district.state) ?? { best: score, items: [] };
    group.best = Math.min(group.best, score);
    group.items.push({ district, rank: score });
    groups.set(district.state, group);
  }
  return [...groups.entries()]
    .sort(([a, x], [b, y]) => x.best - y.best || byName(a, b))
    .map(([state, group]) => ({
      state,
      districts: group.items
        .sort((x, y) => x.rank - y.rank || byName(x.district.name, y.district.name))
        .map((item) => item.district),
    }));
}

/** "Pune, Maharashtra": how a chosen district reads in the field. */
export const districtLabel = (district: Pick<TDistrict, 'name' | 'state'>): string =>
  `${district.name}, ${district.state}`;
