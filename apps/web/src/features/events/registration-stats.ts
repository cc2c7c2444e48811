import { contestRefund, type TContestant } from '@engagex/contracts';
import type { TContestantStats } from './api/get-registration-stats';
import { entryNetPaid } from './money';

/** The fees the entries cost net of refunds: credits, and money per currency (decision 038). */
function feesPaid(items: TContestant[]): Pick<TContestantStats, 'creditsPaid' | 'moneyPaid'> {
  let creditsPaid = 0;
  const money = new Map<string, number>();
  for (const item of items) {
    const net = entryNetPaid(item);
    creditsPaid += net.credits;
    if (net.money)
      money.set(net.money.currency, (money.get(net.money.currency) ?? 0) + net.money.amountMinor);
  }
  const moneyPaid = [...money]
    .filter(([, amountMinor]) => amountMinor > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amountMinor]) => ({ amountMinor, currency }));
  return { creditsPaid, moneyPaid };
}

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
    ...feesPaid(items),
  };
}

/** What cancelling now would refund of what the entry paid, by the contest fee rule (contracts). */
export function expectedRefund(contestant: TContestant, now = Date.now()): number {
  const paid = contestant.paymentStatus === 'COMPLETED' ? contestant.feeCredits : 0;
  return contestRefund(paid, new Date(contestant.event.startsAt), new Date(now));
}
