import { describe, expect, it } from 'vitest';
import { columnWrites, serverSources, writesOutside } from '../../test/one-writer.js';
import { REFUND_TRANSITIONS, refundStatusesAllowing, summaryOfLateRefunds } from './refund-status.js';

/**
 * A credit purchase's refund state has one writer (decision 072): only refund-status.ts changes
 * `credit_purchases.refund_status`; migrations create the column and its CHECK, and an insert leaves it at its
 * default (none). Test code may stage a state, so it is not scanned (test/one-writer.ts).
 */
const WRITER = 'platform/payments/refund-status.ts';
const REFUND_STATUS = { table: 'credit_purchases', column: 'refund_status' };
const sources = serverSources();

describe("a credit purchase's refund state has one writer", () => {
  it('finds the source files and the writer', () => {
    expect(sources.length).toBeGreaterThan(80);
    // A refund asked for, a gateway call recorded, an admin's answer to a given-up one, and the late payments'
    // summary: every way, all here.
    const writer = sources.find((file) => file.path === WRITER)?.code ?? '';
    expect(columnWrites(writer, REFUND_STATUS)).toHaveLength(4);
  });

  it(`no source file but ${WRITER} (and the migrations) writes credit_purchases.refund_status`, () => {
    expect(writesOutside(sources, WRITER, REFUND_STATUS)).toEqual([]);
  });

  it('recognises a write in any shape, and not a read or another column', () => {
    const writes = [
      ".updateTable('credit_purchases').set({ refund_status: 'requested' }).where('id', '=', id)",
      ".updateTable('credit_purchases')\n  .set({\n    refund_status: attempt.status,\n    refund_attempts: 1,\n  })",
      ".updateTable('credit_purchases').set((eb) => ({ refund_status: eb.val('failed') }))",
      "sql`update credit_purchases set refund_status = 'refunded' where id = $1`",
    ];
    for (const write of writes) expect(columnWrites(write, REFUND_STATUS), write).toHaveLength(1);
    const reads = [
      ".selectFrom('credit_purchases').select('refund_status').where('refund_status', '=', 'requested')",
      ".updateTable('credit_purchases').set({ status: 'failed' }).where('refund_status', '=', 'none')",
      ".updateTable('payment_refunds').set({ status: 'refunded' })",
      "sql`select count(*) from credit_purchases p where p.refund_status = 'requested'`",
    ];
    for (const read of reads) expect(columnWrites(read, REFUND_STATUS), read).toEqual([]);
  });
});

describe('the table of refund state changes', () => {
  it('asks for a refund once, and settles only a requested one', () => {
    expect(refundStatusesAllowing('request')).toEqual(['none']);
    expect(refundStatusesAllowing('settle')).toEqual(['requested']);
    expect(REFUND_TRANSITIONS.refunded).toEqual({});
  });

  it('lets only an admin move a given-up refund: asked again, or settled by hand', () => {
    expect(refundStatusesAllowing('retry')).toEqual(['failed']);
    expect(refundStatusesAllowing('settle_by_hand')).toEqual(['failed']);
    expect(REFUND_TRANSITIONS.failed).toEqual({ retry: ['requested'], settle_by_hand: ['refunded'] });
  });

  it("sums a never-completed purchase's late refunds: requested while any is, failed if any gave up", () => {
    expect(summaryOfLateRefunds(['refunded', 'requested'])).toBe('requested');
    expect(summaryOfLateRefunds(['refunded', 'failed'])).toBe('failed');
    expect(summaryOfLateRefunds(['refunded', 'refunded'])).toBe('refunded');
  });
});
