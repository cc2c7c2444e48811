import type { TEventCancellation, TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCreditsAsAdmin, inject, offContract } from '../../../test/api.js';
import { createEventWithSlot, EVENT_REALMS, realmOfPrefix, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS, type DatabaseKind, type Session, signIn } from '../../../test/harness.js';
import { paidAtSandbox } from '../notices.fixtures.js';

/**
 * Decision 052: an event is cancelled by its own action, after the organiser has read what it does; the generic
 * edit can no longer cancel it. Each realm on each database.
 */
describe.each(DATABASE_KINDS)('cancelling an event on %s', (kind) => {
  describe.each(EVENT_REALMS)('$prefix', ({ realm, prefix, other }) =>
    cancelSuite(kind, realm, prefix, other),
  );
});

function cancelSuite(kind: DatabaseKind, realm: TRealm, prefix: string, other: string) {
  const world = useRealmWorld(kind, realm);
  let carol: Session;
  let dave: Session;
  beforeAll(async () => {
    carol = await signIn(world.app, `carol-cancel-${realm}-${kind}@example.com`);
    dave = await signIn(world.app, `dave-cancel-${realm}-${kind}@example.com`);
    await addCreditsAsAdmin(world.app, world.admin, world.bob.user.id, 200, `bob-cancel-${realm}`);
  });
  const data = <T>(response: { json: () => { data: unknown } }) => response.json().data as T;

  /** A sold-out show of 5 seats: alice 2 by card (₹800), bob 2 with credits, carol 1 held; dave waits for 1. */
  async function soldOutShow() {
    const { app, admin, alice, bob } = world;
    const show = await createEventWithSlot(app, prefix, admin, { capacity: 5, priceCredits: 40 });
    const byCard = data<{ id: string }>(
      await inject(app, bookingsApi.create, { realm, session: alice, body: { ...show, seats: 2 } }),
    );
    const started = data<{ payment: { paymentUrl: string } }>(
      await inject(app, bookingsApi.initiatePayment, {
        realm,
        session: alice,
        body: { bookingId: byCard.id, method: 'gateway' },
      }),
    );
    const proof = await paidAtSandbox(app, started.payment.paymentUrl);
    expect(
      (
        await inject(app, bookingsApi.completePayment, {
          realm,
          session: alice,
          body: { bookingId: byCard.id, ...proof },
        })
      ).statusCode,
    ).toBe(200);
    const byCredits = data<{ id: string }>(
      await inject(app, bookingsApi.create, { realm, session: bob, body: { ...show, seats: 2 } }),
    );
    expect(
      (
        await inject(app, bookingsApi.initiatePayment, {
          realm,
          session: bob,
          body: { bookingId: byCredits.id, method: 'credits' },
        })
      ).statusCode,
    ).toBe(200);
    const held = data<{ id: string }>(
      await inject(app, bookingsApi.create, { realm, session: carol, body: { ...show, seats: 1 } }),
    );
    const joined = await inject(app, waitlistApi.join, {
      realm,
      session: dave,
      params: { id: show.eventId, slotId: show.slotId },
      body: {
        seats: 1,
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    return { ...show, byCard: byCard.id, byCredits: byCredits.id, held: held.id };
  }

  const statuses = async (ids: string[]) =>
    (await world.db.db.selectFrom('bookings').select(['id', 'status']).where('id', 'in', ids).execute())
      .map((row) => row.status)
      .sort();

  it('says what cancelling would do, then does it on its own route, once', async () => {
    const { app, admin } = world;
    const show = await soldOutShow();
    const preview = await inject(app, eventsApi.cancellation, {
      realm,
      session: admin,
      params: { id: show.eventId },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(data<TEventCancellation>(preview)).toEqual({
      status: 'published',
      bookings: { held: 1, toCard: 1, toWallet: 1, free: 0 },
      entries: { toCard: 0, toWallet: 0, free: 0 },
      moneyToCards: [{ amountMinor: 80_000, currency: 'INR' }],
      creditsToWallets: 80,
      waiting: 1,
      people: 4,
    });
    // Reading it changes nothing.
    expect(await statuses([show.byCard, show.byCredits, show.held])).toEqual([
      'confirmed',
      'confirmed',
      'held',
    ]);

    const cancelled = await inject(app, eventsApi.cancel, {
      realm,
      session: admin,
      params: { id: show.eventId },
      body: { reason: 'Venue closed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(data<{ event: { status: string } }>(cancelled).event.status).toBe('cancelled');
    expect(await statuses([show.byCard, show.byCredits, show.held])).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    // Cancelling again answers the event as it is; the preview now has nothing left to let go.
    expect(
      (
        await inject(app, eventsApi.cancel, {
          realm,
          session: admin,
          params: { id: show.eventId },
          body: { reason: 'Venue closed' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      data<TEventCancellation>(
        await inject(app, eventsApi.cancellation, { realm, session: admin, params: { id: show.eventId } }),
      ),
    ).toMatchObject({
      status: 'cancelled',
      bookings: { held: 0, toCard: 0, toWallet: 0, free: 0 },
      people: 0,
    });
  });

  it('refuses cancelling through the generic edit or at creation, with a clear error, changing nothing', async () => {
    const { admin, app } = world;
    const show = await soldOutShow();
    const before = await statuses([show.byCard, show.byCredits, show.held]);
    const edited = await inject(app, eventsApi.update, {
      realm,
      session: admin,
      params: { id: show.eventId },
      body: { status: offContract('cancelled') },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining(
        'an event is cancelled with its own action (POST …/events/{id}/cancel)',
      ),
      details: [{ path: 'body.status', message: expect.stringContaining('Choose draft or published') }],
    });
    const event = await world.db.db
      .selectFrom('events')
      .select('status')
      .where('id', '=', show.eventId)
      .executeTakeFirstOrThrow();
    expect(event.status).toBe('published');
    expect(await statuses([show.byCard, show.byCredits, show.held])).toEqual(before);

    const created = await inject(app, eventsApi.create, {
      realm,
      session: admin,
      body: {
        title: 'Born cancelled',
        description: 'An event that should never be listed.',
        eventType: 'music',
        districtId: 'pune',
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 90_000_000).toISOString(),
        status: offContract('cancelled'),
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().details).toEqual([
      { path: 'body.status', message: expect.stringContaining('POST') },
    ]);
    // The other service's prefix knows nothing of this event (decision 028).
    const elsewhere = await inject(app, eventsApi.cancel, {
      realm: realmOfPrefix(other),
      session: admin,
      params: { id: show.eventId },
      body: { reason: 'Venue closed' },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await statuses([show.byCard, show.byCredits, show.held])).toEqual(before);
  });
}
