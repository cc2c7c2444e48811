// Decision 058: a card payment for a thing is a payment in rupees, not credits bought, earned or spent.
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { describe, expect, it } from 'vitest';
import { addCreditsAsAdmin, apiClient, walletOf } from '../../../test/api.js';
import { createEventWithSlot, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import { payAtSandbox } from '../../../test/sandbox-checkout.js';
import { enterCompetition } from '../../events/notices.fixtures.js';

const events = SERVICE_PREFIXES.events;
const main = SERVICE_PREFIXES.main;

describe.each(DATABASE_KINDS)('card payments for things on the credits page, on %s', (kind) => {
  const world = useRealmWorld(kind, 'events', events);

  const titleOf = async (eventId: string) =>
    (await world.call(world.admin, 'GET', `/events/${eventId}`)).json().data.event.title as string;

  /** Two seats at 15 credits, ₹300 at the sandbox checkout. */
  async function cardBooking(who: Session) {
    const show = await createEventWithSlot(world.app, events, world.admin, {
      capacity: 10,
      priceCredits: 15,
    });
    const hold = (await world.call(who, 'POST', '/bookings', { ...show, seats: 2 })).json().data;
    const started = await world.call(who, 'POST', '/bookings/initiate-payment', {
      bookingId: hold.id,
      method: 'gateway',
    });
    const proof = await payAtSandbox(world.app, started.json().data.payment.paymentUrl);
    const done = await world.call(who, 'POST', '/bookings/complete-payment', {
      bookingId: hold.id,
      ...proof,
    });
    expect(done.statusCode).toBe(200);
    return { bookingId: hold.id as string, title: await titleOf(show.eventId) };
  }

  /** A ₹300 entry fee (30 credits) paid at the sandbox checkout. */
  async function cardEntry(who: Session) {
    const { eventId } = await createEventWithSlot(world.app, events, world.admin, {
      capacity: 50,
      priceCredits: 0,
      startsInHours: 24 * 30,
      competition: { fee: 30, perExtra: 50, maxGroup: 3 },
    });
    const entry = (await enterCompetition(world.call, who, eventId)).json().data;
    const started = await world.call(who, 'POST', '/contestants/payment/initiate', {
      contestantId: entry.id,
      method: 'gateway',
    });
    const proof = await payAtSandbox(world.app, started.json().data.payment.paymentUrl);
    const done = await world.call(who, 'POST', '/contestants/payment/complete', {
      contestantId: entry.id,
      ...proof,
    });
    expect(done.statusCode).toBe(200);
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
    const held = (await world.call(carol, 'POST', '/bookings', { ...cheap, seats: 1 })).json().data;
    const paid = await world.call(carol, 'POST', '/bookings/initiate-payment', {
      bookingId: held.id,
      method: 'credits',
    });
    expect(paid.statusCode).toBe(200);

    // Before: purchased 60, received 70, spent 65 (the two card payments read as credits bought and spent).
    const totals = { balance: 5, totalEarned: 10, totalSpent: 5 };
    expect(await walletOf(world.app, carol)).toMatchObject({
      ...totals,
      breakdown: { purchased: 0, referral: 0, bonus: 10 },
    });
    const history = (await apiClient(world.app, main)(carol, 'GET', '/cps/credit-purchase/history')).json()
      .data;
    expect(history.items).toMatchObject([
      { paidFor: `Entry fee · ${entry.title}`, amount: 300, currency: 'INR', status: 'completed' },
      { paidFor: `2 seats · ${booking.title}`, amount: 300, currency: 'INR', status: 'completed' },
    ]);

    // The booking cancelled and its ₹300 sent back to the card: the totals stay as they were.
    const cancelled = await world.call(carol, 'POST', `/bookings/${booking.bookingId}/cancel`, {
      reason: 'Cannot come',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await walletOf(world.app, carol)).toMatchObject({
      ...totals,
      breakdown: { purchased: 0, referral: 0, bonus: 10 },
    });
  });

  it('still counts plain credits bought, and names them as credits', async () => {
    const dev = await signIn(world.app, `dev-things-${kind}@example.com`);
    const credits = apiClient(world.app, main);
    const started = await credits(dev, 'POST', '/cps/credit-purchase/initiate', {
      amount: 50,
      currency: 'INR',
    });
    expect(started.statusCode).toBe(201);
    const proof = await payAtSandbox(world.app, started.json().data.paymentUrl);
    expect((await credits(dev, 'POST', '/cps/credit-purchase/complete', proof)).statusCode).toBe(200);
    await cardBooking(dev);
    expect(await walletOf(world.app, dev)).toMatchObject({
      balance: 5,
      totalEarned: 5,
      totalSpent: 0,
      breakdown: { purchased: 5, referral: 0, bonus: 0 },
    });
    const history = (await credits(dev, 'GET', '/cps/credit-purchase/history')).json().data;
    expect(history.items.map((item: { paidFor: string | null }) => item.paidFor)).toEqual([
      expect.stringMatching(/^2 seats · /),
      null,
    ]);
    const one = await credits(dev, 'GET', `/cps/credit-purchase/${history.items[0].id}`);
    expect(one.json().data.paidFor).toBe(history.items[0].paidFor);
  });
});
