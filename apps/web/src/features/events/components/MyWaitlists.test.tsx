import type { TBooking, TWaitlistEntry } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, ok, stubApi } from '@/test/api';
import { sampleEvent, sampleOffer, sampleSlot } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { MyBookingsPage } from './MyBookingsPage';

/** Decision 042: My bookings lists the user's waitlists, badges a held offer with its expiry, and accepts a free one. */
const event = sampleEvent({ title: 'Sitar at Dusk' });
const slot = sampleSlot();
const OFFER_ID = '3a4b5c6d-7e8f-4091-8a2b-3c4d5e6f7a8b';

function entry(overrides: Partial<TWaitlistEntry>): TWaitlistEntry {
  return {
    id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
    eventId: event.id,
    slotId: slot.id,
    event: { title: event.title, timeZone: event.timeZone },
    slot: { startsAt: slot.startsAt, endsAt: slot.endsAt },
    seats: 2,
    status: 'waiting',
    position: 3,
    offer: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** The offer as the test's event prices it: 40 credits a seat unless overridden. */
const offerBooking = (overrides: Partial<TBooking> = {}): TBooking =>
  sampleOffer(event, slot, { id: OFFER_ID, priceCredits: 40, totalCredits: 80, ...overrides });

const page = <T,>(items: T[], limit = 10) => ({ items, total: items.length, page: 1, limit, totalPages: 1 });

function showPage({ entries, bookings }: { entries: TWaitlistEntry[]; bookings: TBooking[] }) {
  const sent: string[] = [];
  stubApi({
    'GET /api/main/users/me': () => ok(demoUser),
    'GET /api/events/bookings/my-bookings?page=1&limit=10': () => ok(page(bookings)),
    'GET /api/cultural-events/bookings/my-bookings?page=1&limit=10': () => ok(page([])),
    'GET /api/events/waitlist/mine?page=1&limit=100': () => ok(page(entries, 100)),
    [`DELETE /api/events/waitlist/${entries[0]?.id}`]: () => {
      sent.push('leave');
      entries.splice(0, 1);
      return ok(entry({ status: 'left', position: null }));
    },
    [`PATCH /api/events/bookings/${OFFER_ID}/confirm`]: ({ init }) => {
      sent.push(String(init?.body));
      return ok(
        bookings[0]?.status === 'cancelled'
          ? bookings[0]
          : offerBooking({ ...bookings[0], status: 'confirmed', holdExpiresAt: null }),
      );
    },
  });
  renderWithApp(<MyBookingsPage />, { path: '/events/bookings?realm=events' });
  return { sent, user: userEvent.setup() };
}

describe('My bookings: waitlists and offers (decision 042)', () => {
  it('lists a waiting entry with its place, and leaves it', async () => {
    const { sent, user } = showPage({ entries: [entry({})], bookings: [] });
    const waitlists = await screen.findByRole('region', { name: 'Waitlists' });
    const card = within(waitlists).getByRole('article', { name: 'Sitar at Dusk' });
    expect(within(card).getByText('On the waitlist')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe("You're #3 on the waitlist for 2 seats");

    await user.click(within(card).getByRole('button', { name: 'Leave the waitlist for Sitar at Dusk' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waitlists' })).toBeNull());
    expect(sent).toEqual(['leave']);
  });

  it('shows an offer once: the held booking, counted down, with one Decline and one Take the seats', async () => {
    const expiresAt = offerBooking().holdExpiresAt ?? '';
    showPage({
      entries: [entry({ status: 'offered', position: null, offer: { bookingId: OFFER_ID, expiresAt } })],
      bookings: [offerBooking()],
    });
    const card = await screen.findByRole('article', { name: 'Sitar at Dusk' });
    expect(within(card).getByText('Waitlist offer')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Waitlists' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getAllByRole('timer')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Decline' })).toHaveLength(1);
    const take = screen.getByRole('link', { name: 'Take the seats' });
    expect(take.getAttribute('href')).toBe(`/events/${event.id}?booking=${OFFER_ID}`);
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('asks before declining an offer, then says the seats went to the next person', async () => {
    const bookings = [offerBooking()];
    const { sent, user } = showPage({ entries: [], bookings });
    const card = await screen.findByRole('article', { name: 'Sitar at Dusk' });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline these seats?' });
    expect(dialog.textContent).toContain('go to the next person on the waitlist');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the offer' }));
    expect(sent).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    bookings[0] = offerBooking({
      status: 'cancelled',
      holdExpiresAt: null,
      offerDeclined: true,
      cancelReason: 'Released before payment',
    });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Decline these seats?' })).getByRole('button', {
        name: 'Decline 2 seats',
      }),
    );
    await waitFor(() => expect(sent).toEqual([JSON.stringify({ confirm: false })]));
    const declined = await screen.findByRole('article', { name: 'Sitar at Dusk' });
    await within(declined).findByText('You declined; the seats went to the next person.');
    expect(within(declined).getByText('Declined')).toBeTruthy();
    expect(within(declined).queryByText(/Released before payment/)).toBeNull();
  });

  it('badges a held offer "Waitlist offer" with its expiry, and a paid one is paid as any hold', async () => {
    showPage({ entries: [], bookings: [offerBooking()] });
    const card = await screen.findByRole('article', { name: 'Sitar at Dusk' });
    expect(within(card).getByText('Waitlist offer')).toBeTruthy();
    expect(within(card).queryByText('Awaiting payment')).toBeNull();
    expect(within(card).getByText(/^Offered from the waitlist; yours until /)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Take the seats' })).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('accepts a free event’s offer with confirm true', async () => {
    const free = offerBooking({ priceCredits: 0, totalCredits: 0 });
    const { sent, user } = showPage({ entries: [], bookings: [free] });
    const card = await screen.findByRole('article', { name: 'Sitar at Dusk' });
    expect(within(card).queryByRole('link', { name: 'Take the seats' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Take the seats' }));
    await waitFor(() => expect(sent).toEqual([JSON.stringify({ confirm: true })]));
  });

  it('calls a plain hold "Awaiting payment"', async () => {
    showPage({ entries: [], bookings: [offerBooking({ waitlistOffer: false })] });
    const card = await screen.findByRole('article', { name: 'Sitar at Dusk' });
    expect(within(card).getByText('Awaiting payment')).toBeTruthy();
    expect(within(card).queryByText('Waitlist offer')).toBeNull();
  });
});
