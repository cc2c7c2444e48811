// Cancelling some tickets of a booking (decision 078): their seats and their share go back, in credits or to the
// card (a partial refund the sweep retries), once, on both databases and under racing processes.

import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerInvariantViolations } from '../../../platform/ledger/ledger-invariants.js';
import { retryDueRefunds } from '../../../platform/payments/refund-retries.js';
import type { SandboxGateway } from '../../../platform/payments/sandbox.js';
import { addCreditsAsAdmin, balanceOf, inject } from '../../../test/api.js';
import { createEventWithSlot, slotSeatsTaken } from '../../../test/events.js';
import {
  DATABASE_KINDS,
  type DatabaseKind,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../../test/harness.js';
import { toldTo } from '../../../test/notices.js';
import { paidAtSandbox } from '../notices.fixtures.js';

const SECRET = 'q'.repeat(40);
const prefix = SERVICE_PREFIXES.events;
const realm = 'events';

describe.each(DATABASE_KINDS)('cancelling some tickets on %s', (kind) => cancelSuite(kind));

/** Two API processes, each with its own pool, as production runs them: only PostgreSQL has that. */
describe('cancelling some tickets under racing processes', () => cancelSuite('postgres', true));

function cancelSuite(kind: DatabaseKind, racing = false) {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Session;
  let alice: Session;

  beforeAll(async () => {
    db = await database();
    app = await db.build({ PAYMENT_SIGNING_SECRET: SECRET });
    admin = await signIn(app, 'admin@engagex.dev');
    alice = await signIn(app, `alice-cancel-tickets-${kind}${racing ? '-racing' : ''}@example.com`);
    await addCreditsAsAdmin(app, admin, alice.user.id, 500, `alice-cancel-tickets-${kind}-${racing}`);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    expect(await ledgerInvariantViolations(db.db)).toEqual([]);
  });

  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  /** The card refunds made to one purchase's payment, on any of the given processes. */
  const refundsOf = async (purchaseId: string, instances = [app]) => {
    const { payment_id } = await db.db
      .selectFrom('credit_purchases')
      .select('payment_id')
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    return instances
      .flatMap((instance) =>
        (instance.paymentGateway as SandboxGateway).refunds.filter(
          (refund) => refund.paymentId === payment_id,
        ),
      )
      .map((refund) => refund.amountMinor);
  };
  const cancel = (on: FastifyInstance, bookingId: string, ticketIds?: string[]) =>
    inject(on, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: bookingId },
      body: { reason: 'Plans changed', ...(ticketIds ? { ticketIds } : {}) },
    });

  /** A hold of `seats` at `price` credits each. */
  async function hold(on: FastifyInstance, seats: number, price: number) {
    const show = await createEventWithSlot(on, prefix, admin, { capacity: 10, priceCredits: price });
    const held = await inject(on, bookingsApi.create, {
      realm,
      session: alice,
      body: { eventId: show.eventId, slotId: show.slotId, seats },
    });
    expect(held.statusCode).toBe(201);
    return { ...show, booking: held.data() };
  }

  /** A booking of 3 seats at 40 credits (₹400 each, ₹1,200 in all) paid through the sandbox checkout. */
  async function cardBooking(on = app) {
    const { booking, slotId } = await hold(on, 3, 40);
    const started = await inject(on, bookingsApi.initiatePayment, {
      realm,
      session: alice,
      body: { bookingId: booking.id, method: 'gateway' },
    });
    const { paymentUrl, purchaseId } = started.json().data.payment;
    const proof = await paidAtSandbox(on, paymentUrl);
    const done = await inject(on, bookingsApi.completePayment, {
      realm,
      session: alice,
      body: { bookingId: booking.id, ...proof },
    });
    expect(done.statusCode).toBe(200);
    return { slotId, purchaseId: purchaseId as string, booking: done.json().data.booking as typeof booking };
  }

  if (racing) {
    it('two processes cancelling the same ticket at once refund its share once', async () => {
      const one = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const two = await db.build({ PAYMENT_SIGNING_SECRET: SECRET }, {}, { ownPool: true });
      const { booking, purchaseId } = await cardBooking(one);
      const ticketId = booking.tickets[0]?.id as string;
      const answers = await Promise.all([one, two, one, two].map((on) => cancel(on, booking.id, [ticketId])));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
      await retryDueRefunds(db.db, one.paymentGateway, { now: inMinutes(10) });
      await retryDueRefunds(db.db, two.paymentGateway, { now: inMinutes(10) });
      expect(await refundsOf(purchaseId, [one, two])).toEqual([40_000]);
      await one.close();
      await two.close();
    });
    return;
  }

  it('gives a ticket back in credits, refuses it twice, and a whole cancel after refunds only the rest', async () => {
    const { booking, slotId } = await hold(app, 3, 40);
    const paid = await inject(app, bookingsApi.initiatePayment, {
      realm,
      session: alice,
      body: { bookingId: booking.id, method: 'credits' },
    });
    expect(paid.statusCode).toBe(200);
    const start = await balanceOf(app, alice);
    const [first] = booking.tickets;

    const part = await cancel(app, booking.id, [first?.id as string]);
    expect(part.statusCode).toBe(200);
    expect(part.data().status).toBe('confirmed');
    expect(part.data().seats).toBe(2);
    expect(part.data().tickets.map((ticket) => ticket.status)).toEqual(['cancelled', 'valid', 'valid']);
    expect(await balanceOf(app, alice)).toBe(start + 40);
    expect(await slotSeatsTaken(db, slotId)).toBe(2);
    const told = await toldTo(db, alice.user.id, { about: booking.id });
    // The confirmation listed each person's own ticket; the cancel says how many and where the share went.
    const confirmed = told.find((notice) => notice.kind === 'booking-confirmed');
    const people = (confirmed?.details.ticket as { people?: { code: string }[] } | undefined)?.people;
    expect(people?.map((person) => person.code)).toEqual(part.data().tickets.map((ticket) => ticket.code));
    const cancelled = told.filter((notice) => notice.onceKey?.startsWith('tickets-cancelled:'));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.title).toMatch(/^1 ticket cancelled: /);
    expect(cancelled[0]?.body).toMatch(/^You cancelled 1 ticket; your booking now holds 2 seats for /);
    expect(cancelled[0]?.body).toContain('40 credits were returned to your wallet.');

    const twice = await cancel(app, booking.id, [first?.id as string]);
    expect(twice.statusCode).toBe(409);
    expect(await balanceOf(app, alice)).toBe(start + 40);

    const whole = await cancel(app, booking.id);
    expect(whole.statusCode).toBe(200);
    expect(whole.data().status).toBe('cancelled');
    expect(await balanceOf(app, alice)).toBe(start + 120);
    expect(await slotSeatsTaken(db, slotId)).toBe(0);
  });

  it('cancelling the last valid tickets cancels the booking whole', async () => {
    const { booking, slotId } = await hold(app, 2, 0);
    const ids = booking.tickets.map((ticket) => ticket.id);
    expect((await cancel(app, booking.id, [ids[0] as string])).statusCode).toBe(200);
    const last = await cancel(app, booking.id, [ids[1] as string]);
    expect(last.statusCode).toBe(200);
    expect(last.data().status).toBe('cancelled');
    expect(await slotSeatsTaken(db, slotId)).toBe(0);
  });

  it("refuses a ticket that is not the booking's, and a held booking's tickets", async () => {
    const { booking } = await hold(app, 2, 40);
    const held = await cancel(app, booking.id, [booking.tickets[0]?.id as string]);
    expect(held.statusCode).toBe(422);
    expect(held.json().message).toBe('Only a confirmed booking can cancel some of its tickets');
    const other = await hold(app, 2, 0);
    const stranger = await cancel(app, other.booking.id, [booking.tickets[0]?.id as string]);
    expect(stranger.statusCode).toBe(404);
  });

  it("pays the card exactly a ticket's share, once; a whole cancel after pays only the rest", async () => {
    const { booking, purchaseId, slotId } = await cardBooking();
    const start = await balanceOf(app, alice);
    const [first, second] = booking.tickets;

    const part = await cancel(app, booking.id, [first?.id as string]);
    expect(part.statusCode).toBe(200);
    expect(await refundsOf(purchaseId)).toEqual([40_000]);
    const told = await toldTo(db, alice.user.id, { about: booking.id });
    expect(told.find((notice) => notice.onceKey?.startsWith('tickets-cancelled:'))?.body).toMatch(
      /₹400(\.00)? is being refunded to the card or account you paid with\.$/,
    );
    // The credits came back and went on to the card: the wallet is as it was.
    expect(await balanceOf(app, alice)).toBe(start);
    expect(await slotSeatsTaken(db, slotId)).toBe(2);

    expect((await cancel(app, booking.id, [first?.id as string])).statusCode).toBe(409);
    await retryDueRefunds(db.db, app.paymentGateway, { now: inMinutes(10) });
    expect(await refundsOf(purchaseId)).toEqual([40_000]);

    expect((await cancel(app, booking.id, [second?.id as string])).statusCode).toBe(200);
    const whole = await cancel(app, booking.id);
    expect(whole.statusCode).toBe(200);
    expect(whole.data().status).toBe('cancelled');
    const paid = await refundsOf(purchaseId);
    expect(paid).toEqual([40_000, 40_000, 40_000]);
    expect(paid.reduce((sum, amount) => sum + amount, 0)).toBe(120_000);
    expect(await balanceOf(app, alice)).toBe(start);
  });

  it('leaves a refused partial refund to the sweep, which pays the share once', async () => {
    const { booking, purchaseId } = await cardBooking();
    const gateway = app.paymentGateway as SandboxGateway;
    vi.spyOn(gateway, 'refund').mockRejectedValueOnce(new Error('gateway down'));
    const part = await cancel(app, booking.id, [booking.tickets[2]?.id as string]);
    expect(part.statusCode).toBe(200);
    expect(await refundsOf(purchaseId)).toEqual([]);
    const row = await db.db
      .selectFrom('part_refunds')
      .select(['status', 'attempts', 'amount_minor', 'credits'])
      .where('purchase_id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'requested', attempts: 1, credits: 40 });
    expect(Number(row.amount_minor)).toBe(40_000);
    await retryDueRefunds(db.db, app.paymentGateway, { now: inMinutes(10) });
    await retryDueRefunds(db.db, app.paymentGateway, { now: inMinutes(60) });
    expect(await refundsOf(purchaseId)).toEqual([40_000]);
  });

  it('may take credits instead of the card for some tickets', async () => {
    const { booking, purchaseId } = await cardBooking();
    const start = await balanceOf(app, alice);
    const part = await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: booking.id },
      body: { reason: 'Plans changed', refundTo: 'credits', ticketIds: [booking.tickets[0]?.id as string] },
    });
    expect(part.statusCode).toBe(200);
    expect(await refundsOf(purchaseId)).toEqual([]);
    expect(await balanceOf(app, alice)).toBe(start + 40);
  });
}
