/**
 * The events list's From and To filters (decision 112): drawn at once as the date field they will be, the date
 * field itself (src/ui/DateField.tsx, with the form fields' chunk, about 2 KB on the wire) loaded when either is
 * first focused or pressed, then put in its place with the focus, the text typed meanwhile and, after a press on
 * the calendar's button, its calendar open. A desktop shows the filter panel from the first frame (decision 093);
 * few of its readers set dates on every visit. As the district filter does (decision 104). Changes when the date
 * field looks or reads differently.
 */

import { CalendarDays } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { inReadersLanguage } from '@/i18n/lazy';
import { t } from '@/ui/controls/browsing/messages';
import { cx } from '@/ui/cx';
import type { DateField, DateFieldProps } from '@/ui/DateField';
import { dayValueOf, readDayText, writeDayText } from '@/ui/day-text';
import { Field, inputClasses } from '@/ui/field-frame';

type Real = typeof DateField;
let loaded: Real | undefined;
let loading: Promise<Real> | undefined;

function loadDateField(): Promise<Real> {
  loading ??= inReadersLanguage(import('@/ui/DateField')).then(
    (module) => (loaded = module.DateField),
    (error: unknown) => {
      // A failed load (offline) is tried again on the next focus or press.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Where the focus was before the date field loaded: the text, the calendar's button, or a press on that button. */
type Reached = 'text' | 'button' | 'calendar';

type DateFilterProps = Pick<DateFieldProps, 'label' | 'value' | 'onValueChange' | 'min' | 'max'>;

export function DateFilter(props: DateFilterProps) {
  const { label, value, onValueChange } = props;
  const [Real, setReal] = useState<Real | undefined>(() => loaded);
  // As the date field keeps it: the text typed stays as typed, a value changed from outside replaces it.
  const [text, setText] = useState(() => writeDayText(value));
  const [given, setGiven] = useState(value);
  const [typed, setTyped] = useState(false);
  const reached = useRef<Reached | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const formatId = useId();
  if (value !== given) {
    setGiven(value);
    if (value !== dayValueOf(text)) setText(writeDayText(value));
  }

  // In the commit that swaps the fields, not after it: a key pressed between the two would land on the page, the
  // field it was typed into gone (decision 104).
  useLayoutEffect(() => {
    if (!Real || !reached.current) return;
    const input = box.current?.querySelector('input');
    const button = box.current?.querySelector('button');
    if (reached.current === 'text') {
      input?.focus();
      input?.setSelectionRange(input.value.length, input.value.length);
    } else {
      button?.focus();
      // The press that loaded the field opens its calendar, as a press on the field's button does.
      if (reached.current === 'calendar') button?.click();
    }
    reached.current = null;
  }, [Real]);

  if (Real)
    return (
      <div ref={box} className="contents">
        <Real {...props} typed={typed ? text : undefined} />
      </div>
    );

  const want = (how: Reached) => {
    if (reached.current !== 'calendar' || how === 'calendar') reached.current = how;
    loadDateField().then(
      (real) => setReal(() => real),
      () => {
        reached.current = null;
      },
    );
  };

  // The date field's own markup as it first draws (src/ui/DateField.tsx): no layout moves when it takes over.
  return (
    <div ref={box} className="contents">
      <Field label={label}>
        {(control) => (
          <div className="relative">
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], formatId].filter(Boolean).join(' ')}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="dd/mm/yyyy"
              maxLength={10}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setTyped(true);
                onValueChange(dayValueOf(event.target.value));
                want('text');
              }}
              onFocus={() => want('text')}
              onBlur={() => {
                const day = readDayText(text);
                if (day && writeDayText(day) !== text) setText(writeDayText(day));
              }}
              className={cx(inputClasses, 'pr-12 tabular-nums')}
            />
            <span id={formatId} className="sr-only">
              {t('date.format')}
            </span>
            <button
              type="button"
              aria-label={t('date.pickFromCalendar')}
              onFocus={() => want('button')}
              onClick={() => want('calendar')}
              className="absolute top-0.5 right-0.5 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed"
            >
              <CalendarDays aria-hidden className="size-5" />
            </button>
          </div>
        )}
      </Field>
    </div>
  );
}
