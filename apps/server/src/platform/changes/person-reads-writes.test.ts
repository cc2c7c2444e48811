import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { creditsApi } from '@engagex/contracts/api/credits';
import { dashboardApi } from '@engagex/contracts/api/dashboard';
import { eventsApi } from '@engagex/contracts/api/events';
import { favoritesApi } from '@engagex/contracts/api/favorites';
import { identityApi } from '@engagex/contracts/api/identity';
import { modulesApi } from '@engagex/contracts/api/modules';
import { notificationsApi } from '@engagex/contracts/api/notifications';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { tell } from '../../services/main/notifications/notifications.fixtures.js';
import { addCreditsAsAdmin, inject } from '../../test/api.js';
import { createEventWithSlot } from '../../test/events.js';
import { DATABASE_KINDS, type Session, signIn, useTestDatabase } from '../../test/harness.js';

const ADMIN_EMAIL = 'admin@engagex.dev';

/** The reads the dashboard makes on every visit (decision 082), each asked twice so the second is from memory. */
function dashboardOf(app: FastifyInstance, session: Session) {
  const read = async () => {
    const [me, stats, activity, favorites, unread, modules] = await Promise.all([
      inject(app, identityApi.me, { session }),
      inject(app, dashboardApi.stats, { session }),
      inject(app, dashboardApi.activity, { session }),
      inject(app, favoritesApi.list, { session }),
      inject(app, notificationsApi.unreadCount, { session }),
      inject(app, modulesApi.list, { session, query: { status: 'all' } }),
    ]);
    return {
      me: me.data(),
      stats: stats.data(),
      activity: activity.data(),
      favorites: favorites.data().favorites,
      unread: unread.data().count,
      modules: modules.data(),
    };
  };
  return async () => {
    await read();
    return read();
  };
}

/** A published event with one show, and what its page and the person's holds read. */
async function eventPageOf(app: FastifyInstance, admin: Session, session: Session) {
  const { eventId, slotId } = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
    capacity: 10,
    priceCredits: 5,
  });
  const read = async () => {
    const [detail, slots, holds] = await Promise.all([
      inject(app, eventsApi.get, { realm: 'events', session, params: { id: eventId } }),
      inject(app, eventsApi.slots, { realm: 'events', session, params: { id: eventId } }),
      inject(app, bookingsApi.mine, {
        realm: 'events',
        session,
        query: { page: 1, limit: 100, status: 'held', eventId },
      }),
    ]);
    return {
      title: detail.data().event.title,
      seatsLeft: slots.data()[0]?.seatsAvailable,
      seatsLeftInDetail: detail.data().slots[0]?.seatsAvailable,
      holds: holds.data().items.length,
    };
  };
  return {
    eventId,
    slotId,
    read: async () => {
      await read();
      return read();
    },
  };
}

describe.each(DATABASE_KINDS)('what a person reads again follows the writes on %s', (kind) => {
  const database = useTestDatabase(kind);

  it("shows a person's own write in their very next read of every dashboard figure", async () => {
    const app = await (await database()).build();
    const admin = await signIn(app, ADMIN_EMAIL);
    const user = await signIn(app, `reads-own-${kind}@example.com`);
    const dashboard = dashboardOf(app, user);
    await addCreditsAsAdmin(app, admin, user.user.id, 40, `reads-own-${kind}`);
    // Someone else's grant: the wallet's notice forgets what the person's pages showed.
    await expect.poll(async () => (await dashboard()).stats.totalCredits, { timeout: 5_000 }).toBe(40);
    const before = await dashboard();

    const live = before.modules.modules.find((module) => module.status === 'live');
    if (!live) throw new Error('the catalogue has no live module');
    expect(
      (await inject(app, favoritesApi.add, { session: user, body: { moduleId: live.id } })).statusCode,
    ).toBe(200);
    expect((await dashboard()).favorites.map((favorite) => favorite.moduleId)).toContain(live.id);

    const spent = await inject(app, creditsApi.deduct, {
      session: user,
      body: { userId: user.user.id, amount: 15, reason: 'Tea', idempotencyKey: `reads-tea-${kind}` },
    });
    expect(spent.statusCode).toBe(200);
    const afterSpending = await dashboard();
    expect(afterSpending.stats.totalCredits).toBe(25);
    expect(afterSpending.me.creditBalance).toBe(25);

    expect((await inject(app, modulesApi.open, { session: user, params: { id: live.id } })).statusCode).toBe(
      200,
    );
    const afterOpening = await dashboard();
    expect(afterOpening.stats.modulesUsed).toBe(before.stats.modulesUsed + 1);
    expect(afterOpening.activity.length).toBeGreaterThan(before.activity.length);

    const other = before.me.locale === 'hi-IN' ? 'en-IN' : 'hi-IN';
    expect(
      (await inject(app, identityApi.locale, { session: user, body: { locale: other } })).statusCode,
    ).toBe(200);
    expect((await dashboard()).me.locale).toBe(other);

    // A notification written by no request of theirs: its notice forgets the count.
    await tell((await database()).db, user.user.id, ['A friend joined']);
    await expect.poll(async () => (await dashboard()).unread, { timeout: 5_000 }).toBe(before.unread + 1);
  });

  it("shows a person's own hold on the event page's shows and in their holds at once", async () => {
    const app = await (await database()).build();
    const admin = await signIn(app, ADMIN_EMAIL);
    const user = await signIn(app, `reads-hold-${kind}@example.com`);
    await addCreditsAsAdmin(app, admin, user.user.id, 100, `reads-hold-${kind}`);
    const page = await eventPageOf(app, admin, user);
    expect(await page.read()).toMatchObject({ seatsLeft: 10, seatsLeftInDetail: 10, holds: 0 });

    const held = await inject(app, bookingsApi.create, {
      realm: 'events',
      session: user,
      body: { eventId: page.eventId, slotId: page.slotId, seats: 2 },
    });
    expect(held.statusCode).toBe(201);
    expect(await page.read()).toMatchObject({ seatsLeft: 8, seatsLeftInDetail: 8, holds: 1 });

    // The organiser's edit: the catalogue's notice, and here the organiser's own write too.
    const renamed = await inject(app, eventsApi.update, {
      realm: 'events',
      session: admin,
      params: { id: page.eventId },
      body: { title: 'Moved indoors' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await page.read()).title).toBe('Moved indoors');
  });
});

describe('two API processes on one PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it("show a person's write through one on the other within a second, well before the time limit", async () => {
    const db = await database();
    const a = await db.build({}, {}, { ownPool: true });
    const b = await db.build({}, {}, { ownPool: true });
    const admin = await signIn(a, ADMIN_EMAIL);
    const user = await signIn(a, 'reads-two-processes@example.com');
    await addCreditsAsAdmin(a, admin, user.user.id, 100, 'reads-two-processes');
    const onB = dashboardOf(b, user);
    const before = await onB();
    const live = before.modules.modules.find((module) => module.status === 'live');
    if (!live) throw new Error('the catalogue has no live module');

    await inject(a, favoritesApi.add, { session: user, body: { moduleId: live.id } });
    await expect
      .poll(async () => (await onB()).favorites.map((favorite) => favorite.moduleId), { timeout: 1_000 })
      .toContain(live.id);

    const page = await eventPageOf(b, admin, user);
    expect((await page.read()).holds).toBe(0);
    await inject(a, bookingsApi.create, {
      realm: 'events',
      session: user,
      body: { eventId: page.eventId, slotId: page.slotId, seats: 1 },
    });
    await expect.poll(async () => (await page.read()).holds, { timeout: 1_000 }).toBe(1);
  });
});
