import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
 * (pending). Test code may stage a status, so it is not scanned (as in seats-one-writer.test.ts).
 */
const src = join(dirname(fileURLToPath(import.meta.url)), '../..');
const WRITER = 'platform/payments/purchase-status.ts';
const isTestCode = (path: string) =>
  path.startsWith('test/') || path.startsWith('faults/') || /\.(test|fixtures)\.ts$/.test(path);

const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split('\\').join('/'))
  .filter((path) => path.endsWith('.ts') && !isTestCode(path))
  .map((path) => ({ path, code: readFileSync(join(src, path), 'utf8') }));

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * Every statement in `code` that writes credit_purchases.status: a Kysely update or insert of the table whose
 * set/values names `status` (refund_status is another column), or SQL updating or inserting it.
 */
function statusWrites(source: string): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  for (const start of code.matchAll(/\.(updateTable|insertInto)\(\s*['"]credit_purchases['"]\s*\)/g)) {
    // The statement's chain: up to the end of the statement, where the next one begins.
    const rest = code.slice((start.index ?? 0) + start[0].length);
    const chain = rest.slice(0, rest.search(/;|\n\s*\n|\.(?:updateTable|insertInto|selectFrom)\(/) >>> 0);
    for (const call of chain.matchAll(/\.(?:set|values)\(([\s\S]*?)\)\s*(?:\.|$)/g)) {
      if (/(?<![\w.])status\b/.test(call[1] ?? '')) found.push(`${start[0]}${call[0].trim().slice(0, 60)}`);
    }
  }
  const sqlWrites = [
    /\bupdate\s+(?:only\s+)?[\w."]*credit_purchases\b[^;`]*?\bset\b(?:(?!\bwhere\b|\breturning\b|\bfrom\b)[^;`])*?(?<![\w.])status\s*=(?!=)/gi,
    /\binsert\s+into\s+[\w."]*credit_purchases\b[^;`]*?\(\s*[^)]*(?<![\w.])status\b/gi,
  ];
  for (const pattern of sqlWrites) for (const match of code.matchAll(pattern)) found.push(match[0]);
  return found;
}

describe('a credit purchase status has one writer', () => {
  it('finds the source files and the writer', () => {
    expect(sources.length).toBeGreaterThan(80);
    // complete, fail, cancel, expire one, and the sweep: every way of writing the status, all here.
    expect(statusWrites(sources.find((file) => file.path === WRITER)?.code ?? '')).toHaveLength(5);
  });

  it(`no source file but ${WRITER} (and the migrations) writes credit_purchases.status`, () => {
    const others = sources.filter(
      (file) => file.path !== WRITER && !file.path.startsWith('platform/db/migrations/'),
    );
    const writes = others.flatMap((file) => statusWrites(file.code).map((write) => `${file.path}: ${write}`));
    expect(writes).toEqual([]);
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
