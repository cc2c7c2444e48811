// Over 300 lines: one script is one run of every row against one baseline; the servers and the rows it drives live in scripts/bench/.
// `npm run bench`: requests per second and p99 latency of the real server, next to a bare Fastify
// hello-world on the same machine, with autocannon. Servers listen on 127.0.0.1 only; every run is
// bounded (BENCH_SECONDS per row, default 10) and stops by itself.
//   BENCH_SECONDS=3 npm run bench           shorter rows
//   BENCH_ONLY=users/me npm run bench       only rows whose name contains the text (plus the baseline)
//   BENCH_ONLY='ping|waiting-room/me'       only rows whose name contains one of the texts
//   BENCH_CPU_PROF=/tmp/prof npm run bench  the API servers write V8 CPU profiles there (open in DevTools)
// To measure something new, add a row to API_SCENARIOS (it runs on every database) or to SCENARIOS.
// Benches of their own, beside this one: scripts/bench-mail.mjs (notification emails through the outbox) and
// scripts/bench-export.mjs (a 100,000-row CSV export: rows per second and the server's memory) and
// scripts/bench-waitlist.mjs (a sold-out show's freed seats offered to its waitlist, two instances) and
// scripts/bench-districts.mjs (the district lists and reverse geocoding with every district of India) and
// scripts/bench-waiting-room.mjs (10,000 people waiting in one room: the poll's p99 and the server's memory).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildIfStale } from './build.mjs';
import { preparePostgres } from './lib/postgres.mjs';
import { ROOT } from './lib/process.mjs';
import { freePort, startServer, waitForHttp } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = (process.env.BENCH_ONLY ?? '').split('|');
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ?? '';
const NODE_ARGS = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
const DEMO_EMAIL = 'demo@engagex.dev';

/**
 * @typedef {{ url: string, pid: number, token: (email: string) => Promise<string>, database?: { url: string, schema: string } }} Target
 * @typedef {{ path: string, method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', headers?: Record<string, string>, body?: string, perRequest?: () => { body?: string, headers?: Record<string, string> }, inTurn?: Record<string, string>[], rate?: number, verify?: () => Promise<string> }} BenchRequest
 * @typedef {{ name: string, request: (target: Target) => Promise<BenchRequest>, targets?: string[] }} ApiScenario
 * @typedef {{ target: string, name: string, request: (target: Target) => Promise<BenchRequest>, baseline?: boolean }} Scenario
 */

const bearer = async (/** @type {Target} */ target) => ({
  authorization: `Bearer ${await target.token(DEMO_EMAIL)}`,
});

/** Calls the API as a signed-in user and answers the envelope's data (bench set-up only). */
async function api(
  /** @type {Target} */ target,
  /** @type {string} */ email,
  /** @type {string} */ route,
  /** @type {unknown} */ body = undefined,
  method = body === undefined ? 'GET' : 'POST',
) {
  const response = await fetch(`${target.url}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${await target.token(email)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${route}: ${response.status} ${envelope.message}`);
  return envelope.data;
}

const ADMIN_EMAIL = 'admin@engagex.dev';
const randomKey = () => `bench-${randomBytes(9).toString('hex')}`;
const DEDUCT = '/api/main/credit-transaction/deduct-credits';

/** Signs the users in and grants each a million credits to spend. */
async function fundedSpenders(/** @type {Target} */ target, /** @type {string[]} */ emails) {
  const spenders = [];
  for (const email of emails) {
    const me = await api(target, email, '/api/main/users/me');
    await api(target, ADMIN_EMAIL, '/api/main/credit-transaction/add-credits', {
      userId: me.id,
      amount: 1_000_000,
      reason: 'Bench credits',
      idempotencyKey: randomKey(),
    });
    spenders.push({ userId: me.id, token: await target.token(email) });
  }
  return spenders;
}

/** One credit spent by its owner (the spenders take turns), under a new idempotency key each time. */
function deductBy(/** @type {{ userId: string, token: string }[]} */ spenders, /** @type {number} */ turn) {
  const spender = spenders[turn % spenders.length];
  if (!spender) throw new Error('no spenders');
  return {
    headers: { authorization: `Bearer ${spender.token}` },
    body: JSON.stringify({
      userId: spender.userId,
      amount: 1,
      reason: 'Bench spend',
      idempotencyKey: randomKey(),
    }),
  };
}

/** A published event with one show of 200,000 seats, which everybody books at once. */
async function hotShow(/** @type {Target} */ target, /** @type {string} */ title, priceCredits = 10) {
  const startsAt = new Date(Date.now() + 30 * 86_400_000);
  const { event } = await api(target, ADMIN_EMAIL, '/api/events/events', {
    title,
    description: 'One event that everybody books at once.',
    eventType: 'music',
    districtId: 'pune',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
    priceCredits,
    // A new event is a draft until published, and a draft takes no bookings.
    status: 'published',
  });
  const slot = await api(target, ADMIN_EMAIL, `/api/events/events/${event.id}/slots`, {
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
    capacity: 200_000,
  });
  return { event, slot };
}

/** Runs SQL in the bench's own PostgreSQL schema (set-up and checks only). */
async function inSchema(
  /** @type {Target} */ target,
  /** @type {string} */ text,
  /** @type {unknown[]} */ values = [],
) {
  if (!target.database) throw new Error('this row needs the PostgreSQL target');
  const client = new pg.Client({ connectionString: target.database.url });
  await client.connect();
  try {
    await client.query(`set search_path to "${target.database.schema}"`);
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The event's Standard type (its creation made it) and a VIP type added beside it, straight into the schema: the
 * organiser's routes for types are not what these rows measure.
 */
async function typesOf(/** @type {Target} */ target, /** @type {string} */ eventId) {
  const [standard] = await inSchema(target, 'select id from ticket_types where event_id = $1', [eventId]);
  const [vip] = await inSchema(
    target,
    `insert into ticket_types (event_id, name, price_credits, display_order) values ($1, 'VIP', 50, 1) returning id`,
    [eventId],
  );
  return [standard.id, vip.id];
}

/** Oversold or not, and whether the show's count, its types' counts and the live tickets agree. */
async function typeCounts(/** @type {Target} */ target, /** @type {string} */ slotId) {
  await new Promise((resolve) => setTimeout(resolve, 1000)); // let the last requests finish
  const [row] = await inSchema(
    target,
    `select s.capacity, s.seats_taken,
       (select coalesce(sum(seats_taken), 0)::int from show_ticket_type_seats where slot_id = s.id) as type_seats,
       (select count(*)::int from tickets k join bookings b on b.id = k.booking_id
         where b.slot_id = s.id and b.status in ('held', 'confirmed') and k.status <> 'cancelled') as tickets
     from event_slots s where s.id = $1`,
    [slotId],
  );
  const oversold = Math.max(0, row.seats_taken - row.capacity);
  return `${oversold} oversold; ${row.seats_taken} seats taken = ${row.type_seats} by type = ${row.tickets} live tickets`;
}

/**
 * Decision 080: people waiting in a hot show's room, which opens in an hour, so everyone stays waiting while they
 * poll their place; the people take turns, so each poll is a different person's session and entry.
 */
async function waitingPeople(/** @type {Target} */ target, /** @type {number} */ count) {
  const { event } = await hotShow(target, 'Bench: a room to wait in');
  await api(
    target,
    ADMIN_EMAIL,
    `/api/events/events/${event.id}/waiting-room`,
    {
      enabled: true,
      opensAt: new Date(Date.now() + 3600_000).toISOString(),
      admitPerMinute: 60,
      admissionMinutes: 15,
    },
    'PUT',
  );
  const emails = Array.from({ length: count }, (_, i) => `bench-waiting-${i}@engagex.dev`);
  for (const email of emails)
    await api(target, email, `/api/events/events/${event.id}/waiting-room/join`, undefined, 'POST');
  return { eventId: /** @type {string} */ (event.id), tokens: await Promise.all(emails.map(target.token)) };
}

/** @type {ApiScenario} */
const BALANCE = {
  name: 'GET /api/main/cps/credit-transaction/balance',
  request: async (target) => ({
    path: '/api/main/cps/credit-transaction/balance',
    headers: await bearer(target),
  }),
};

/** @type {ApiScenario} */
const EVENTS_LIST = {
  name: 'GET /api/events/events (filtered, paginated)',
  request: async (target) => ({
    path: '/api/events/events?districtId=thane&includeAdjacent=true&available=true&page=1&limit=10',
    headers: await bearer(target),
  }),
};

/** What Chromium sends: autocannon asks for no encoding, so the plain rows measure answers uncompressed. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * The same request as a browser makes it, so the answer may go compressed (platform/compression.ts): beside
 * the plain row, the cost of compressing on that route. The note says what one answer looked like.
 * @param {ApiScenario} scenario
 * @returns {ApiScenario}
 */
function asBrowser(scenario) {
  return {
    ...scenario,
    name: `${scenario.name} (browser Accept-Encoding)`,
    request: async (target) => {
      const plain = await scenario.request(target);
      const headers = { ...plain.headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
      return {
        ...plain,
        headers,
        verify: async () => {
          const answer = await rawGet(`${target.url}${plain.path}`, headers);
          return `answered ${answer.encoding}: ${answer.bytes} bytes on the wire`;
        },
      };
    },
  };
}

/** One GET as it travels: node:http leaves the body encoded, unlike fetch. */
function rawGet(/** @type {string} */ url, /** @type {Record<string, string>} */ headers) {
  return new Promise(
    /** @param {(answer: { encoding: string, bytes: number }) => void} resolve */ (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          let bytes = 0;
          response.on('data', (/** @type {Buffer} */ chunk) => {
            bytes += chunk.length;
          });
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'] ?? 'identity', bytes }),
          );
        })
        .on('error', reject);
    },
  );
}

/** A GET as the demo user, on every database. */
const signedInGet = (/** @type {string} */ name, /** @type {string} */ route) => ({
  name,
  request: async (/** @type {Target} */ target) => ({ path: route, headers: await bearer(target) }),
});

/** One published event with one show and a waiting room, made once per server: what the event page's rows read. */
const eventPages = new WeakMap();
function pageEvent(/** @type {Target} */ target) {
  let made = eventPages.get(target);
  if (!made) {
    const startsAt = new Date(Date.now() + 30 * 86_400_000);
    const endsAt = new Date(startsAt.getTime() + 3 * 3600_000);
    made = api(target, ADMIN_EMAIL, '/api/events/events', {
      title: 'Bench: an event page everybody reloads',
      description: "The event page reads: the event, its shows, the user's holds and waitlists.",
      eventType: 'music',
      districtId: 'pune',
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      priceCredits: 10,
      status: 'published',
    }).then(async ({ event }) => {
      await api(target, ADMIN_EMAIL, `/api/events/events/${event.id}/slots`, {
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        capacity: 500,
      });
      // A room that opens tomorrow, so its read answers one (an event without a room answers 404).
      const room = {
        enabled: true,
        opensAt: new Date(Date.now() + 86_400_000).toISOString(),
        admitPerMinute: 100,
        admissionMinutes: 10,
      };
      await api(target, ADMIN_EMAIL, `/api/events/events/${event.id}/waiting-room`, room, 'PUT');
      return event.id;
    });
    eventPages.set(target, made);
  }
  return made;
}

/** A read of the event page (apps/web/src/features/events/): `route` is given the event's id. */
const eventPageGet = (/** @type {string} */ name, /** @type {(id: string) => string} */ route) => ({
  name,
  request: async (/** @type {Target} */ target) => ({
    path: route(await pageEvent(target)),
    headers: await bearer(target),
  }),
});

/** @type {ApiScenario[]} Measured on each database, or on the targets named. */
const API_SCENARIOS = [
  { name: 'GET /api/module/ping', request: async () => ({ path: '/api/module/ping' }) },
  {
    name: 'GET /api/main/users/me (signed in)',
    request: async (target) => ({ path: '/api/main/users/me', headers: await bearer(target) }),
  },
  BALANCE,
  asBrowser(BALANCE),
  {
    name: 'POST /api/main/credit-transaction/deduct-credits (one wallet)',
    targets: ['postgres'],
    request: async (target) => {
      const spenders = await fundedSpenders(target, [DEMO_EMAIL]);
      return { path: DEDUCT, method: 'POST', perRequest: () => deductBy(spenders, 0) };
    },
  },
  {
    name: 'POST /api/main/credit-transaction/deduct-credits (one wallet, 1,000/s offered)',
    targets: ['postgres'],
    request: async (target) => {
      const spenders = await fundedSpenders(target, [DEMO_EMAIL]);
      return { path: DEDUCT, method: 'POST', perRequest: () => deductBy(spenders, 0), rate: 1000 };
    },
  },
  {
    name: 'POST /api/main/credit-transaction/deduct-credits (50 users)',
    targets: ['postgres'],
    request: async (target) => {
      const emails = Array.from({ length: 50 }, (_, i) => `bench-spender-${i}@engagex.dev`);
      const spenders = await fundedSpenders(target, emails);
      let next = 0;
      return {
        path: DEDUCT,
        method: 'POST',
        perRequest: () => deductBy(spenders, next++),
      };
    },
  },
  {
    name: 'GET /api/main/modules',
    request: async (target) => ({ path: '/api/main/modules?status=all', headers: await bearer(target) }),
  },
  {
    name: 'GET /api/main/dashboard/stats',
    request: async (target) => ({ path: '/api/main/dashboard/stats', headers: await bearer(target) }),
  },
  {
    name: 'GET /api/main/referral/stats',
    request: async (target) => ({
      path: '/api/main/referral/stats?period=all',
      headers: await bearer(target),
    }),
  },
  {
    name: 'GET /api/events/contestant-registration/my-registrations',
    request: async (target) => ({
      path: '/api/events/contestant-registration/my-registrations?page=1&limit=10',
      headers: await bearer(target),
    }),
  },
  {
    name: 'GET /api/jobs/job-openings',
    request: async (target) => ({
      path: '/api/jobs/job-openings?page=1&limit=10',
      headers: await bearer(target),
    }),
  },
  {
    name: 'GET /api/employee/encashment/requests',
    request: async (target) => ({
      path: '/api/employee/encashment/requests?page=1&limit=10',
      headers: await bearer(target),
    }),
  },
  // The rest of what the dashboard asks for on every load (apps/web/src/features/dashboard/, the shell's bell).
  signedInGet('GET /api/main/activity (dashboard)', '/api/main/activity'),
  signedInGet('GET /api/main/favorites (dashboard)', '/api/main/favorites'),
  signedInGet('GET /api/main/referral/link (dashboard)', '/api/main/referral/link'),
  signedInGet('GET /api/main/notifications/unread-count (dashboard)', '/api/main/notifications/unread-count'),
  EVENTS_LIST,
  asBrowser(EVENTS_LIST),
  // The event page: the event, its shows (polled every 15 s), its waiting room, the user's holds and waitlists.
  eventPageGet('GET /api/events/events/:id (event page)', (id) => `/api/events/events/${id}`),
  eventPageGet('GET /api/events/events/:id/slots (event page)', (id) => `/api/events/events/${id}/slots`),
  eventPageGet(
    'GET /api/events/events/:id/waiting-room (event page)',
    (id) => `/api/events/events/${id}/waiting-room`,
  ),
  eventPageGet(
    'GET /api/events/bookings/my-bookings (event page: holds)',
    (id) => `/api/events/bookings/my-bookings?page=1&limit=100&status=held&eventId=${id}`,
  ),
  signedInGet('GET /api/events/waitlist/mine (event page)', '/api/events/waitlist/mine?page=1&limit=100'),
  {
    name: 'GET /api/events/events/:id/waiting-room/me (status poll, 50 people waiting)',
    request: async (target) => {
      const { eventId, tokens } = await waitingPeople(target, 50);
      return {
        path: `/api/events/events/${eventId}/waiting-room/me`,
        method: 'GET',
        // The same 50 requests in turn, each built once: a request rebuilt per call costs the load generator,
        // on the same two cores, more than this row's server work (decision 086).
        inTurn: tokens.map((token) => ({ authorization: `Bearer ${token}` })),
        verify: async () => {
          const place = await api(
            target,
            'bench-waiting-0@engagex.dev',
            `/api/events/events/${eventId}/waiting-room/me`,
          );
          return `still ${place.status}`;
        },
      };
    },
  },
  {
    name: 'POST /api/events/bookings (one hot event)',
    targets: ['postgres'],
    request: async (target) => {
      const { event, slot } = await hotShow(target, 'Bench: the hottest ticket in town');
      return {
        path: '/api/events/bookings',
        method: 'POST',
        headers: await bearer(target),
        body: JSON.stringify({ eventId: event.id, slotId: slot.id, seats: 1 }),
        verify: async () => {
          await new Promise((resolve) => setTimeout(resolve, 1000)); // let the last requests finish
          const stats = await api(target, ADMIN_EMAIL, `/api/events/events/${event.id}/stats`);
          const oversold = Math.max(0, stats.seatsTaken - stats.capacity);
          const counted = stats.heldSeats + stats.confirmedSeats;
          return `${oversold} oversold; ${stats.seatsTaken} seats taken = ${counted} held or sold`;
        },
      };
    },
  },
  // Decision 091: a booking's change runs the webhook trigger in its own transaction. Free seats confirm at once, so
  // with a webhook on the event every booking also writes a delivery: the trigger's cost is these two rows' gap.
  ...[false, true].map((withWebhook) => ({
    name: `POST /api/events/bookings (free seats, one hot event, ${withWebhook ? 'a webhook on it' : 'no webhook'})`,
    targets: ['postgres'],
    request: async (/** @type {Target} */ target) => {
      const { event, slot } = await hotShow(
        target,
        `Bench: free seats, ${withWebhook ? 'with' : 'without'} a webhook`,
        0,
      );
      if (withWebhook)
        await api(target, ADMIN_EMAIL, '/api/main/webhooks', {
          url: 'http://127.0.0.1:9/bench-receiver',
          events: ['booking.confirmed'],
        });
      return {
        path: '/api/events/bookings',
        method: 'POST',
        headers: await bearer(target),
        body: JSON.stringify({ eventId: event.id, slotId: slot.id, seats: 1 }),
        verify: async () => {
          await new Promise((resolve) => setTimeout(resolve, 1000)); // let the last requests finish
          const [row] = await inSchema(
            target,
            `select count(*)::int as bookings,
                    (select count(*)::int from webhook_deliveries d where d.data->>'eventId' = $1) as deliveries
               from bookings where event_id = $1::uuid and status = 'confirmed'`,
            [event.id],
          );
          return `${row.bookings} confirmed, ${row.deliveries} deliveries written`;
        },
      };
    },
  })),
  {
    // Decision 078: each request names one of two ticket types, so holds queue per show and type and take the
    // grouped statement, which also writes items and tickets and counts the type's seats.
    name: 'POST /api/events/bookings (items, two types taking turns, one hot show)',
    targets: ['postgres'],
    request: async (target) => {
      const show = await hotShow(target, 'Bench: two ticket types, one at a time');
      const [standard, vip] = await typesOf(target, show.event.id);
      const headers = await bearer(target);
      let turn = 0;
      return {
        path: '/api/events/bookings',
        method: 'POST',
        headers,
        perRequest: () => ({
          body: JSON.stringify({
            eventId: show.event.id,
            slotId: show.slot.id,
            items: [{ ticketTypeId: turn++ % 2 ? vip : standard, quantity: 1 }],
          }),
        }),
        verify: () => typeCounts(target, show.slot.id),
      };
    },
  },
  {
    // Both types in one booking: the step-by-step transaction (show, then each type, in one transaction).
    name: 'POST /api/events/bookings (items of two types in one booking, one hot show)',
    targets: ['postgres'],
    request: async (target) => {
      const show = await hotShow(target, 'Bench: two ticket types in one booking');
      const [standard, vip] = await typesOf(target, show.event.id);
      return {
        path: '/api/events/bookings',
        method: 'POST',
        headers: await bearer(target),
        body: JSON.stringify({
          eventId: show.event.id,
          slotId: show.slot.id,
          items: [
            { ticketTypeId: standard, quantity: 1 },
            { ticketTypeId: vip, quantity: 1 },
          ],
        }),
        verify: () => typeCounts(target, show.slot.id),
      };
    },
  },
];

/** @type {Scenario[]} In order; each target's server starts before its first row and stops after its last. */
const SCENARIOS = [
  {
    target: 'hello-world',
    name: 'GET / (bare Fastify, baseline)',
    request: async () => ({ path: '/' }),
    baseline: true,
  },
  ...['pglite', 'postgres'].flatMap((target) =>
    API_SCENARIOS.filter((scenario) => !scenario.targets || scenario.targets.includes(target)).map(
      (scenario) => ({
        target,
        ...scenario,
      }),
    ),
  ),
];

/** The settings every measured server shares: quiet logs, sign-in not throttled, no web pages. */
const SERVER_ENV = {
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000000',
  BOOKING_RATE_LIMIT_PER_MINUTE: '10000000',
  SERVE_WEB: 'false',
  // The rows measure requests; a webhook row's deliveries wait in the outbox instead of being sent meanwhile.
  WEBHOOK_WORKER: 'false',
  // Passed on when set, to compare pool sizes on this machine.
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
};

/** @type {Record<string, () => Promise<{ url: string, pid: number, stop: () => Promise<void>, database?: { url: string, schema: string } }>>} */
const TARGETS = {
  'hello-world': startHelloWorld,
  pglite: () => startServer({ env: SERVER_ENV, nodeArgs: NODE_ARGS }),
  postgres: startOnPostgres,
};

async function startHelloWorld() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/bench/hello-world.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  let exited = false;
  const exit = new Promise((resolve) => child.on('exit', resolve));
  void exit.then(() => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, { exited: () => exited, timeoutMs: 20_000 });
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      if (!exited) child.kill('SIGTERM');
      await exit;
    },
  };
}

/** The real server on PostgreSQL, in a schema of its own that is dropped afterwards. */
async function startOnPostgres() {
  // The same PostgreSQL `npm test` would use: the machine's, TEST_DATABASE_URL, or one of the run's own.
  const answering = await preparePostgres((line) => console.log(`[bench] ${line}`));
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!answering || !databaseUrl) throw new Error('no PostgreSQL answers, and none could be started');
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const dropSchema = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`drop schema if exists "${schema}" cascade`);
    } finally {
      await client.end();
    }
  };
  try {
    const server = await startServer({
      env: { ...SERVER_ENV, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, DEV_IDP: 'true' },
      nodeArgs: NODE_ARGS,
    });
    return {
      url: server.url,
      pid: server.pid,
      database: { url: databaseUrl, schema },
      stop: async () => {
        await server.stop();
        await dropSchema();
      },
    };
  } catch (error) {
    await dropSchema().catch(() => {});
    throw error;
  }
}

/** Signs in through the development identity provider, once per email and server. */
function tokensFor(/** @type {string} */ url) {
  /** @type {Map<string, Promise<string>>} */
  const cache = new Map();
  const post = async (/** @type {string} */ route, /** @type {unknown} */ body) => {
    const response = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = await response.json();
    if (!envelope.success) throw new Error(`${route}: ${response.status} ${envelope.message}`);
    return envelope.data;
  };
  return (/** @type {string} */ email) => {
    let token = cache.get(email);
    if (!token) {
      token = post('/api/dev-idp/token', { email })
        .then(({ credential }) => post('/api/main/auth/google', { credential }))
        .then((data) => data.token);
      cache.set(email, token);
    }
    return token;
  };
}

/**
 * The CPU time a process has used so far (user and system), in milliseconds, from Linux's /proc; null elsewhere.
 * Per request it says what a row costs the server even when other work on the machine steals its CPU, which makes
 * requests per second vary from run to run.
 */
function cpuMsOf(/** @type {number} */ pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, the stat file's 14th and 15th fields, in clock ticks of 10 ms.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ url: string, pid: number }} server
 * @param {BenchRequest} request
 * @param {{ seconds: number, connections: number }} load
 */
async function measure({ url, pid }, request, { seconds, connections }) {
  const cpuBefore = cpuMsOf(pid);
  const headers = {
    ...(request.body ? { 'content-type': 'application/json' } : {}),
    ...request.headers,
  };
  const { perRequest, inTurn } = request;
  const result = await autocannon({
    url: `${url}${request.path}`,
    method: request.method ?? 'GET',
    headers,
    ...(inTurn
      ? // Several callers taking turns, each request built once.
        {
          requests: inTurn.map((own) => ({
            method: request.method ?? 'GET',
            path: request.path,
            headers: { ...headers, ...own },
          })),
        }
      : {}),
    ...(perRequest
      ? // A fresh body (and maybe caller) per request, e.g. a new idempotency key each time.
        {
          requests: [
            {
              method: request.method ?? 'POST',
              path: request.path,
              setupRequest: (req) => {
                const { body, headers: own } = perRequest();
                if (body === undefined) return { ...req, headers: { ...headers, ...own } };
                return { ...req, body, headers: { ...headers, 'content-type': 'application/json', ...own } };
              },
            },
          ],
        }
      : { body: request.body }),
    connections,
    duration: seconds,
    // A fixed offered load, to read p99 at a target rate rather than at saturation (latency counts from when
    // each request was due, so a slow answer that delays the next one is not hidden).
    ...(request.rate ? { overallRate: request.rate } : {}),
  });
  const cpuAfter = cpuMsOf(pid);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    cpuUsPerRequest:
      cpuBefore === null || cpuAfter === null || !result.requests.total
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

const selected = SCENARIOS.filter(
  (scenario) => scenario.baseline || ONLY.some((text) => scenario.name.includes(text)),
);
/** @type {{ target: string, name: string, requestsPerSecond: number | null, p99Ms: number | null, cpuUsPerRequest: number | null, failures: number, note: string }[]} */
const rows = [];
/** @type {{ name: string, stop: () => Promise<void> } | null} */
let running = null;
let interrupted = false;
const stopRunning = async () => {
  const server = running;
  running = null;
  await server
    ?.stop()
    .catch((/** @type {Error} */ error) =>
      console.error(`[bench] stopping ${server.name}: ${error.message}`),
    );
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    void stopRunning().then(() => process.exit(130));
  });
}

console.log(
  `[bench] ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}; ` +
    `${SECONDS} s per row, ${CONNECTIONS} connections, 1 s warm-up`,
);
await buildIfStale({ web: 'skip', log: (line) => console.log(`[bench] ${line}`) });

/** @type {{ name: string, failed?: string, target?: Target }} */
let current = { name: '' };
for (const scenario of selected) {
  if (interrupted) break;
  if (current.name !== scenario.target) {
    await stopRunning();
    current = { name: scenario.target };
    try {
      const server = await (
        TARGETS[scenario.target] ?? (() => Promise.reject(new Error('unknown target')))
      )();
      running = { name: scenario.target, stop: server.stop };
      current.target = {
        url: server.url,
        pid: server.pid,
        token: tokensFor(server.url),
        ...(server.database ? { database: server.database } : {}),
      };
    } catch (error) {
      current.failed = /** @type {Error} */ (error).message.split('\n')[0];
    }
  }
  if (!current.target) {
    rows.push({
      ...scenario,
      requestsPerSecond: null,
      p99Ms: null,
      cpuUsPerRequest: null,
      failures: 0,
      note: `skipped: ${current.failed}`,
    });
    continue;
  }
  process.stdout.write(`[bench] ${scenario.target.padEnd(11)} ${scenario.name} … `);
  const request = await scenario.request(current.target);
  await measure(current.target, request, { seconds: 1, connections: Math.min(10, CONNECTIONS) });
  const result = await measure(current.target, request, { seconds: SECONDS, connections: CONNECTIONS });
  console.log(`${Math.round(result.requestsPerSecond)} req/s`);
  const checked = request.verify ? await request.verify() : '';
  rows.push({
    ...scenario,
    ...result,
    note: [
      result.failures ? `${result.failures} of ${result.total} responses failed or were not 2xx` : '',
      checked,
    ]
      .filter(Boolean)
      .join('; '),
  });
}
await stopRunning();
printTable();
process.exit(rows.some((row) => row.failures > 0 || row.requestsPerSecond === null) ? 1 : 0);

function printTable() {
  const baseline = rows.find((row) => row.target === 'hello-world')?.requestsPerSecond ?? null;
  const table = rows.map((row) => [
    row.target,
    row.name,
    row.requestsPerSecond === null ? '—' : Math.round(row.requestsPerSecond).toLocaleString('en-US'),
    row.p99Ms === null ? '—' : `${row.p99Ms} ms`,
    row.cpuUsPerRequest === null ? '—' : `${Math.round(row.cpuUsPerRequest)} µs`,
    row.requestsPerSecond === null || !baseline ? '—' : `${(row.requestsPerSecond / baseline).toFixed(2)}×`,
    row.note,
  ]);
  const header = ['target', 'request', 'req/s', 'p99', 'server CPU/req', 'vs hello-world', 'note'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((cells) => String(cells[column]).length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) =>
        column >= 2 && column <= 5 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((width) => '─'.repeat(width)).join('  ')}`);
  for (const cells of table) console.log(line(cells));
}
