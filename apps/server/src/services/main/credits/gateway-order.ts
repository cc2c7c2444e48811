/**
 * Opening a purchase's order at the payment gateway: the order and its checkout link are stored on the purchase,
 * or, when the gateway fails, the purchase is failed and the user asked to try again (503). That failure is not
 * notified (decision 041): the buyer reads it in this answer, no checkout was shown and no money could be taken, and
 * a retry usually opens the purchase a moment later.
 * Changes when the gateway's order or its failure is handled differently.
 */
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import { failPurchaseStatus } from '../../../platform/payments/purchase-status.js';
import type { PurchaseRow } from '../../../platform/payments/purposes.js';
import { toPurchase } from './purchase-reads.js';

export async function attachGatewayOrder(
  db: Database,
  gateway: PaymentGateway,
  row: PurchaseRow,
  description: string,
) {
  try {
    const order = await gateway.createOrder({
      purchaseId: row.id,
      amountMinor: toInt(row.amount_minor),
      currency: row.currency,
      description,
    });
    const updated = await db
      .updateTable('credit_purchases')
      .set({ gateway_order_id: order.orderId, payment_url: order.paymentUrl })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPurchase(updated);
  } catch (error) {
    await failPurchaseStatus(db, row.id, 'The payment gateway did not create an order');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment gateway is unavailable, please try again',
      undefined,
      {
        cause: error,
      },
    );
  }
}
