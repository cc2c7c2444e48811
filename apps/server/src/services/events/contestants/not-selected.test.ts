// Over 300 lines: each fee promise of a turned-down entry (card refund, kept, credits), its round and a race, on one set-up.
// Decision 054: an entry turned down is told what became of its fee, and the refund its competition promises is made.

import { SERVICE_PREFIXES } from '@engagex/contracts';
import { contestantRegistrationApi, contestantsApi } from '@engagex/contracts/api/contestants';
import { eventsApi } from '@engagex/contracts/api/events';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../../../platform/payments/sandbox.js';
import { balanceOf, inject } from '../../../test/api.js';
import { createEventWithSlot, EVENTS_PAYMENT_SECRET, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import { enterCompetition, entryPaidByCard, noticesAbout, paidAtSandbox } from '../notices.fixtures.js';

const prefix = SERVICE_PREFIXES.events;
const realm = 'events';

describe.each(DATABASE_KINDS)('an entry not selected on %s', (kind) => {
  const world = useRealmWorld(kind, realm);

  async function competition(ifNotSelected?: 'refund' | 'keep', on: FastifyInstance = world.app) {
    const { eventId } = await createEventWithSlot(on, prefix, world.admin, {
      capacity: 50,
      priceCredits: 0,
      startsInHours: 24 * 30,
      competition: { fee: 30, perExtra: 50, maxGroup: 3, ...(ifNotSelected ? { ifNotSelected } : {}) },
    });
    return eventId;
  }

  /** An entry whose ₹300 fee (30 credits) is paid at the sandbox checkout, as the browser does it. */
  async function cardPaidEntry(eventId: string, who: Session, on: FastifyInstance = world.app) {
    const { contestantId, purchaseId } = await entryPaidByCard(on, realm, who, eventId);
    return { id: contestantId, purchaseId };
  }

  const paymentIdOf = async (purchaseId: string) =>
    (
      await world.db.db
        .selectFrom('credit_purchases')
        .select(['payment_id', 'refund_status'])
        .where('id', '=', purchaseId)
        .executeTakeFirstOrThrow()
    ).payment_id;
  const refundsTo = async (purchaseId: string, apps: FastifyInstance[] = [world.app]) => {
    const paymentId = await paymentIdOf(purchaseId);
    return apps.flatMap((app) =>
      (app.paymentGateway as SandboxGateway).refunds.filter((refund) => refund.paymentId === paymentId),
    );
  };
  const reject = (id: string, notes?: string, on: FastifyInstance = world.app) =>
    inject(on, contestantsApi.changeStatus, {
      realm,
      session: world.admin,
      params: { id },
      body: {
        status: 'rejected',
        ...(notes === undefined ? {} : { notes }),
      },
    });

  it('states the rule before payment: a competition says whether a fee comes back, refund by default', async () => {
    const byDefault = await competition();
    const keeps = await competition('keep');
    const pricing = (id: string) =>
      inject(world.app, contestantsApi.pricing, { realm, session: world.alice, params: { id } });
    expect((await pricing(byDefault)).json().data).toMatchObject({
      feeIfNotSelected: 'refund',
      notSelectedPolicy: 'If your entry is not selected, the whole fee is refunded to the way you paid.',
    });
    expect((await pricing(keeps)).json().data).toMatchObject({
      feeIfNotSelected: 'keep',
      notSelectedPolicy:
        'If your entry is not selected, the fee is not refunded: it pays for the review of your entry.',
    });
    const event = (
      await inject(world.app, eventsApi.get, { realm, session: world.alice, params: { id: keeps } })
    ).json().data.event;
    expect(event.feeIfNotSelected).toBe('keep');
  });

  it('says which round an entry stands in: the competition’s first round not yet over', async () => {
    const eventId = await competition();
    const parent = (
      await inject(world.app, eventsApi.get, { realm, session: world.admin, params: { id: eventId } })
    ).json().data.event;
    const startsAt = new Date(Date.parse(parent.startsAt) + 3_600_000);
    const round = await inject(world.app, eventsApi.create, {
      realm,
      session: world.admin,
      body: {
        title: 'Round 1: Auditions',
        description: 'The first round of the competition.',
        eventType: 'competition-round',
        districtId: 'pune',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
        parentId: eventId,
        roundNumber: 1,
        status: 'published',
      },
    });
    expect(round.statusCode).toBe(201);
    const entry = (await enterCompetition(world.app, realm, world.bob, eventId)).json().data;
    expect(entry.round).toEqual({
      number: 1,
      title: 'Round 1: Auditions',
      startsAt: startsAt.toISOString(),
      timeZone: 'Asia/Kolkata',
    });
    const none = (await enterCompetition(world.app, realm, world.bob, await competition())).json().data;
    expect(none.round).toBeNull();
  });

  it('refuses a rejection without a reason and changes nothing', async () => {
    const entry = await cardPaidEntry(await competition(), world.bob);
    for (const notes of [undefined, '', '  ']) {
      const refused = await reject(entry.id, notes);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        error: 'Invalid body.notes: Say why this entry is not selected: the entrant reads it',
      });
    }
    const still = (
      await inject(world.app, contestantsApi.get, { realm, session: world.bob, params: { id: entry.id } })
    ).json().data;
    expect(still).toMatchObject({ status: 'registered', refundedCredits: 0, paymentStatus: 'COMPLETED' });
    expect(await refundsTo(entry.purchaseId)).toHaveLength(0);
  });

  it('refunds a ₹300 card fee to the card once when the competition refunds, and says so everywhere', async () => {
    const eventId = await competition('refund');
    const rupeesPaid = async () => {
      const stats = (
        await inject(world.app, contestantRegistrationApi.myStats, { session: world.bob })
      ).json().data;
      return stats.moneyPaid.find((sum: { currency: string }) => sum.currency === 'INR')?.amountMinor ?? 0;
    };
    const paidBefore = await rupeesPaid();
    const entry = await cardPaidEntry(eventId, world.bob);
    expect(await rupeesPaid()).toBe(paidBefore + 30_000);

    const rejected = await reject(entry.id, 'The vocal category is full');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      refundedCredits: 30,
      paymentStatus: 'REFUNDED',
      refund: { to: 'original', status: 'done' },
      event: { feeIfNotSelected: 'refund' },
    });
    expect((await refundsTo(entry.purchaseId)).map((refund) => refund.amountMinor)).toEqual([30_000]);
    // My registrations' "Fees paid … net of refunds" no longer counts it.
    expect(await rupeesPaid()).toBe(paidBefore);

    const told = (await noticesAbout(world.db, entry.id)).find(
      (notice) => notice.kind === 'registration-rejected',
    );
    expect(told?.title).toMatch(/^Entry not selected: /);
    expect(told?.body).toContain('Their note: “The vocal category is full”');
    expect(told?.body).toContain('₹300 is being refunded to the card or account you paid with.');
    expect(told?.emails).toBe(1);

    // A repeated rejection is refused and pays nothing more.
    expect((await reject(entry.id, 'Again')).statusCode).toBe(422);
    expect(await refundsTo(entry.purchaseId)).toHaveLength(1);
  });

  it('keeps the fee when the competition says so, and tells the entrant it is not refunded', async () => {
    const entry = await cardPaidEntry(await competition('keep'), world.bob);
    const rejected = await reject(entry.id, 'Not this year');
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      refundedCredits: 0,
      refund: null,
      event: { feeIfNotSelected: 'keep' },
    });
    expect(await refundsTo(entry.purchaseId)).toHaveLength(0);
    const told = (await noticesAbout(world.db, entry.id)).find(
      (notice) => notice.kind === 'registration-rejected',
    );
    expect(told?.body).toContain(
      'Your fee of ₹300 is not refunded: this competition keeps the fee of entries it does not select, as it said before you paid.',
    );
  });

  it('gives a fee paid in credits back as credits', async () => {
    const eventId = await competition();
    const entry = (await enterCompetition(world.app, realm, world.alice, eventId)).json().data;
    await inject(world.app, contestantsApi.initiatePayment, {
      realm,
      session: world.alice,
      body: {
        contestantId: entry.id,
        method: 'credits',
      },
    });
    const balance = () => balanceOf(world.app, world.alice);
    const before = await balance();
    const rejected = await reject(entry.id, 'The category is full');
    expect(rejected.json().data).toMatchObject({
      refund: { to: 'credits', status: 'done' },
      refundedCredits: 30,
    });
    expect(await balance()).toBe(before + 30);
    const told = (await noticesAbout(world.db, entry.id)).find(
      (notice) => notice.kind === 'registration-rejected',
    );
    expect(told?.body).toContain('30 credits were returned to your wallet.');
  });
});

/** Two API processes, each with its own pool, as production runs them: only PostgreSQL has that. */
describe('an entry not selected under racing processes', () => {
  const world = useRealmWorld('postgres', realm);

  it('two reviewers rejecting at once while the entrant cancels: the card is paid back once', async () => {
    const one = await world.db.build(
      { PAYMENT_SIGNING_SECRET: EVENTS_PAYMENT_SECRET },
      {},
      { ownPool: true },
    );
    const two = await world.db.build(
      { PAYMENT_SIGNING_SECRET: EVENTS_PAYMENT_SECRET },
      {},
      { ownPool: true },
    );
    try {
      const carol = await signIn(one, 'carol-not-selected@example.com');
      for (let round = 0; round < 3; round += 1) {
        const { eventId } = await createEventWithSlot(one, prefix, world.admin, {
          capacity: 50,
          priceCredits: 0,
          startsInHours: 24 * 30,
          competition: { fee: 30, perExtra: 50, maxGroup: 3 },
        });
        const entry = (await enterCompetition(one, realm, carol, eventId)).json().data;
        const started = await inject(one, contestantsApi.initiatePayment, {
          realm,
          session: carol,
          body: {
            contestantId: entry.id,
            method: 'gateway',
          },
        });
        const { paymentUrl, purchaseId } = started.json().data.payment;
        const proof = await paidAtSandbox(one, paymentUrl);
        await inject(one, contestantsApi.completePayment, {
          realm,
          session: carol,
          body: { contestantId: entry.id, ...proof },
        });

        const answers = await Promise.all([
          inject(one, contestantsApi.changeStatus, {
            realm,
            session: world.admin,
            params: { id: entry.id },
            body: {
              status: 'rejected',
              notes: 'Full',
            },
          }),
          inject(two, contestantsApi.changeStatus, {
            realm,
            session: world.admin,
            params: { id: entry.id },
            body: {
              status: 'rejected',
              notes: 'Full',
            },
          }),
          inject(two, contestantsApi.cancel, {
            realm,
            session: carol,
            params: { id: entry.id },
            body: { reason: 'Racing' },
          }),
        ]);
        expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
        const paymentId = (
          await world.db.db
            .selectFrom('credit_purchases')
            .select('payment_id')
            .where('id', '=', purchaseId)
            .executeTakeFirstOrThrow()
        ).payment_id;
        const refunds = [one, two].flatMap((app) =>
          (app.paymentGateway as SandboxGateway).refunds.filter((refund) => refund.paymentId === paymentId),
        );
        expect(refunds.map((refund) => refund.amountMinor)).toEqual([30_000]);
        const notices = (await noticesAbout(world.db, entry.id)).filter(
          (notice) => notice.kind === 'registration-rejected',
        );
        expect(notices.length).toBeLessThanOrEqual(1);
      }
    } finally {
      await one.close();
      await two.close();
    }
  });
});
