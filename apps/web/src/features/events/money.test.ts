import { describe, expect, it } from 'vitest';
import { entryRefundText, paidText, refundText } from './money';

const byCard = { totalCredits: 80, paidMoney: { amountMinor: 80_000, currency: 'INR' } };
const byCredits = { totalCredits: 80, paidMoney: null };

describe('money words on bookings (issue #14, item 6)', () => {
  it('says a card payment in the rupees paid, and a credit payment in credits', () => {
    expect(paidText(byCard)).toBe('₹800');
    expect(paidText({ totalCredits: 80, paidMoney: { amountMinor: 80_050, currency: 'INR' } })).toBe(
      '₹800.50',
    );
    expect(paidText(byCredits)).toBe('80 credits');
    expect(paidText({ totalCredits: 0, paidMoney: null })).toBe('Free');
  });

  it('says where a refund went: the original payment (pending, then done) or the wallet', () => {
    expect(refundText({ ...byCard, refund: { to: 'original', status: 'done' } })).toBe(
      'Cancelled; ₹800 refunded to your original payment (the card or account you paid with).',
    );
    expect(refundText({ ...byCard, refund: { to: 'original', status: 'pending' } })).toBe(
      'Cancelled; ₹800 is being refunded to your original payment.',
    );
    expect(refundText({ ...byCard, refund: { to: 'original', status: 'failed' } })).toBe(
      'Cancelled; the refund of ₹800 to your original payment is delayed. Our team will complete it; you need not do anything.',
    );
    expect(refundText({ ...byCard, refund: { to: 'credits', status: 'done' } })).toBe(
      'Cancelled; 80 credits went back to your wallet.',
    );
    expect(refundText({ ...byCredits, refund: null })).toBe('Cancelled; nothing was charged.');
  });
});

describe('money words on contest entries (issue #14, item 6)', () => {
  const paidByCard = { feeCredits: 50, paidMoney: { amountMinor: 50_000, currency: 'INR' } };

  it('says an entry fee paid by card came back to the card in the currency paid, as My bookings does', () => {
    expect(
      entryRefundText({ ...paidByCard, refundedCredits: 50, refund: { to: 'original', status: 'done' } }),
    ).toBe('₹500 refunded to your original payment (the card or account you paid with).');
    expect(
      entryRefundText({ ...paidByCard, refundedCredits: 25, refund: { to: 'original', status: 'pending' } }),
    ).toBe('₹250 is being refunded to your original payment.');
    expect(
      entryRefundText({ ...paidByCard, refundedCredits: 50, refund: { to: 'original', status: 'failed' } }),
    ).toBe(
      'The refund of ₹500 to your original payment is delayed. Our team will complete it; you need not do anything.',
    );
  });

  it('says credits for a fee paid in credits, or refunded to the wallet by choice', () => {
    expect(
      entryRefundText({
        feeCredits: 50,
        paidMoney: null,
        refundedCredits: 25,
        refund: { to: 'credits', status: 'done' },
      }),
    ).toBe('25 credits went back to your wallet.');
    expect(
      entryRefundText({ ...paidByCard, refundedCredits: 50, refund: { to: 'credits', status: 'done' } }),
    ).toBe('50 credits went back to your wallet.');
  });
});
