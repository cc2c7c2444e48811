/**
 * Reads of a user's own credit purchases, and the purchase row as the API answers it. Nothing here writes: a
 * purchase whose window lapsed shows as failed and stays as stored until the sweep or a write fails it
 * (decision 013). Changes when a purchase shows something new, such as where its refund stands (decision 103).
 */
import type { TCreditPurchase, TPaginated, TRefundState } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { paginated, readPage } from '../../../platform/db/paging.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { notFound } from '../../../platform/errors.js';
import { toInt } from '../../../platform/ledger/ledger.js';
import { purchaseAsOf } from '../../../platform/payments/expiry.js';
import { type PurchaseRow, paysFor, purposeOf } from '../../../platform/payments/purposes.js';
import { settledByHand } from './refunds.js';

const REFUND_STATE = { requested: 'pending', refunded: 'done', failed: 'failed' } as const;
type RefundStatus = keyof typeof REFUND_STATE;

const toOriginal = (status: RefundStatus, reference: string | null): TRefundState => ({
  to: 'original',
  status: REFUND_STATE[status],
  byHand: settledByHand(REFUND_STATE[status], reference),
});

/**
 * The row as the API answers it; `paidFor` names the thing in general words unless the reads below name it, and
 * `refund` is where its money going back stands (`refundsOf` below adds what the row alone does not keep).
 */
export function toPurchase(
  row: PurchaseRow,
  paidFor = paysFor(row.purpose),
  refund = row.refund_status === 'none' ? null : toOriginal(row.refund_status, null),
): TCreditPurchase {
  return {
    id: row.id,
    purchaseId: row.id,
    amount: toInt(row.amount_minor) / 100,
    currency: row.currency,
    credits: row.credits,
    status: row.status,
    gateway: row.gateway,
    paymentUrl: row.status === 'pending' ? row.payment_url : null,
    expiresAt: row.expires_at.toISOString(),
    transactionId: row.ledger_transaction_id,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    paymentMethod: row.payment_method,
    failureReason: row.failure_reason,
    paidFor,
    refund,
  };
}

/**
 * Where each purchase's refund stands, with the reference when an admin paid it back by hand (decisions 096, 103):
 * its own refund (or, never completed, its late or duplicate payments' in sum, decision 049); else the shares of it
 * sent back for tickets cancelled alone (decision 078), delayed while one is, on its way while one is, the reference
 * of one settled by hand. A purchase is its owner's only, so its owner reads the reference.
 */
async function refundsOf(executor: Executor, rows: PurchaseRow[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return () => null;
  const [settled, parts] = await Promise.all([
    executor
      .selectFrom('refunds_settled_by_hand as h')
      .leftJoin('payment_refunds as r', (join) =>
        join.onRef('r.id', '=', 'h.refund_id').on('h.refund_kind', '=', 'payment'),
      )
      .select((eb) => [eb.fn.coalesce('r.purchase_id', 'h.refund_id').as('purchase_id'), 'h.reference'])
      .where((eb) =>
        eb.or([
          eb.and([eb('h.refund_kind', '=', 'purchase'), eb('h.refund_id', 'in', ids)]),
          eb('r.purchase_id', 'in', ids),
        ]),
      )
      .execute(),
    executor
      .selectFrom('part_refunds as r')
      .leftJoin('refunds_settled_by_hand as h', (join) =>
        join.onRef('h.refund_id', '=', 'r.id').on('h.refund_kind', '=', 'part'),
      )
      .select(['r.purchase_id', 'r.status', 'h.reference'])
      .where('r.purchase_id', 'in', ids)
      .orderBy('r.created_at')
      .execute(),
  ]);
  const references = new Map(settled.map((row) => [row.purchase_id, row.reference]));
  return (row: PurchaseRow): TRefundState | null => {
    if (row.refund_status !== 'none') return toOriginal(row.refund_status, references.get(row.id) ?? null);
    const shares = parts.filter((part) => part.purchase_id === row.id);
    if (shares.length === 0) return null;
    const status = (['failed', 'requested'] as const).find((state) => shares.some((s) => s.status === state));
    return toOriginal(status ?? 'refunded', shares.find((share) => share.reference)?.reference ?? null);
  };
}

/** A read names what it can: a purpose this process does not know keeps its general words (decision 034). */
function knownPurpose(name: string) {
  try {
    return purposeOf(name);
  } catch {
    return null;
  }
}

/**
 * What each purchase paid for, by id, in the words of the thing it paid (its purpose's `describe`): one read per
 * purpose on the page, not one per row. Plain credits and things no longer found keep the general words.
 */
async function paidForOf(executor: Executor, rows: PurchaseRow[]) {
  const refsByPurpose = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.purpose_ref || !paysFor(row.purpose)) continue;
    refsByPurpose.set(row.purpose, [...(refsByPurpose.get(row.purpose) ?? []), row.purpose_ref]);
  }
  const words = new Map<string, Map<string, string>>();
  for (const [purpose, refs] of refsByPurpose) {
    const described = await knownPurpose(purpose)?.describe?.(executor, refs);
    if (described) words.set(purpose, described);
  }
  return (row: PurchaseRow) =>
    (row.purpose_ref && words.get(row.purpose)?.get(row.purpose_ref)) || paysFor(row.purpose);
}

/**
 * A user reaches only their own purchases: anyone else's id is simply not found. With `lock`, the row is locked
 * `FOR NO KEY UPDATE` for the write path that asked.
 */
export async function ownPurchase(executor: Executor, userId: string, purchaseId: string, lock = false) {
  let query = executor
    .selectFrom('credit_purchases')
    .selectAll()
    .where('id', '=', purchaseId)
    .where('user_id', '=', userId);
  if (lock) query = query.forNoKeyUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Purchase');
  return row;
}

/** A read: a lapsed purchase shows as failed, and stays as it is stored until the sweep or a write fails it. */
export async function getPurchase(db: Database, input: { userId: string; purchaseId: string }) {
  const row = purchaseAsOf(await ownPurchase(db, input.userId, input.purchaseId));
  return toPurchase(row, (await paidForOf(db, [row]))(row), (await refundsOf(db, [row]))(row));
}

export async function verifyPurchase(db: Database, input: { userId: string; purchaseId: string }) {
  const purchase = await getPurchase(db, input);
  const secondsLeft =
    purchase.status === 'pending'
      ? Math.max(0, Math.floor((Date.parse(purchase.expiresAt) - Date.now()) / 1000))
      : 0;
  return {
    purchaseId: purchase.id,
    status: purchase.status,
    verified: purchase.status === 'completed',
    credits: purchase.credits,
    expiresAt: purchase.expiresAt,
    secondsLeft,
  };
}

export async function purchaseHistory(
  db: Database,
  input: { userId: string; page: number; limit: number },
): Promise<TPaginated<TCreditPurchase>> {
  const { rows, total } = await readPage(
    db
      .selectFrom('credit_purchases')
      .selectAll()
      .where('user_id', '=', input.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id'),
    input,
  );
  const now = new Date();
  const paidFor = await paidForOf(db, rows);
  const refund = await refundsOf(db, rows);
  return paginated(
    rows.map((row) => toPurchase(purchaseAsOf(row, now), paidFor(row), refund(row))),
    total,
    input,
  );
}
