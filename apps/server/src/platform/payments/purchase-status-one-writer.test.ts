import { describe, expect, it } from 'vitest';
import { columnWrites, serverSources, writesOutside } from '../../test/one-writer.js';
import { AppError } from '../errors.js';
import {
  assertPurchaseChange,
  nextStatus,
  PURCHASE_TRANSITIONS,
  type PurchaseChange,
  type PurchaseStatus,
  statusesAllowing,
} from './purchase-status.js';

/**
 * A credit purchase's status has one writer (decision 065): only purchase-status.ts changes
 * `credit_purchases.status`; migrations create the column and its CHECK, and an insert leaves it at its default
 * (pending). Test code may stage a status, so it is not scanned (test/one-writer.ts).
 */
const WRITER = 'platform/payments/purchase-status.ts';
const STATUS = { table: 'credit_purchases', column: 'status' };
const sources = serverSources();
const statusWrites = (code: string) => columnWrites(code, STATUS);

describe('a credit purchase status has one writer', () => {
  it('finds the source files and the writer', () => {
    expect(sources.length).toBeGreaterThan(80);
    // complete, fail, cancel, expire one, and the sweep: every way of writing the status, all here.
    expect(statusWrites(sources.find((file) => file.path === WRITER)?.code ?? '')).toHaveLength(5);
  });

  it(`no source file but ${WRITER} (and the migrations) writes credit_purchases.status`, () => {
    expect(writesOutside(sources, WRITER, STATUS)).toEqual([]);
  });

  it('recognises a write in any shape, and not a read or another column', () => {
    const writes = [
      ".updateTable('credit_purchases').set({ status: 'failed', closed_at: new Date() }).where('id', '=', id)",
      ".updateTable('credit_purchases')\n  .set({\n    refund_status: 'none',\n    status: 'cancelled',\n  })\n  .execute()",
      ".updateTable('credit_purchases').set((eb) => ({ status: 'failed', closed_at: eb.ref('expires_at') }))",
      ".updateTable('credit_purchases').set('status', 'completed')",
      ".insertInto('credit_purchases').values({ user_id, credits, status: 'completed' })",
      "sql`update credit_purchases set status = 'failed' where id = $1`",
      'sql`UPDATE public.credit_purchases AS p SET closed_at = now(), status = $1 WHERE p.id = $2`',
      "sql`insert into credit_purchases (user_id, credits, status) values ($1, 3, 'completed')`",
    ];
    for (const write of writes) expect(statusWrites(write), write).toHaveLength(1);
    const reads = [
      ".selectFrom('credit_purchases').select(['id', 'status']).where('status', '=', 'pending')",
      ".updateTable('credit_purchases').set({ refund_status: 'requested' }).where('status', '=', 'completed')",
      ".updateTable('credit_purchases').set({ payment_url: url }).where('id', '=', id)",
      ".updateTable('bookings').set({ status: 'expired' })",
      ".insertInto('credit_purchases').values({ user_id, credits, purpose })",
      "sql`update credit_purchases set refund_status = 'failed' where status = 'completed'`",
      "sql`select count(*) from credit_purchases p where p.status = 'completed'`",
      "// .updateTable('credit_purchases').set({ status: 'failed' })",
    ];
    for (const read of reads) expect(statusWrites(read), read).toEqual([]);
  });
});

describe('the table of purchase status changes', () => {
  const changes: PurchaseChange[] = ['complete', 'fail', 'expire', 'cancel'];

  it('moves only a pending purchase, each change to its own status', () => {
    expect(changes.map((change) => nextStatus('pending', change))).toEqual([
      'completed',
      'failed',
      'failed',
      'cancelled',
    ]);
    for (const change of changes) expect(statusesAllowing(change)).toEqual(['pending']);
  });

  it('refuses every change of a closed purchase', () => {
    const closed = (Object.keys(PURCHASE_TRANSITIONS) as PurchaseStatus[]).filter((s) => s !== 'pending');
    expect(closed).toEqual(['completed', 'cancelled', 'failed']);
    for (const status of closed)
      for (const change of changes) {
        expect(nextStatus(status, change), `${status} → ${change}`).toBeNull();
        expect(() => assertPurchaseChange({ status }, change)).toThrow(AppError);
      }
  });
});
