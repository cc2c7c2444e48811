/**
 * The events list's district filter loads its search when first focused or pressed (decision 104), and hands the
 * focus on: a keyboard reaches it, types and chooses as with the picker itself. Changes when the field loads
 * differently.
 */
import type { TDistrict } from '@engagex/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Field } from '@/ui/fields';

/** Whether the picker's module (its search, list and keys) was asked for, and what holds its arrival. */
const picker = { loaded: false, arrived: Promise.resolve() };

// Each test starts with the picker not loaded yet: the filter remembers a loaded picker for the page's life.
let DistrictFilter: typeof import('./DistrictFilter').DistrictFilter;
beforeEach(async () => {
  vi.resetModules();
  picker.loaded = false;
  picker.arrived = Promise.resolve();
  vi.doMock('@/ui/DistrictPicker', async (importOriginal) => {
    picker.loaded = true;
    await picker.arrived;
    return importOriginal();
  });
  ({ DistrictFilter } = await import('./DistrictFilter'));
});

const district = (id: string, name: string, state: string): TDistrict => ({
  id,
  name,
  state,
  latitude: 20,
  longitude: 78,
});
const districts = [
  district('pune', 'Pune', 'Maharashtra'),
  district('mumbai', 'Mumbai', 'Maharashtra'),
  district('amritsar', 'Amritsar', 'Punjab'),
];

function Filter({ initial, onChange }: { initial: string; onChange: (id: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <Field label="District">
        {(control) => (
          <DistrictFilter
            {...control}
            districts={districts}
            emptyLabel="All districts"
            value={value}
            onChange={(id) => {
              setValue(id);
              onChange(id);
            }}
          />
        )}
      </Field>
    </>
  );
}

describe('the events list district filter', () => {
  it('draws the chosen district without the search, loads it on focus and keeps the keyboard', async () => {
    const onChange = vi.fn();
    render(<Filter initial="mumbai" onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'District' });
    expect((field as HTMLInputElement).value).toBe('Mumbai, Maharashtra');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(picker.loaded).toBe(false);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    // The picker takes the field's place and the focus with it.
    await screen.findByRole('listbox', { hidden: true });
    const search = screen.getByRole('combobox', { name: 'District' });
    expect(document.activeElement).toBe(search);
    expect(picker.loaded).toBe(true);

    await user.clear(search);
    await user.type(search, 'pun');
    expect(screen.getByRole('option', { name: 'Pune' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('pune');
    expect((search as HTMLInputElement).value).toBe('Pune, Maharashtra');
  });

  it('opens the list on the press that loaded it', async () => {
    render(<Filter initial="" onChange={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'District' }));
    expect(await screen.findByRole('option', { name: 'All districts' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'District' }));
  });

  it('searches what was typed while the picker loaded', async () => {
    let arrive = () => {};
    picker.arrived = new Promise((resolve) => {
      arrive = resolve;
    });
    const onChange = vi.fn();
    render(<Filter initial="" onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'District' }), 'pun');
    expect(picker.loaded).toBe(true);
    expect(screen.queryByRole('option')).toBeNull();

    arrive();
    expect(await screen.findByRole('option', { name: 'Pune' })).toBeTruthy();
    const search = screen.getByRole('combobox', { name: 'District' });
    expect((search as HTMLInputElement).value).toBe('pun');
    expect(document.activeElement).toBe(search);
    await user.type(search, 'e{Enter}');
    expect(onChange).toHaveBeenCalledWith('pune');
  });
});
