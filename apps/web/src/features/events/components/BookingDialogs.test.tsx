import type { TBooking } from '@engagex/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creditBalance, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { toast } from '@/ui/toast';
import { shownToast } from '@/ui/toast/shown';
import BookingDialogs from './BookingDialogs';

vi.mock('@/ui/toast', () => ({ toast: vi.fn() }));
/** The toasts raised, in the words they show now. */
const toastsRaised = () => vi.mocked(toast).mock.calls.map(([input]) => shownToast(input));

const paidByCard: TBooking = {
  id: '5f0c8a61-4c53-4a36-9d4e-0d0b1d9b7c11',
  bookingId: '5f0c8a61-4c53-4a36-9d4e-0d0b1d9b7c11',
  eventId: '7b1f3a52-9a0e-4a77-8d10-2f9f2c5c3d21',
  slotId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  event: {
    title: 'Comedy Night',
    eventType: 'comedy',
    startsAt: '2099-12-01T13:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    venueName: 'Balgandharva Rangmandir',
    districtName: 'Pune',
  },
  slot: { startsAt: '2099-12-01T13:30:00.000Z', endsAt: '2099-12-01T15:30:00.000Z' },
  seats: 2,
  status: 'confirmed',
  holdExpiresAt: null,
  priceCredits: 40,
  totalCredits: 80,
  paymentMethod: 'gateway',
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
  paidMoney: { amountMinor: 80_000, currency: 'INR' },
  refund: null,
};

const CANCEL = `POST /api/events/bookings/${paidByCard.id}/cancel`;

function renderCancel(booking: TBooking, answer: Partial<TBooking>) {
  const api = stubApi({
    [CANCEL]: () => ok({ ...booking, status: 'cancelled', paymentStatus: 'REFUNDED', ...answer }),
    'GET /api/main/cps/credit-transaction/balance': () => ok(creditBalance({ balance: 0, creditBalance: 0 })),
  });
  renderWithApp(
    <BookingDialogs kind="cancel" booking={booking} realm="events" open onOpenChange={() => {}} />,
  );
  return api;
}

const sentBody = (api: ReturnType<typeof stubApi>) =>
  JSON.parse(String(api.mock.calls.find(([url, init]) => `${init?.method} ${url}` === CANCEL)?.[1]?.body));

describe('the cancel dialog (decision 038)', () => {
  it('offers the original payment, selected, or credits, and says where the money went', async () => {
    const api = renderCancel(paidByCard, { refund: { to: 'original', status: 'done', byHand: null } });
    const user = userEvent.setup();
    const toCard = screen.getByRole('radio', { name: 'Refund ₹800 to my original payment' });
    expect((toCard as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('radio', { name: 'Refund 80 credits to my wallet' }) as HTMLInputElement).checked,
    ).toBe(false);
    await user.type(screen.getByLabelText('Reason'), 'I can no longer attend');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(sentBody(api)).toEqual({ reason: 'I can no longer attend', refundTo: 'original' }),
    );
    // The answer says where the money went.
    await waitFor(() =>
      expect(toastsRaised()).toContainEqual(
        expect.objectContaining({
          description:
            'Cancelled; ₹800 refunded to your original payment (the card or account you paid with).',
        }),
      ),
    );
  });

  it('sends credits when the user picks the wallet', async () => {
    const api = renderCancel(paidByCard, { refund: { to: 'credits', status: 'done', byHand: null } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Refund 80 credits to my wallet' }));
    await user.type(screen.getByLabelText('Reason'), 'Will book later');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(sentBody(api)).toEqual({ reason: 'Will book later', refundTo: 'credits' }));
  });

  it('offers no choice for a booking paid with credits: they go back as credits', () => {
    renderCancel({ ...paidByCard, paymentMethod: 'credits', paidMoney: null }, {});
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText(/80 credits will be refunded to your wallet/)).toBeTruthy();
  });
});
