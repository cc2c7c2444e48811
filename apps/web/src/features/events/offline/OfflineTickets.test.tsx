import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/storage';
import { ok } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { MyBookingsPage } from '../components/MyBookingsPage';
import { TicketPage } from '../components/TicketPage';
import { ticketFixture } from '../ticket-fixtures';
import { readSavedTickets, saveTickets } from './ticket-store';
import { walletBooking } from './wallet-fixtures';

const OWNER = '0b7f2c55-3f4e-4a52-9d0f-0d8f1c1d2e3f';
const signedIn = () => setAuthToken(`header.${btoa(JSON.stringify({ sub: OWNER }))}.signature`);

/** A browser without a network: every request fails as fetch does offline. */
function offline() {
  const fetchMock = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.useRealTimers());

describe('My bookings without a network', () => {
  it('shows the tickets saved on this device, each with its QR code, and says so', async () => {
    signedIn();
    const ticket = walletBooking({ title: 'Lakeside Morning Yoga', startsAt: '2099-01-01T04:00:00.000Z' });
    saveTickets(OWNER, 'events', [ticket], Date.parse('2026-11-26T08:00:00.000Z'));
    offline();

    renderWithApp(<MyBookingsPage />, { path: '/events/bookings' });

    const notice = await screen.findByText(/showing tickets saved on this device \(as of .*26.*2026/);
    expect(notice.closest('[role="status"]')?.textContent).toMatch(/^Offline — /);
    const qr = await screen.findByRole('img', { name: 'Ticket QR code for Lakeside Morning Yoga' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText(ticket.ticketCode ?? '')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch your bookings')).toBeNull();
    // The copy cannot fetch a calendar file; printing needs no network.
    expect(screen.queryByRole('button', { name: /calendar/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print ticket' })).toBeTruthy();
  });

  it('shows each saved ticket of a booking with its own QR code, and offers no change to them', async () => {
    signedIn();
    const booking = walletBooking({
      title: 'Comedy Night',
      startsAt: '2099-01-01T04:00:00.000Z',
      tickets: [ticketFixture(1, { attendeeName: 'Asha Rao' }), ticketFixture(2, { status: 'cancelled' })],
    });
    saveTickets(OWNER, 'events', [booking]);
    offline();
    renderWithApp(<TicketPage realm="events" bookingId={booking.id} />);
    expect(await screen.findByRole('img', { name: 'Ticket QR code for Asha Rao' })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'QR code for everyone on this booking for Comedy Night' }),
    ).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Ticket 2' }).dataset.status).toBe('cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel this ticket' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit names and answers' })).toBeNull();
  });

  it('says when nothing was saved instead of failing', async () => {
    signedIn();
    offline();
    renderWithApp(<MyBookingsPage />, { path: '/events/bookings' });
    expect(await screen.findByText('Offline')).toBeTruthy();
    expect(screen.getByText(/no tickets are saved on this device yet/)).toBeTruthy();
    expect(screen.getByText('No tickets on this device')).toBeTruthy();
  });

  it('opens one saved ticket on its own page', async () => {
    signedIn();
    const ticket = walletBooking({ title: 'Night Market', startsAt: '2099-01-01T04:00:00.000Z' });
    saveTickets(OWNER, 'cultural-events', [ticket]);
    offline();
    renderWithApp(<TicketPage realm="cultural-events" bookingId={ticket.id} />);
    expect(await screen.findByText(/^Offline/)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Ticket QR code for Night Market' })).toBeTruthy();
  });
});

describe('My bookings with a network', () => {
  it("saves the user's confirmed tickets of both realms for offline use", async () => {
    signedIn();
    const yoga = walletBooking({ title: 'Yoga', startsAt: '2099-01-01T04:00:00.000Z' });
    const rangoli = walletBooking({ title: 'Rangoli', startsAt: '2099-01-02T04:00:00.000Z' });
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(`${url.pathname}${url.search}`);
        const confirmed = url.searchParams.get('status') === 'confirmed';
        if (url.pathname === '/api/events/bookings/my-bookings') return ok(page(confirmed ? [yoga] : []));
        if (url.pathname === '/api/cultural-events/bookings/my-bookings')
          return ok(page(confirmed ? [rangoli] : []));
        return ok({ items: [], total: 0 });
      }),
    );

    renderWithApp(<MyBookingsPage />, { path: '/events/bookings' });

    await waitFor(() =>
      expect(readSavedTickets(OWNER)?.tickets.map(({ booking }) => booking.event.title)).toEqual([
        'Yoga',
        'Rangoli',
      ]),
    );
    expect(asked).toContain('/api/events/bookings/my-bookings?status=confirmed&limit=100');
    expect(asked).toContain('/api/cultural-events/bookings/my-bookings?status=confirmed&limit=100');
  });
});

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, limit: 100, totalPages: 1 });
