// Decision 103: every read of a refund says when an admin paid it back by hand (a ticket's share, an entry fee, a
// purchase and its late payment), with the reference for the person whose money it was and admins; the organiser
// reads that it was settled outside the portal, without it (decision 111).

import type { TRefundKind } from '@engagex/contracts';
import { SERVICE_PREFIXES, type TContestant, type TCreditPurchase } from '@engagex/contracts';
import { adminFailuresApi } from '@engagex/contracts/api/admin-failures';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { creditsApi } from '@engagex/contracts/api/credits';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SandboxGateway } from '../../../../platform/payments/sandbox.js';
import { inject } from '../../../../test/api.js';
import { createEventWithSlot } from '../../../../test/events.js';
import { type Session, signIn, type TestDatabase, useTestDatabase } from '../../../../test/harness.js';
import { signInOrganiser } from '../../../../test/organisers.js';
import { entryPaidByCard, paidAtSandbox } from '../../../events/notices.fixtures.js';
import { failedRefundRow, purchase } from './failures.fixtures.js';

const SECRET = 'q'.repeat(40);
const realm = 'events';
const prefix = SERVICE_PREFIXES.events;
const byHand = (reference: string) => ({ to: 'original', status: 'done', byHand: { reference } });
/** What the event's organiser reads of the same refund: settled outside the portal, no reference (decision 111). */
const outsideThePortal = { to: 'original', status: 'done', byHand: { reference: null } };

describe('a refund settled by hand, wherever it is read (decision 103)', () => {
  const database = useTestDatabase('pglite');
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Session;
  let alice: Session;
  let organiser: Session;

  beforeAll(async () => {
    db = await database();
    app = await db.build({ PAYMENT_SIGNING_SECRET: SECRET });
    admin = await signIn(app, 'admin@engagex.dev');
    alice = await signIn(app, 'alice-settled-reads@example.com');
    organiser = await signInOrganiser(app, 'organiser-settled-reads@example.com');
  });
  afterEach(() => vi.restoreAllMocks());

  /** The gateway refused every call, as the sweep leaves a refund after its attempts (decision 038). */
  const gaveUp = (table: 'credit_purchases' | 'part_refunds', id: string) =>
    (table === 'credit_purchases'
      ? sql`update credit_purchases set refund_status = 'failed', refund_attempts = 8 where id = ${id}`
      : sql`update part_refunds set status = 'failed', attempts = 8 where id = ${id}`
    ).execute(db.db);
  const settle = async (kind: TRefundKind, id: string, reference: string) => {
    const settled = await inject(app, adminFailuresApi.settleRefundByHand, {
      session: admin,
      params: { kind, id },
      body: { reference, note: 'The card was closed; sent by bank transfer' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
  };
  const refuseRefunds = () =>
    vi.spyOn(app.paymentGateway as SandboxGateway, 'refund').mockRejectedValue(new Error('card closed'));

  it("a ticket's share: the booker reads the reference on its line, the organiser reads it settled", async () => {
    const show = await createEventWithSlot(app, prefix, organiser, { capacity: 10, priceCredits: 40 });
    const held = (
      await inject(app, bookingsApi.create, {
        realm,
        session: alice,
        body: { eventId: show.eventId, slotId: show.slotId, seats: 3 },
      })
    ).data();
    const started = await inject(app, bookingsApi.initiatePayment, {
      realm,
      session: alice,
      body: { bookingId: held.id, method: 'gateway' },
    });
    const proof = await paidAtSandbox(app, started.json().data.payment.paymentUrl);
    await inject(app, bookingsApi.completePayment, {
      realm,
      session: alice,
      body: { bookingId: held.id, ...proof },
    });
    const [gone, kept] = held.tickets.map((ticket) => ticket.id);
    refuseRefunds();
    const cancelled = await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: held.id },
      body: { reason: 'One of us cannot come', ticketIds: [gone as string] },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const part = await db.db
      .selectFrom('part_refunds')
      .select('id')
      .where('purchase_id', '=', proof.purchaseId)
      .executeTakeFirstOrThrow();
    await gaveUp('part_refunds', part.id);
    const ticketsSeenBy = async (session: Session) => {
      const seen = await inject(app, bookingsApi.get, { realm, session, params: { id: held.id } });
      expect(seen.statusCode, seen.body).toBe(200);
      return Object.fromEntries(seen.data().tickets.map((ticket) => [ticket.id, ticket.refund]));
    };
    expect((await ticketsSeenBy(alice))[gone as string]).toEqual({
      to: 'original',
      status: 'failed',
      byHand: null,
    });

    await settle('part', part.id, 'NEFT T77');
    const booker = await ticketsSeenBy(alice);
    expect(booker[gone as string]).toEqual(byHand('NEFT T77'));
    expect(booker[kept as string]).toBeNull();
    expect((await ticketsSeenBy(organiser))[gone as string]).toEqual(outsideThePortal);
    expect((await ticketsSeenBy(admin))[gone as string]).toEqual(byHand('NEFT T77'));
    const listed = await inject(app, bookingsApi.list, {
      realm,
      session: organiser,
      query: { eventId: show.eventId },
    });
    expect(listed.data().items[0]?.tickets.find((ticket) => ticket.id === gone)?.refund).toEqual(
      outsideThePortal,
    );
    // The card payment's line in the purchase history: its share sent back, paid by hand.
    const history = await inject(app, creditsApi.purchaseHistory, { session: alice, query: { limit: 100 } });
    const paid = history.data().items.find((row: TCreditPurchase) => row.id === proof.purchaseId);
    expect(paid?.refund).toEqual(byHand('NEFT T77'));
  });

  it("an entry fee's refund: the entrant reads the reference, the competition's organiser does not", async () => {
    const { eventId } = await createEventWithSlot(app, prefix, organiser, {
      capacity: 50,
      priceCredits: 0,
      startsInHours: 24 * 30,
      competition: { fee: 100, perExtra: 50, maxGroup: 4 },
    });
    const { contestantId, purchaseId } = await entryPaidByCard(app, realm, alice, eventId);
    refuseRefunds();
    const cancelled = await inject(app, contestantsApi.cancel, {
      realm,
      session: alice,
      params: { id: contestantId },
      body: { reason: 'I cannot travel that week' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await gaveUp('credit_purchases', purchaseId);
    await settle('purchase', purchaseId, 'NEFT E55');

    const entrySeenBy = async (session: Session) =>
      (await inject(app, contestantsApi.get, { realm, session, params: { id: contestantId } })).data().refund;
    expect(await entrySeenBy(alice)).toEqual(byHand('NEFT E55'));
    expect(await entrySeenBy(organiser)).toEqual(outsideThePortal);
    expect(await entrySeenBy(admin)).toEqual(byHand('NEFT E55'));
    const refundsListedTo = async (session: Session, query: Record<string, unknown>) =>
      (await inject(app, contestantsApi.list, { realm, session, query: { eventId, ...query } }))
        .data()
        .items.map((entry: TContestant) => entry.refund);
    expect(await refundsListedTo(alice, { mine: true })).toEqual([byHand('NEFT E55')]);
    expect(await refundsListedTo(organiser, {})).toEqual([outsideThePortal]);
    expect(await refundsListedTo(organiser, { reviewing: true })).toEqual([outsideThePortal]);

    // The purchase history names the same refund, and the entrant's own purchase shows its reference.
    const history = await inject(app, creditsApi.purchaseHistory, { session: alice, query: { limit: 100 } });
    const fee = history.data().items.find((row: TCreditPurchase) => row.id === purchaseId);
    expect(fee?.refund).toEqual(byHand('NEFT E55'));
    const one = await inject(app, creditsApi.getPurchase, { session: alice, params: { purchaseId } });
    expect(one.data().refund).toEqual(byHand('NEFT E55'));
  });

  it("the purchase history: a credit purchase's own refund and a late payment's, each with its reference", async () => {
    const completed = await purchase(db, alice.user.id, 'completed-refund-failed');
    const neverCompleted = await purchase(db, alice.user.id, 'cancelled');
    const late = await failedRefundRow(db, 'payment_refunds', neverCompleted);
    const refunds = async () => {
      const history = await inject(app, creditsApi.purchaseHistory, {
        session: alice,
        query: { limit: 100 },
      });
      expect(history.statusCode, history.body).toBe(200);
      return Object.fromEntries(history.data().items.map((row: TCreditPurchase) => [row.id, row.refund]));
    };
    expect((await refunds())[completed]).toEqual({ to: 'original', status: 'failed', byHand: null });

    await settle('purchase', completed, 'UTR 100200');
    await settle('payment', late, 'UTR 300400');
    const seen = await refunds();
    expect(seen[completed]).toEqual(byHand('UTR 100200'));
    expect(seen[neverCompleted]).toEqual(byHand('UTR 300400'));
  });
});
