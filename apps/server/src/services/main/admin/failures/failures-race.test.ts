import { adminApi } from '@engagex/contracts/api/admin';
import { adminFailuresApi } from '@engagex/contracts/api/admin-failures';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../../test/api.js';
import { type Session, signIn } from '../../../../test/harness.js';
import { toldTo } from '../../../../test/notices.js';
import { useProcesses } from '../../../../test/processes.js';
import { auditRowsOf, credits } from '../admin.fixtures.js';
import { failedEmail, failedRefundRow, purchase, webhookDelivery } from './failures.fixtures.js';

/**
 * Decisions 096 and 098 on two API processes sharing one PostgreSQL: two admins answering the same failure at once,
 * their clicks split across both processes, answer it once. One request wins; every other is the 409 in the
 * envelope, and nothing of theirs is written: one audit row, one settlement, one notice and email to the person.
 */
describe('the failure actions on two processes', () => {
  const split = useProcesses(
    { first: 'main,devIdp', second: 'main,devIdp' },
    { env: () => ({ ADMIN_EMAILS: 'admin@engagex.dev,race.admin@engagex.dev' }) },
  );
  const apps = () => [split.processes.first.app, split.processes.second.app];
  const N = 12;
  let admins: Session[];
  let person: Session;

  beforeAll(async () => {
    const first = split.processes.first.app;
    admins = [await signIn(first, 'admin@engagex.dev'), await signIn(first, 'race.admin@engagex.dev')];
    person = await signIn(first, 'race.refunds@example.com', 'Race Refunds');
    // A ledger movement for the staged purchases to name.
    const granted = await inject(first, adminApi.adjustCredits, {
      session: admins[0] as Session,
      params: { id: person.user.id },
      body: credits('grant', 5),
    });
    expect(granted.statusCode, granted.body).toBe(201);
  });

  /** The i-th click: process, admin and (for refunds) action alternate so each mix meets on both processes. */
  const on = (i: number) => ({
    app: apps()[i % 2] ?? split.balancer,
    session: admins[(i >> 1) % 2] as Session,
  });

  /** Exactly one 200; every other answer the envelope's 409 with the failure's own sentence. */
  function oneWins(answers: { statusCode: number; body: string; json(): unknown }[], message: string) {
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status === 200),
      statuses.join(),
    ).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(answers.length - 1);
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toMatchObject({ success: false, code: 'CONFLICT', message });
    }
    return answers.findIndex((answer) => answer.statusCode === 200);
  }

  const settledRows = (refundId: string) =>
    split.db.db.selectFrom('refunds_settled_by_hand').selectAll().where('refund_id', '=', refundId).execute();

  const REFUND_NOT_FAILED = 'This refund is no longer waiting for an admin: somebody answered it already';

  it(`settles a failed refund once when ${N} settlements race on both processes, and tells the person once`, async () => {
    const own = await purchase(split.db, person.user.id, 'completed-refund-failed');
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        inject(on(i).app, adminFailuresApi.settleRefundByHand, {
          session: on(i).session,
          params: { kind: 'purchase', id: own },
          body: { reference: `UTR ${i}`, note: `Paid by hand, click ${i}` },
        }),
      ),
    );
    const winner = oneWins(answers, REFUND_NOT_FAILED);
    const rows = await settledRows(own);
    expect(rows.map((row) => row.reference)).toEqual([`UTR ${winner}`]);
    const audit = (await auditRowsOf(split.db, person.user.id)).filter(
      (row) => (row.after as { refundId?: string }).refundId === own,
    );
    expect(audit.map((row) => [row.action, row.reason])).toEqual([
      ['refund.settle_by_hand', `Paid by hand, click ${winner}`],
    ]);
    const told = await toldTo(split.db, person.user.id, { about: own });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'booking-refunded',
      emails: 1,
      details: { reference: `UTR ${winner}` },
    });
    const row = await split.db.db
      .selectFrom('credit_purchases')
      .select(['refund_status', 'refund_retry_at'])
      .where('id', '=', own)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ refund_status: 'refunded', refund_retry_at: null });
  });

  it.each(['purchase', 'payment', 'part'] as const)(
    `answers a failed %s refund once when ${N} retries and settlements race on both processes`,
    async (kind) => {
      const own = await purchase(split.db, person.user.id, 'completed-refund-failed');
      const id =
        kind === 'purchase'
          ? own
          : kind === 'payment'
            ? await failedRefundRow(
                split.db,
                'payment_refunds',
                await purchase(split.db, person.user.id, 'cancelled'),
              )
            : await failedRefundRow(split.db, 'part_refunds', own);
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          i % 3 === 0
            ? inject(on(i).app, adminFailuresApi.retryRefund, {
                session: on(i).session,
                params: { kind, id },
              })
            : inject(on(i).app, adminFailuresApi.settleRefundByHand, {
                session: on(i).session,
                params: { kind, id },
                body: { reference: `NEFT ${i}`, note: `Settled, click ${i}` },
              }),
        ),
      );
      const winner = oneWins(answers, REFUND_NOT_FAILED);
      const settled = winner % 3 !== 0;
      const audit = (await auditRowsOf(split.db, person.user.id)).filter(
        (row) => (row.after as { refundId?: string }).refundId === id,
      );
      expect(audit.map((row) => row.action)).toEqual([settled ? 'refund.settle_by_hand' : 'refund.retry']);
      expect((await settledRows(id)).map((row) => row.reference)).toEqual(settled ? [`NEFT ${winner}`] : []);
      const told = await toldTo(split.db, person.user.id, { about: id });
      expect(told.map((notice) => [notice.kind, notice.emails, notice.details.reference])).toEqual(
        settled ? [['booking-refunded', 1, `NEFT ${winner}`]] : [],
      );
      // The refund's own row says what the winner did, and nothing else.
      const state =
        kind === 'purchase'
          ? await split.db.db
              .selectFrom('credit_purchases')
              .select(['refund_status as status', 'refund_attempts as attempts'])
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          : await split.db.db
              .selectFrom(kind === 'payment' ? 'payment_refunds' : 'part_refunds')
              .select(['status', 'attempts'])
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
      expect(state).toEqual(
        settled ? { status: 'refunded', attempts: 8 } : { status: 'requested', attempts: 0 },
      );
    },
  );

  it(`sends a failed email again once when ${N} resends race on both processes`, async () => {
    const emailId = await failedEmail(split.db, person.user.id, 'Your ticket for the race night');
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        inject(on(i).app, adminFailuresApi.resendEmail, { session: on(i).session, params: { id: emailId } }),
      ),
    );
    oneWins(answers, 'This email is no longer failed: somebody sent it again already');
    const audit = (await auditRowsOf(split.db, person.user.id, 'email.resend')).filter(
      (row) => (row.after as { emailId?: string }).emailId === emailId,
    );
    expect(audit).toHaveLength(1);
    const row = await split.db.db
      .selectFrom('notification_emails')
      .select(['status', 'attempts'])
      .where('id', '=', emailId)
      .executeTakeFirstOrThrow();
    expect(row.status).not.toBe('failed');
  });

  it(`sends a stopped webhook delivery again once when ${N} resends race on both processes`, async () => {
    const deliveryId = await webhookDelivery(split.db, person.user.id, 'failed');
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        inject(on(i).app, adminFailuresApi.resendWebhook, {
          session: on(i).session,
          params: { id: deliveryId },
        }),
      ),
    );
    oneWins(answers, 'This delivery is no longer stopped: it was sent again already');
    const audit = (await auditRowsOf(split.db, person.user.id, 'webhook.resend')).filter(
      (row) => (row.after as { deliveryId?: string }).deliveryId === deliveryId,
    );
    expect(audit).toHaveLength(1);
    const row = await split.db.db
      .selectFrom('webhook_deliveries')
      .select('status')
      .where('id', '=', deliveryId)
      .executeTakeFirstOrThrow();
    expect(row.status).not.toBe('failed');
  });
});
