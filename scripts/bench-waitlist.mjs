// `node scripts/bench-waitlist.mjs`: how fast a sold-out show's freed seats reach its waitlist (decision
// 042), with two API instances (the built server) on one PostgreSQL. A show of 200 seats is held whole by 40 people
// (5 seats each) while 160 more wait for 1 to 3 seats; then every holder cancels at once, across both instances
// (each cancel offers its seats to the line in its own transaction), and every offer is then declined at once
// (each decline offers the seats on). It times both waves, counts the offers made, and checks the seats: the counter
// is the bookings' seats, within capacity, and no waiting entry fits the free seats.
//   BENCH_WAITLIST_HOLDERS=40 node scripts/bench-waitlist.mjs   holders of 5 seats each (default 40)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildIfStale } from './build.mjs';
import { preparePostgres } from './lib/postgres.mjs';
import { startServer } from './lib/server.mjs';

const HOLDERS = Number(process.env.BENCH_WAITLIST_HOLDERS ?? 40);
const WAITING = HOLDERS * 4;
const SEATS_EACH = 5;
const log = (/** @type {string} */ line) => console.log(`[bench-waitlist] ${line}`);

/**
 * @typedef {{ url: string }} Server
 * @typedef {{ email: string, token: string, server: Server }} Person
 */

/** Calls the API and answers the envelope's data, or throws with its message. */
async function api(
  /** @type {Server} */ server,
  /** @type {string | null} */ token,
  /** @type {string} */ method,
  /** @type {string} */ route,
  /** @type {unknown} */ body = undefined,
) {
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${method} ${route}: ${response.status} ${envelope.message}`);
  return envelope.data;
}

/** Signs a person in through the development identity provider. */
async function signIn(/** @type {Server} */ server, /** @type {string} */ email) {
  const { credential } = await api(server, null, 'POST', '/api/dev-idp/token', { email });
  const { token } = await api(server, null, 'POST', '/api/main/auth/google', { credential });
  return { email, token, server };
}

/** Runs every call at once and answers the seconds taken and each call's milliseconds, sorted. */
async function wave(/** @type {(() => Promise<unknown>)[]} */ calls) {
  const started = performance.now();
  const times = await Promise.all(
    calls.map(async (call) => {
      const at = performance.now();
      await call();
      return performance.now() - at;
    }),
  );
  times.sort((x, y) => x - y);
  const at = (/** @type {number} */ q) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { seconds: (performance.now() - started) / 1000, p50: at(0.5), p99: at(0.99) };
}

/** The show's seats and line as the database has them. */
async function check(/** @type {pg.Client} */ client, /** @type {string} */ slotId) {
  const { rows } = await client.query(
    `select s.capacity, s.seats_taken,
       (select coalesce(sum(seats), 0) from bookings where slot_id = s.id and status in ('held', 'confirmed'))::int
         as booked,
       (select count(*) from bookings where slot_id = s.id and waitlist_entry_id is not null)::int as offers,
       (select count(*) from waitlist_entries where slot_id = s.id and status = 'waiting'
         and seats <= s.capacity - s.seats_taken)::int as fitting
     from event_slots s where s.id = $1`,
    [slotId],
  );
  const row = rows[0];
  if (row.booked !== row.seats_taken || row.seats_taken > row.capacity || row.fitting > 0)
    throw new Error(`seats disagree: ${JSON.stringify(row)}`);
  return row;
}

await buildIfStale({ web: 'skip', log });
if (!(await preparePostgres(log))) throw new Error('no PostgreSQL to run on');
const databaseUrl = /** @type {string} */ (process.env.TEST_DATABASE_URL);
const schema = `bench_waitlist_${randomBytes(4).toString('hex')}`;
const env = {
  DATABASE_URL: databaseUrl,
  DATABASE_SCHEMA: schema,
  JWT_SECRET: randomBytes(24).toString('hex'),
  DEV_IDP: 'true',
  SEED_DEMO_DATA: 'false',
  MAIL_WORKER: 'false',
  SERVE_WEB: 'false',
  LOG_LEVEL: 'error',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000000',
  BOOKING_RATE_LIMIT_PER_MINUTE: '10000000',
};
const servers = [];
const client = new pg.Client({ connectionString: databaseUrl });
try {
  // One at a time: the first migrates the schema.
  for (let n = 0; n < 2; n++) servers.push(await startServer({ env }));
  const a = /** @type {Server} */ (servers[0]);
  const b = /** @type {Server} */ (servers[1]);
  const admin = await signIn(a, 'admin@engagex.dev');
  const people = await Promise.all(
    Array.from({ length: HOLDERS + WAITING }, (_, n) => signIn(n % 2 ? a : b, `bench-wl-${n}@example.com`)),
  );
  const startsAt = new Date(Date.now() + 72 * 3600_000);
  const event = await api(a, admin.token, 'POST', '/api/events/events', {
    title: 'Bench waitlist night',
    description: 'A sold-out show for the waitlist bench.',
    eventType: 'music',
    districtId: 'pune',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 86_400_000).toISOString(),
    priceCredits: 10,
    isCompetition: false,
    registrationFeeCredits: 0,
    feePerAdditionalContestant: 0,
    maxGroupSize: 1,
    status: 'published',
  });
  const eventId = event.event.id;
  const slot = await api(a, admin.token, 'POST', `/api/events/events/${eventId}/slots`, {
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * 3600_000).toISOString(),
    capacity: HOLDERS * SEATS_EACH,
  });
  const slotId = slot.id;
  const holders = people.slice(0, HOLDERS);
  const bookings = await Promise.all(
    holders.map((person) =>
      api(person.server, person.token, 'POST', '/api/events/bookings', {
        eventId,
        slotId,
        seats: SEATS_EACH,
      }),
    ),
  );
  const joined = await wave(
    people.slice(HOLDERS).map(
      (person, n) => () =>
        api(person.server, person.token, 'POST', `/api/events/events/${eventId}/slots/${slotId}/waitlist`, {
          seats: (n % 3) + 1,
        }),
    ),
  );
  await client.connect();
  await client.query(`set search_path to "${schema}"`);
  const cancels = await wave(
    holders.map(
      (person, n) => () =>
        api(person.server, person.token, 'POST', `/api/events/bookings/${bookings[n].id}/cancel`, {
          reason: 'Bench',
        }),
    ),
  );
  const afterCancels = await check(client, slotId);
  const { rows: open } = await client.query(
    `select b.id, u.email from bookings b join users u on u.id = b.user_id
     where b.slot_id = $1 and b.waitlist_entry_id is not null and b.status = 'held'`,
    [slotId],
  );
  const byEmail = new Map(people.map((person) => [person.email, person]));
  const declines = await wave(
    open.map((offer) => () => {
      const person = /** @type {Person} */ (byEmail.get(offer.email));
      return api(person.server, person.token, 'PATCH', `/api/events/bookings/${offer.id}/confirm`, {
        confirm: false,
      });
    }),
  );
  const afterDeclines = await check(client, slotId);
  log(
    `${WAITING} joins at once: ${joined.seconds.toFixed(2)} s (p50 ${joined.p50} ms, p99 ${joined.p99} ms)`,
  );
  log(
    `${HOLDERS} cancels of ${SEATS_EACH} seats at once over 2 instances: ${cancels.seconds.toFixed(2)} s ` +
      `(p50 ${cancels.p50} ms, p99 ${cancels.p99} ms), ${afterCancels.offers} offers made, ` +
      `${afterCancels.seats_taken}/${afterCancels.capacity} seats taken`,
  );
  log(
    `${open.length} declines at once: ${declines.seconds.toFixed(2)} s (p50 ${declines.p50} ms, p99 ${declines.p99} ms), ` +
      `${afterDeclines.offers - afterCancels.offers} more offers, ${afterDeclines.seats_taken}/${afterDeclines.capacity} ` +
      'seats taken; no waiting entry fits the free seats',
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await client.end().catch(() => undefined);
  const dropper = new pg.Client({ connectionString: databaseUrl });
  await dropper.connect();
  await dropper.query(`drop schema if exists "${schema}" cascade`);
  await dropper.end();
}
process.exit(0);
