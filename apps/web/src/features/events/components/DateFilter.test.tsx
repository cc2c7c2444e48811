/**
 * The events list's date filters load the date field when first focused or pressed (decision 112), and hand the
 * focus and what was typed on: a keyboard reaches one, types a day and the list gets it, as with the date field
 * itself. Changes when the filters load differently.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isIsoDay } from '@/ui/day-text';

/** Whether the date field's module was asked for, and what holds its arrival. */
const dateField = { loaded: false, arrived: Promise.resolve() };

// Each test starts with the date field not loaded yet: the filters remember a loaded field for the page's life.
let DateFilter: typeof import('./DateFilter').DateFilter;
beforeEach(async () => {
  vi.resetModules();
  dateField.loaded = false;
  dateField.arrived = Promise.resolve();
  vi.doMock('@/ui/DateField', async (importOriginal) => {
    dateField.loaded = true;
    await dateField.arrived;
    return importOriginal();
  });
  ({ DateFilter } = await import('./DateFilter'));
});

function Filters({ initial, onChange }: { initial: string; onChange: (day: string) => void }) {
  const [from, setFrom] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <DateFilter
        label="From"
        value={from}
        // As the filter panel takes it: a day half typed is not a filter yet.
        onValueChange={(day) => {
          if (day !== '' && !isIsoDay(day)) return;
          setFrom(day);
          onChange(day);
        }}
      />
      <button type="button">Reset</button>
    </>
  );
}

const fromField = () => screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;

describe('the events list date filter', () => {
  it('draws the chosen day without the date field, loads it on focus and keeps the keyboard', async () => {
    const onChange = vi.fn();
    render(<Filters initial="2027-08-05" onChange={onChange} />);
    const standIn = fromField();
    expect(standIn.value).toBe('05/08/2027');
    expect(standIn.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pick from a calendar' })).toBeTruthy();
    // Long enough for a module asked for at once to be asked for (the wire budget holds the first frame too).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dateField.loaded).toBe(false);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    // The date field takes the stand-in's place and the focus with it.
    await vi.waitFor(() => expect(fromField()).not.toBe(standIn));
    expect(dateField.loaded).toBe(true);
    expect(document.activeElement).toBe(fromField());
    expect(fromField().value).toBe('05/08/2027');

    await user.clear(fromField());
    await user.type(fromField(), '9/8/2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-08-09');
    await user.tab();
    // The date field's own reading back of a short day: proof that it, not the stand-in, has the field.
    expect(fromField().value).toBe('09/08/2027');
  });

  it('keeps what was typed while the date field loaded, and the keys after it', async () => {
    let arrive = () => {};
    dateField.arrived = new Promise((resolve) => {
      arrive = resolve;
    });
    const onChange = vi.fn();
    render(<Filters initial="" onChange={onChange} />);
    const standIn = fromField();
    const user = userEvent.setup();
    await user.type(standIn, '05/0');
    expect(dateField.loaded).toBe(true);
    expect(fromField()).toBe(standIn);

    arrive();
    await vi.waitFor(() => expect(fromField()).not.toBe(standIn));
    expect(fromField().value).toBe('05/0');
    expect(document.activeElement).toBe(fromField());
    await user.keyboard('8/2027');
    expect(fromField().value).toBe('05/08/2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-08-05');
  });

  it('opens the calendar on the press that loaded the date field', async () => {
    render(<Filters initial="" onChange={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pick from a calendar' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
