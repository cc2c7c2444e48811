import { ChevronDown, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { timeZoneChoices, zoneChoiceLabel } from '@/lib/time-zone-choices';
import { t } from './controls/messages';
import { cx } from './cx';
import { type ControlProps, controlClasses, inputClasses } from './fields';

/** How many matches a search shows as buttons; the list below holds the rest. */
const SHOWN_MATCHES = 6;

/**
 * A time zone picker (decision 053): a search by city, country or clock name ("london", "india", "IST") whose
 * matches are one tap away, over a list with the usual zones first and every other zone the browser knows after
 * them. The organiser's event form and the reader's location dialog both pick zones with it.
 */
export function TimeZoneSelect({
  value,
  onValueChange,
  control,
  searchLabel,
}: {
  value: string;
  onValueChange: (zone: string) => void;
  /** The Field's props for the list (its label names the field). */
  control: ControlProps;
  searchLabel?: string;
}) {
  const [query, setQuery] = useState('');
  const resultsId = useId();
  const all = timeZoneChoices(value);
  const found = query.trim() ? timeZoneChoices(value, query) : null;
  const matches = found ? [...found.usual, ...found.other].filter((zone) => zone !== value) : [];
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          type="search"
          aria-label={searchLabel ?? t('timeZone.search')}
          aria-controls={found ? resultsId : undefined}
          placeholder={t('timeZone.placeholder')}
          autoComplete="off"
          className={cx(inputClasses, 'pl-9')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {found && (
        <div id={resultsId}>
          {matches.length === 0 ? (
            <p role="status" className="text-sm text-ink-muted">
              No time zone matches “{query.trim()}”.
            </p>
          ) : (
            <ul className="flex flex-col gap-1">
              {matches.slice(0, SHOWN_MATCHES).map((zone) => (
                <li key={zone}>
                  <button
                    type="button"
                    onClick={() => {
                      onValueChange(zone);
                      setQuery('');
                    }}
                    className={cx(
                      'w-full rounded-lg border border-line bg-surface px-3 py-2 text-left text-sm text-ink',
                      'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
                    )}
                  >
                    {zoneChoiceLabel(zone)}
                  </button>
                </li>
              ))}
              {matches.length > SHOWN_MATCHES && (
                <li className="text-xs text-ink-muted">
                  {matches.length - SHOWN_MATCHES} more: type more of the name.
                </li>
              )}
            </ul>
          )}
        </div>
      )}
      {/*
       * A chosen zone's name is long ("Kolkata (Asia/Kolkata) · India · India Standard Time, GMT+5:30") and a
       * select cuts its text at its width, which clipped it on a phone. The list is laid, unseen, over a box that
       * shows the choice in full, wrapping; the list is still what is focused, read out and opened.
       */}
      <div className="relative">
        <select
          {...control}
          className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        >
          <optgroup label={t('timeZone.usual')}>
            {all.usual.map((zone) => (
              <option key={zone} value={zone}>
                {zoneChoiceLabel(zone)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('timeZone.every')}>
            {all.other.map((zone) => (
              <option key={zone} value={zone}>
                {zoneChoiceLabel(zone)}
              </option>
            ))}
          </optgroup>
        </select>
        <div
          aria-hidden
          className={cx(
            controlClasses,
            'pointer-events-none flex min-h-11 items-center gap-2 py-2 leading-snug',
            'peer-hover:border-ink-muted peer-focus-visible:border-primary peer-focus-visible:outline-2 peer-focus-visible:outline-focus',
            'peer-aria-invalid:border-danger',
          )}
        >
          <span className="min-w-0 flex-1 break-words">{zoneChoiceLabel(value)}</span>
          <ChevronDown className="size-4 shrink-0 text-ink-muted" />
        </div>
      </div>
    </div>
  );
}
