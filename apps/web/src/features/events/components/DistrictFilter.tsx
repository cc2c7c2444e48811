/**
 * The events list's district filter (decision 104): drawn at once as the field it will be, its search (the
 * district picker with its matching, list and keys, about 3 KB on the wire) loaded when the field is first focused
 * or pressed, then put in its place with the focus and, after a press, the list open. A desktop shows the filter
 * panel from the first frame (decision 093); few of its readers search districts on every visit. Changes when the
 * picker's field looks or reads differently (src/ui/DistrictPicker.tsx).
 */

import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useLayoutEffect, useRef, useState } from 'react';
import { inReadersLanguage } from '@/i18n/lazy';
import { t } from '@/ui/controls/browsing/messages';
import { cx } from '@/ui/cx';
import type { DistrictPicker } from '@/ui/DistrictPicker';
import { inputClasses } from '@/ui/field-frame';

type Picker = typeof DistrictPicker;
let loaded: Picker | undefined;
let loading: Promise<Picker> | undefined;

function loadPicker(): Promise<Picker> {
  loading ??= inReadersLanguage(import('@/ui/DistrictPicker')).then(
    (module) => (loaded = module.DistrictPicker),
    (error: unknown) => {
      // A failed load (offline) is tried again on the next focus or press.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** How the focus reached the field before the picker loaded: it is handed on the same way. */
type Reached = 'focus' | 'press';

export function DistrictFilter(props: ComponentProps<Picker>) {
  const [Picker, setPicker] = useState<Picker | undefined>(() => loaded);
  // What was typed while the picker loaded (about a round trip): the picker searches it.
  const [typed, setTyped] = useState<string | undefined>();
  const reached = useRef<Reached | null>(null);
  const box = useRef<HTMLDivElement>(null);

  // In the commit that swaps the fields, not after it: a key pressed between the two would land on the page, the
  // field it was typed into gone (a journey typing at once lost its text that way).
  useLayoutEffect(() => {
    if (!Picker || !reached.current) return;
    const input = box.current?.querySelector('input');
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    // The press that loaded the picker opens its list, as a press on the picker does.
    if (reached.current === 'press' && typed === undefined) input?.click();
    reached.current = null;
  }, [Picker, typed]);

  if (Picker)
    return (
      <div ref={box}>
        <Picker {...props} typed={typed} />
      </div>
    );

  const { districts, value, loading: districtsLoading = false, emptyLabel, placeholder } = props;
  const { id, 'aria-describedby': describedBy, 'aria-invalid': invalid } = props;
  const chosen = districts?.find((district) => district.id === value);
  const want = (how: Reached) => {
    reached.current ??= how;
    loadPicker().then(
      (picker) => setPicker(() => picker),
      () => {
        reached.current = null;
      },
    );
  };

  // The picker's own field, as it first draws (src/ui/DistrictPicker.tsx): no layout moves when it takes over.
  return (
    <div ref={box} className="relative">
      <input
        id={id}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        disabled={districtsLoading}
        placeholder={
          districtsLoading
            ? t('district.loading')
            : chosen
              ? undefined
              : (emptyLabel ?? placeholder ?? t('district.placeholder'))
        }
        className={cx(inputClasses, 'pr-10 text-ellipsis')}
        // As the picker shows a chosen district (districtLabel, src/ui/district-search.ts).
        value={typed ?? (chosen ? `${chosen.name}, ${chosen.state}` : '')}
        onChange={(event) => {
          setTyped(event.target.value);
          want('focus');
        }}
        onFocus={() => want('focus')}
        onPointerDown={() => want('press')}
      />
      <span
        aria-hidden
        className={cx(
          'pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-center text-ink-muted',
          districtsLoading && 'opacity-50',
        )}
      >
        <ChevronDown className="size-4" />
      </span>
    </div>
  );
}
