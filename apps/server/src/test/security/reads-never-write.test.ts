// Over 300 lines: one sweep of every read route, each with the records it needs and a database fingerprint around it.
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteEntry } from '../../app.js';
import { keepEmail } from '../../services/main/mailbox/mailbox.fixtures.js';
import { createEventWithSlot } from '../events.js';
import { DATABASE_KINDS, signIn, signInResponse, type TestDatabase, useTestDatabase } from '../harness.js';
import { signInOrganiser } from '../organisers.js';
import { changedTables, fingerprint } from './database-state.js';
import {
  CALLER_SCOPED,
  engageWithModule,
  OWNED,
  SHARED_MODULE,
  send,
  type World,
} from './object-fixtures.js';
import { concreteUrl, routeKey, routesOf } from './route-table.js';
import { SECRETS, type Session } from './sessions.js';

const REALM_PREFIXES = [SERVICE_PREFIXES.events, SERVICE_PREFIXES.culturalEvents];

/** A sweep reads every GET route (about 200) with a database fingerprint after each: it grows with the API. */
const SWEEP_MS = 120_000;

/**
 * GET routes that still write, each with its write. Keep it empty: an entry is a known defect waiting for its
 * owner's fix, not an exemption; the test fails once the route stops writing.
 */
const STILL_WRITES: Record<string, string> = {};

/** Owned fixtures that leave a record paid through the gateway, and the GET that shows its payment. */
const GATEWAY_PAID: [paid: string, read: string, field: string][] = [
  ...REALM_PREFIXES.flatMap((prefix): [string, string, string][] => [
    [`POST ${prefix}/bookings/complete-payment`, `GET ${prefix}/bookings/:id/payment`, 'bookingId'],
    [`POST ${prefix}/contestants/payment/complete`, `GET ${prefix}/contestants/:id/payment`, 'contestantId'],
  ]),
  ['POST /api/jobs/payments/complete', 'GET /api/jobs/applications/:id/payment-status', 'applicationId'],
];

/** Catalogue records the routes below name; made once, before the lapsed state is set up. */
type Catalogue = {
  events: Record<string, { eventId: string; slotId: string; competitionId: string }>;
  venueId: string;
  openingId: string;
  orderId: string;
  keptEmailId: string;
  /** The owner, as the admin console's person page names them (their lapsed holds and purchases included). */
  ownerId: string;
};

/** Path parameters and query of the GET routes that are not owned fixtures (object-fixtures.ts has those). */
/** The promo code each realm's event has, so checking a code reads one that exists. */
const READ_CODE = 'READS10';

function requestFor(
  route: RouteEntry,
  catalogue: Catalogue,
): { params: Record<string, string>; query: string } {
  const realm = REALM_PREFIXES.find((prefix) => route.url.startsWith(`${prefix}/`));
  const path = realm ? route.url.slice(realm.length) : route.url;
  const event = realm ? catalogue.events[realm] : undefined;
  const today = new Date().toISOString().slice(0, 10);
  const byPath: Record<string, { params?: Record<string, string>; query?: string }> = {
    '/events/:id': { params: { id: event?.eventId ?? '' } },
    '/events/:id/slots': { params: { id: event?.eventId ?? '' } },
    '/events/:id/stats': { params: { id: event?.eventId ?? '' } },
    '/events/:id/waitlists': { params: { id: event?.eventId ?? '' } },
    '/events/:id/waiting-room': { params: { id: event?.eventId ?? '' } },
    '/embed/events/:id/public': { params: { id: event?.eventId ?? '' } },
    '/events/:id/waiting-room/me': { params: { id: event?.eventId ?? '' } },
    '/events/:id/ticket-types': { params: { id: event?.eventId ?? '' } },
    '/events/:id/questions': { params: { id: event?.eventId ?? '' } },
    '/events/:id/promo-codes': { params: { id: event?.eventId ?? '' } },
    '/events/:id/promo-codes/check': { params: { id: event?.eventId ?? '' }, query: `?code=${READ_CODE}` },
    '/events/:id/sales': { params: { id: event?.eventId ?? '' } },
    '/exports/events/:id/tickets': { params: { id: event?.eventId ?? '' } },
    '/bookings/check-in/counts': { query: `?eventId=${event?.eventId ?? ''}` },
    '/exports/events/:id/slots/:slotId/attendees': {
      params: { id: event?.eventId ?? '', slotId: event?.slotId ?? '' },
    },
    '/events/parent/:id': { params: { id: event?.competitionId ?? '' } },
    '/events/parent/:id/rounds': { params: { id: event?.competitionId ?? '' } },
    '/events/by-type': { query: '?eventType=music' },
    '/events/adjacent-districts': { query: '?districtId=pune' },
    '/contestants/pricing/:id': { params: { id: event?.competitionId ?? '' } },
    '/districts/:id': { params: { id: 'pune' } },
    '/districts/by-state/:state': { params: { state: 'Maharashtra' } },
    '/venues/:id': { params: { id: catalogue.venueId } },
    '/venues/by-district/:id': { params: { id: 'pune' } },
    '/venues/:id/availability': {
      params: { id: catalogue.venueId },
      query: `?startDate=${today}&endDate=2999-12-31`,
    },
    '/api/main/modules/:id': { params: { id: SHARED_MODULE } },
    '/api/employee/referral/modules/:id/guidance': { params: { id: SHARED_MODULE } },
    '/api/jobs/job-openings/:id': { params: { id: catalogue.openingId } },
    '/api/payments/sandbox/:orderId': { params: { orderId: catalogue.orderId } },
    '/api/main/dev/mailbox/:id': { params: { id: catalogue.keptEmailId } },
    '/api/main/organiser/invoices/gstr1': { query: '?month=2026-08' },
    '/api/main/admin/users/:id': { params: { id: catalogue.ownerId } },
    // Outside India: the geocoder is memory only either way, and this keeps the postal dataset's load out of the sweep.
    '/api/main/geo/reverse': { query: '?lat=48.8566&lng=2.3522' },
    '/api/docs/static/*': { params: {} },
  };
  const known = byPath[path] ?? {};
  return { params: known.params ?? {}, query: known.query ?? '' };
}

/**
 * Puts every time-limited thing past its time, as if the sweeps had not run yet: pending purchases past their
 * payment window and seat holds past their 15 minutes. A read must show them lapsed and leave them as they are.
 */
async function lapseEverything(db: TestDatabase['db']) {
  const past = new Date(Date.now() - 60_000);
  const purchases = await db
    .updateTable('credit_purchases')
    .set({ expires_at: past })
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const holds = await db
    .updateTable('bookings')
    .set({ hold_expires_at: past })
    .where('status', '=', 'held')
    .executeTakeFirst();
  return { purchases: Number(purchases.numUpdatedRows), holds: Number(holds.numUpdatedRows) };
}

/** A browser's sign-in: the session and CSRF cookies, as a Cookie header. */
async function cookieSession(app: World['app'], email: string) {
  const signed = await signInResponse(app, email);
  return signed.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

describe.each(DATABASE_KINDS)('a request that reads (GET) never writes, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let world: World;
  let routes: RouteEntry[];
  let catalogue: Catalogue;
  let ownerCookies: string;
  /** Per owned GET route, the request naming a record of its owner (made before the state was lapsed). */
  const owned = new Map<string, { params: Record<string, string> }>();

  beforeAll(async () => {
    // The sweeps write lapsed state on their own timers; here they must not fire between two snapshots.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    db = await database();
    // Nor the email worker, woken by the outbox's notice rather than a timer.
    const app = await db.build({ ...SECRETS, MAIL_WORKER: 'false' });
    world = {
      app,
      admin: await signIn(app, 'admin@engagex.dev'),
      owner: await signIn(app, `ada.reader.${kind}@example.com`, 'Ada Reader'),
      intruder: await signIn(app, `bob.reader.${kind}@gmail.com`, 'Bob Reader'),
      ownerEmployee: await signIn(app, `esha.reader.${kind}@engagex.dev`, 'Esha Reader'),
      intruderEmployee: await signIn(app, `ivan.reader.${kind}@engagex.dev`, 'Ivan Reader'),
      ownerOrganiser: await signInOrganiser(app, `olga.reader.${kind}@example.com`, 'Olga Reader'),
      intruderOrganiser: await signInOrganiser(app, `oscar.reader.${kind}@example.com`, 'Oscar Reader'),
    };
    routes = routesOf(app);
    ownerCookies = await cookieSession(app, `ada.reader.${kind}@example.com`);
    await engageWithModule(world);

    const events: Catalogue['events'] = {};
    for (const prefix of REALM_PREFIXES) {
      const { eventId, slotId } = await createEventWithSlot(app, prefix, world.admin, {
        capacity: 10,
        priceCredits: 20,
      });
      const competition = await createEventWithSlot(app, prefix, world.admin, {
        capacity: 10,
        priceCredits: 0,
        competition: { fee: 30, perExtra: 10, maxGroup: 4 },
      });
      events[prefix] = { eventId, slotId, competitionId: competition.eventId };
      // A live code, so checking it reads (decision 078).
      await db.db
        .insertInto('promo_codes')
        .values({
          event_id: eventId,
          code: READ_CODE,
          percent_off: 10,
          credits_off: null,
          valid_from: null,
          ticket_type_ids: null,
          created_by: null,
        })
        .execute();
      // A waiting room opening in an hour, the owner in line: reading it, or one's place, changes nothing.
      const room = `${prefix}/events/${eventId}/waiting-room`;
      const opensAt = new Date(Date.now() + 3600_000).toISOString();
      const settings = { enabled: true, opensAt, admitPerMinute: 10, admissionMinutes: 10 };
      expect((await send(world, world.admin, 'PUT', room, settings)).statusCode).toBe(200);
      expect((await send(world, world.owner, 'POST', `${room}/join`)).statusCode).toBe(200);
      // A site may frame it, so the widget's public read answers it (decision 097).
      const sites = { origins: ['https://festival.example'] };
      expect(
        (await send(world, world.admin, 'PUT', `${prefix}/events/${eventId}/embed`, sites)).statusCode,
      ).toBe(200);
    }
    for (const route of routes.filter((entry) => entry.method === 'GET')) {
      const fixture = OWNED[routeKey(route)];
      if (fixture) owned.set(routeKey(route), { params: (await fixture.make(world)).params ?? {} });
    }
    // The payment views read records paid through the gateway, whose purchases are about to lapse unpaid.
    for (const [paid, read, field] of GATEWAY_PAID) {
      const made = await (OWNED[paid] as (typeof OWNED)[string]).make(world);
      owned.set(read, { params: { id: made.body?.[field] as string } });
    }
    // The credits page's own purchase, left pending at the gateway, so the sandbox checkout has an order to show.
    const purchase = await send(world, world.owner, 'POST', '/api/main/cps/credit-purchase/initiate', {
      amount: 50,
      currency: 'INR',
    });
    const venues = await send(
      world,
      world.admin,
      'GET',
      `${SERVICE_PREFIXES.events}/venues/by-district/pune`,
    );
    const openings = await send(world, world.owner, 'GET', '/api/jobs/job-openings?limit=1');
    catalogue = {
      events,
      venueId: venues.json().data[0].id,
      openingId: openings.json().data.items?.[0]?.id ?? openings.json().data[0]?.id,
      orderId: new URL(purchase.json().data.paymentUrl).pathname.split('/').pop() as string,
      keptEmailId: await keepEmail(db.db, { userId: world.owner.user.id, subject: 'Kept for the sweep' }),
      ownerId: world.owner.user.id,
    };

    const lapsed = await lapseEverything(db.db);
    // The fixtures really left lapsed things behind: purchases for credits, bookings, entry fees and job fees,
    // and held bookings in both realms.
    expect(lapsed.purchases).toBeGreaterThanOrEqual(6);
    expect(lapsed.holds).toBeGreaterThanOrEqual(4);
  });
  afterAll(() => vi.useRealTimers());

  const sessionFor = (route: RouteEntry): Session => {
    // An admin runs every event, the organiser fixtures' and the catalogue's alike (decision 046); a webhook is its
    // owner's alone, admin or not (decision 091), so its fixture's organiser reads it.
    const session = route.url.startsWith('/api/main/webhooks/')
      ? world.ownerOrganiser
      : route.auth === 'admin' || route.auth === 'organiser'
        ? world.admin
        : route.auth === 'employee'
          ? world.ownerEmployee
          : world.owner;
    // Jobs routes also take the cookie session, and its CSRF read takes only that.
    if (!route.cookieAuth || session !== world.owner) return session;
    const headers = { ...session.headers, cookie: ownerCookies };
    return { ...session, headers };
  };

  /** Every GET of the app, with the request that names an existing record of the reader where it takes one. */
  function readRequest(route: RouteEntry) {
    const key = routeKey(route);
    const fixture = owned.get(key) ?? (CALLER_SCOPED[key] as { params?: Record<string, string> } | undefined);
    const { params, query } = fixture?.params
      ? { params: fixture.params, query: '' }
      : requestFor(route, catalogue);
    // The docs' static files sit under a wildcard: one file that exists stands for them.
    return concreteUrl(route, params).replace(/\/anything$/, '/index.css') + query;
  }

  it('has a request for every GET route that takes parameters', () => {
    const gets = routes.filter((route) => route.method === 'GET');
    expect(gets.length).toBeGreaterThan(90);
    const unfilled = gets.filter((route) => {
      try {
        readRequest(route);
        return false;
      } catch {
        return true;
      }
    });
    expect(unfilled.map(routeKey)).toEqual([]);
    expect(Object.keys(STILL_WRITES).filter((key) => !gets.some((route) => routeKey(route) === key))).toEqual(
      [],
    );
  });

  it(
    'changes no row in any table on any GET, while purchases and holds have lapsed',
    async () => {
      const gets = routes.filter((route) => route.method === 'GET' && !(routeKey(route) in STILL_WRITES));
      const writes: string[] = [];
      const failures: string[] = [];
      // One fingerprint between two reads serves as the first's after and the second's before: half the hashing.
      let before = await fingerprint(db.db);
      for (const route of gets) {
        const url = readRequest(route);
        const response = await send(world, sessionFor(route), 'GET', url);
        const after = await fingerprint(db.db);
        const changed = changedTables(before, after);
        before = after;
        if (changed.length > 0) writes.push(`${routeKey(route)} wrote ${changed.join('; ')}`);
        // A read that failed proves nothing about its domain function: each must answer the record it names.
        if (response.statusCode >= 400)
          failures.push(`${url} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
      expect(writes).toEqual([]);
      expect(failures).toEqual([]);
      // Still lapsed: nothing but a sweep or a write path may expire them.
      const pending = await sql<{ count: string }>`
      select count(*)::text as count from credit_purchases where status = 'pending' and expires_at < now()`.execute(
        db.db,
      );
      expect(Number(pending.rows[0]?.count)).toBeGreaterThanOrEqual(6);
    },
    SWEEP_MS,
  );

  it(
    "changes no row on a new user's first read of every page (nothing is made on first use)",
    async () => {
      const newcomers: Record<string, Session> = {
        user: await signIn(world.app, `nina.newcomer.${kind}@gmail.com`, 'Nina Newcomer'),
        employee: await signIn(world.app, `omar.newcomer.${kind}@engagex.dev`, 'Omar Newcomer'),
      };
      const firstReads = routes.filter(
        (route) =>
          route.method === 'GET' &&
          route.auth !== 'admin' &&
          !owned.has(routeKey(route)) &&
          !(routeKey(route) in STILL_WRITES),
      );
      expect(firstReads.length).toBeGreaterThan(60);
      const writes: string[] = [];
      let before = await fingerprint(db.db);
      for (const route of firstReads) {
        const reader = route.auth === 'employee' ? newcomers.employee : newcomers.user;
        const response = await send(world, reader as Session, 'GET', readRequest(route));
        expect(response.statusCode, routeKey(route)).toBeLessThan(500);
        const after = await fingerprint(db.db);
        const changed = changedTables(before, after);
        before = after;
        if (changed.length > 0) writes.push(`${routeKey(route)} wrote ${changed.join('; ')}`);
      }
      expect(writes).toEqual([]);
    },
    SWEEP_MS,
  );

  it.each(Object.keys(STILL_WRITES))(
    '%s is listed because it still writes (remove it once it does not)',
    async (key) => {
      const route = routes.find((entry) => routeKey(entry) === key) as RouteEntry;
      const before = await fingerprint(db.db);
      const response = await send(world, sessionFor(route), 'GET', readRequest(route));
      expect(response.statusCode).toBe(200);
      expect(changedTables(before, await fingerprint(db.db))).not.toEqual([]);
    },
  );

  it('shows a lapsed purchase as failed and a lapsed hold as expired, read after read', async () => {
    const purchaseId = owned.get('GET /api/main/cps/credit-purchase/:purchaseId')?.params
      .purchaseId as string;
    const read = await send(world, world.owner, 'GET', `/api/main/cps/credit-purchase/${purchaseId}`);
    expect(read.json().data).toMatchObject({
      status: 'failed',
      failureReason: 'Payment window expired',
      paymentUrl: null,
    });
    const verify = await send(
      world,
      world.owner,
      'GET',
      `/api/main/cps/credit-purchase/verify/${purchaseId}`,
    );
    expect(verify.json().data).toMatchObject({ status: 'failed', verified: false, secondsLeft: 0 });
    const history = await send(world, world.owner, 'GET', '/api/main/cps/credit-purchase/history?limit=100');
    const items = history.json().data.items as { status: string; expiresAt: string }[];
    expect(
      items.filter((item) => item.status === 'pending' && Date.parse(item.expiresAt) <= Date.now()),
    ).toEqual([]);
    for (const prefix of REALM_PREFIXES) {
      const bookingId = owned.get(`GET ${prefix}/bookings/:id`)?.params.id as string;
      const booking = await send(world, world.owner, 'GET', `${prefix}/bookings/${bookingId}`);
      expect(booking.json().data).toMatchObject({ status: 'expired', paymentStatus: 'FAILED' });
      // The payment views of records whose gateway checkout lapsed: no link to a checkout that cannot complete.
      for (const read of [`GET ${prefix}/bookings/:id/payment`, `GET ${prefix}/contestants/:id/payment`]) {
        const id = owned.get(read)?.params.id as string;
        const url = read.slice('GET '.length).replace(':id', id);
        const payment = await send(world, world.owner, 'GET', url);
        expect(payment.json().data, url).toMatchObject({
          method: 'gateway',
          status: 'FAILED',
          paymentUrl: null,
        });
      }
    }
    const applicationId = owned.get('GET /api/jobs/applications/:id/payment-status')?.params.id as string;
    const fee = await send(
      world,
      world.owner,
      'GET',
      `/api/jobs/applications/${applicationId}/payment-status`,
    );
    expect(fee.json().data).toMatchObject({ method: 'gateway', status: 'FAILED', paymentUrl: null });
  });
});
