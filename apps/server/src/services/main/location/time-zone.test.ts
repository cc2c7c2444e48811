// Each person's time zone (decision 053): kept from their browser or their choice, and the clock their notices and
// emails write deadlines and times in.
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { identityApi } from '@engagex/contracts/api/identity';
import { locationApi } from '@engagex/contracts/api/location';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderEmail } from '../../../platform/notifications/render.js';
import { addCreditsAsAdmin, inject, offContract } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import {
  DATABASE_KINDS,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../../test/harness.js';

describe.each(DATABASE_KINDS)('a person’s time zone on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let admin: Session;
  let made = 0;

  beforeAll(async () => {
    db = await database();
    vi.useFakeTimers({ toFake: ['setInterval'] });
    app = await db.build({});
    vi.useRealTimers();
    admin = await signIn(app, 'admin@engagex.dev');
  });

  async function person() {
    made += 1;
    const session = await signIn(app, `tz-${kind}-${made}@example.com`);
    await addCreditsAsAdmin(app, admin, session.user.id, 500, `tz-${kind}-${made}`);
    return session;
  }

  const storedZone = async (userId: string) =>
    db.db
      .selectFrom('users')
      .select(['time_zone', 'time_zone_chosen'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  const setZone = (session: Session | null, body: { timeZone: string; chosen?: boolean }) =>
    inject(app, locationApi.timeZone, { session, body });
  const zoneOf = async (session: Session) => (await inject(app, identityApi.me, { session })).data().timeZone;

  it('keeps the browser’s zone until the person chooses one, refusing what is no zone', async () => {
    const user = await person();
    expect(await zoneOf(user)).toBeNull();
    for (const timeZone of ['+05:30', 'UTC+5', 'Mars/Olympus', '', 'Asia/Kolkata; drop table users']) {
      const refused = await setZone(user, { timeZone: offContract(timeZone) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    expect(await storedZone(user.user.id)).toEqual({ time_zone: null, time_zone_chosen: false });
    expect((await setZone(null, { timeZone: 'Asia/Kolkata' })).statusCode).toBe(401);

    const browser = await setZone(user, { timeZone: 'Asia/Kolkata' });
    expect(browser.json().data).toEqual({ timeZone: 'Asia/Kolkata', chosen: false });
    // A traveller's browser moves it while nothing was chosen.
    await setZone(user, { timeZone: 'Asia/Dubai' });
    const chosen = await setZone(user, { timeZone: 'Europe/London', chosen: true });
    expect(chosen.json().data).toEqual({ timeZone: 'Europe/London', chosen: true });
    // A browser elsewhere does not undo the choice.
    const later = await setZone(user, { timeZone: 'Asia/Kolkata' });
    expect(later.json().data).toEqual({ timeZone: 'Europe/London', chosen: true });
    expect(await zoneOf(user)).toBe('Europe/London');
  });

  it('writes a waitlist offer’s deadline in the reader’s zone and a London show’s time in both', async () => {
    const { eventId, slotId } = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
      capacity: 1,
      priceCredits: 10,
    });
    await db.db.updateTable('events').set({ time_zone: 'Europe/London' }).where('id', '=', eventId).execute();
    const [holder, waiting] = [await person(), await person()];
    await setZone(waiting, { timeZone: 'Asia/Kolkata' });
    const realm = 'events';
    const held = await inject(app, bookingsApi.create, {
      realm,
      session: holder,
      body: { eventId, slotId, seats: 1 },
    });
    expect(held.statusCode).toBe(201);
    const joined = await inject(app, waitlistApi.join, {
      realm,
      session: waiting,
      params: { id: eventId, slotId },
      body: { seats: 1 },
    });
    expect(joined.statusCode).toBe(201);
    const cancelled = await inject(app, bookingsApi.cancel, {
      realm,
      session: holder,
      params: { id: held.data().id },
      body: { reason: 'Cannot come' },
    });
    expect(cancelled.statusCode).toBe(200);

    const told = await db.db
      .selectFrom('notifications')
      .select(['body'])
      .where('user_id', '=', waiting.user.id)
      .where('kind', '=', 'waitlist-offer')
      .executeTakeFirstOrThrow();
    const mine = await inject(app, waitlistApi.mine, { realm, session: waiting, query: { show: 'all' } });
    const entry = mine.json().data.items[0];
    const expires = new Date(entry.offer.expiresAt);
    const inIndia = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      hour: 'numeric',
      minute: '2-digit',
    }).format(expires);
    expect(told.body).toMatch(new RegExp(`held for you until [^.]*${inIndia} IST\\.`));
    expect(told.body).not.toMatch(/until [^.]* GMT/);
    // The show: London's clock, then the reader's.
    expect(told.body).toMatch(/ GMT \(your time: [^)]+ IST\)/);
  });

  it('adds the reader’s own time to a ticket email for a show in another zone', async () => {
    const ticket = {
      bookingId: '7d0c5a8e-2f4b-4c1e-9a63-0b8f5e2d1c44',
      code: 'AB12CD',
      qrPayload: 'ENGAGEX:main:AB12CD',
      eventTitle: 'London night',
      showName: null,
      venueName: 'Hall',
      venueAddress: 'London',
      startsAt: '2026-12-05T19:00:00.000Z',
      endsAt: '2026-12-05T21:00:00.000Z',
      timeZone: 'Europe/London',
      seats: 1,
    };
    const notification = {
      id: '0b6f3c1e-5d2a-4f7b-8c9d-1e2f3a4b5c6d',
      kind: 'booking-confirmed' as const,
      title: 'Ticket',
      body: 'Confirmed.',
      link: null,
      details: { ticket },
      createdAt: new Date('2026-11-26T10:00:00.000Z'),
    };
    const publicUrl = 'https://portal.example.org';
    const inIndia = await renderEmail(
      notification,
      { name: 'A', email: 'a@example.org', timeZone: 'Asia/Kolkata' },
      { publicUrl },
    );
    expect(inIndia.text).toMatch(/When: +Saturday,? 5 December 2026, 19:00 to 21:00 Greenwich Mean Time\n/);
    expect(inIndia.text).toMatch(
      /Your time: +Sunday,? 6 December 2026, 00:30 to 02:30 India Standard Time\n/,
    );
    const inLondon = await renderEmail(
      notification,
      { name: 'A', email: 'a@example.org', timeZone: 'Europe/London' },
      { publicUrl },
    );
    expect(inLondon.text).not.toContain('Your time');
  });

  it('refuses a show outside its event’s dates in the event’s zone, saying how to extend it, changing nothing', async () => {
    const { eventId, slotId } = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
      capacity: 5,
      priceCredits: 0,
    });
    const realm = 'events';
    const event = (
      await inject(app, eventsApi.get, { realm, session: admin, params: { id: eventId } })
    ).data().event;
    const after = new Date(Date.parse(event.endsAt) + 86_400_000);
    const add = await inject(app, eventsApi.addSlot, {
      realm,
      session: admin,
      params: { id: eventId },
      body: {
        startsAt: after.toISOString(),
        endsAt: new Date(after.getTime() + 3600_000).toISOString(),
        capacity: 5,
      },
    });
    expect(add.statusCode).toBe(400);
    const said = add.json();
    expect(said.message).toContain("This slot falls outside the event's dates. The event runs from ");
    expect(said.message).toContain(' IST to ');
    expect(said.message).toContain("first change the event's start or end under Details");
    expect(JSON.stringify(said)).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const move = await inject(app, eventsApi.updateSlot, {
      realm,
      session: admin,
      params: { id: eventId, slotId },
      body: { startsAt: after.toISOString(), endsAt: new Date(after.getTime() + 3600_000).toISOString() },
    });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toContain("This slot falls outside the event's dates.");
    // Moving the event away from its show names the show in the event's zone.
    const away = await inject(app, eventsApi.update, {
      realm,
      session: admin,
      params: { id: eventId },
      body: {
        startsAt: new Date(Date.parse(event.startsAt) + 3 * 86_400_000).toISOString(),
        endsAt: new Date(Date.parse(event.endsAt) + 3 * 86_400_000).toISOString(),
      },
    });
    expect(away.statusCode).toBe(400);
    expect(away.json().message).toMatch(/^A slot runs from .+ IST to .+ IST, outside the new dates\./);
    expect(JSON.stringify(away.json())).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const slots = (
      await inject(app, eventsApi.slots, { realm, session: admin, params: { id: eventId } })
    ).data();
    expect(slots).toHaveLength(1);
    expect(slots[0]?.startsAt).toBe(event.startsAt);
  });
});
