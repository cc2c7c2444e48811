import type { TRealm } from '@engagex/contracts';
import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useCurrentLocation } from '@/lib/location-cache';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { isIsoDay } from '@/ui/day-text';
import { inputClasses as controlClasses, Field, Select } from '@/ui/field-frame';
import { useAdjacentDistricts } from '../api/list-adjacent-districts';
import { useDistrictEvents } from '../api/list-district-events';
import { useDistricts } from '../api/list-districts';
import { useEventTypes } from '../api/list-event-types';
import type { BrowseState } from '../filters';
import { typeLabel } from '../format';
import { t } from '../list/messages';
import { DateFilter } from './DateFilter';
import { DistrictFilter } from './DistrictFilter';
import { Switch } from './feedback';

/** District (grouped by state) with its neighbours, type, dates, price and availability. */
export function EventFiltersPanel({
  realm,
  state,
  onChange,
  activeCount,
}: {
  realm: TRealm;
  state: BrowseState;
  onChange: (changes: Partial<BrowseState>) => void;
  activeCount: number;
}) {
  const districts = useDistricts(realm);
  // Which districts hold events, shown beside each (decision 053): a district with none is not a dead end.
  const districtEvents = useDistrictEvents(realm);
  const types = useEventTypes(realm);
  const adjacent = useAdjacentDistricts(realm, state.district || undefined, state.nearby);
  // A device placed by GPS (decision 045) offers its own district first, so "near me" is one tap away.
  const location = useCurrentLocation();
  const here =
    location?.detectedFrom === 'gps' && location.districtId
      ? { id: location.districtId, note: t('filters.gps') }
      : undefined;
  const neighbours = adjacent.data?.map((district) => district.name) ?? [];

  return (
    <Card className="@container p-4 sm:p-5">
      <div className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-4">
        <Field
          label={t('filters.district')}
          hint={districts.isError ? t('filters.districtsFailed') : undefined}
        >
          {(control) => (
            <DistrictFilter
              {...control}
              districts={districts.data}
              loading={districts.isPending}
              emptyLabel={t('filters.allDistricts')}
              suggested={here}
              eventCounts={districtEvents.data}
              value={state.district}
              onChange={(district) => onChange({ district })}
            />
          )}
        </Field>

        <Field label={t('filters.type')}>
          {(control) => (
            <Select
              {...control}
              value={state.type}
              onChange={(event) => onChange({ type: event.target.value })}
            >
              <option value="">{t('filters.allTypes')}</option>
              {(types.data ?? []).map((type) => (
                <option key={type} value={type}>
                  {typeLabel(type)}
                </option>
              ))}
              {state.type && !types.data?.includes(state.type) ? (
                <option value={state.type}>{typeLabel(state.type)}</option>
              ) : null}
            </Select>
          )}
        </Field>

        {/* A day half typed is not a filter yet: only a whole day or none reaches the list. */}
        <DateFilter
          label={t('filters.from')}
          value={state.from}
          max={state.to || undefined}
          onValueChange={(from) => (from === '' || isIsoDay(from) ? onChange({ from }) : undefined)}
        />
        <DateFilter
          label={t('filters.to')}
          value={state.to}
          min={state.from || undefined}
          onValueChange={(to) => (to === '' || isIsoDay(to) ? onChange({ to }) : undefined)}
        />

        <fieldset className="flex min-w-0 flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-ink">{t('filters.price')}</legend>
          <div className="flex items-center gap-2">
            <PriceField
              label={t('filters.min.label')}
              placeholder={t('filters.min.placeholder')}
              value={state.min}
              onCommit={(min) => onChange({ min })}
            />
            <span aria-hidden className="text-ink-muted">
              –
            </span>
            <PriceField
              label={t('filters.max.label')}
              placeholder={t('filters.max.placeholder')}
              value={state.max}
              onCommit={(max) => onChange({ max })}
            />
          </div>
        </fieldset>

        <div className="flex flex-col justify-center gap-4 @xl:flex-row @xl:items-center @xl:gap-8 @4xl:col-span-3">
          <Switch
            label={t('filters.nearby')}
            checked={state.nearby}
            disabled={!state.district}
            onChange={(nearby) => onChange({ nearby })}
            hint={
              !state.district
                ? t('filters.nearby.pickFirst')
                : state.nearby
                  ? adjacent.isPending
                    ? t('filters.nearby.finding')
                    : neighbours.length > 0
                      ? t('filters.nearby.also', { names: neighbours.join(', ') })
                      : t('filters.nearby.none')
                  : t('filters.nearby.hint')
            }
          />
          <Switch
            label={t('filters.available')}
            checked={state.available}
            onChange={(available) => onChange({ available })}
            hint={t('filters.available.hint')}
          />
          <Switch
            label={t('filters.competitions')}
            checked={state.competitions}
            onChange={(competitions) => onChange({ competitions })}
            hint={t('filters.competitions.hint')}
          />
        </div>
      </div>
      {activeCount > 0 && (
        <div className="mt-4 flex justify-end border-t border-line pt-3">
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange({
                district: '',
                nearby: false,
                type: '',
                from: '',
                to: '',
                min: '',
                max: '',
                available: false,
                competitions: false,
              })
            }
            icon={<RotateCcw aria-hidden className="size-4" />}
          >
            {t('filters.reset')}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** A whole number of credits, applied when the field is left or Enter is pressed (not on every keystroke). */
function PriceField({
  label,
  placeholder,
  value,
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const commit = () => {
    const clean = text.replace(/\D/g, '').slice(0, 7);
    setText(clean);
    if (clean !== value) onCommit(clean);
  };
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        placeholder={placeholder}
        className={controlClasses}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </>
  );
}
