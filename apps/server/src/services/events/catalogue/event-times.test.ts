import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { type Session, signIn, type TestDatabase, useTestDatabase } from '../../../test/harness.js';

const prefix = SERVICE_PREFIXES.events;
const realm = 'events';
const HOUR = 3600_000;

/** Decision 039: every event has a time zone, and a draft nobody booked may move. */
describe('when an event happens', () => {
  const database = useTestDatabase('postgres');
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    db = await database();
    app = await db.build();
    admin = await signIn(app, 'admin@engagex.dev');
  });

  const draft = (extra: object = {}) => {
    const startsAt = new Date(Date.now() + 30 * 86_400_000);
    return {
      title: 'An evening of ghazals',
      description: 'Created by the event-times test.',
      eventType: 'music',
      districtId: 'pune',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * HOUR).toISOString(),
      ...extra,
    };
  };
  const eventCount = async () =>
    Number(
      (
        await db.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is kept in the zone the organiser chose, Asia/Kolkata when they chose none', async () => {
    const plain = await inject(app, eventsApi.create, { realm, session: admin, body: draft() });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data.event.timeZone).toBe('Asia/Kolkata');
    const abroad = await inject(app, eventsApi.create, {
      realm,
      session: admin,
      body: draft({ timeZone: 'Asia/Dubai' }),
    });
    expect(abroad.statusCode).toBe(201);
    const id = abroad.json().data.event.id;
    const read = await inject(app, eventsApi.get, { realm, session: admin, params: { id } });
    expect(read.json().data.event.timeZone).toBe('Asia/Dubai');
  });

  it.each(['+05:30', 'UTC+5', 'Mars/Olympus_Mons', 'IST '])(
    'refuses the zone %j and makes nothing',
    async (zone) => {
      const before = await eventCount();
      const refused = await inject(app, eventsApi.create, {
        realm,
        session: admin,
        body: draft({ timeZone: zone }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(await eventCount()).toBe(before);
    },
  );

  it('cannot hold a zone PostgreSQL does not know, whoever writes the row', async () => {
    const { eventId } = await createEventWithSlot(app, prefix, admin, { capacity: 5, priceCredits: 0 });
    await expect(
      sql`update events set time_zone = 'Mars/Olympus_Mons' where id = ${eventId}`.execute(db.db),
    ).rejects.toThrow(/events_time_zone_known/);
    await expect(
      sql`update events set time_zone = 'UTC+5' where id = ${eventId}`.execute(db.db),
    ).rejects.toThrow();
  });

  it('moves, with its zone, while nobody has booked it', async () => {
    const created = (await inject(app, eventsApi.create, { realm, session: admin, body: draft() })).json()
      .data.event;
    const startsAt = new Date(Date.parse(created.startsAt) + 86_400_000).toISOString();
    const endsAt = new Date(Date.parse(created.endsAt) + 86_400_000).toISOString();
    const moved = await inject(app, eventsApi.update, {
      realm,
      session: admin,
      params: { id: created.id },
      body: {
        startsAt,
        endsAt,
        timeZone: 'Europe/London',
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.event).toMatchObject({ startsAt, endsAt, timeZone: 'Europe/London' });
  });

  it("moves a slot within the event's dates while nobody has booked, and not outside them", async () => {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
      capacity: 5,
      priceCredits: 0,
    });
    const slot = (await inject(app, eventsApi.get, { realm, session: admin, params: { id: eventId } })).json()
      .data.slots[0];
    const later = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR).toISOString();
    const moved = await inject(app, eventsApi.updateSlot, {
      realm,
      session: admin,
      params: { id: eventId, slotId },
      body: {
        startsAt: later(slot.startsAt, 24),
        endsAt: later(slot.endsAt, 24),
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ startsAt: later(slot.startsAt, 24), capacity: 5 });
    const outside = await inject(app, eventsApi.updateSlot, {
      realm,
      session: admin,
      params: { id: eventId, slotId },
      body: {
        startsAt: later(slot.startsAt, -48),
        endsAt: later(slot.endsAt, -48),
      },
    });
    expect(outside.statusCode).toBe(400);
    // Moving the event away from its slot is refused too: the slot would fall outside it.
    const event = (
      await inject(app, eventsApi.get, { realm, session: admin, params: { id: eventId } })
    ).json().data.event;
    const away = await inject(app, eventsApi.update, {
      realm,
      session: admin,
      params: { id: eventId },
      body: {
        startsAt: later(event.endsAt, 1),
        endsAt: later(event.endsAt, 5),
      },
    });
    expect(away.statusCode).toBe(400);
    // In the event's zone and saying what to do (decision 053), not raw UTC instants.
    expect(away.json().message).toMatch(
      /^A slot runs from .+ to .+, outside the new dates\. Move or delete that slot first/,
    );
  });

  it('moves once someone has booked, and every ticket holder is told (decision 039)', async () => {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
      capacity: 5,
      priceCredits: 0,
    });
    const visitor = await signIn(app, 'times-visitor@example.com');
    const booked = await inject(app, bookingsApi.create, {
      realm,
      session: visitor,
      body: { eventId, slotId, seats: 1 },
    });
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    const before = (
      await inject(app, eventsApi.get, { realm, session: admin, params: { id: eventId } })
    ).json().data;
    const later = (iso: string) => new Date(Date.parse(iso) + HOUR).toISOString();

    const slotMove = await inject(app, eventsApi.updateSlot, {
      realm,
      session: admin,
      params: { id: eventId, slotId },
      body: {
        startsAt: later(before.slots[0].startsAt),
        endsAt: later(before.slots[0].endsAt),
      },
    });
    expect(slotMove.statusCode, slotMove.body).toBe(200);
    const zoneMove = await inject(app, eventsApi.update, {
      realm,
      session: admin,
      params: { id: eventId },
      body: { timeZone: 'Europe/Berlin' },
    });
    expect(zoneMove.statusCode, zoneMove.body).toBe(200);

    const after = (
      await inject(app, eventsApi.get, { realm, session: admin, params: { id: eventId } })
    ).json().data;
    expect(after.event).toMatchObject({ startsAt: before.event.startsAt, timeZone: 'Europe/Berlin' });
    expect(after.slots[0].startsAt).toBe(later(before.slots[0].startsAt));
    const told = await db.db
      .selectFrom('notifications')
      .select('body')
      .where('user_id', '=', visitor.user.id)
      .where('kind', '=', 'event-moved')
      .execute();
    expect(told).toHaveLength(2);
  });
});
