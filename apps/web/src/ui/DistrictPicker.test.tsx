import type { TDistrict } from '@engagex/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/i18n/switch-language';
import { DistrictPicker } from './DistrictPicker';
import { searchDistricts } from './district-search';
import { Field } from './fields';
import { Modal } from './Modal';

const district = (id: string, name: string, state: string): TDistrict => ({
  id,
  name,
  state,
  latitude: 20,
  longitude: 78,
});

// GET /districts's shape: a few real districts, two states whose names start alike ("pun": Pune and Punjab).
const districts: TDistrict[] = [
  district('amritsar', 'Amritsar', 'Punjab'),
  district('ludhiana', 'Ludhiana', 'Punjab'),
  district('pune', 'Pune', 'Maharashtra'),
  district('mumbai', 'Mumbai', 'Maharashtra'),
  district('thane', 'Thane', 'Maharashtra'),
  district('bengaluru-urban', 'Bengaluru Urban', 'Karnataka'),
  district('sri-potti-sriramulu-nellore', 'Sri Potti Sriramulu Nellore', 'Andhra Pradesh'),
  district('south-delhi', 'South Delhi', 'Delhi'),
];

/** India's size: ~700 districts in 36 states and union territories. */
const wholeCountry: TDistrict[] = Array.from({ length: 36 }, (_, s) =>
  Array.from({ length: 20 }, (_, d) => district(`s${s}-d${d}`, `District ${s}-${d}`, `State ${s}`)),
)
  .flat()
  .concat(districts);

function Picker({
  initial = '',
  onChange = () => {},
  list = districts,
  applyAfterMs,
  ...rest
}: {
  initial?: string;
  onChange?: (id: string) => void;
  list?: TDistrict[];
  /** The page takes the choice a moment later (the events list keeps it in the address). */
  applyAfterMs?: number;
  emptyLabel?: string;
  suggested?: { id: string; note: string };
}) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="District">
      {(control) => (
        <DistrictPicker
          {...control}
          {...rest}
          districts={list}
          value={value}
          onChange={(id) => {
            if (applyAfterMs === undefined) setValue(id);
            else setTimeout(() => setValue(id), applyAfterMs);
            onChange(id);
          }}
        />
      )}
    </Field>
  );
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('searchDistricts', () => {
  const names = (text: string) =>
    searchDistricts(districts, text).flatMap((g) => g.districts.map((d) => `${d.name}, ${g.state}`));

  it('finds Pune, Maharashtra first for "pun", then the districts of Punjab', () => {
    expect(names('pun')).toEqual(['Pune, Maharashtra', 'Amritsar, Punjab', 'Ludhiana, Punjab']);
  });

  it('matches words of the name or the state, in any case, all words together', () => {
    expect(names('MAHA')).toEqual(['Mumbai, Maharashtra', 'Pune, Maharashtra', 'Thane, Maharashtra']);
    expect(names('pune maha')).toEqual(['Pune, Maharashtra']);
    expect(names('nellore')).toEqual(['Sri Potti Sriramulu Nellore, Andhra Pradesh']);
    expect(names('delhi')).toEqual(['South Delhi, Delhi']);
    expect(names('xyz')).toEqual([]);
  });

  it('lists every state and district in alphabetical order with no text', () => {
    expect(searchDistricts(districts, '  ').map((g) => g.state)).toEqual([
      'Andhra Pradesh',
      'Delhi',
      'Karnataka',
      'Maharashtra',
      'Punjab',
    ]);
  });
});

describe('DistrictPicker', () => {
  it('keeps showing the district chosen while the page is still taking it', async () => {
    const user = userEvent.setup();
    render(<Picker applyAfterMs={50} />);
    const input = screen.getByRole('combobox', { name: 'District' });
    await user.type(input, 'pun');
    await user.keyboard('{Enter}');
    expect((input as HTMLInputElement).value).toBe('Pune, Maharashtra');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((input as HTMLInputElement).value).toBe('Pune, Maharashtra');
  });

  it('is a labelled combobox: "pun" then Enter chooses Pune, Maharashtra', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'District' });
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await user.type(input, 'pun');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Districts' });
    expect(
      within(list)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(within(list).getByRole('group', { name: 'Maharashtra' })).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pune', 'Amritsar', 'Ludhiana']);
    expect(activeOption(input)?.textContent).toBe('Pune');
    expect(screen.getByText('3 districts match')).toBeTruthy();

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('pune');
    expect((input as HTMLInputElement).value).toBe('Pune, Maharashtra');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrows (wrapping) and chooses with a tap', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Picker onChange={onChange} initial="mumbai" />);
    const input = screen.getByRole('combobox', { name: 'District' });
    expect((input as HTMLInputElement).value).toBe('Mumbai, Maharashtra');

    await user.click(input);
    // Opening shows every district, the chosen one active and selected.
    expect(activeOption(input)?.textContent).toBe('Mumbai');
    expect(screen.getByRole('option', { name: 'Mumbai', selected: true })).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)?.textContent).toBe('Pune');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption(input)?.textContent).toBe('Bengaluru Urban');

    await user.click(screen.getByRole('option', { name: 'Ludhiana' }));
    expect(onChange).toHaveBeenLastCalledWith('ludhiana');
    expect(input).toBe(document.activeElement);
  });

  it('puts half-typed text back when left, and chooses none when the text is cleared', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Picker onChange={onChange} initial="thane" />
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'District' }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, 'xyz');
    expect(screen.getByText('No district matches “xyz”.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(input.value).toBe('Thane, Maharashtra');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(input.value).toBe('');
  });

  it('offers "All districts" and the device\'s own district first, the latter active when none is chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Picker
        onChange={onChange}
        emptyLabel="All districts"
        suggested={{ id: 'pune', note: 'Your location (GPS)' }}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'District' });
    expect(input.getAttribute('placeholder')).toBe('All districts');
    await user.keyboard('{Tab}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[0]?.textContent).toBe('All districts');
    expect(options[1]?.textContent).toBe('Pune, MaharashtraYour location (GPS)');
    expect(activeOption(input)).toBe(options[1]);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('pune');

    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'All districts' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('closes its list on Escape without closing the dialog around it', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Modal open onOpenChange={onOpenChange} title="New venue">
        <Picker />
      </Modal>,
    );
    const input = screen.getByRole('combobox', { name: 'District' });
    await user.type(input, 'thane');
    expect(screen.getByRole('listbox', { name: 'Districts' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('finds a district among India-sized lists and says while they load', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Field label="District">
        {(control) => (
          <DistrictPicker {...control} districts={undefined} loading value="" onChange={() => {}} />
        )}
      </Field>,
    );
    const input = screen.getByRole('combobox', { name: 'District' });
    expect(input).toHaveProperty('disabled', true);
    expect(input.getAttribute('placeholder')).toBe('Loading districts…');

    rerender(<Picker list={wholeCountry} />);
    await user.click(screen.getByRole('combobox', { name: 'District' }));
    // Counted with a selector: role queries over 700 options are slow in jsdom.
    const options = () => [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    expect(options()).toHaveLength(wholeCountry.length);
    await user.keyboard('pune');
    expect(options()).toEqual(['Pune']);
  });
});

describe('DistrictPicker in Hindi', () => {
  afterEach(() => switchLanguage('en-IN'));

  it('says in Hindi that nothing matches', async () => {
    await switchLanguage('hi-IN');
    render(<Picker />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'District' }), 'xyz');
    expect(screen.getByText('“xyz” से कोई ज़िला नहीं मिला।')).toBeTruthy();
  });
});
