// Organisers' webhooks end to end on both databases (decision 091): a booking reaches a real receiver signed, a
// failing receiver is retried with the same id, then paused with its owner told; deliveries are listed and resent;
// the API refuses what it must.
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { webhooksApi } from '@engagex/contracts/api/webhooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot, EVENT_REALMS, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS, type Session } from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';
import { deliverDueWebhooks, type WebhookDeliveryOptions } from './delivery.js';
import { startReceiver, testTurnOptions } from './receiver.fixtures.js';
import { verifySignature } from './signature.js';

describe.each(DATABASE_KINDS)('webhooks on %s', (kind) => {
  const { realm, prefix } = EVENT_REALMS[0];
  const world = useRealmWorld(kind, realm);
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => receiver.close());

  const turn = (options: Partial<WebhookDeliveryOptions> = {}) =>
    deliverDueWebhooks(world.app.db, testTurnOptions(world.app.config.secretKeys, options));
  /** Makes every pending delivery due now, as the clock would after its wait. */
  const dueNow = () =>
    sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending'`.execute(world.db.db);

  async function makeWebhook(owner: Session, events: string[] = ['booking.confirmed', 'booking.cancelled']) {
    const made = await inject(world.app, webhooksApi.create, {
      session: owner,
      body: { url: receiver.url, events: events as never },
    });
    expect(made.statusCode).toBe(201);
    return made.data();
  }

  async function bookFree() {
    const { eventId, slotId } = await createEventWithSlot(world.app, prefix, world.admin, {
      capacity: 10,
      priceCredits: 0,
    });
    const booked = await inject(world.app, bookingsApi.create, {
      realm,
      session: world.alice,
      body: { eventId, slotId, seats: 1 },
    });
    expect(booked.statusCode).toBe(201);
    return booked.data();
  }

  const remove = async (owner: Session, id: string) =>
    expect((await inject(world.app, webhooksApi.remove, { session: owner, params: { id } })).statusCode).toBe(
      200,
    );

  it("gets booking.confirmed to the organiser's receiver, signed, and only the organiser's", async () => {
    receiver.state.status = 200;
    receiver.received.length = 0;
    const hook = await makeWebhook(world.admin);
    expect(hook.secret).toMatch(/^whsec_/);
    const other = await signInOrganiser(world.app, `other-organiser-${kind}@example.com`);
    const othersHook = await makeWebhook(other);
    const listed = await inject(world.app, webhooksApi.list, { session: world.admin });
    expect(listed.data().items.map((item) => [item.id, item.state])).toEqual([[hook.id, 'active']]);
    expect(listed.body).not.toContain(hook.secret);

    const booking = await bookFree();
    expect(await turn()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got?.json).toMatchObject({ type: 'booking.confirmed', data: { bookingId: booking.id, seats: 1 } });
    expect(
      verifySignature(hook.secret, got?.body as string, got?.headers['engagex-signature'] as string),
    ).toBe(true);
    expect(
      verifySignature(othersHook.secret, got?.body as string, got?.headers['engagex-signature'] as string),
    ).toBe(false);

    const deliveries = await inject(world.app, webhooksApi.deliveries, {
      session: world.admin,
      params: { id: hook.id },
    });
    expect(deliveries.data()).toMatchObject({ total: 1, items: [{ id: got?.json.id, status: 'delivered' }] });
    expect(deliveries.data().items[0]?.attempts).toMatchObject([
      { statusCode: 200, succeeded: true, error: null },
    ]);
    // Another organiser reads neither this endpoint nor its deliveries, and got nothing of this event.
    expect(
      (await inject(world.app, webhooksApi.deliveries, { session: other, params: { id: hook.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await inject(world.app, webhooksApi.deliveries, { session: other, params: { id: othersHook.id } })
      ).data().total,
    ).toBe(0);

    const resent = await inject(world.app, webhooksApi.resend, {
      session: world.admin,
      params: { id: hook.id, deliveryId: got?.json.id as string },
    });
    expect(resent.data().status).toBe('pending');
    await turn();
    expect(receiver.received.map((request) => request.json.id)).toEqual([got?.json.id, got?.json.id]);
    expect(receiver.received[1]?.body).toBe(got?.body);
    await remove(world.admin, hook.id);
    await remove(other, othersHook.id);
  });

  it('retries a failing receiver with the same id, first within 10 s, and gives up after its day', async () => {
    receiver.state.status = 500;
    receiver.received.length = 0;
    const hook = await makeWebhook(world.admin);
    const booking = await bookFree();
    expect(await turn()).toMatchObject({ claimed: 1, retrying: 1 });
    const { rows } = await sql<{ wait: number }>`
      select extract(epoch from next_attempt_at - now()) * 1000 as wait from webhook_deliveries
      where endpoint_id = ${hook.id}`.execute(world.db.db);
    expect(Number(rows[0]?.wait)).toBeGreaterThan(4_000);
    expect(Number(rows[0]?.wait)).toBeLessThanOrEqual(10_000);
    // Not due yet: nothing is sent before its wait.
    expect(await turn()).toMatchObject({ claimed: 0 });
    await dueNow();
    await turn();
    receiver.state.status = 200;
    await dueNow();
    expect(await turn()).toMatchObject({ delivered: 1 });
    const ids = receiver.received.map((request) => request.json.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(new Set(receiver.received.map((request) => request.body)).size).toBe(1);
    const attempts = (
      await inject(world.app, webhooksApi.deliveries, { session: world.admin, params: { id: hook.id } })
    ).data().items[0]?.attempts;
    expect(attempts?.map((attempt) => [attempt.statusCode, attempt.succeeded])).toEqual([
      [500, false],
      [500, false],
      [200, true],
    ]);
    expect(attempts?.[0]?.error).toBe('HTTP 500');

    // A cancellation is told too; a delivery past its day fails for good at its next failure.
    receiver.state.status = 500;
    expect(
      (
        await inject(world.app, bookingsApi.cancel, {
          realm,
          session: world.alice,
          params: { id: booking.id },
          body: { reason: 'Plans changed' },
        })
      ).statusCode,
    ).toBe(200);
    await sql`update webhook_deliveries set give_up_at = now() where status = 'pending'`.execute(world.db.db);
    expect(await turn()).toMatchObject({ claimed: 1, failed: 1 });
    const cancelled = receiver.received.at(-1);
    expect(cancelled?.json).toMatchObject({ type: 'booking.cancelled', data: { bookingId: booking.id } });
    await remove(world.admin, hook.id);
  });

  it('pauses an endpoint that keeps failing, tells its owner, and sends what waited on resume', async () => {
    receiver.state.status = 503;
    receiver.received.length = 0;
    const hook = await makeWebhook(world.admin);
    await bookFree();
    const options = { pauseAfterFailures: 3, pauseAfterMs: 0 };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await dueNow();
      await turn(options);
    }
    const listed = await inject(world.app, webhooksApi.list, { session: world.admin });
    expect(listed.data().items[0]).toMatchObject({ id: hook.id, state: 'paused', consecutiveFailures: 3 });
    const told = await world.db.db
      .selectFrom('notifications')
      .select(['kind', 'link', 'body'])
      .where('user_id', '=', world.admin.user.id)
      .where('kind', '=', 'webhook-paused')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]?.link).toBe('/events/admin/webhooks');
    expect(told[0]?.body).toContain(receiver.url);
    // Paused: nothing is sent, however due.
    await dueNow();
    expect(await turn(options)).toMatchObject({ claimed: 0 });

    receiver.state.status = 200;
    const resumed = await inject(world.app, webhooksApi.update, {
      session: world.admin,
      params: { id: hook.id },
      body: { paused: false },
    });
    expect(resumed.data()).toMatchObject({ state: 'active', consecutiveFailures: 0, pausedAt: null });
    expect(await turn(options)).toMatchObject({ delivered: 1 });
    expect(receiver.received).toHaveLength(4);
    await remove(world.admin, hook.id);
  });

  it('records a check-in, and refuses a private address, a plain user and an eleventh endpoint', async () => {
    const hook = await makeWebhook(world.admin, ['ticket.checked_in']);
    const booking = await bookFree();
    const scanned = await inject(world.app, bookingsApi.checkIn, {
      realm,
      session: world.admin,
      body: { ticketCode: booking.ticketCode as string, otherDay: true },
    });
    expect(scanned.statusCode).toBe(200);
    const types = await world.db.db
      .selectFrom('webhook_deliveries')
      .select('type')
      .where('endpoint_id', '=', hook.id)
      .execute();
    expect(types).toEqual([{ type: 'ticket.checked_in' }]);
    await remove(world.admin, hook.id);

    // Seats offered from a waitlist and a registration's status change, whichever code path writes them (triggers).
    const others = await makeWebhook(world.admin, ['waitlist.offered', 'registration.status_changed']);
    const db = world.db.db;
    const entry = await db
      .insertInto('waitlist_entries')
      .values({
        realm,
        event_id: booking.eventId,
        slot_id: booking.slotId,
        user_id: world.bob.user.id,
        seats: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('waitlist_entries')
      .set({ status: 'offered', offered_at: new Date() })
      .where('id', '=', entry.id)
      .execute();
    const { rows: entered } = await sql<{ id: string }>`
      insert into contestants (realm, event_id, user_id, personal_details, performance, status)
      values (${realm}, ${booking.eventId}, ${world.bob.user.id}, '{}', '{}', 'pending') returning id`.execute(
      db,
    );
    const registrationId = entered[0]?.id as string;
    await sql`update contestants set status = 'pending' where id = ${registrationId}`.execute(db);
    await sql`update contestants set status = 'approved' where id = ${registrationId}`.execute(db);
    const recorded = await db
      .selectFrom('webhook_deliveries')
      .select(['type', 'data'])
      .where('endpoint_id', '=', others.id)
      .orderBy('created_at')
      .execute();
    expect(recorded).toMatchObject([
      { type: 'waitlist.offered', data: { waitlistEntryId: entry.id, seats: 2 } },
      { type: 'registration.status_changed', data: { registrationId, from: 'pending', to: 'approved' } },
    ]);
    await remove(world.admin, others.id);

    const inside = await inject(world.app, webhooksApi.create, {
      session: world.admin,
      body: { url: 'http://10.0.0.1/hooks', events: ['booking.confirmed'] },
    });
    expect(inside.statusCode).toBe(400);
    expect(inside.json().message).toMatch(/public address/);
    const notAUrl = await inject(world.app, webhooksApi.create, {
      session: world.admin,
      body: { url: 'ftp://example.com/x', events: ['booking.confirmed'] },
    });
    expect(notAUrl.statusCode).toBe(400);
    expect((await inject(world.app, webhooksApi.list, { session: world.bob })).statusCode).toBe(403);

    const many = await signInOrganiser(world.app, `many-hooks-${kind}@example.com`);
    for (let index = 0; index < 10; index += 1) await makeWebhook(many);
    const eleventh = await inject(world.app, webhooksApi.create, {
      session: many,
      body: { url: receiver.url, events: ['booking.confirmed'] },
    });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().message).toMatch(/at most 10 webhooks/);
  });
});
