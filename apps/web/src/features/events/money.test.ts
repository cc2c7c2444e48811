import { FEE_IF_NOT_SELECTED, FEE_IF_NOT_SELECTED_TEXT, type TContestant } from '@engagex/contracts';
import { describe, expect, it } from 'vitest';
import {
  entryNetPaid,
  entryPaidText,
  entryRefundText,
  feesPaidText,
  notSelectedPolicyText,
  paidText,
  refundText,
} from './money';

const byCard = { totalCredits: 80, paidMoney: { amountMinor: 80_000, currency: 'INR' } };
const byCredits = { totalCredits: 80, paidMoney: null };

describe('money words on bookings (decision 038)', () => {
  it('says a card payment in the rupees paid, and a credit payment in credits', () => {
    expect(paidText(byCard)).toBe('₹800');
    expect(paidText({ totalCredits: 80, paidMoney: { amountMinor: 80_050, currency: 'INR' } })).toBe(
      '₹800.50',
    );
    expect(paidText(byCredits)).toBe('80 credits');
    expect(paidText({ totalCredits: 0, paidMoney: null })).toBe('Free');
  });

  it('says where a refund went: the original payment (pending, then done) or the wallet', () => {
    expect(refundText({ ...byCard, refund: { to: 'original', status: 'done', byHand: null } })).toBe(
      'Cancelled; ₹800 refunded to your original payment (the card or account you paid with).',
    );
    expect(refundText({ ...byCard, refund: { to: 'original', status: 'pending', byHand: null } })).toBe(
      'Cancelled; ₹800 is being refunded to your original payment.',
    );
    expect(refundText({ ...byCard, refund: { to: 'original', status: 'failed', byHand: null } })).toBe(
      'Cancelled; the refund of ₹800 to your original payment is delayed. Our team will complete it; you need not do anything.',
    );
    expect(refundText({ ...byCard, refund: { to: 'credits', status: 'done', byHand: null } })).toBe(
      'Cancelled; 80 credits went back to your wallet.',
    );
    expect(refundText({ ...byCredits, refund: null })).toBe('Cancelled; nothing was charged.');
  });

  it('says a refund an admin paid back outside the portal with its reference, not "to your card" (decision 098)', () => {
    expect(
      refundText({
        ...byCard,
        refund: { to: 'original', status: 'done', byHand: { reference: 'NEFT N123456789' } },
      }),
    ).toBe('Cancelled; ₹800 was paid back to you outside the portal, reference NEFT N123456789.');
  });
});

describe('money words on contest entries (decision 038)', () => {
  const paidByCard = { feeCredits: 50, paidMoney: { amountMinor: 50_000, currency: 'INR' } };

  it('says an entry fee paid by card came back to the card in the currency paid, as My bookings does', () => {
    expect(
      entryRefundText({
        ...paidByCard,
        refundedCredits: 50,
        refund: { to: 'original', status: 'done', byHand: null },
      }),
    ).toBe('₹500 refunded to your original payment (the card or account you paid with).');
    expect(
      entryRefundText({
        ...paidByCard,
        refundedCredits: 25,
        refund: { to: 'original', status: 'pending', byHand: null },
      }),
    ).toBe('₹250 is being refunded to your original payment.');
    expect(
      entryRefundText({
        ...paidByCard,
        refundedCredits: 50,
        refund: { to: 'original', status: 'failed', byHand: null },
      }),
    ).toBe(
      'The refund of ₹500 to your original payment is delayed. Our team will complete it; you need not do anything.',
    );
  });

  it('says a fee refund an admin paid back outside the portal with its reference (decision 103)', () => {
    expect(
      entryRefundText({
        ...paidByCard,
        refundedCredits: 25,
        refund: { to: 'original', status: 'done', byHand: { reference: 'NEFT E55' } },
      }),
    ).toBe('₹250 was paid back to you outside the portal, reference NEFT E55.');
  });

  it('says credits for a fee paid in credits, or refunded to the wallet by choice', () => {
    expect(
      entryRefundText({
        feeCredits: 50,
        paidMoney: null,
        refundedCredits: 25,
        refund: { to: 'credits', status: 'done', byHand: null },
      }),
    ).toBe('25 credits went back to your wallet.');
    expect(
      entryRefundText({
        ...paidByCard,
        refundedCredits: 50,
        refund: { to: 'credits', status: 'done', byHand: null },
      }),
    ).toBe('50 credits went back to your wallet.');
  });
});

describe('what an entry cost, in what it was paid with (decision 038)', () => {
  const byCard = { feeCredits: 100, paidMoney: { amountMinor: 100_000, currency: 'INR' } };

  it('says the entry fee as paid: rupees by card, credits from the wallet, Free for none', () => {
    expect(entryPaidText(byCard)).toBe('₹1,000');
    expect(entryPaidText({ feeCredits: 50, paidMoney: null })).toBe('50 credits');
    expect(entryPaidText({ feeCredits: 0, paidMoney: null })).toBe('Free');
  });

  it('nets a card fee of what went back to the card, a credits fee of the credits back', () => {
    const paid = { ...byCard, paymentStatus: 'COMPLETED' as const, refundedCredits: 0, refund: null };
    expect(entryNetPaid(paid)).toEqual({ credits: 0, money: { amountMinor: 100_000, currency: 'INR' } });
    const halfBack = {
      ...paid,
      paymentStatus: 'REFUNDED' as const,
      refundedCredits: 50,
      refund: { to: 'original' as const, status: 'done' as const, byHand: null },
    };
    expect(entryNetPaid(halfBack).money).toEqual({ amountMinor: 50_000, currency: 'INR' });
    // Taken as credits, the card was still charged ₹1,000.
    expect(
      entryNetPaid({ ...halfBack, refund: { to: 'credits', status: 'done', byHand: null } }).money
        ?.amountMinor,
    ).toBe(100_000);
    expect(
      entryNetPaid({
        feeCredits: 50,
        paidMoney: null,
        paymentStatus: 'REFUNDED',
        refundedCredits: 25,
        refund: { to: 'credits', status: 'done', byHand: null },
      }),
    ).toEqual({ credits: 25, money: null });
    expect(entryNetPaid({ ...paid, paymentStatus: 'PENDING' })).toEqual({ credits: 0, money: null });
  });

  it('totals fees per currency, never adding rupees to credits', () => {
    expect(feesPaidText({ creditsPaid: 50, moneyPaid: [{ amountMinor: 100_000, currency: 'INR' }] })).toBe(
      '₹1,000 · 50 credits',
    );
    expect(feesPaidText({ creditsPaid: 0, moneyPaid: [{ amountMinor: 100_000, currency: 'INR' }] })).toBe(
      '₹1,000',
    );
    expect(feesPaidText({ creditsPaid: 50, moneyPaid: [] })).toBe('50 credits');
    expect(feesPaidText({ creditsPaid: 0, moneyPaid: [] })).toBe('Nothing');
  });

  it("words a competition's not-selected policy as the contracts state it, from the catalogue", () => {
    for (const policy of FEE_IF_NOT_SELECTED) {
      const entry = { event: { feeIfNotSelected: policy } } as Pick<TContestant, 'event'>;
      expect(notSelectedPolicyText(entry)).toBe(FEE_IF_NOT_SELECTED_TEXT[policy]);
    }
  });
});
