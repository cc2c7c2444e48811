import type { TDistrict, TRealm, TVenue } from '@engagex/contracts';
import { Field, selectClasses } from '@/ui/fields';
import { useDistricts } from '../api/list-districts';

/** The district picker of the event and venue forms, fed by the realm's districts. */
export function DistrictField({
  realm,
  value,
  error,
  onChange,
}: {
  realm: TRealm;
  value: string;
  error?: string;
  onChange: (districtId: string) => void;
}) {
  const districts = useDistricts(realm);
  return (
    <Field label="District" error={error}>
      {(props) => (
        <select
          {...props}
          className={selectClasses}
          value={value}
          disabled={districts.isPending}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{districts.isPending ? 'Loading districts…' : 'Choose a district'}</option>
          <DistrictOptions districts={districts.data ?? []} />
        </select>
      )}
    </Field>
  );
}

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
