/**
 * Waiting for a ticket type (decision 078): a join names a type (the event's first visible one when it names none),
 * is refused while that type can still be booked in the show, and for a type the event does not offer to buyers;
 * the entry shows the type it waits for. On both databases. Changes when who may wait for what does.
 */
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';

describe.each(DATABASE_KINDS)('waiting for a ticket type on %s', (kind) => {
  const realm = 'events';
  const world = useRealmWorld(kind, realm);
  let show: { eventId: string; slotId: string };
  let elsewhere: string;
  const types = { standard: '', vip: '', secret: '' };
  let carol: Session;
  let dave: Session;

  beforeAll(async () => {
    const { app, admin, alice, db } = world;
    carol = await signIn(app, `carol-wl-types-${kind}@example.com`);
    dave = await signIn(app, `dave-wl-types-${kind}@example.com`);
    show = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, { capacity: 5, priceCredits: 0 });
    const other = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
      capacity: 5,
      priceCredits: 0,
    });
    const typeOf = async (eventId: string) =>
      (
        await db.db
          .selectFrom('ticket_types')
          .select('id')
          .where('event_id', '=', eventId)
          .executeTakeFirstOrThrow()
      ).id;
    types.standard = await typeOf(show.eventId);
    elsewhere = await typeOf(other.eventId);
    // Seeded as the types' own routes would write them (another part of decision 078): one VIP seat a show.
    for (const [key, values] of [
      ['vip', { name: 'VIP', price_credits: 0, quota_per_show: 1, display_order: 1 }],
      ['secret', { name: 'Crew', price_credits: 0, hidden: true, display_order: 2 }],
    ] as const)
      types[key] = (
        await db.db
          .insertInto('ticket_types')
          .values({ event_id: show.eventId, ...values })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const held = await inject(app, bookingsApi.create, {
      realm,
      session: alice,
      body: { ...show, items: [{ ticketTypeId: types.vip, quantity: 1 }] },
    });
    expect(held.statusCode, held.body).toBe(201);
  });

  const join = (session: Session, body: { seats: number; ticketTypeId?: string }) =>
    inject(world.app, waitlistApi.join, {
      realm,
      session,
      params: { id: show.eventId, slotId: show.slotId },
      body,
    });

  it('waits for a type whose quota is used up while the show still has seats, and shows its name', async () => {
    const joined = await join(world.bob, { seats: 1, ticketTypeId: types.vip });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.data().ticketType).toEqual({ id: types.vip, name: 'VIP', nameHi: null });
    const stored = await world.db.db
      .selectFrom('waitlist_entries')
      .select('ticket_type_id')
      .where('id', '=', joined.data().id)
      .executeTakeFirstOrThrow();
    expect(stored.ticket_type_id).toBe(types.vip);
    const mine = await inject(world.app, waitlistApi.mine, { realm, session: world.bob, query: {} });
    expect(mine.data().items.map((entry) => entry.ticketType?.name)).toEqual(['VIP']);
  });

  it('refuses waiting for a type that can be booked: by default the first visible one', async () => {
    const refused = await join(carol, { seats: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(refused.json().message).toContain('4 seats');
    expect((await join(carol, { seats: 1, ticketTypeId: types.standard })).statusCode).toBe(409);
  });

  it("refuses a hidden type and another event's type as unknown", async () => {
    for (const ticketTypeId of [types.secret, elsewhere]) {
      const refused = await join(carol, { seats: 1, ticketTypeId });
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const entries = await world.db.db
      .selectFrom('waitlist_entries')
      .select('id')
      .where('user_id', '=', carol.user.id)
      .execute();
    expect(entries).toEqual([]);
  });

  it('waits for the first visible type once the show is full', async () => {
    const filled = await inject(world.app, bookingsApi.create, {
      realm,
      session: dave,
      body: { ...show, seats: 4 },
    });
    expect(filled.statusCode, filled.body).toBe(201);
    const joined = await join(carol, { seats: 1 });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.data().ticketType).toMatchObject({ id: types.standard, name: 'Standard' });
  });
});
