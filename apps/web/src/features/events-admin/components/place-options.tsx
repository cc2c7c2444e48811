import type { TDistrict, TVenue } from '@engagex/contracts';

/** Districts under one heading per state, states and districts in alphabetical order. */
export function DistrictOptions({ districts }: { districts: TDistrict[] }) {
  const byState = new Map<string, TDistrict[]>();
  for (const district of districts) {
    const list = byState.get(district.state) ?? [];
    list.push(district);
    byState.set(district.state, list);
  }
  const states = [...byState.keys()].sort((a, b) => a.localeCompare(b));
  return (
    <>
      {states.map((state) => (
        <optgroup key={state} label={state}>
          {(byState.get(state) ?? [])
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((district) => (
              <option key={district.id} value={district.id}>
                {district.name}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
}

export const venueLabel = (venue: TVenue) => `${venue.name} · holds ${venue.capacity.toLocaleString()}`;
