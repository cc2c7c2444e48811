// Over 300 lines: each failure kind's list-then-act cases share one admin console suite and its cast (decision 096).
/**
 * What failed, in view (decision 096): failed emails and given-up refunds of all three kinds listed for admins
 * only, each sent or asked again or settled by hand, audited, once; the outbox's old sent emails deleted. Changes
 * when that part of the console changes; the cast is admin.fixtures.ts useAdminConsoleSuite.
 */

import { adminApi } from '@engagex/contracts/api/admin';
import { adminFailuresApi } from '@engagex/contracts/api/admin-failures';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteOldSentEmails } from '../../../../platform/notifications/outbox-upkeep.js';
import { inject } from '../../../../test/api.js';
import { DATABASE_KINDS } from '../../../../test/harness.js';
import { toldTo } from '../../../../test/notices.js';
import { deleteOldDeliveredWebhooks } from '../../webhooks/stopped.js';
import { auditRowsOf, credits, useAdminConsoleSuite } from '../admin.fixtures.js';
import { failedEmail, failedRefundRow, purchase, webhookDelivery } from './failures.fixtures.js';

describe.each(DATABASE_KINDS)('what failed, in the admin console, on %s', (kind) => {
  const { suite } = useAdminConsoleSuite(kind);

  beforeAll(async () => {
    // A ledger movement for the staged purchases to name.
    const granted = await inject(suite.app, adminApi.adjustCredits, {
      session: suite.admin,
      params: { id: suite.anna.user.id },
      body: credits('grant', 5),
    });
    expect(granted.statusCode, granted.body).toBe(201);
  });

  it('lists failed emails to admins only, and sends one again once, audited', async () => {
    const emailId = await failedEmail(suite.db, suite.anna.user.id, 'Your ticket for Kathak night');
    const refused = await inject(suite.app, adminFailuresApi.failedEmails, { session: suite.anna });
    expect(refused.statusCode).toBe(403);

    const listed = await inject(suite.app, adminFailuresApi.failedEmails, { session: suite.admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.data().items).toContainEqual(
      expect.objectContaining({
        id: emailId,
        title: 'Your ticket for Kathak night',
        attempts: 10,
        lastError: 'SMTP 554',
        person: expect.objectContaining({ id: suite.anna.user.id }),
      }),
    );

    const resent = await inject(suite.app, adminFailuresApi.resendEmail, {
      session: suite.admin,
      params: { id: emailId },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.data()).toEqual({ id: emailId, status: 'pending' });
    const row = await suite.db.db
      .selectFrom('notification_emails')
      .select(['status', 'attempts'])
      .where('id', '=', emailId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', attempts: 0 });
    const after = await inject(suite.app, adminFailuresApi.failedEmails, { session: suite.admin });
    expect(after.data().items.map((item) => item.id)).not.toContain(emailId);

    // A second admin who clicked too: refused, nothing more audited.
    const again = await inject(suite.app, adminFailuresApi.resendEmail, {
      session: suite.otherAdmin,
      params: { id: emailId },
    });
    expect(again.statusCode).toBe(409);
    const audit = await auditRowsOf(suite.db, suite.anna.user.id, 'email.resend');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: suite.admin.user.id });
    expect(audit[0]?.after).toEqual({ emailId, status: 'pending' });
  });

  it('lists given-up refunds of all three kinds, asks one again and settles one by hand, audited', async () => {
    const own = await purchase(suite.db, suite.anna.user.id, 'completed-refund-failed');
    const unpaid = await purchase(suite.db, suite.anna.user.id, 'cancelled');
    const late = await failedRefundRow(suite.db, 'payment_refunds', unpaid);
    const part = await failedRefundRow(suite.db, 'part_refunds', own);

    const listed = await inject(suite.app, adminFailuresApi.givenUpRefunds, {
      session: suite.admin,
      query: { limit: 100 },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = listed.data().items.filter((item) => item.person.id === suite.anna.user.id);
    expect(mine.map((item) => [item.kind, item.id, item.amount]).sort()).toEqual(
      [
        ['part', part, 10],
        ['payment', late, 99],
        ['purchase', own, 250.5],
      ].sort(),
    );
    // The never-completed purchase's own `failed` is its late payment's, listed once as that.
    expect(mine.map((item) => item.id)).not.toContain(unpaid);

    const retried = await inject(suite.app, adminFailuresApi.retryRefund, {
      session: suite.admin,
      params: { kind: 'purchase', id: own },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.data()).toEqual({ id: own, status: 'requested' });
    const ownRow = await suite.db.db
      .selectFrom('credit_purchases')
      .select(['refund_status', 'refund_attempts'])
      .where('id', '=', own)
      .executeTakeFirstOrThrow();
    expect(ownRow).toEqual({ refund_status: 'requested', refund_attempts: 0 });

    const settlement = {
      reference: 'NEFT N123456789',
      note: 'Sent by bank transfer after the card was closed',
    };
    const settled = await inject(suite.app, adminFailuresApi.settleRefundByHand, {
      session: suite.admin,
      params: { kind: 'payment', id: late },
      body: settlement,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.data()).toEqual({ id: late, status: 'refunded' });
    // The never-completed purchase shows its only late refund settled.
    const unpaidRow = await suite.db.db
      .selectFrom('credit_purchases')
      .select('refund_status')
      .where('id', '=', unpaid)
      .executeTakeFirstOrThrow();
    expect(unpaidRow.refund_status).toBe('refunded');
    const kept = await suite.db.db
      .selectFrom('refunds_settled_by_hand')
      .selectAll()
      .where('refund_id', '=', late)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ refund_kind: 'payment', ...settlement, settled_by: suite.admin.user.id });
    // The person is told once, in the settlement's transaction, with the reference and never the admin's note.
    const told = await toldTo(suite.db, suite.anna.user.id, { about: late });
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'booking-refunded',
        title: 'Refund settled: ₹99',
        body: 'We could not refund ₹99 (a payment for your purchase of 250 credits that could not be used) to the card or account you paid with, so it was paid back to you outside the portal. Reference: NEFT N123456789.',
        details: { reference: settlement.reference },
        link: '/credits',
        emails: 1,
      }),
    ]);
    expect(JSON.stringify(told)).not.toContain(settlement.note);

    // Settled or asked again: neither can be answered a second time, and a settled one cannot be asked again.
    for (const [params, endpoint] of [
      [{ kind: 'payment', id: late }, adminFailuresApi.retryRefund],
      [{ kind: 'purchase', id: own }, adminFailuresApi.retryRefund],
    ] as const) {
      const twice = await inject(suite.app, endpoint, { session: suite.otherAdmin, params });
      expect(twice.statusCode).toBe(409);
    }
    const settleAgain = await inject(suite.app, adminFailuresApi.settleRefundByHand, {
      session: suite.otherAdmin,
      params: { kind: 'payment', id: late },
      body: settlement,
    });
    expect(settleAgain.statusCode).toBe(409);

    const audit = await auditRowsOf(suite.db, suite.anna.user.id);
    expect(audit.filter((row) => row.action === 'refund.retry')).toHaveLength(1);
    const handRows = audit.filter((row) => row.action === 'refund.settle_by_hand');
    expect(handRows).toHaveLength(1);
    expect(handRows[0]).toMatchObject({ reason: settlement.note });
    expect(handRows[0]?.after).toMatchObject({
      status: 'refunded',
      reference: settlement.reference,
      amount: 99,
    });

    const left = await inject(suite.app, adminFailuresApi.givenUpRefunds, {
      session: suite.admin,
      query: { limit: 100 },
    });
    expect(
      left
        .data()
        .items.filter((item) => item.person.id === suite.anna.user.id)
        .map((item) => item.id),
    ).toEqual([part]);
  });

  it('tells a Hindi reader their refund settled by hand in Hindi; asking again tells nothing', async () => {
    await suite.db.db
      .updateTable('users')
      .set({ locale: 'hi-IN' })
      .where('id', '=', suite.anna.user.id)
      .execute();
    try {
      const own = await purchase(suite.db, suite.anna.user.id, 'completed-refund-failed');
      const retried = await inject(suite.app, adminFailuresApi.retryRefund, {
        session: suite.admin,
        params: { kind: 'part', id: await failedRefundRow(suite.db, 'part_refunds', own) },
      });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(await toldTo(suite.db, suite.anna.user.id, { about: retried.data().id })).toEqual([]);
      const settled = await inject(suite.app, adminFailuresApi.settleRefundByHand, {
        session: suite.admin,
        params: { kind: 'purchase', id: own },
        body: { reference: 'UTR 998877', note: 'Paid from the office account' },
      });
      expect(settled.statusCode, settled.body).toBe(200);
      const [told] = await toldTo(suite.db, suite.anna.user.id, { about: own });
      expect(told).toMatchObject({
        kind: 'booking-refunded',
        title: 'रिफ़ंड पूरा हुआ: ₹250.50',
        body: 'हम ₹250.50 (आपकी 250 क्रेडिट की ख़रीद) उस कार्ड या खाते में वापस नहीं भेज सके जिससे आपने भुगतान किया था, इसलिए यह रक़म आपको पोर्टल के बाहर से लौटा दी गई है। रेफ़रेंस: UTR 998877।',
        emails: 1,
      });
    } finally {
      await suite.db.db
        .updateTable('users')
        .set({ locale: null })
        .where('id', '=', suite.anna.user.id)
        .execute();
    }
  });

  it('refuses a settlement without a reference or a note, and an unknown refund, email or delivery, changing nothing', async () => {
    const own = await purchase(suite.db, suite.anna.user.id, 'completed-refund-failed');
    const bad = await inject(suite.app, adminFailuresApi.settleRefundByHand, {
      session: suite.admin,
      params: { kind: 'purchase', id: own },
      body: { reference: ' ', note: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['body.note', 'body.reference']);
    const unknown = await inject(suite.app, adminFailuresApi.retryRefund, {
      session: suite.admin,
      params: { kind: 'part', id: own },
    });
    expect(unknown.statusCode).toBe(404);
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const answer of [
      await inject(suite.app, adminFailuresApi.resendEmail, { session: suite.admin, params: { id: nobody } }),
      await inject(suite.app, adminFailuresApi.resendWebhook, {
        session: suite.admin,
        params: { id: nobody },
      }),
    ])
      expect(answer.statusCode).toBe(404);
    const row = await suite.db.db
      .selectFrom('credit_purchases')
      .select('refund_status')
      .where('id', '=', own)
      .executeTakeFirstOrThrow();
    expect(row.refund_status).toBe('failed');
  });

  it('deletes sent emails past their time, and keeps failed and recent ones', async () => {
    const oldSent = await failedEmail(suite.db, suite.anna.user.id, 'Old and sent');
    const recentSent = await failedEmail(suite.db, suite.anna.user.id, 'Recent and sent');
    const oldFailed = await failedEmail(suite.db, suite.anna.user.id, 'Old and failed');
    await sql`update notification_emails set status = 'sent', sent_at = now() - interval '31 days'
      where id = ${oldSent}`.execute(suite.db.db);
    await sql`update notification_emails set status = 'sent', sent_at = now() - interval '1 day'
      where id = ${recentSent}`.execute(suite.db.db);
    await sql`update notification_emails set created_at = now() - interval '90 days' where id = ${oldFailed}`.execute(
      suite.db.db,
    );
    const deleted = await deleteOldSentEmails(suite.db.db, new Date(Date.now() - 30 * 86_400_000));
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await suite.db.db
      .selectFrom('notification_emails')
      .select('id')
      .where('id', 'in', [oldSent, recentSent, oldFailed])
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([recentSent, oldFailed].sort());
  });

  it('lists stopped webhook deliveries and sends one again once, audited; deletes old delivered ones', async () => {
    const stopped = await webhookDelivery(suite.db, suite.anna.user.id, 'failed');
    const delivered = await webhookDelivery(suite.db, suite.anna.user.id, 'delivered');
    const listed = await inject(suite.app, adminFailuresApi.stoppedWebhooks, { session: suite.admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.data().items).toContainEqual(
      expect.objectContaining({
        id: stopped,
        type: 'booking.confirmed',
        attempts: 17,
        lastError: 'HTTP 502',
        endpoint: expect.objectContaining({ url: 'https://hooks.example.com/engagex', paused: false }),
        person: expect.objectContaining({ id: suite.anna.user.id }),
      }),
    );
    expect(listed.data().items.map((item) => item.id)).not.toContain(delivered);

    const resent = await inject(suite.app, adminFailuresApi.resendWebhook, {
      session: suite.admin,
      params: { id: stopped },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.data()).toEqual({ id: stopped, status: 'pending' });
    const again = await inject(suite.app, adminFailuresApi.resendWebhook, {
      session: suite.otherAdmin,
      params: { id: stopped },
    });
    expect(again.statusCode).toBe(409);
    expect(await auditRowsOf(suite.db, suite.anna.user.id, 'webhook.resend')).toHaveLength(1);

    await deleteOldDeliveredWebhooks(suite.db.db, new Date(Date.now() - 30 * 86_400_000));
    const left = await suite.db.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('id', 'in', [stopped, delivered])
      .execute();
    expect(left.map((row) => row.id)).toEqual([stopped]);
  });
});
