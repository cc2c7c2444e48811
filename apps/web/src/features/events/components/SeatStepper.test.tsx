import { MAX_SEATS_PER_BOOKING } from '@engagex/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { clampSeats, maxSeatsFor, SeatStepper } from './SeatStepper';

function Stepper({ available, start = 1 }: { available: number; start?: number }) {
  const [seats, setSeats] = useState(start);
  return (
    <SeatStepper
      value={clampSeats(seats, maxSeatsFor(available))}
      available={available}
      onChange={setSeats}
    />
  );
}

const add = () => screen.getByRole('button', { name: 'Add a seat' }) as HTMLButtonElement;
const remove = () => screen.getByRole('button', { name: 'Remove a seat' }) as HTMLButtonElement;
const count = () => screen.getByRole('status').textContent;

describe('SeatStepper', () => {
  it('stays within 1 and the seats left in the slot', async () => {
    const user = userEvent.setup();
    render(<Stepper available={3} />);

    expect(count()).toBe('1');
    expect(remove().disabled).toBe(true);
    await user.click(add());
    await user.click(add());
    expect(count()).toBe('3');
    expect(add().disabled).toBe(true);
    expect(screen.getByText('Up to 3 in one booking')).toBeTruthy();

    await user.click(remove());
    expect(count()).toBe('2');
    expect(add().disabled).toBe(false);
  });

  it(`never goes above ${MAX_SEATS_PER_BOOKING} seats per booking, however many are left`, async () => {
    const user = userEvent.setup();
    render(<Stepper available={500} />);

    for (let i = 0; i < MAX_SEATS_PER_BOOKING + 3; i += 1) {
      if (!add().disabled) await user.click(add());
    }
    expect(count()).toBe(String(MAX_SEATS_PER_BOOKING));
    expect(add().disabled).toBe(true);
    expect(screen.getByText(`Up to ${MAX_SEATS_PER_BOOKING} in one booking`)).toBeTruthy();
  });

  it('is disabled when the slot is sold out', () => {
    render(<Stepper available={0} />);
    expect(add().disabled).toBe(true);
    expect(remove().disabled).toBe(true);
    expect(screen.getByText('No seats left in this slot')).toBeTruthy();
  });

  it('clamps a count that no longer fits after availability drops', () => {
    expect(maxSeatsFor(4)).toBe(4);
    expect(maxSeatsFor(40)).toBe(MAX_SEATS_PER_BOOKING);
    expect(clampSeats(7, maxSeatsFor(4))).toBe(4);
    expect(clampSeats(0, 5)).toBe(1);
    expect(clampSeats(3, 0)).toBe(1);
  });
});
