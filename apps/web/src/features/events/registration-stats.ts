import type { TContestant } from '@engagex/contracts';
import type { TContestantStats } from './api/get-registration-stats';

/**
 * The same figures as the events server's /my-stats, worked out from a complete list of registrations (the
 * cultural server has no such endpoint).
 */
export function statsOf(items: TContestant[], now = Date.now()): TContestantStats {
  const count = (test: (c: TContestant) => boolean) => items.filter(test).length;
  return {
    total: items.length,
    pendingPayment: count((c) => c.status === 'pending_payment'),
    inReview: count((c) => c.status === 'registered' || c.status === 'under_review'),
    approved: count((c) => c.status === 'approved'),
    rejected: count((c) => c.status === 'rejected'),
    cancelled: count((c) => c.status === 'cancelled'),
    upcoming: count(
      (c) => c.status !== 'cancelled' && c.status !== 'rejected' && Date.parse(c.event.startsAt) > now,
    ),
    creditsPaid: items.reduce(
      (sum, c) =>
        sum +
        (c.paymentStatus === 'COMPLETED' || c.paymentStatus === 'REFUNDED'
          ? c.feeCredits - c.refundedCredits
          : 0),
      0,
    ),
  };
}

/** What cancelling now would refund, by the policy: all up to 7 days before, half within 7 days, none after. */
export function expectedRefund(contestant: TContestant, now = Date.now()): number {
  const paid = contestant.paymentStatus === 'COMPLETED' ? contestant.feeCredits : 0;
  const left = Date.parse(contestant.event.startsAt) - now;
  if (paid === 0 || left <= 0) return 0;
  return left >= 7 * 86_400_000 ? paid : Math.floor(paid / 2);
}
