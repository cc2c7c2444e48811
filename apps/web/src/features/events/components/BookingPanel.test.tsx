import type { TBooking, TEventSlot, TPaginated } from '@engagex/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { creditBalance, fail, ok, stubApi } from '@/test/api';
import { sampleEvent, sampleSlot } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { BookingPanel } from './BookingPanel';

const event = sampleEvent({ timeZone: 'Asia/Kolkata', capacity: 200, seatsAvailable: 190 });

const slots: TEventSlot[] = [
  sampleSlot({ seatsTaken: 8, seatsAvailable: 92 }),
  sampleSlot({
    id: '8c3f2a5e-7d9b-4e4c-9a0f-3b4c5d6e7f80',
    startsAt: '2099-01-11T13:30:00.000Z',
    endsAt: '2099-01-11T16:30:00.000Z',
    seatsTaken: 2,
    seatsAvailable: 98,
  }),
];

function booking(overrides: Partial<TBooking>): TBooking {
  const id = overrides.id ?? '9d4a3b6f-8e0c-4f5d-8b1a-4c5d6e7f8091';
  return {
    id,
    bookingId: id,
    eventId: event.id,
    slotId: slots[1]?.id ?? '',
    event: {
      title: event.title,
      eventType: event.eventType,
      startsAt: event.startsAt,
      timeZone: 'Asia/Kolkata',
      venueName: null,
      districtName: 'Pune',
    },
    slot: { startsAt: slots[1]?.startsAt ?? '', endsAt: slots[1]?.endsAt ?? '' },
    seats: 3,
    status: 'held',
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    priceCredits: 40,
    totalCredits: 120,
    paymentMethod: null,
    paymentStatus: 'PENDING',
    ticketCode: null,
    qrPayload: null,
    checkedInAt: null,
    cancelReason: null,
    confirmedAt: null,
    createdAt: new Date().toISOString(),
    waitlistOffer: false,
    items: [],
    tickets: [],
    promoCode: null,
    discountCredits: 0,
    ...overrides,
  };
}

const page = (items: TBooking[]): TPaginated<TBooking> =>
  ({ items, total: items.length, page: 1, limit: 100, totalPages: 1 }) as unknown as TPaginated<TBooking>;

function renderPanel(mine: TBooking[]) {
  const fetchMock = stubApi({
    // The server keeps only the user's live holds of this event.
    [`GET /api/events/bookings/my-bookings?page=1&limit=100&status=held&eventId=${event.id}`]: () =>
      ok(page(mine)),
    [`GET /api/events/events/${event.id}/slots`]: () => ok(slots),
    'GET /api/main/cps/credit-transaction/balance': () =>
      ok(creditBalance({ balance: 500, creditBalance: 500 })),
  });
  const onBookingChange = vi.fn();
  renderWithApp(
    <BookingPanel event={event} initialSlots={slots} bookingId={null} onBookingChange={onBookingChange} />,
  );
  return { fetchMock, onBookingChange };
}

describe('BookingPanel, coming back to an event', () => {
  it('shows the live hold (show, seats, countdown, pay, release) instead of a fresh booking form', async () => {
    renderPanel([
      booking({}),
      // Not live, or not this event: none of these is shown.
      booking({ id: 'a5b4c3d2-e1f0-4a9b-8c7d-6e5f4a3b2c1d', status: 'confirmed', holdExpiresAt: null }),
      booking({
        id: 'b6c5d4e3-f2a1-4b0c-9d8e-7f6a5b4c3d2e',
        holdExpiresAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      booking({
        id: 'c7d6e5f4-a3b2-4c1d-8e9f-8a7b6c5d4e3f',
        eventId: 'd8e7f6a5-b4c3-4d2e-9f0a-9b8c7d6e5f4a',
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Your seats are on hold' })).toBeTruthy();
    expect(screen.getByText('3 seats for Jazz on the Lawn')).toBeTruthy();
    expect(screen.getByText(/Sunday, (11 January|January 11),? 2099/)).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Release seats' })).toBeTruthy();
    expect(screen.getAllByRole('region', { name: /^Held seats/ })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Book seats' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Book \d+ seats?$/ })).toBeNull();
  });

  it('offers a second booking only on purpose, and goes back to the hold', async () => {
    const user = userEvent.setup();
    renderPanel([booking({})]);
    await user.click(await screen.findByRole('button', { name: 'Book more seats' }));
    // The seats step waits behind the event's waiting-room gate, whose read starts only once the step is shown.
    expect(await screen.findByRole('heading', { name: 'Book seats' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book 1 seat' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to your held seats' }));
    // The held step's code loads on demand: its heading may come a moment after the press.
    expect(await screen.findByRole('heading', { name: 'Your seats are on hold' })).toBeTruthy();
  });

  it('opens the booking form straight away when nothing is held for this event', async () => {
    renderPanel([booking({ status: 'confirmed', holdExpiresAt: null })]);
    expect(await screen.findByRole('heading', { name: 'Book seats' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book more seats' })).toBeNull();
  });

  it('sends one Idempotency-Key per booking attempt: the retry of a failed one repeats it, the next booking does not', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    let answers = 0;
    const { onBookingChange } = renderPanel([]);
    const fetchMock = vi.mocked(fetch);
    const routes = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) !== '/api/events/bookings' || init?.method !== 'POST')
        return routes?.(input, init) as never;
      keys.push(new Headers(init.headers).get('idempotency-key') ?? '');
      answers += 1;
      return answers === 1
        ? fail(503, 'SERVICE_UNAVAILABLE', 'Try again in a moment')
        : ok(booking({ id: `e0000000-0000-4000-8000-00000000000${answers}` }), 201);
    });

    await user.click(await screen.findByRole('button', { name: 'Book 1 seat' }));
    expect(await screen.findByText('Try again in a moment')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Book 1 seat' }));
    await vi.waitFor(() => expect(onBookingChange).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Book 1 seat' }));
    await vi.waitFor(() => expect(onBookingChange).toHaveBeenCalledTimes(2));

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('moves focus to the next step of a booking once its code, which loads on demand, is there', async () => {
    const user = userEvent.setup();
    const held = booking({ id: 'e0000000-0000-4000-8000-000000000001' });
    stubApi({
      [`GET /api/events/bookings/my-bookings?page=1&limit=100&status=held&eventId=${event.id}`]: () =>
        ok(page([])),
      [`GET /api/events/events/${event.id}/slots`]: () => ok(slots),
      'GET /api/main/cps/credit-transaction/balance': () =>
        ok(creditBalance({ balance: 500, creditBalance: 500 })),
      'POST /api/events/bookings': () => ok(held, 201),
      [`GET /api/events/bookings/${held.id}`]: () => ok(held),
    });
    // The event page keeps the booking in the address; here, in state.
    function Page() {
      const [bookingId, setBookingId] = useState<string | null>(null);
      return (
        <BookingPanel
          event={event}
          initialSlots={slots}
          bookingId={bookingId}
          onBookingChange={setBookingId}
        />
      );
    }
    renderWithApp(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Book 1 seat' }));
    const heading = await screen.findByRole('heading', { name: 'Complete your booking' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
