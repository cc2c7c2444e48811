// `node scripts/bench-districts.mjs`: the district lists with every district of India (decision 044). The built
// server runs on PostgreSQL in a schema of its own with the full catalogue and BENCH_DISTRICTS_EVENTS published
// events (default 5,000) spread over the districts; each list is asked for BENCH_DISTRICTS_REQUESTS times (default
// 200), one after another, each time for another district so no cache answers. It prints the median and p95 of each,
// the plans PostgreSQL picks for the events lists, and GET /geo/reverse: the first position in India (which loads
// the postal dataset), the server's memory growth for it, and later positions. Figures only: nothing passes or fails.
//   BENCH_DISTRICTS_EVENTS=20000 node scripts/bench-districts.mjs   more events
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { buildIfStale } from './build.mjs';
import { preparePostgres } from './lib/postgres.mjs';
import { startServer } from './lib/server.mjs';

const EVENTS = Number(process.env.BENCH_DISTRICTS_EVENTS ?? 5000);
const REQUESTS = Number(process.env.BENCH_DISTRICTS_REQUESTS ?? 200);
const log = (/** @type {string} */ line) => console.log(`[bench-districts] ${line}`);

const rssOf = (/** @type {number} */ pid) =>
  Number(
    /(\d+)/.exec(
      readFileSync(`/proc/${pid}/status`, 'utf8')
        .split('\n')
        .find((entry) => entry.startsWith('VmRSS:')) ?? '',
    )?.[1] ?? 0,
  ) * 1024;

async function call(
  /** @type {string} */ url,
  /** @type {string | null} */ token,
  /** @type {string} */ route,
  /** @type {unknown} */ body = undefined,
) {
  const response = await fetch(`${url}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${route}: ${response.status} ${envelope.message}`);
  return envelope.data;
}

/** Median and p95 in ms of `count` requests made one after another, the i-th to `route(i)`. */
async function timeRequests(
  /** @type {string} */ url,
  /** @type {string} */ token,
  /** @type {(i: number) => string} */ route,
  count = REQUESTS,
) {
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await call(url, token, route(i));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) =>
    /** @type {number} */ (times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${count} requests)`;
}

await buildIfStale({ web: 'skip', log });
if (!(await preparePostgres(log))) throw new Error('no PostgreSQL to run on');
const databaseUrl = /** @type {string} */ (process.env.TEST_DATABASE_URL);
const schema = `bench_districts_${randomBytes(4).toString('hex')}`;
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const server = await startServer({
  env: {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    DEV_IDP: 'true',
    SERVE_WEB: 'false',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000000',
  },
});
try {
  await client.query(`set search_path to "${schema}"`);
  const credential = (await call(server.url, null, '/api/dev-idp/token', { email: 'admin@engagex.dev' }))
    .credential;
  const token = (await call(server.url, null, '/api/main/auth/google', { credential })).token;
  const districts = (await client.query('select id from districts order by id')).rows.map((row) => row.id);
  // Events written straight into the table, round the districts, over the next 90 days (set-up, not measured).
  await client.query(
    `insert into events (realm, title, description, event_type, district_id, starts_at, ends_at, status)
     select 'events', 'Bench event ' || g, 'An event of the districts bench.', 'music',
            (select array_agg(id order by id) from districts)[1 + g % $2::int],
            now() + make_interval(hours => g % 2160), now() + make_interval(hours => g % 2160 + 2), 'published'
     from generate_series(1, $1::int) as g`,
    [EVENTS, districts.length],
  );
  await client.query('analyze');
  const borders = (await client.query('select count(*)::int as n from district_borders')).rows[0].n;
  log(`${districts.length} districts, ${borders / 2} borders, ${EVENTS.toLocaleString()} events`);
  const pick = (/** @type {number} */ i) => districts[(i * 7919) % districts.length];

  // The machine's own floor for one request, to read the rows below against.
  log(`GET /api/module/ping (baseline): ${await timeRequests(server.url, token, () => '/api/module/ping')}`);
  log(`GET /api/events/districts: ${await timeRequests(server.url, token, () => '/api/events/districts')}`);
  log(
    `GET /api/events/districts/by-state/:state: ${await timeRequests(server.url, token, (i) => `/api/events/districts/by-state/${['Maharashtra', 'Uttar Pradesh', 'Kerala', 'Goa'][i % 4]}`)}`,
  );
  log(
    `GET /api/events/events/adjacent-districts: ${await timeRequests(server.url, token, (i) => `/api/events/events/adjacent-districts?districtId=${pick(i)}`)}`,
  );
  log(
    `GET /api/events/events?districtId=…&includeAdjacent=true: ${await timeRequests(server.url, token, (i) => `/api/events/events?districtId=${pick(i)}&includeAdjacent=true&page=1&limit=10`)}`,
  );
  log(
    `GET /api/events/events?state=…: ${await timeRequests(server.url, token, (i) => `/api/events/events?state=${['Maharashtra', 'Karnataka', 'Bihar'][i % 3]}&page=1&limit=10`)}`,
  );

  // The plans behind the adjacency filter and the state filter, as the server's queries shape them.
  const neighbours = (
    await client.query('select neighbour_id from district_borders where district_id = $1', ['pune'])
  ).rows.map((row) => row.neighbour_id);
  for (const [name, where, params] of /** @type {[string, string, unknown[]][]} */ ([
    ['district and neighbours', 'e.district_id = any($1)', [['pune', ...neighbours]]],
    ['state', 'lower(d.state) = $1', ['maharashtra']],
  ])) {
    const plan = await client.query(
      `explain analyze select e.id from events e join districts d on d.id = e.district_id
       where e.realm = 'events' and e.status = 'published' and ${where} order by e.starts_at, e.id limit 10`,
      params,
    );
    log(`plan (${name}):\n    ${plan.rows.map((row) => row['QUERY PLAN']).join('\n    ')}`);
  }

  const before = rssOf(server.pid);
  const started = performance.now();
  await call(server.url, null, '/api/main/geo/reverse?lat=18.5204&lng=73.8567');
  const first = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  log(
    `GET /api/main/geo/reverse: first position in India ${first.toFixed(0)} ms (loads the postal dataset), ` +
      `server memory +${((rssOf(server.pid) - before) / 1024 / 1024).toFixed(1)} MB`,
  );
  log(
    `GET /api/main/geo/reverse, later positions: ${await timeRequests(server.url, token, (i) => `/api/main/geo/reverse?lat=${(8 + ((i * 37) % 270) / 10).toFixed(2)}&lng=${(69 + ((i * 53) % 270) / 10).toFixed(2)}`, 100)}`,
  );
} finally {
  await server.stop();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
}
process.exit(0);
