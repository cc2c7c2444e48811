import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError } from '../../../platform/errors.js';
import { postTransaction, SYSTEM_ACCOUNTS, toInt } from '../../../platform/ledger/ledger.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { moneyText } from '../../../platform/wording.js';

/** The ledger key of a purchase's refund to its payment: one per purchase, so one gateway refund per thing paid. */
const refundKey = (purchaseId: string) => `purchase:${purchaseId}:refund`;

/** Money in minor units and its currency, as the purchase row keeps it. */
export type Money = { amountMinor: number; currency: string };

/**
 * Sends `credits` of a gateway purchase back to the payment they were bought with (decision 038). Runs in the
 * transaction that cancels the thing paid for, after its credits were refunded to the wallet: those bought credits
 * leave the wallet to the gateway clearing account (a reversal of the purchase, drawing on the bought lot, never on
 * earned credits), and the purchase is marked `refund_status = 'requested'`. The gateway is asked after commit, by
 * `settleOriginalRefund`. A purchase refunds once: a second request for it is refused.
 */
export async function requestOriginalRefund(
  trx: Executor,
  input: { purchaseId: string; credits: number; actorId: string; reason: string },
): Promise<Money> {
  const purchase = await trx
    .selectFrom('credit_purchases')
    .selectAll()
    .where('id', '=', input.purchaseId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  if (purchase.status !== 'completed' || !purchase.payment_id || !purchase.ledger_transaction_id)
    throw new AppError(
      'BUSINESS_RULE',
      'This payment cannot be refunded to where it came from; choose credits',
    );
  if (purchase.refund_status !== 'none')
    throw new AppError('CONFLICT', 'This payment has already been refunded');
  const credits = Math.min(input.credits, purchase.credits);
  const money = {
    amountMinor: Math.round((toInt(purchase.amount_minor) * credits) / purchase.credits),
    currency: purchase.currency,
  };
  await postTransaction(trx, {
    idempotencyKey: refundKey(purchase.id),
    kind: 'reversal',
    description: `Refunded ${moneyText(money.amountMinor, money.currency)} to the original payment`,
    reference: { type: 'credit_purchase', id: purchase.id },
    reversesId: purchase.ledger_transaction_id,
    createdBy: input.actorId,
    postings: [
      { account: { wallet: purchase.user_id }, amount: -credits },
      { account: { system: 'gatewayClearing' }, amount: credits },
    ],
  });
  await trx
    .updateTable('credit_purchases')
    .set({ refund_status: 'requested' })
    .where('id', '=', purchase.id)
    .execute();
  return money;
}

/**
 * Asks the gateway for a requested refund, once. The purchase row stays locked while the gateway answers (a cancel
 * racing it, or a retry on another process, skips it rather than asking twice), and the gateway call carries the
 * purchase's refund key, so a retry after a crash between the gateway's answer and this commit is not a second
 * refund either. A gateway that fails leaves the refund requested for the next attempt.
 */
export async function settleOriginalRefund(db: Database, gateway: PaymentGateway, purchaseId: string) {
  await db.transaction().execute(async (trx) => {
    const purchase = await trx
      .selectFrom('credit_purchases')
      .selectAll()
      .where('id', '=', purchaseId)
      .where('refund_status', '=', 'requested')
      .where('status', '=', 'completed')
      .forNoKeyUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!purchase?.payment_id) return;
    const amountMinor = await refundedAmountMinor(trx, purchase);
    await gateway.refund({
      paymentId: purchase.payment_id,
      amountMinor,
      reason: 'Cancelled: refund to the original payment',
      idempotencyKey: refundKey(purchase.id),
    });
    await trx
      .updateTable('credit_purchases')
      .set({ refund_status: 'refunded' })
      .where('id', '=', purchase.id)
      .execute();
  });
}

/** The money of the credits the refund posting sent back to the gateway. */
async function refundedAmountMinor(
  trx: Executor,
  purchase: { id: string; credits: number; amount_minor: string | number | bigint },
) {
  const entry = await trx
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select('e.amount')
    .where('t.idempotency_key', '=', refundKey(purchase.id))
    .where('a.code', '=', SYSTEM_ACCOUNTS.gatewayClearing)
    .executeTakeFirstOrThrow();
  return Math.round((toInt(purchase.amount_minor) * toInt(entry.amount)) / purchase.credits);
}

/** Where a paid thing's refund stands, for the views that say where the money went. */
export function refundStateOf(purchase: { status: string; refund_status: string } | null) {
  if (purchase?.status !== 'completed' || purchase.refund_status === 'none') return null;
  return purchase.refund_status === 'refunded' ? ('done' as const) : ('pending' as const);
}
