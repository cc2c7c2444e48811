// Over 300 lines: one combobox (input, list, rows, the none row and the chosen chip) whose parts share state.
import type { TDistrict } from '@engagex/contracts';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { t } from './controls/messages';
import { cx } from './cx';
import { districtLabel, searchDistricts } from './district-search';
import { type ControlProps, inputClasses } from './field-frame';
import { useComboboxKeys } from './use-combobox-keys';

/** One row of the list: a district, or the "none" row (`id` ''), such as "All districts". */
interface Row {
  key: string;
  id: string;
  label: string;
  note?: string;
  /** "3 events": a description, not part of the option's name, so a district is still found by its name. */
  events?: string;
}

/** "3 events": what a district holds, said only where it holds some. */
function eventsNote(counts: ReadonlyMap<string, number> | undefined, id: string): string {
  const count = counts?.get(id) ?? 0;
  return count === 0 ? '' : t('district.events', { count });
}

/**
 * A searchable district field (WAI-ARIA APG "editable combobox with list autocomplete"): type part of a district
 * or state ("pun" → Pune, Maharashtra), move with ↑/↓, choose with Enter or a tap, close with Escape. A native
 * select grouped by state was fine for 20 districts; with all of India's ~700 nobody finds theirs by scrolling.
 * Wire it inside a Field, which labels it. Used by the events filter and the organisers' event and venue forms.
 */
export function DistrictPicker({
  districts,
  value,
  onChange,
  loading = false,
  emptyLabel,
  suggested,
  placeholder,
  eventCounts,
  typed,
  ...control
}: Partial<ControlProps> & {
  districts: readonly TDistrict[] | undefined;
  /** The chosen district's id, '' for none. */
  value: string;
  onChange: (districtId: string) => void;
  loading?: boolean;
  /** A first row that chooses none ('' ), e.g. "All districts"; without it, clearing the text chooses none. */
  emptyLabel?: string;
  /** A district offered first, and highlighted when nothing is chosen: the device's own district. */
  suggested?: { id: string; note: string } | undefined;
  placeholder?: string;
  /** Events still to come per district id (decision 053): each district with some says how many. */
  eventCounts?: ReadonlyMap<string, number> | undefined;
  /** Text typed in the field before the picker took its place (the events list's filter, decision 104): searched. */
  typed?: string | undefined;
}) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const byId = useMemo(() => new Map((districts ?? []).map((d) => [d.id, d])), [districts]);
  const chosen = byId.get(value);
  const chosenText = chosen ? districtLabel(chosen) : '';

  const [text, setText] = useState(typed ?? chosenText);
  const [shownText, setShownText] = useState(chosenText);
  // null: not searching (the list shows everything); else what was typed.
  const [query, setQuery] = useState<string | null>(typed ?? null);
  // A choice made here that the page has not taken yet (the events list keeps it in the address, a moment later):
  // the value it was made over. Until the value moves on, the field goes on showing the choice, not the old value.
  const [choosingOver, setChoosingOver] = useState<string | null>(null);
  if (choosingOver !== null && value !== choosingOver) setChoosingOver(null);
  if (choosingOver === null && chosenText !== shownText) {
    // The value changed from outside (a reset, a realm switch) or the districts arrived.
    setShownText(chosenText);
    setText(chosenText);
  }

  const groups = useMemo(() => searchDistricts(districts ?? [], query ?? ''), [districts, query]);
  const suggestion = suggested ? byId.get(suggested.id) : undefined;
  const leading: Row[] = [];
  if (!query) {
    if (emptyLabel !== undefined) leading.push({ key: 'none', id: '', label: emptyLabel });
    if (suggestion && suggested)
      leading.push({
        key: 'suggested',
        id: suggestion.id,
        label: districtLabel(suggestion),
        note: suggested.note,
        events: eventsNote(eventCounts, suggestion.id),
      });
  }
  const rows: Row[] = [
    ...leading,
    ...groups.flatMap(({ districts: list }) =>
      list.map((d) => ({
        key: rowKey(d.id),
        id: d.id,
        label: d.name,
        events: eventsNote(eventCounts, d.id),
      })),
    ),
  ];
  const matches = rows.length - leading.length;
  const optionId = (key: string) => `${listId}-${key}`;

  const firstActive = (): string | null =>
    (suggestion && !value && !query ? 'suggested' : null) ??
    rows.find((row) => row.id === value && row.key !== 'suggested')?.key ??
    rows[0]?.key ??
    null;

  const list = useComboboxKeys({
    keys: rows.map((row) => row.key),
    input: inputRef,
    optionId,
    firstActive,
    searching: Boolean(query),
    onChoose: (key) => {
      const row = rows.find((r) => r.key === key);
      if (row) choose(row);
    },
    onClose: close,
  });
  const { open, active, setActive, openList } = list;
  const activeRow = rows.find((row) => row.key === active);

  function close() {
    list.hide();
    setQuery(null);
    setText(chosenText);
  }

  function choose(row: Row) {
    const label = row.id ? districtLabel(byId.get(row.id) as TDistrict) : '';
    setText(label);
    setShownText(label);
    setQuery(null);
    list.hide();
    if (row.id !== value) {
      setChoosingOver(value);
      onChange(row.id);
    }
  }

  function search(next: string) {
    setText(next);
    setQuery(next);
    const matched = searchDistricts(districts ?? [], next)[0]?.districts[0];
    list.show(next.trim() && matched ? rowKey(matched.id) : null);
  }

  // Text typed before the picker loaded opens the list on its matches, as if typed here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the picker takes the field's place
  useEffect(() => {
    if (typed) search(typed);
  }, []);

  function onBlur() {
    if (!open && query === null) return;
    // Leaving with the text cleared chooses none; any other half-typed text goes back to the choice.
    if (text.trim() === '' && value) {
      choose({ key: 'none', id: '', label: '' });
      return;
    }
    close();
  }

  const inDialog = open && Boolean(inputRef.current?.closest('[role="dialog"]'));

  return (
    <div className="relative">
      <input
        {...control}
        ref={inputRef}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${listId}-list`}
        aria-activedescendant={open && activeRow ? optionId(activeRow.key) : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        disabled={loading}
        placeholder={
          loading
            ? t('district.loading')
            : chosen
              ? undefined
              : (emptyLabel ?? placeholder ?? t('district.placeholder'))
        }
        className={cx(inputClasses, 'pr-10 text-ellipsis')}
        value={text}
        onChange={(event) => search(event.target.value)}
        onClick={openList}
        onKeyDown={list.onKeyDown}
        onBlur={onBlur}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={open ? t('district.close') : t('district.showAll')}
        aria-controls={`${listId}-list`}
        aria-expanded={open}
        disabled={loading}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          inputRef.current?.focus();
          if (open) close();
          else openList();
        }}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-ink-muted hover:text-ink disabled:opacity-50"
      >
        <ChevronDown aria-hidden className={cx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <p className="sr-only" aria-live="polite">
        {open && query ? t('district.matches', { count: matches }) : ''}
      </p>
      {/* Divs with roles: the options are reached through aria-activedescendant, never focused themselves. */}
      <div
        id={`${listId}-list`}
        role="listbox"
        aria-label={t('district.list')}
        hidden={!open}
        className={cx(
          // In a dialog the list takes its place in the flow: the dialog scrolls, so the list is never clipped by
          // the dialog's edge nor laid over its buttons. Elsewhere it floats over the page.
          inDialog ? 'relative max-h-60' : 'absolute inset-x-0 top-full z-30 max-h-72',
          'mt-1 overflow-y-auto overscroll-contain rounded-xl',
          'border border-line bg-surface-raised py-1 text-[15px] text-ink shadow-lg',
        )}
      >
        {/* Rows only while open: ~700 hidden options would sit in every page that has the field. */}
        {open &&
          leading.map((row) => (
            <Option
              key={row.key}
              row={row}
              id={optionId(row.key)}
              active={row.key === active}
              selected={row.id === value && row.key !== 'suggested'}
              onChoose={choose}
              onHover={setActive}
            />
          ))}
        {open &&
          groups.map(({ state, districts: list }) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (APG); a fieldset is for forms
            <div key={state} role="group" aria-labelledby={`${listId}-state-${slug(state)}`}>
              <div
                id={`${listId}-state-${slug(state)}`}
                className="sticky top-0 bg-surface-raised px-3.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase"
              >
                {state}
              </div>
              {list.map((district) => (
                <Option
                  key={district.id}
                  row={{
                    key: rowKey(district.id),
                    id: district.id,
                    label: district.name,
                    events: eventsNote(eventCounts, district.id),
                  }}
                  id={optionId(rowKey(district.id))}
                  active={rowKey(district.id) === active}
                  selected={district.id === value}
                  onChoose={choose}
                  onHover={setActive}
                />
              ))}
            </div>
          ))}
        {open && rows.length === 0 && (
          <div className="px-3.5 py-2.5 text-sm text-ink-muted">{t('district.none', { query })}</div>
        )}
      </div>
    </div>
  );
}

/** Row keys: a district's id behind a prefix, so no id can be taken for the 'none' or 'suggested' rows. */
const rowKey = (districtId: string) => `d-${districtId}`;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function Option({
  row,
  id,
  active,
  selected,
  onChoose,
  onHover,
}: {
  row: Row;
  id: string;
  active: boolean;
  selected: boolean;
  onChoose: (row: Row) => void;
  onHover: (key: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: APG combobox: focus stays in the input, which points here with aria-activedescendant
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys (↑/↓, Enter) choose the same option
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-describedby={row.events ? `${id}-events` : undefined}
      // The input keeps focus (and the keyboard) while a pointer chooses.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(row)}
      onPointerMove={() => !active && onHover(row.key)}
      className={cx(
        'flex cursor-pointer items-center gap-2 px-3.5 py-2 leading-snug',
        active ? 'bg-primary/10 text-ink' : 'hover:bg-surface-muted',
      )}
    >
      <span className="min-w-0 flex-1">
        <span className={cx('block', selected && 'font-semibold')}>{row.label}</span>
        {row.note && <span className="block text-xs text-ink-muted">{row.note}</span>}
      </span>
      {row.events && (
        <span id={`${id}-events`} aria-hidden className="shrink-0 text-xs text-ink-muted tabular-nums">
          {row.events}
        </span>
      )}
      {selected && <Check aria-hidden className="size-4 shrink-0 text-primary" />}
    </div>
  );
}
