import type { TRealm, TVenue } from '@engagex/contracts';
import { DistrictPicker } from '@/ui/DistrictPicker';
import { Field } from '@/ui/fields';
import { useDistricts } from '../api/list-districts';
import { t } from '../messages';

/** The district field of the event and venue forms, fed by the realm's districts: searchable, grouped by state. */
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
    <Field label={t('field.district')} error={error}>
      {(props) => (
        <DistrictPicker
          {...props}
          districts={districts.data}
          loading={districts.isPending}
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}

export const venueLabel = (venue: TVenue) =>
  t('field.venueOption', { name: venue.name, capacity: venue.capacity });
