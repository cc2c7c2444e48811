/**
 * The admin console's routes, one block of them (decision 064 split them by block): adjusting a wallet by hand:
 * grants, deductions, their keys and their limits. Changes when that part of the console changes; the cast is
 * admin.fixtures.ts useAdminConsoleSuite.
 */

import { randomUUID } from 'node:crypto';
import { adminApi } from '@engagex/contracts/api/admin';
import { describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { DATABASE_KINDS, type Session } from '../../../test/harness.js';
import { auditRowsOf, credits, useAdminConsoleSuite } from './admin.fixtures.js';

describe.each(DATABASE_KINDS)('admin console on %s', (kind) => {
  const { suite } = useAdminConsoleSuite(kind);

  describe('credits', () => {
    const adjust = (who: Session, body: object) =>
      inject(suite.app, adminApi.adjustCredits, {
        session: suite.admin,
        params: { id: who.user.id },
        // Off the contract on purpose: the last test sends bodies the route must refuse.
        body: offContract(body),
      });

    it('grants and deducts through the ledger, with the reason in the ledger and the audit log', async () => {
      const start = (
        await inject(suite.app, adminApi.user, { session: suite.admin, params: { id: suite.anna.user.id } })
      ).json().data.wallet.balance;
      const granted = await adjust(suite.anna, credits('grant', 100, undefined, 'Apology for the outage'));
      expect(granted.statusCode, granted.body).toBe(201);
      expect(granted.json().data).toMatchObject({ balance: start + 100, creditBalance: start + 100 });
      const deducted = await adjust(suite.anna, credits('deduct', 30, undefined, 'Granted twice by mistake'));
      expect(deducted.json().data.balance).toBe(start + 70);
      const ledger = await suite.db.db
        .selectFrom('ledger_transactions')
        .select(['kind', 'description', 'created_by'])
        .where('id', 'in', [granted.json().data.transactionId, deducted.json().data.transactionId])
        .orderBy('created_at')
        .execute();
      expect(ledger).toEqual(
        expect.arrayContaining([
          { kind: 'grant', description: 'Apology for the outage', created_by: suite.admin.user.id },
          { kind: 'spend', description: 'Granted twice by mistake', created_by: suite.admin.user.id },
        ]),
      );
      const rows = await auditRowsOf(suite.db, suite.anna.user.id, 'credits.deduct');
      expect(rows.at(-1)).toMatchObject({
        reason: 'Granted twice by mistake',
        before: { balance: start + 100 },
        after: { balance: start + 70, amount: 30 },
      });
    });

    it('answers a retry with the same key with the first result, moving credits once', async () => {
      const body = credits('grant', 25);
      const first = await adjust(suite.anna, body);
      const audits = (await auditRowsOf(suite.db, suite.anna.user.id)).length;
      const retry = await adjust(suite.anna, body);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json().data).toEqual(first.json().data);
      expect((await auditRowsOf(suite.db, suite.anna.user.id)).length).toBe(audits);
      const reused = await adjust(suite.anna, { ...body, amount: 26 });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toBe('This idempotency key was already used for a different request');
    });

    it('refuses a deduction beyond the balance with 409, changing nothing', async () => {
      const balance = (
        await inject(suite.app, adminApi.user, { session: suite.admin, params: { id: suite.anna.user.id } })
      ).json().data.wallet.balance;
      const audits = (await auditRowsOf(suite.db, suite.anna.user.id)).length;
      const refused = await adjust(suite.anna, credits('deduct', balance + 1));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `Cannot deduct ${balance + 1} credits: the wallet holds ${balance} credits available; nothing was deducted`,
      );
      expect(
        (
          await inject(suite.app, adminApi.user, { session: suite.admin, params: { id: suite.anna.user.id } })
        ).json().data.wallet.balance,
      ).toBe(balance);
      expect((await auditRowsOf(suite.db, suite.anna.user.id)).length).toBe(audits);
    });

    it('requires a reason, a whole positive amount and a key (400, nothing moved)', async () => {
      const balance = (
        await inject(suite.app, adminApi.user, { session: suite.admin, params: { id: suite.anna.user.id } })
      ).json().data.wallet.balance;
      for (const body of [
        { ...credits('grant', 10), reason: ' ' },
        { direction: 'grant', amount: 10, idempotencyKey: 'missing-reason-1' },
        credits('grant', 0),
        credits('grant', 1.5),
        { ...credits('grant', 10), idempotencyKey: 'short' },
      ]) {
        const response = await adjust(suite.anna, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(
        (
          await inject(suite.app, adminApi.user, { session: suite.admin, params: { id: suite.anna.user.id } })
        ).json().data.wallet.balance,
      ).toBe(balance);
    });

    it('answers 404 for an unknown person and moves nothing', async () => {
      const response = await inject(suite.app, adminApi.adjustCredits, {
        session: suite.admin,
        params: { id: randomUUID() },
        body: credits('grant', 5),
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
