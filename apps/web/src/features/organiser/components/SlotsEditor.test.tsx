import type { TEventSlot } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '@/test/api';
import { sampleEvent, sampleSlot } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { SlotsEditor } from './SlotsEditor';

const venue = { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Town Hall', address: '1 Main Road' };

const event = sampleEvent({ venue });
const slot = sampleSlot();

const SLOT = `PATCH /api/events/events/${event.id}/slots/${slot.id}`;

function render(bodies: unknown[], shown: TEventSlot = slot) {
  stubApi({
    'GET /api/events/venues': () =>
      ok([
        {
          ...venue,
          districtId: 'pune',
          districtName: 'Pune',
          state: 'Maharashtra',
          capacity: 150,
          amenities: [],
        },
      ]),
    [SLOT]: ({ init }) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      return ok({ ...slot, ...body });
    },
  });
  renderWithApp(<SlotsEditor realm="events" event={event} slots={[shown]} />);
  return userEvent.setup();
}

describe('SlotsEditor', () => {
  it('says what a capacity must be on Save, forgets it on the next edit, and sends a good one', async () => {
    const bodies: unknown[] = [];
    const user = render(bodies);
    const capacity = screen.getByLabelText('Capacity');
    await screen.findByText(/holds at most 150 people/);

    await user.clear(capacity);
    await user.type(capacity, '0');
    expect(screen.queryByText('Enter a whole number of seats from 1 to 200,000.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number of seats from 1 to 200,000.')).toBeTruthy();
    expect(capacity.getAttribute('aria-invalid')).toBe('true');

    await user.type(capacity, '0');
    expect(screen.queryByText('Enter a whole number of seats from 1 to 200,000.')).toBeNull();
    await user.clear(capacity);
    await user.type(capacity, '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The venue holds at most 150.')).toBeTruthy();

    await user.clear(capacity);
    await user.type(capacity, '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ capacity: 120 }]));
  });

  it('says as the times change what is missing or when the end is not after the start, and moves the slot', async () => {
    const bodies: unknown[] = [];
    const user = render(bodies);
    await user.click(screen.getByText('Change times'));
    const times = screen.getByRole('form', { name: /^Times of/ });
    const move = within(times).getByRole('button', { name: 'Move slot' }) as HTMLButtonElement;
    expect(move.disabled).toBe(true);

    // The end is a date and a time under one legend (decision 068): the time typed as a person writes it.
    const ends = within(times).getByRole('group', { name: 'Ends' });
    const endTime = within(ends).getByLabelText('Time');
    expect((within(ends).getByLabelText('Date') as HTMLInputElement).value).toBe('10/01/2099');
    await user.clear(endTime);
    await user.type(endTime, '12:00');
    expect(await within(times).findByText('Enter an end after the start.')).toBeTruthy();
    expect(move.disabled).toBe(true);

    await user.clear(endTime);
    expect(await within(times).findByText('Enter the time too, for example 19:30 or 7:30 pm.')).toBeTruthy();
    expect(endTime.getAttribute('aria-invalid')).toBe('true');
    expect(within(ends).getByLabelText('Date').getAttribute('aria-invalid')).toBeNull();

    await user.type(endTime, '6 pm');
    await waitFor(() => expect(within(times).queryByText(/Enter/)).toBeNull());
    expect(move.disabled).toBe(false);
    await user.tab();
    expect((endTime as HTMLInputElement).value).toBe('6:00 pm');
    await user.click(move);
    await waitFor(() =>
      expect(bodies).toEqual([{ startsAt: '2099-01-10T13:30:00.000Z', endsAt: '2099-01-10T18:00:00.000Z' }]),
    );
  });

  it('says a booked slot’s ticket holders are told of a move', async () => {
    const user = render([], { ...slot, seatsTaken: 3, seatsAvailable: 97 });
    await user.click(screen.getByText('Change times'));
    const times = screen.getByRole('form', { name: /^Times of/ });
    expect(
      within(times).getByText('3 seats booked: moving this slot tells each ticket holder the new time.'),
    ).toBeTruthy();
  });

  it('has no such sentence for a slot nobody booked', async () => {
    const user = render([]);
    await user.click(screen.getByText('Change times'));
    expect(screen.queryByText(/tells each ticket holder/)).toBeNull();
  });
});
