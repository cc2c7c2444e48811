// Decision 069: the organiser's booking list says what each booking paid, in what the booker paid.
import type { TBooking } from '@engagex/contracts';
import { describe, expect, it } from 'vitest';
import { bookingPaidText, bookingRefundText } from './booking-money';

const booking = (over: Partial<TBooking>) =>
  ({
    status: 'confirmed',
    paymentMethod: 'credits',
    paymentStatus: 'COMPLETED',
    totalCredits: 30,
    paidMoney: null,
    refund: null,
    ...over,
  }) as TBooking;

describe('a booking’s money in the organiser’s list', () => {
  it('reads a card payment as rupees and a credit payment as credits', () => {
    const card = booking({
      paymentMethod: 'gateway',
      totalCredits: 300,
      paidMoney: { amountMinor: 300_000, currency: 'INR' },
    });
    expect(bookingPaidText(card)).toBe('₹3,000 by card');
    expect(bookingPaidText(booking({}))).toBe('30 credits');
    expect(bookingPaidText(booking({ paymentMethod: 'free', totalCredits: 0 }))).toBe('Free');
    expect(bookingPaidText(booking({ status: 'held', paymentMethod: null, paymentStatus: 'PENDING' }))).toBe(
      'Not paid',
    );
  });

  it('says where a refund went', () => {
    const paidMoney = { amountMinor: 300_000, currency: 'INR' };
    const refunded = (refund: TBooking['refund']) =>
      bookingRefundText(
        booking({
          status: 'cancelled',
          paymentMethod: 'gateway',
          paymentStatus: 'REFUNDED',
          paidMoney,
          refund,
        }),
      );
    expect(refunded({ to: 'original', status: 'done', byHand: null })).toBe('₹3,000 refunded to the card');
    expect(refunded({ to: 'original', status: 'pending', byHand: null })).toBe(
      'Refund of ₹3,000 to the card under way',
    );
    expect(refunded(null)).toBeNull();
    expect(
      bookingRefundText(
        booking({
          status: 'cancelled',
          paymentStatus: 'REFUNDED',
          refund: { to: 'credits', status: 'done', byHand: null },
        }),
      ),
    ).toBe('30 credits returned to the wallet');
  });
});
