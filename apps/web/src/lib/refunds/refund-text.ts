/**
 * Where a refund to the original payment stands, in the reader's words (decisions 038, 098 and 103): on its way,
 * done, delayed (the gateway gave up; the team settles it), or paid back outside the portal with the reference the
 * admin gave. Every screen that shows a refund says it through this, so "settled by hand" reads the same on a
 * booking, a ticket's line, an entry and the purchase history. Changes when a refund's state does.
 */
import type { TRefundState } from '@engagex/contracts';
import { t } from './messages';

/**
 * What the refund is of: a booking's sentence and a ticket's open with "Cancelled;" (in Hindi each its own word), an
 * entry's with the amount, and a payment in the purchase history says no amount (its row shows what was paid, and a
 * refund may be a share of it).
 */
export type RefundOf = 'booking' | 'ticket' | 'entry' | 'payment';

/** `amount` is the money going back ("₹800"), or null when it is not known ("your payment"). */
export function refundToPaymentText(
  refund: Pick<TRefundState, 'status' | 'byHand'>,
  of: RefundOf,
  amount: string | null = null,
): string {
  const money = amount ?? t('refund.yourPayment');
  // The gateway refused every retry (decision 038): the money is still owed, and the team refunds it by hand.
  if (refund.status === 'failed') return t('refund.delayed', { of, amount: money });
  // Paid back outside the portal once the gateway gave up (decision 098): the admin's reference, not "to your card".
  if (refund.status === 'done' && refund.byHand)
    return t('refund.byHand', { of, amount: money, reference: refund.byHand.reference });
  return refund.status === 'done'
    ? t('refund.done', { of, amount: money })
    : t('refund.pending', { of, amount: money });
}
