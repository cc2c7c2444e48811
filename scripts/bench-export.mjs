// `node scripts/bench-export.mjs`: a CSV export of many rows streams with flat server memory (docs/product.md "Exports"). The built
// server runs on PostgreSQL in a schema of its own; one event gets BENCH_EXPORT_ROWS bookings (default 100,000) on
// one show, another event 100. Each export is downloaded as a browser would (read as it comes, kept nowhere) while
// the server's resident memory is sampled; it prints rows per second and the peak growth of the server's memory for
// the large export next to the small one. Figures only: nothing here passes or fails on time.
//   BENCH_EXPORT_ROWS=20000 node scripts/bench-export.mjs   fewer rows
//   BENCH_EXPORT_NODE_ARGS=--max-old-space-size=64 node scripts/bench-export.mjs   the server on a small heap
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import { buildIfStale } from './build.mjs';
import { preparePostgres } from './lib/postgres.mjs';
import { sleep } from './lib/process.mjs';
import { startServer } from './lib/server.mjs';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const SMALL = 100;
const ADMIN_EMAIL = 'admin@engagex.dev';
/** The export's reader: an admin reaches every event's bookings (decision 046). */
const ADMIN_VIEWER = { userId: '00000000-0000-0000-0000-000000000000', admin: true, organiser: false };
const log = (/** @type {string} */ line) => console.log(`[bench-export] ${line}`);

/** The server's resident memory in bytes, as Linux counts it now. */
function rssOf(/** @type {number} */ pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Signs in through the development identity provider and answers a bearer token. */
async function tokenFor(/** @type {string} */ url, /** @type {string} */ email) {
  const credential = (await post(url, null, '/api/dev-idp/token', { email })).credential;
  return (await post(url, null, '/api/main/auth/google', { credential })).token;
}

async function post(
  /** @type {string} */ url,
  /** @type {string | null} */ token,
  /** @type {string} */ route,
  /** @type {unknown} */ body,
) {
  const response = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${route}: ${response.status} ${envelope.message}`);
  return envelope.data;
}

/** A published event with one show, through the organiser's API. */
async function createShow(
  /** @type {string} */ url,
  /** @type {string} */ token,
  /** @type {string} */ title,
) {
  const startsAt = new Date(Date.now() + 72 * 3600_000);
  const { event } = await post(url, token, '/api/events/events', {
    title,
    description: 'An event the export bench fills with bookings.',
    eventType: 'music',
    districtId: 'pune',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 7 * 86_400_000).toISOString(),
    priceCredits: 0,
    status: 'published',
  });
  const slot = await post(url, token, `/api/events/events/${event.id}/slots`, {
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * 3600_000).toISOString(),
    capacity: 100,
  });
  return { eventId: /** @type {string} */ (event.id), slotId: /** @type {string} */ (slot.id) };
}

/** Confirmed bookings written straight into the table, a thousand people taking turns (set-up, not measured). */
async function seedBookings(
  /** @type {pg.Client} */ client,
  /** @type {string} */ schema,
  /** @type {{ eventId: string, slotId: string }} */ show,
  /** @type {number} */ count,
  /** @type {string} */ tag,
) {
  await client.query(
    `insert into "${schema}".bookings
       (realm, event_id, slot_id, user_id, seats, status, price_credits, payment_method, payment_status,
        ticket_code, confirmed_at, created_at)
     select 'events', $1, $2, people.ids[1 + g % array_length(people.ids, 1)], 1 + g % 4, 'confirmed', 0, 'free',
            'COMPLETED', $3 || lpad(g::text, 10, '0'), now(), now() - make_interval(secs => g * 0.001)
     from (select array_agg(id) as ids from "${schema}".users where issuer = 'bench') as people,
          generate_series(1, $4::int) as g`,
    [show.eventId, show.slotId, tag, count],
  );
}

/**
 * Downloads an export as it comes, counting its lines and bytes and keeping none, while sampling the server's
 * memory every 10 ms. Answers rows (the header excluded), bytes, seconds and the peak memory growth.
 */
async function measureExport(
  /** @type {string} */ url,
  /** @type {string} */ token,
  /** @type {number} */ pid,
  /** @type {string} */ route,
) {
  // Let the previous request's garbage settle so the baseline is the server at rest.
  await sleep(1500);
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${url}${route}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200 || !response.body) throw new Error(`${route}: ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, rssOf(pid));
  return { rows: lines - 1, bytes, seconds, before, growth: peak - before };
}

/**
 * The same export in this process, from the built server's modules, into a sink that keeps nothing: the live heap
 * (after a full collection) at rest and at its highest while the rows stream. The server's RSS above also counts
 * garbage V8 has not collected yet; this counts only what is kept.
 */
async function liveHeapDuringExport(
  /** @type {string} */ databaseUrl,
  /** @type {string} */ schema,
  /** @type {string} */ eventId,
) {
  const built = (/** @type {string} */ file) =>
    import(new URL(`../apps/server/dist/${file}`, import.meta.url).href);
  const { openDatabase } = await built('platform/db/database.js');
  const { csvStream } = await built('platform/csv.js');
  const { bookingRows, BOOKING_COLUMNS } = await built('services/events/bookings/exports.js');
  v8.setFlagsFromString('--expose-gc');
  const collect = /** @type {() => void} */ (vm.runInNewContext('gc'));
  const handle = await openDatabase({
    database: { kind: 'postgres', url: databaseUrl, poolSize: 2 },
    databaseSchema: schema,
  });
  try {
    collect();
    const atRest = process.memoryUsage().heapUsed;
    let highest = atRest;
    let chunks = 0;
    await pipeline(
      // As an admin exports it: every booking of the event (decision 046).
      csvStream(BOOKING_COLUMNS, bookingRows(handle.db, 'events', { eventId, viewer: ADMIN_VIEWER })),
      new Writable({
        write(_chunk, _encoding, done) {
          // A full collection now and then: what is left is what the export keeps.
          if (++chunks % 500 === 0) {
            collect();
            highest = Math.max(highest, process.memoryUsage().heapUsed);
          }
          done();
        },
      }),
    );
    return { atRest, growth: highest - atRest };
  } finally {
    await handle.close();
  }
}

await buildIfStale({ web: 'skip', log });
if (!(await preparePostgres(log))) throw new Error('no PostgreSQL to run on');
const databaseUrl = /** @type {string} */ (process.env.TEST_DATABASE_URL);
const schema = `bench_export_${randomBytes(4).toString('hex')}`;
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const server = await startServer({
  env: {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    DEV_IDP: 'true',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000000',
  },
  // e.g. BENCH_EXPORT_NODE_ARGS=--max-old-space-size=64: a server that had to hold the file would run out.
  nodeArgs: (process.env.BENCH_EXPORT_NODE_ARGS ?? '').split(' ').filter(Boolean),
});
try {
  // The schema's triggers name their functions unqualified, as the server's connections see them.
  await client.query(`set search_path to "${schema}"`);
  const token = await tokenFor(server.url, ADMIN_EMAIL);
  const large = await createShow(server.url, token, 'Export bench: large');
  const small = await createShow(server.url, token, 'Export bench: small');
  await client.query(
    `insert into "${schema}".users (issuer, subject, email, email_verified, name)
     select 'bench', 'bench-' || g, 'bench-' || g || '@example.com', true, 'Bench person ' || g
     from generate_series(1, 1000) as g`,
  );
  const seeding = performance.now();
  await seedBookings(client, schema, large, ROWS, 'L');
  await seedBookings(client, schema, small, SMALL, 'S');
  await client.query(`analyze "${schema}".bookings`);
  log(
    `seeded ${ROWS.toLocaleString()} + ${SMALL} bookings in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const rows = [
    ['bookings, small event', `/api/events/exports/bookings?eventId=${small.eventId}`, SMALL],
    ['bookings, large event', `/api/events/exports/bookings?eventId=${large.eventId}`, ROWS],
    // Again: the first run's growth is the heap sizing itself to the pace of the work, not rows kept.
    ['bookings, large event again', `/api/events/exports/bookings?eventId=${large.eventId}`, ROWS],
    [
      'attendees, small show',
      `/api/events/exports/events/${small.eventId}/slots/${small.slotId}/attendees`,
      SMALL,
    ],
    [
      'attendees, large show',
      `/api/events/exports/events/${large.eventId}/slots/${large.slotId}/attendees`,
      ROWS,
    ],
  ];
  for (const [name, route, expected] of rows) {
    const result = await measureExport(server.url, token, server.pid, /** @type {string} */ (route));
    if (result.rows !== expected) throw new Error(`${name}: ${result.rows} rows, expected ${expected}`);
    log(
      `${name}: ${result.rows.toLocaleString()} rows, ${mb(result.bytes)} in ${result.seconds.toFixed(2)} s = ` +
        `${Math.round(result.rows / result.seconds).toLocaleString()} rows/s; server RSS ${mb(result.before)} at ` +
        `rest, peak +${mb(result.growth)} during the export`,
    );
  }
  const live = await liveHeapDuringExport(databaseUrl, schema, large.eventId);
  log(
    `bookings, large event, in process: live heap ${mb(live.atRest)} at rest, at most +${mb(live.growth)} ` +
      `while ${ROWS.toLocaleString()} rows streamed (after full collections)`,
  );
} finally {
  await server.stop();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
}
process.exit(0);
