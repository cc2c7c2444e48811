import { bookingsApi } from '@engagex/contracts/api/bookings';
import { creditsApi } from '@engagex/contracts/api/credits';
import { employeeApi } from '@engagex/contracts/api/employee';
import { eventsApi } from '@engagex/contracts/api/events';
import { identityApi } from '@engagex/contracts/api/identity';
import { describe, expect, it } from 'vitest';
import { addCreditsAsAdmin, balanceOf, inject } from '../../test/api.js';
import { DATABASE_KINDS, signIn, useTestDatabase } from '../../test/harness.js';

const ADMIN_EMAIL = 'admin@engagex.dev';

/** What one process has remembered must follow every change, made by itself or by another process. */
describe.each(DATABASE_KINDS)('caches that follow the database on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('forgets a signed-out session at once, and a role change as soon as it is announced', async () => {
    const app = await (await database()).build();
    const session = await signIn(app, `cache-signout-${kind}@example.com`);
    const me = () => inject(app, identityApi.me, { session });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200); // now from memory
    const out = await inject(app, identityApi.logout, { session });
    expect(out.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);

    const other = await signIn(app, `cache-roles-${kind}@example.com`);
    const adminCall = () => inject(app, employeeApi.encashmentQueue, { session: other });
    expect((await adminCall()).statusCode).toBe(403);
    await (await database()).db
      .updateTable('users')
      .set({ granted_roles: ['admin'] })
      .where('id', '=', other.user.id)
      .execute();
    await expect.poll(async () => (await adminCall()).statusCode, { timeout: 5_000 }).toBe(200);
  });

  it("shows a user's own spending in their very next balance read, and a grant by someone else soon after", async () => {
    const app = await (await database()).build();
    const admin = await signIn(app, ADMIN_EMAIL);
    const user = await signIn(app, `cache-wallet-${kind}@example.com`);
    const balance = () => balanceOf(app, user);
    expect(await balance()).toBe(0);
    const grant = await addCreditsAsAdmin(app, admin, user.user.id, 50, `grant-${kind}`);
    expect(grant.statusCode).toBe(200);
    await expect.poll(balance, { timeout: 5_000 }).toBe(50);
    for (let spent = 1; spent <= 5; spent++) {
      const deduct = await inject(app, creditsApi.deduct, {
        session: user,
        body: {
          userId: user.user.id,
          amount: 1,
          reason: 'Coffee',
          idempotencyKey: `coffee-${kind}-${spent}`,
        },
      });
      expect(deduct.statusCode).toBe(200);
      expect(await balance()).toBe(50 - spent);
    }
  });
});

describe('two API processes on one PostgreSQL', () => {
  const database = useTestDatabase('postgres');

  it('hear each other: sign-out, spending and catalogue changes made on one show on the other', async () => {
    const db = await database();
    const a = await db.build({}, {}, { ownPool: true });
    const b = await db.build({}, {}, { ownPool: true });
    const admin = await signIn(a, ADMIN_EMAIL);
    const user = await signIn(a, 'cache-two-processes@example.com');

    // Balance remembered on b, spending on a.
    await addCreditsAsAdmin(a, admin, user.user.id, 30, 'two-processes-grant');
    await expect.poll(() => balanceOf(b, user), { timeout: 5_000 }).toBe(30);
    await inject(a, creditsApi.deduct, {
      session: user,
      body: { userId: user.user.id, amount: 10, reason: 'Tea', idempotencyKey: 'two-processes-tea' },
    });
    await expect.poll(() => balanceOf(b, user), { timeout: 5_000 }).toBe(20);

    // The events list remembered on b: an organiser's edit on a shows at once; seats left within the
    // list's two-second time limit.
    const list = async () => {
      const page = await inject(b, eventsApi.list, {
        realm: 'events',
        session: user,
        query: { page: 1, limit: 50 },
      });
      return page.data().items;
    };
    const [event] = (await list()).filter((item) => item.seatsAvailable > 0);
    if (!event) throw new Error('the demo catalogue has no event with seats');
    const renamed = await inject(a, eventsApi.update, {
      realm: 'events',
      session: admin,
      params: { id: event.id },
      body: { title: `${event.title} (moved indoors)` },
    });
    expect(renamed.statusCode).toBe(200);
    await expect
      .poll(async () => (await list()).find((item) => item.id === event.id)?.title, { timeout: 1_000 })
      .toBe(`${event.title} (moved indoors)`);
    const slots = (
      await inject(a, eventsApi.slots, { realm: 'events', session: user, params: { id: event.id } })
    ).data();
    const slot = slots.find((s) => s.seatsAvailable > 0 && new Date(s.startsAt) > new Date());
    if (!slot) throw new Error('no slot with seats');
    const booked = await inject(a, bookingsApi.create, {
      realm: 'events',
      session: user,
      body: { eventId: event.id, slotId: slot.id, seats: 1 },
    });
    expect(booked.statusCode).toBe(201);
    await expect
      .poll(async () => (await list()).find((item) => item.id === event.id)?.seatsAvailable, {
        timeout: 5_000,
      })
      .toBe(event.seatsAvailable - 1);

    // Signed out on a, refused on b.
    expect((await inject(b, identityApi.me, { session: user })).statusCode).toBe(200);
    await inject(a, identityApi.logout, { session: user });
    await expect
      .poll(async () => (await inject(b, identityApi.me, { session: user })).statusCode, { timeout: 5_000 })
      .toBe(401);
  });
});
