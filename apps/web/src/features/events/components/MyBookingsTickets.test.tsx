import type { TBooking } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, ok } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { threeTickets } from '../ticket-fixtures';
import { MyBookingsPage } from './MyBookingsPage';

vi.mock('@/ui/toast', () => ({ toast: vi.fn() }));

const page = (items: TBooking[]) => ({ items, total: items.length, page: 1, limit: 10, totalPages: 1 });

describe('My bookings, a ticket per person (decision 078)', () => {
  it('lists the tickets on the card, and the open ticket dialog follows a ticket cancelled in it', async () => {
    let booking = threeTickets();
    const [asha] = booking.tickets;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === `/api/events/bookings/${booking.id}/cancel` && init?.method === 'POST') {
          booking = {
            ...booking,
            tickets: booking.tickets.map((each) =>
              each.id === asha?.id ? { ...each, status: 'cancelled' } : each,
            ),
          };
          return ok(booking);
        }
        if (url.pathname === '/api/events/bookings/my-bookings') return ok(page([booking]));
        if (url.pathname.endsWith('/bookings/my-bookings')) return ok(page([]));
        if (url.pathname.endsWith('/users/me')) return ok(demoUser);
        if (url.pathname.endsWith('/balance')) return ok({ balance: 0, creditBalance: 0 });
        return ok({ items: [], total: 0, page: 1, limit: 10, totalPages: 1 });
      }),
    );
    renderWithApp(<MyBookingsPage />, { path: '/events/bookings?realm=events' });
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Tickets on this booking' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Asha Rao · Adult', 'Ticket 2 · Child', 'Ravi Sen · Adult (Cancelled)']);

    await user.click(screen.getByRole('button', { name: 'Ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your ticket' });
    await user.click(
      within(within(dialog).getByRole('listitem', { name: 'Asha Rao' })).getByRole('button', {
        name: 'Cancel this ticket',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this ticket?' });
    await user.type(within(confirm).getByLabelText('Reason'), 'Asha cannot come');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel this ticket' }));

    // The ticket dialog still open shows Asha's ticket cancelled, as the list read again says.
    const ticketDialog = await screen.findByRole('dialog', { name: 'Your ticket' });
    await waitFor(() =>
      expect(within(ticketDialog).getByRole('listitem', { name: 'Asha Rao' }).dataset.status).toBe(
        'cancelled',
      ),
    );
    expect(within(ticketDialog).getByText('3 tickets, one per person · 1 still valid')).toBeTruthy();
  });
});
