import type { TContestant } from '@engagex/contracts';
import { formatCredits, formatMinorMoney } from '@/lib/format';

type Entry = Pick<
  TContestant,
  'feeCredits' | 'paidMoney' | 'paymentStatus' | 'refundedCredits' | 'refund'
> & {
  event: Pick<TContestant['event'], 'feeIfNotSelected'>;
};

/** An entry's fee as its entrant paid it: "₹300" by card (decision 038), "30 credits" from the wallet. */
function feeText(entry: Entry): string {
  if (entry.paidMoney) return formatMinorMoney(entry.paidMoney.amountMinor, entry.paidMoney.currency);
  return formatCredits(entry.feeCredits);
}

/**
 * The fee on a review card, in what was paid: "₹300 paid by card", "30 credits paid", "₹300 refunded", "No fee";
 * never "30 cr · completed" for rupees paid by card.
 */
export function entryFeeLine(entry: Entry): string {
  if (entry.feeCredits === 0) return 'No fee';
  const fee = feeText(entry);
  if (entry.paymentStatus === 'REFUNDED' && entry.refundedCredits >= entry.feeCredits)
    return `${fee} refunded`;
  if (entry.paymentStatus === 'COMPLETED' || entry.paymentStatus === 'REFUNDED')
    return entry.paidMoney ? `${fee} paid by card` : `${fee} paid`;
  if (entry.paymentStatus === 'FAILED') return `${fee} · payment failed`;
  return `${fee} · not paid yet`;
}

/**
 * What rejecting this entry does with its entrant's money, by the competition's rule (decision 054), said to the
 * reviewer before they confirm.
 */
export function rejectionMoneyText(entry: Entry): string {
  const paid = entry.paymentStatus === 'COMPLETED' && entry.feeCredits > 0;
  if (!paid) return 'No fee was paid, so there is nothing to refund.';
  const fee = feeText(entry);
  if (entry.event.feeIfNotSelected === 'keep')
    return `Their fee of ${fee} is kept: this competition does not refund entries it does not select.`;
  return entry.paidMoney
    ? `Their fee of ${fee} is refunded to the card or account they paid with.`
    : `Their fee of ${fee} goes back to their wallet.`;
}
