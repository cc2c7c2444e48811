/*
 * An entry's fee as the organiser's review card says it (decisions 054, 069): what was paid and how, whether it came
 * back (by hand outside the portal too, decision 111), and what a rejection would do with it. Changes when the review
 * card's fee words do.
 */
import type { TContestant } from '@engagex/contracts';
import { formatMinorMoney } from '@/lib/format';
import { t } from '../messages';

type Entry = Pick<
  TContestant,
  'feeCredits' | 'paidMoney' | 'paymentStatus' | 'refundedCredits' | 'refund'
> & {
  event: Pick<TContestant['event'], 'feeIfNotSelected'>;
};

/** An entry's fee as its entrant paid it: "₹300" by card (decision 038), "30 credits" from the wallet. */
function feeText(entry: Entry): string {
  if (entry.paidMoney) return formatMinorMoney(entry.paidMoney.amountMinor, entry.paidMoney.currency);
  return t('money.credits', { count: entry.feeCredits });
}

/**
 * The fee on a review card, in what was paid: "₹300 paid by card", "30 credits paid", "₹300 refunded", "₹300 paid
 * back outside the portal", "No fee"; never "30 cr · completed" for rupees paid by card.
 */
export function entryFeeLine(entry: Entry): string {
  if (entry.feeCredits === 0) return t('fee.none');
  const fee = feeText(entry);
  if (entry.paymentStatus === 'REFUNDED' && entry.refundedCredits >= entry.feeCredits)
    // Settled by hand by an admin (decision 111): said so, without the entrant's reference.
    return entry.refund?.status === 'done' && entry.refund.byHand
      ? t('fee.paidBackOutside', { fee })
      : t('fee.refunded', { fee });
  if (entry.paymentStatus === 'COMPLETED' || entry.paymentStatus === 'REFUNDED')
    return entry.paidMoney ? t('fee.paidByCard', { fee }) : t('fee.paid', { fee });
  if (entry.paymentStatus === 'FAILED') return t('fee.failed', { fee });
  return t('fee.notPaid', { fee });
}

/**
 * What rejecting this entry does with its entrant's money, by the competition's rule (decision 054), said to the
 * reviewer before they confirm.
 */
export function rejectionMoneyText(entry: Entry): string {
  const paid = entry.paymentStatus === 'COMPLETED' && entry.feeCredits > 0;
  if (!paid) return t('fee.nothingToRefund');
  const fee = feeText(entry);
  if (entry.event.feeIfNotSelected === 'keep') return t('fee.kept', { fee });
  return entry.paidMoney ? t('fee.toCard', { fee }) : t('fee.toWallet', { fee });
}
