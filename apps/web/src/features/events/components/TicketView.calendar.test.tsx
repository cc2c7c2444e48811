import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/storage';
import { fail } from '@/test/api';
import { ToastHost } from '@/ui/toast';
import { walletBooking } from '../offline/wallet-fixtures';
import { TicketView } from './TicketView';

/** docs/product.md "The ticket wallet": a ticket is added to a calendar from the server's .ics, the same file the ticket email attaches. */
describe("the ticket's Add to calendar", () => {
  const booking = walletBooking({ title: 'Lakeside Morning Yoga' });
  let saved: string[];

  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:ticket');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    setAuthToken('header.payload.signature');
  });
  afterEach(() => vi.unstubAllGlobals());

  it("saves the realm's calendar file of this booking, under the server's name", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: {
            'content-type': 'text/calendar; charset=utf-8',
            'content-disposition': `attachment; filename="ticket-${booking.ticketCode}.ics"`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<TicketView booking={booking} realm="cultural-events" />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(saved).toEqual([`ticket-${booking.ticketCode}.ics`]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/cultural-events/bookings/${booking.id}/calendar`);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer header.payload.signature');
  });

  it('says why when the server refuses, and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail(409, 'CONFLICT', 'This booking is cancelled: only a confirmed booking has a ticket'),
      ),
    );
    render(
      <>
        <TicketView booking={booking} realm="events" />
        <ToastHost />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByText('Could not add the show to a calendar')).toBeTruthy();
    expect(screen.getByText(/only a confirmed booking has a ticket/)).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('is not offered without a realm to ask, nor on the copy saved for offline use', () => {
    const { rerender } = render(<TicketView booking={booking} />);
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    rerender(<TicketView booking={booking} realm="events" saved />);
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print ticket' })).toBeTruthy();
  });
});
