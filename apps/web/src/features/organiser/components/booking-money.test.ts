// Decision 069: the organiser's booking list says what each booking paid, in what the booker paid; decision 111: a
// refund an admin settled by hand reads "paid back outside the portal", never "to the card", never a reference.
import type { TBooking, TContestant } from '@engagex/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/i18n/switch-language';
import { bookingPaidText, bookingRefundText } from './booking-money';
import { entryFeeLine } from './entry-fee';

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

describe('a refund an admin settled by hand, as the organiser reads it (decision 111)', () => {
  afterEach(() => switchLanguage('en-IN'));
  const settledBooking = booking({
    status: 'cancelled',
    paymentMethod: 'gateway',
    paymentStatus: 'REFUNDED',
    paidMoney: { amountMinor: 300_000, currency: 'INR' },
    refund: { to: 'original', status: 'done', byHand: { reference: null } },
  });
  const settledEntry = {
    feeCredits: 30,
    paidMoney: { amountMinor: 30_000, currency: 'INR' },
    paymentStatus: 'REFUNDED',
    refundedCredits: 30,
    refund: { to: 'original', status: 'done', byHand: { reference: null } },
    event: { feeIfNotSelected: 'refund' },
  } as Pick<TContestant, 'feeCredits' | 'paidMoney' | 'paymentStatus' | 'refundedCredits' | 'refund'> & {
    event: Pick<TContestant['event'], 'feeIfNotSelected'>;
  };

  it('says the booking and the entry fee were paid back outside the portal, not to the card', () => {
    expect(bookingRefundText(settledBooking)).toBe('₹3,000 paid back outside the portal');
    expect(entryFeeLine(settledEntry)).toBe('₹300 paid back outside the portal');
    // The gateway's own refund still reads as before.
    expect(entryFeeLine({ ...settledEntry, refund: { to: 'original', status: 'done', byHand: null } })).toBe(
      '₹300 refunded',
    );
  });

  it('says it in Hindi', async () => {
    await switchLanguage('hi-IN');
    expect(bookingRefundText(settledBooking)).toBe('₹3,000 पोर्टल के बाहर से लौटाए गए');
    expect(entryFeeLine(settledEntry)).toBe('₹300 पोर्टल के बाहर से लौटाई गई');
  });
});
