import type { TBooking, TEventSlot, TWaitlistEntry } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { creditBalance, ok, stubApi } from '@/test/api';
import { sampleEvent, sampleOffer, sampleSlot } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { BookingPanel } from './BookingPanel';

/** Decision 042: the event page offers a sold-out show's waitlist, says the user's place in it, and lets them leave. */
const event = sampleEvent();
const soldOut = sampleSlot({ seatsTaken: 100, seatsAvailable: 0, waitlist: { open: true, waiting: 4 } });
const ENTRY_ID = '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b';
const JOIN = `POST /api/events/events/${event.id}/slots/${soldOut.id}/waitlist`;
const MINE = 'GET /api/events/waitlist/mine?page=1&limit=100';
const LEAVE = `DELETE /api/events/waitlist/${ENTRY_ID}`;

function entry(overrides: Partial<TWaitlistEntry> = {}): TWaitlistEntry {
  return {
    id: ENTRY_ID,
    eventId: event.id,
    slotId: soldOut.id,
    event: { title: event.title, timeZone: event.timeZone },
    slot: { startsAt: soldOut.startsAt, endsAt: soldOut.endsAt },
    seats: 2,
    status: 'waiting',
    position: 5,
    offer: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, limit: 100, totalPages: 1 });

/** The panel of an event whose one show is sold out; `mine` is the user's active entries, as the server has them. */
function renderPanel(slots: TEventSlot[], server: { mine: TWaitlistEntry[]; sent: unknown[] }) {
  const fetchMock = stubApi({
    [`GET /api/events/bookings/my-bookings?page=1&limit=100&status=held&eventId=${event.id}`]: () =>
      ok(page([])),
    [`GET /api/events/events/${event.id}/slots`]: () => ok(slots),
    'GET /api/main/cps/credit-transaction/balance': () => ok(creditBalance()),
    [MINE]: () => ok(page(server.mine)),
    [JOIN]: ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { seats: number };
      server.sent.push(body);
      const joined = entry({ seats: body.seats });
      server.mine = [joined];
      return ok(joined, 201);
    },
    [LEAVE]: () => {
      server.sent.push('leave');
      server.mine = [];
      return ok(entry({ status: 'left', position: null }));
    },
  });
  renderWithApp(
    <BookingPanel event={event} initialSlots={slots} bookingId={null} onBookingChange={() => {}} />,
  );
  return { fetchMock, user: userEvent.setup() };
}

describe('the waitlist on the event page (decision 042)', () => {
  it('offers a sold-out show’s waitlist with the seats wanted, and then says the place in line', async () => {
    const server = { mine: [] as TWaitlistEntry[], sent: [] as unknown[] };
    const { user } = renderPanel([soldOut], server);
    expect(await screen.findByText('4 waiting')).toBeTruthy();
    expect(screen.getByText(/This show is sold out\. 4 people are waiting\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sold out' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add a seat' }));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist for 2 seats' }));

    const status = await screen.findByText("You're #5 on the waitlist for 2 seats");
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(server.sent).toEqual([{ seats: 2 }]);
    expect(screen.queryByRole('button', { name: /^Join the waitlist/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeTruthy();
    // The pressed button is gone: focus is back on the step's heading, not lost to the page.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Book seats' }));
  });

  it('shows the entry the user already has for the show, and leaves it', async () => {
    const server = { mine: [entry({ position: 2, seats: 3 })], sent: [] as unknown[] };
    const { user } = renderPanel([soldOut], server);
    const place = await screen.findByText("You're #2 on the waitlist for 3 seats");
    expect(place.closest('[role="status"]')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    await waitFor(() => expect(screen.queryByText(/on the waitlist for/)).toBeNull());
    expect(server.sent).toEqual(['leave']);
    expect(await screen.findByRole('button', { name: 'Join the waitlist for 1 seat' })).toBeTruthy();
  });

  it('books as before when the show has the seats, and waits only for more than it has', async () => {
    const few = sampleSlot({ seatsTaken: 98, seatsAvailable: 2, waitlist: { open: true, waiting: 0 } });
    const { user } = renderPanel([few], { mine: [], sent: [] });
    const book = await screen.findByRole('button', { name: 'Book 1 seat' });
    expect(book).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a seat' }));
    await user.click(screen.getByRole('button', { name: 'Add a seat' }));
    expect(screen.getByRole('button', { name: 'Join the waitlist for 3 seats' })).toBeTruthy();
    expect(screen.getByText(/Only 2 seats left\. Nobody is waiting yet\./)).toBeTruthy();
  });

  it('says "Sold out" when the show’s waitlist is closed', async () => {
    const closed = { ...soldOut, waitlist: { open: false, waiting: 0 } };
    renderPanel([closed], { mine: [], sent: [] });
    const button = await screen.findByRole('button', { name: 'Sold out' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^Join the waitlist/ })).toBeNull();
  });

  it('points an offered entry to its held seats', async () => {
    const offered = entry({
      status: 'offered',
      position: null,
      offer: { bookingId: '2f3e4d5c-6b7a-4899-8a0b-1c2d3e4f5a6c', expiresAt: '2099-01-01T10:30:00.000Z' },
    });
    renderPanel([soldOut], { mine: [offered], sent: [] });
    const region = await screen.findByText(/2 seats offered to you from the waitlist, held until/);
    expect(within(region.closest('[role="status"]') as HTMLElement).getByText(/held until/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See your offer' })).toBeTruthy();
  });
});

describe('an offer on the event page (decision 042)', () => {
  const OFFER_ID = '2f3e4d5c-6b7a-4899-8a0b-1c2d3e4f5a6c';
  const offer = (overrides: Partial<TBooking>): TBooking =>
    sampleOffer(event, soldOut, {
      id: OFFER_ID,
      priceCredits: 0,
      totalCredits: 0,
      holdExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
      createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
      ...overrides,
    });

  function renderOffer(held: TBooking, sent: string[]) {
    stubApi({
      [`GET /api/events/bookings/${OFFER_ID}`]: () => ok(held),
      'GET /api/main/cps/credit-transaction/balance': () => ok(creditBalance()),
      [`PATCH /api/events/bookings/${OFFER_ID}/confirm`]: ({ init }) => {
        sent.push(String(init?.body));
        return ok({
          ...held,
          status: 'confirmed',
          holdExpiresAt: null,
          confirmedAt: new Date().toISOString(),
        });
      },
    });
    renderWithApp(
      <BookingPanel event={event} initialSlots={[soldOut]} bookingId={OFFER_ID} onBookingChange={() => {}} />,
    );
    return userEvent.setup();
  }

  it('is badged, says until when it is held, and a free one is accepted (confirm true) instead of paid', async () => {
    const sent: string[] = [];
    const user = renderOffer(offer({}), sent);
    expect(await screen.findByRole('heading', { name: 'Seats offered from the waitlist' })).toBeTruthy();
    expect(screen.getByText('Waitlist offer')).toBeTruthy();
    expect(screen.getByText(/^Reserved for you until/)).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/minutes left to accept$/);
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline offer' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept 2 seats' }));
    await waitFor(() => expect(sent).toEqual([JSON.stringify({ confirm: true })]));
  });

  it('a paid offer is paid like any hold', async () => {
    renderOffer(offer({ priceCredits: 40, totalCredits: 80 }), []);
    expect(await screen.findByRole('heading', { name: 'Seats offered from the waitlist' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Pay 80 credits$/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
  });
});
