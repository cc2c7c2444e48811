// Decision 058: a card payment for a thing is a payment in rupees, not credits bought, earned or spent.
import { SERVICE_PREFIXES, type TGatewayProof } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { creditsApi } from '@engagex/contracts/api/credits';
import { eventsApi } from '@engagex/contracts/api/events';
import { describe, expect, it } from 'vitest';
import { addCreditsAsAdmin, inject, walletOf } from '../../../test/api.js';
import { createEventWithSlot, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import { payAtSandbox } from '../../../test/sandbox-checkout.js';
import { entryPaidByCard } from '../../events/notices.fixtures.js';

const events = SERVICE_PREFIXES.events;
const realm = 'events';

describe.each(DATABASE_KINDS)('card payments for things on the credits page, on %s', (kind) => {
  const world = useRealmWorld(kind, 'events');

  const titleOf = async (eventId: string) =>
    (await inject(world.app, eventsApi.get, { realm, session: world.admin, params: { id: eventId } })).data()
      .event.title;

  /** Two seats at 15 credits, ₹300 at the sandbox checkout. */
  async function cardBooking(who: Session) {
    const show = await createEventWithSlot(world.app, events, world.admin, {
      capacity: 10,
      priceCredits: 15,
    });
    const hold = (
      await inject(world.app, bookingsApi.create, { realm, session: who, body: { ...show, seats: 2 } })
    ).data();
    const started = await inject(world.app, bookingsApi.initiatePayment, {
      realm,
      session: who,
      body: { bookingId: hold.id, method: 'gateway' },
    });
    const proof = await payAtSandbox(world.app, started.json().data.payment.paymentUrl);
    const done = await inject(world.app, bookingsApi.completePayment, {
      realm,
      session: who,
      body: { bookingId: hold.id, ...(proof as TGatewayProof) },
    });
    expect(done.statusCode).toBe(200);
    return { bookingId: hold.id, title: await titleOf(show.eventId) };
  }

  /** A ₹300 entry fee (30 credits) paid at the sandbox checkout. */
  async function cardEntry(who: Session) {
    const { eventId } = await createEventWithSlot(world.app, events, world.admin, {
      capacity: 50,
      priceCredits: 0,
      startsInHours: 24 * 30,
      competition: { fee: 30, perExtra: 50, maxGroup: 3 },
    });
    await entryPaidByCard(world.app, realm, who, eventId);
    return { title: await titleOf(eventId) };
  }

  it('leaves card payments out of purchased, received and spent, and names what each paid for', async () => {
    const carol = await signIn(world.app, `carol-things-${kind}@example.com`);
    await addCreditsAsAdmin(world.app, world.admin, carol.user.id, 10);
    const booking = await cardBooking(carol);
    const entry = await cardEntry(carol);
    // What the person's own credits paid still counts as spent.
    const cheap = await createEventWithSlot(world.app, events, world.admin, {
      capacity: 10,
      priceCredits: 5,
    });
    const held = (
      await inject(world.app, bookingsApi.create, { realm, session: carol, body: { ...cheap, seats: 1 } })
    ).data();
    const paid = await inject(world.app, bookingsApi.initiatePayment, {
      realm,
      session: carol,
      body: { bookingId: held.id, method: 'credits' },
    });
    expect(paid.statusCode).toBe(200);

    // Before: purchased 60, received 70, spent 65 (the two card payments read as credits bought and spent).
    const totals = { balance: 5, totalEarned: 10, totalSpent: 5 };
    expect(await walletOf(world.app, carol)).toMatchObject({
      ...totals,
      breakdown: { purchased: 0, referral: 0, bonus: 10 },
    });
    const history = (await inject(world.app, creditsApi.purchaseHistory, { session: carol })).json().data;
    expect(history.items).toMatchObject([
      { paidFor: `Entry fee · ${entry.title}`, amount: 300, currency: 'INR', status: 'completed' },
      { paidFor: `2 seats · ${booking.title}`, amount: 300, currency: 'INR', status: 'completed' },
    ]);

    // The booking cancelled and its ₹300 sent back to the card: the totals stay as they were.
    const cancelled = await inject(world.app, bookingsApi.cancel, {
      realm,
      session: carol,
      params: { id: booking.bookingId },
      body: { reason: 'Cannot come' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await walletOf(world.app, carol)).toMatchObject({
      ...totals,
      breakdown: { purchased: 0, referral: 0, bonus: 10 },
    });
  });

  it('still counts plain credits bought, and names them as credits', async () => {
    const dev = await signIn(world.app, `dev-things-${kind}@example.com`);
    const started = await inject(world.app, creditsApi.initiatePurchase, {
      session: dev,
      body: { amount: 50, currency: 'INR' },
    });
    expect(started.statusCode).toBe(201);
    const proof = await payAtSandbox(world.app, started.json().data.paymentUrl);
    const completed = await inject(world.app, creditsApi.completePurchase, {
      session: dev,
      body: proof as TGatewayProof,
    });
    expect(completed.statusCode).toBe(200);
    await cardBooking(dev);
    expect(await walletOf(world.app, dev)).toMatchObject({
      balance: 5,
      totalEarned: 5,
      totalSpent: 0,
      breakdown: { purchased: 5, referral: 0, bonus: 0 },
    });
    const history = (await inject(world.app, creditsApi.purchaseHistory, { session: dev })).json().data;
    expect(history.items.map((item: { paidFor: string | null }) => item.paidFor)).toEqual([
      expect.stringMatching(/^2 seats · /),
      null,
    ]);
    const one = await inject(world.app, creditsApi.getPurchase, {
      session: dev,
      params: { purchaseId: history.items[0].id },
    });
    expect(one.json().data.paidFor).toBe(history.items[0].paidFor);
  });
});
