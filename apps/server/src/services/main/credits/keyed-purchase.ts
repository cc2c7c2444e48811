/**
 * A purchase opened under an Idempotency-Key: one per user and key, however many processes are asked at once,
 * so a retry after a timeout or a 503 answers the first purchase instead of opening a second order.
 * Changes when a retried purchase is recognised differently.
 */
import type { Insertable } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import type { CreditPurchasesTable } from '../../../platform/db/schema.js';
import { AppError } from '../../../platform/errors.js';

export type KeyedPurchase = Insertable<CreditPurchasesTable> & {
  user_id: string;
  idempotency_key: string;
  request_hash: string;
};

/**
 * One purchase per (user, key), whichever process and however many at once: the unique index decides who opens
 * it. The others answer it once its order exists, 409 while the first is still asking the gateway (as the IETF
 * draft says), and take the key over when the first attempt opened no order (the gateway failed, or its process
 * stopped and the purchase expired), since no order can then be paid twice.
 */
export async function openKeyedPurchase(db: Database, values: KeyedPurchase) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db
      .insertInto('credit_purchases')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: inserted, opened: true };
    const first = await db
      .selectFrom('credit_purchases')
      .selectAll()
      .where('user_id', '=', values.user_id)
      .where('idempotency_key', '=', values.idempotency_key)
      .executeTakeFirst();
    if (!first) continue;
    if (first.request_hash !== values.request_hash) {
      throw new AppError(
        'BUSINESS_RULE',
        'This Idempotency-Key was already used for a different purchase; send a new key for a new purchase',
        [{ path: 'headers.idempotency-key', message: 'Already used for a different request' }],
      );
    }
    if (first.gateway_order_id) return { row: first, opened: false };
    if (first.status === 'pending' && first.expires_at.getTime() > Date.now()) break;
    await db
      .updateTable('credit_purchases')
      .set({ idempotency_key: null })
      .where('id', '=', first.id)
      .where('gateway_order_id', 'is', null)
      .execute();
  }
  throw new AppError('CONFLICT', 'This purchase is still being opened; try again in a moment');
}
