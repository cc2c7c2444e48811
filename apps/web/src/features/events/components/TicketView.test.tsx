import type { TBooking } from '@engagex/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TicketView } from './TicketView';

const booking: TBooking = {
  id: '5f0c8a61-4c53-4a36-9d4e-0d0b1d9b7c11',
  bookingId: '5f0c8a61-4c53-4a36-9d4e-0d0b1d9b7c11',
  eventId: '7b1f3a52-9a0e-4a77-8d10-2f9f2c5c3d21',
  slotId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  event: {
    title: 'Lakeside Morning Yoga',
    eventType: 'wellness',
    startsAt: '2026-12-01T01:00:00.000Z',
    timeZone: 'Asia/Kolkata',
    venueName: 'Upvan Lake Promenade',
    districtName: 'Thane',
  },
  slot: { startsAt: '2026-12-01T01:00:00.000Z', endsAt: '2026-12-01T02:30:00.000Z' },
  seats: 2,
  status: 'confirmed',
  holdExpiresAt: null,
  priceCredits: 40,
  totalCredits: 80,
  paymentMethod: 'credits',
  paymentStatus: 'COMPLETED',
  ticketCode: 'AB12CD34EF56',
  qrPayload: 'ENGAGEX:events:AB12CD34EF56',
  checkedInAt: null,
  cancelReason: null,
  confirmedAt: '2026-11-25T09:00:00.000Z',
  createdAt: '2026-11-25T09:00:00.000Z',
  waitlistOffer: false,
  items: [],
  tickets: [],
  promoCode: null,
  discountCredits: 0,
};

describe('the ticket', () => {
  it('draws its QR code in the page as SVG from the payload, with no image to download', () => {
    const { container } = render(<TicketView booking={booking} />);
    const qr = screen.getByRole('img', { name: 'Ticket QR code for Lakeside Morning Yoga' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // A QR code of this payload draws dark modules as one path.
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('AB12CD34EF56')).toBeTruthy();
  });

  it('prints only itself through the print style sheet, without a pop-up', async () => {
    const open = vi.spyOn(window, 'open');
    let printed: Element | null = null;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(document.documentElement.hasAttribute('data-printing')).toBe(true);
      printed = document.querySelector('[data-print-only]');
    });
    render(<TicketView booking={booking} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print ticket' }));

    expect(print).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
    expect(printed).not.toBeNull();
    expect((printed as unknown as HTMLElement).textContent).toContain('AB12CD34EF56');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.hasAttribute('data-printing')).toBe(false);
    expect(document.querySelector('[data-print-only]')).toBeNull();
  });
});
