import type { TEventCancellation } from '@engagex/contracts';
import { describe, expect, it } from 'vitest';
import { cancellationLines, cancellationSummary, cancellationTold } from './cancellation-text';

const none: TEventCancellation = {
  status: 'published',
  bookings: { held: 0, toCard: 0, toWallet: 0, free: 0 },
  entries: { toCard: 0, toWallet: 0, free: 0 },
  moneyToCards: [],
  creditsToWallets: 0,
  waiting: 0,
  people: 0,
};

/** Decision 052: the "Cancel event" dialog names what goes and where each one's money goes. */
describe('what cancelling an event says', () => {
  it('says nobody is affected when nothing is booked', () => {
    expect(cancellationSummary(none)).toBe('No bookings or competition entries are cancelled.');
    expect(cancellationLines(none)).toEqual([]);
    expect(cancellationTold(none)).toBe(
      'Nobody has booked, entered or joined a waitlist, so nobody needs to be told.',
    );
  });

  it('groups bookings and entries by where their money goes, in plural where there are several', () => {
    const preview: TEventCancellation = {
      ...none,
      bookings: { held: 2, toCard: 2, toWallet: 1, free: 1 },
      entries: { toCard: 1, toWallet: 2, free: 0 },
      moneyToCards: [{ amountMinor: 180_000, currency: 'INR' }],
      creditsToWallets: 240,
      waiting: 3,
      people: 11,
    };
    expect(cancellationSummary(preview)).toBe('6 bookings and 3 competition entries are cancelled:');
    expect(cancellationLines(preview)).toEqual([
      '2 bookings and 1 competition entry paid by card or bank: ₹1,800 refunded to the cards or accounts they were paid with.',
      '1 booking and 2 competition entries paid with credits: 240 credits back to the wallets they came from.',
      '2 holds not yet paid: the seats are released; nothing was charged.',
      '1 free booking or entry cancelled: nothing to refund.',
      '3 people on the waitlist: the waitlist closes.',
    ]);
    expect(cancellationTold(preview)).toBe(
      'Everyone affected (11 people) is told in a notification and by email, each with where their money goes.',
    );
  });
});
