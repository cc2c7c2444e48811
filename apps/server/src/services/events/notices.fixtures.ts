/**
 * What the events notification suites share (decision 064: through the endpoint table): a seat booked and paid
 * each way, a competition entered, two API processes for the races, and the notices about one record. Changes
 * when those suites need another set-up.
 */

import type { TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import type { BodyOf } from '@engagex/contracts/api/define';
import { eventsApi } from '@engagex/contracts/api/events';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { type Answer, inject } from '../../test/api.js';
import {
  createEventWithSlot,
  EVENTS_PAYMENT_SECRET,
  type RealmWorld,
  realmOfPrefix,
} from '../../test/events.js';
import { type Injector, type Session, signIn, type TestDatabase } from '../../test/harness.js';
import { type ToldNotice, toldTo } from '../../test/notices.js';
import { payAtSandbox } from '../../test/sandbox-checkout.js';
import { captured, sandboxOrderId, sandboxWebhook as signedWebhook } from '../../test/webhooks.js';

/** The gateway's webhook for a checkout paid at the sandbox, signed as the sandbox signs it for the events suites. */
export function sandboxWebhook(app: Injector, paymentUrl: string, paymentId: string) {
  return signedWebhook(app, EVENTS_PAYMENT_SECRET, captured(sandboxOrderId(paymentUrl), paymentId));
}

/**
 * The notifications about one record: those whose once-only key ends with its id, or whose ticket is its booking's
 * (so a notice written twice without its key would still be counted).
 */
export async function noticesAbout(db: TestDatabase, recordId: string): Promise<ToldNotice[]> {
  const rows = await db.db
    .selectFrom('notifications')
    .select(['user_id'])
    .where((eb) =>
      eb.or([
        eb('once_key', 'like', `%:${recordId}`),
        eb(sql`details->'ticket'->>'bookingId'`, '=', recordId),
      ]),
    )
    .execute();
  const users = [...new Set(rows.map((row) => row.user_id))];
  const all = await Promise.all(users.map((userId) => toldTo(db, userId)));
  return all
    .flat()
    .filter(
      (notice) =>
        notice.onceKey?.endsWith(`:${recordId}`) ||
        (notice.details.ticket as { bookingId?: string } | undefined)?.bookingId === recordId,
    );
}

/** The proof a sandbox checkout's redirect carries back, as the complete-payment endpoints take it. */
export type CheckoutProof = { purchaseId: string; paymentId: string; signature: string };

/** Pays a sandbox checkout as a browser does (test/sandbox-checkout.ts) and answers its proof, typed. */
export async function paidAtSandbox(app: FastifyInstance, paymentUrl: string): Promise<CheckoutProof> {
  const { purchaseId, paymentId, signature } = await payAtSandbox(app, paymentUrl);
  if (!purchaseId || !paymentId || !signature) throw new Error(`no payment proof from ${paymentUrl}`);
  return { purchaseId, paymentId, signature };
}

/** A hold of one seat paid as asked: in credits, at the sandbox checkout, or left waiting. */
export async function bookOneSeat(
  app: FastifyInstance,
  realm: TRealm,
  who: Session,
  at: { eventId: string; slotId: string },
  pay: 'credits' | 'card' | 'none',
) {
  const held = (
    await inject(app, bookingsApi.create, { realm, session: who, body: { ...at, seats: 1 } })
  ).data();
  const bookingId = held.id;
  if (pay === 'credits')
    await inject(app, bookingsApi.initiatePayment, {
      realm,
      session: who,
      body: { bookingId, method: 'credits' },
    });
  if (pay === 'card') {
    const started = await inject(app, bookingsApi.initiatePayment, {
      realm,
      session: who,
      body: { bookingId, method: 'gateway' },
    });
    const { paymentUrl } = started.data().payment;
    if (!paymentUrl) throw new Error(`no checkout for booking ${bookingId}: ${started.body}`);
    const proof = await paidAtSandbox(app, paymentUrl);
    const done = await inject(app, bookingsApi.completePayment, {
      realm,
      session: who,
      body: { bookingId, ...proof },
    });
    expect(done.statusCode, done.body).toBe(200);
  }
  return (await inject(app, bookingsApi.get, { realm, session: who, params: { id: bookingId } })).data();
}

/** A free show of two seats, one of them booked by `who`, with the event's slots as the admin reads them. */
export async function freeShowBookedBy(
  world: Pick<RealmWorld, 'app' | 'admin'>,
  prefix: string,
  who: Session,
) {
  const { app, admin } = world;
  const realm = realmOfPrefix(prefix);
  const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, { capacity: 2, priceCredits: 0 });
  await inject(app, bookingsApi.create, { realm, session: who, body: { eventId, slotId, seats: 1 } });
  const { slots } = (
    await inject(app, eventsApi.get, { realm, session: admin, params: { id: eventId } })
  ).json().data;
  return { eventId, slotId, slots };
}

/** Two API processes on one PostgreSQL, each with its own pool, for the races between them; close them after. */
export async function twoApiProcesses(db: TestDatabase) {
  const one = await db.build({}, {}, { ownPool: true });
  const two = await db.build({}, {}, { ownPool: true });
  return {
    one,
    two,
    admin: await signIn(one, 'admin@engagex.dev'),
    close: async () => {
      await one.close();
      await two.close();
    },
  };
}

/** The entry the events suites make: `eventId`'s competition, alone, with one performance. */
const soloEntry = (eventId: string): BodyOf<typeof contestantsApi.register> => ({
  eventId,
  personalDetails: {
    fullName: 'Asha Rao',
    dateOfBirth: '1998-04-12',
    phone: '+91 9876543210',
    email: 'asha@example.com',
    city: 'Pune',
  },
  performance: { title: 'Raga', category: 'vocal', durationMinutes: 8, description: 'A vocal piece.' },
  isGroupPerformance: false,
  additionalContestants: [],
});

/** Enters `who` alone in the competition `eventId` of `realm`, with the one performance the events suites enter. */
export function enterCompetition(
  app: Injector,
  realm: TRealm,
  who: Session,
  eventId: string,
): Promise<Answer<typeof contestantsApi.register>> {
  return inject(app, contestantsApi.register, { realm, session: who, body: soloEntry(eventId) });
}

/**
 * Enters `who` alone and pays the fee at the sandbox checkout, as the browser does (decision 023). Throws unless the
 * fee is paid: a test's set-up must not silently leave an entry unpaid.
 */
export async function entryPaidByCard(app: FastifyInstance, realm: TRealm, who: Session, eventId: string) {
  const entry = (await enterCompetition(app, realm, who, eventId)).data();
  const started = await inject(app, contestantsApi.initiatePayment, {
    realm,
    session: who,
    body: { contestantId: entry.id, method: 'gateway' },
  });
  const { paymentUrl, purchaseId } = started.data().payment;
  const proof = await paidAtSandbox(app, paymentUrl as string);
  const done = await inject(app, contestantsApi.completePayment, {
    realm,
    session: who,
    body: { contestantId: entry.id, ...proof },
  });
  if (done.statusCode !== 200) throw new Error(`the entry fee was not paid: ${done.body}`);
  return { contestantId: entry.id, purchaseId: purchaseId as string };
}
