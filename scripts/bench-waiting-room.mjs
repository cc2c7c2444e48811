// Over 300 lines: one run is one story (set-up, joins, first polls, paced polls, a burst) with its own measures.
// `node scripts/bench-waiting-room.mjs`: what 10,000 people waiting in one room cost the server (decision 080).
// The built server runs on PostgreSQL in a schema of its own, listening on 127.0.0.1. An admin sets a room that
// opens in an hour, so everybody stays waiting. BENCH_WR_PEOPLE people (default 10,000) are written straight into
// the database with a session each (signing up through the API would take minutes) and get real tokens, signed by
// the server's own code with its secret; the first 500 join through the API (joins a second), the rest are written
// as a join writes them. Each person polls `…/waiting-room/me` once (the server reads their session and entry),
// then every 3–15 s (each their own pace) for BENCH_WR_SECONDS (default 30), then an autocannon burst polls as fast
// as 50 connections can. It prints the poll's p50/p99 and polls a second, the server's RSS and live heap (after
// full collections, from scripts/bench/memory-probe.mjs) before the joins and after, per person, and the table scans
// a second while idle and while polled. Figures only: nothing passes or fails on time; it stops within 3 minutes.
// PostgreSQL only: the people are made in the database, and PGlite's database lives inside the server's process.
//   BENCH_WR_PEOPLE=2000 BENCH_WR_SECONDS=20 node scripts/bench-waiting-room.mjs   a smaller, shorter run
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildIfStale } from './build.mjs';
import { preparePostgres } from './lib/postgres.mjs';
import { ROOT, sleep } from './lib/process.mjs';
import { startServer } from './lib/server.mjs';

const PEOPLE = Number(process.env.BENCH_WR_PEOPLE ?? 10_000);
const SECONDS = Number(process.env.BENCH_WR_SECONDS ?? 30);
const BURST_SECONDS = 10;
const IDLE_SECONDS = 5;
/** How long PostgreSQL may keep an idle connection's table statistics before reporting them, and a second more. */
const STATS_SETTLE_MS = 11_000;
/** Joins through the API, and how many at once. */
const API_JOINS = Number(process.env.BENCH_WR_API_JOINS ?? 500);
const JOINERS = 8;
/** Connections the simulated people share, as a CDN or balancer in front would keep them. */
const SOCKETS = 200;
const BOUND_MS = 180_000;
const log = (/** @type {string} */ line) => console.log(`[bench-waiting-room] ${line}`);
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });

/** One call over the shared connections; answers the status and the parsed envelope. */
function call(
  /** @type {string} */ url,
  /** @type {string} */ method,
  /** @type {string | null} */ token,
  /** @type {unknown} */ body = undefined,
) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return /** @type {Promise<{ status: number, envelope: any }>} */ (
    new Promise((resolve, reject) => {
      const request = http.request(
        url,
        {
          method,
          agent,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (response) => {
          /** @type {Buffer[]} */
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            resolve({ status: response.statusCode ?? 0, envelope: text ? JSON.parse(text) : null });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    })
  );
}

/** The envelope's data, or an error with its message. */
async function api(
  /** @type {string} */ url,
  /** @type {string} */ method,
  /** @type {string | null} */ token,
  /** @type {unknown} */ body = undefined,
) {
  const { status, envelope } = await call(url, method, token, body);
  if (!envelope?.success) throw new Error(`${method} ${url}: ${status} ${envelope?.message}`);
  return envelope.data;
}

/** The server's memory after two full collections, from scripts/bench/memory-probe.mjs inside it. */
async function memoryOf(/** @type {number} */ pid, /** @type {string} */ file) {
  const last = () => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return { asked: 0 };
    }
  };
  const before = last().asked;
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 10_000; waited += 50) {
    const now = last();
    if (now.asked > before) return /** @type {{ rss: number, heapUsed: number }} */ (now);
    await sleep(50);
  }
  throw new Error('the server did not report its memory');
}

/** Milliseconds at the quantile of a sorted list. */
const quantile = (/** @type {number[]} */ sorted, /** @type {number} */ q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Scans of the tables that matter here so far, from PostgreSQL's statistics. A connection that goes idle keeps its
 * last second's counts for up to 10 s before it reports them, so call this after 11 quiet seconds.
 */
async function scans(/** @type {pg.Client} */ client, /** @type {string} */ schema) {
  const { rows } = await client.query(
    `select relname, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans from pg_stat_user_tables
     where schemaname = $1 and relname = any($2)`,
    [
      schema,
      ['waiting_rooms', 'waiting_room_entries', 'bookings', 'event_slots', 'tickets', 'users', 'sessions'],
    ],
  );
  return new Map(rows.map((row) => [row.relname, Number(row.scans)]));
}

/**
 * GETs over a few kept-alive sockets, written and read by hand: node:http's client cost more per poll than the
 * server on this machine, and fell seconds behind at 1,300 polls a second. One request at a time per socket; the
 * server's answers carry a Content-Length, and their JSON is ASCII, so a character is a byte.
 */
function rawGets(/** @type {string} */ base, /** @type {number} */ sockets) {
  const { hostname, port } = new URL(base);
  /** @typedef {{ path: string, token: string, done: (answer: { status: number, body: string }) => void, failed: (error: Error) => void }} Ask */
  /** @type {Ask[]} */
  const queue = [];
  /** @type {(() => void)[]} */
  const idle = [];
  /** @type {net.Socket[]} */
  const open = [];
  const connect = () => {
    const socket = net.connect(Number(port), hostname);
    socket.setNoDelay(true);
    socket.setEncoding('latin1');
    open.push(socket);
    /** @type {Ask | null} */
    let asking = null;
    let text = '';
    const serve = () => {
      asking = queue.shift() ?? null;
      if (!asking) return void idle.push(serve);
      socket.write(
        `GET ${asking.path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${asking.token}\r\n\r\n`,
      );
    };
    socket.on('data', (/** @type {string} */ chunk) => {
      text += chunk;
      const head = text.indexOf('\r\n\r\n');
      if (head < 0 || !asking) return;
      const length = Number(/content-length: *(\d+)/i.exec(text.slice(0, head))?.[1] ?? 0);
      if (text.length < head + 4 + length) return;
      asking.done({ status: Number(text.slice(9, 12)), body: text.slice(head + 4, head + 4 + length) });
      text = text.slice(head + 4 + length);
      serve();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      asking?.failed(new Error('connection closed'));
      const at = idle.indexOf(serve);
      if (at >= 0) idle.splice(at, 1);
      open.splice(open.indexOf(socket), 1);
      connect();
    });
    socket.on('connect', serve);
  };
  for (let n = 0; n < sockets; n++) connect();
  return {
    /** @returns {Promise<{ status: number, body: string }>} */
    get: (/** @type {string} */ path, /** @type {string} */ token) =>
      new Promise((done, failed) => {
        queue.push({ path, token, done, failed });
        idle.shift()?.();
      }),
    close: () => {
      for (const socket of open) socket.removeAllListeners('close').destroy();
    },
  };
}

/**
 * Every person polls at their own pace, every 3–15 s with the first poll at a random moment within it, for
 * `seconds`. The polls are laid out on one timeline that one timer walks (a promise and a timer per person fell
 * seconds behind on this machine, and autocannon's fixed rate sends each second's requests at its start) over
 * `rawGets`. Latency
 * counts from the moment each poll was due, so the client's own lateness is in it, and is also reported apart.
 */
async function pollAsPeopleDo(
  /** @type {string} */ base,
  /** @type {string} */ route,
  /** @type {string[]} */ tokens,
  /** @type {number} */ seconds,
) {
  const client = rawGets(base, SOCKETS);
  /** @type {[number, number][]} */
  const timeline = [];
  tokens.forEach((_, person) => {
    const every = 3_000 + Math.random() * 12_000;
    for (let due = Math.random() * every; due < seconds * 1000; due += every) timeline.push([due, person]);
  });
  timeline.sort((x, y) => x[0] - y[0]);
  /** @type {number[]} */
  const latencies = [];
  /** @type {number[]} */
  const late = [];
  let failures = 0;
  /** @type {Set<Promise<void>>} */
  const pending = new Set();
  const started = performance.now();
  let next = 0;
  await new Promise((resolve) => {
    const walk = () => {
      const now = performance.now() - started;
      for (; next < timeline.length && (timeline[next]?.[0] ?? 0) <= now; next++) {
        const [due, person] = /** @type {[number, number]} */ (timeline[next]);
        late.push(now - due);
        const poll = client
          .get(route, tokens[person] ?? '')
          .then((answer) => {
            if (answer.status !== 200 || !answer.body.includes('"status":"waiting"')) failures++;
          })
          .catch(() => {
            failures++;
          })
          .finally(() => {
            latencies.push(performance.now() - started - due);
            pending.delete(poll);
          });
        pending.add(poll);
      }
      if (next < timeline.length) setTimeout(walk, Math.min(5, (timeline[next]?.[0] ?? 0) - now));
      else resolve(undefined);
    };
    walk();
  });
  await Promise.all(pending);
  client.close();
  latencies.sort((x, y) => x - y);
  late.sort((x, y) => x - y);
  return {
    polls: latencies.length,
    perSecond: latencies.length / ((performance.now() - started) / 1000),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    lateP99: quantile(late, 0.99),
    failures,
  };
}

/** One poll by each person, 50 at a time, timed one by one. */
async function burstOnce(/** @type {string} */ url, /** @type {string[]} */ tokens) {
  const started = performance.now();
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < tokens.length) {
        const token = /** @type {string} */ (tokens[next++]);
        const at = performance.now();
        const answer = await call(url, 'GET', token).catch(() => ({ status: 0, envelope: null }));
        if (answer.status !== 200) failures++;
        latencies.push(performance.now() - at);
      }
    }),
  );
  latencies.sort((x, y) => x - y);
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: tokens.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    failures,
  };
}

/** As many polls as 50 connections can make, the people taking turns. */
async function burst(
  /** @type {string} */ base,
  /** @type {string} */ route,
  /** @type {string[]} */ tokens,
) {
  let turn = 0;
  const result = await autocannon({
    url: `${base}${route}`,
    connections: 50,
    duration: BURST_SECONDS,
    requests: [
      {
        method: 'GET',
        path: route,
        setupRequest: (request) => ({
          ...request,
          headers: { authorization: `Bearer ${tokens[turn++ % tokens.length]}` },
        }),
      },
    ],
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

await buildIfStale({ web: 'skip', log });
if (!(await preparePostgres(log))) throw new Error('no PostgreSQL to run on');
const databaseUrl = /** @type {string} */ (process.env.TEST_DATABASE_URL);
const schema = `bench_wr_${randomBytes(4).toString('hex')}`;
const secret = randomBytes(24).toString('hex');
const memoryFile = path.join(tmpdir(), `${schema}-memory.json`);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
/** @type {import('./lib/server.mjs').RunningServer | null} */
let server = null;
/** @type {Promise<void> | null} */
let cleaning = null;
/** Once, whoever asks first: the run's end, a signal or the bound. */
const cleanUp = () => {
  cleaning ??= (async () => {
    agent.destroy();
    await server?.stop();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
    rmSync(memoryFile, { force: true });
  })();
  return cleaning;
};
// Bounded whatever happens: a stuck run cleans up and says so.
const bound = setTimeout(() => {
  log(`still running after ${BOUND_MS / 1000} s: stopping`);
  void cleanUp().finally(() => process.exit(1));
}, BOUND_MS);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
try {
  server = await startServer({
    env: {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      JWT_SECRET: secret,
      DEV_IDP: 'true',
      SEED_DEMO_DATA: 'false',
      MAIL_WORKER: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      BENCH_MEMORY_FILE: memoryFile,
    },
    nodeArgs: [
      '--expose-gc',
      '--import',
      pathToFileURL(path.join(ROOT, 'scripts/bench/memory-probe.mjs')).href,
    ],
  });
  const base = server.url;
  const { credential } = await api(`${base}/api/dev-idp/token`, 'POST', null, { email: 'admin@engagex.dev' });
  const { token: admin } = await api(`${base}/api/main/auth/google`, 'POST', null, { credential });
  const startsAt = new Date(Date.now() + 30 * 86_400_000);
  const { event } = await api(`${base}/api/events/events`, 'POST', admin, {
    title: 'Bench: ten thousand waiting',
    description: 'A hot on-sale behind a waiting room.',
    eventType: 'music',
    districtId: 'pune',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
    priceCredits: 10,
    status: 'published',
  });
  await api(`${base}/api/events/events/${event.id}/waiting-room`, 'PUT', admin, {
    enabled: true,
    opensAt: new Date(Date.now() + 3600_000).toISOString(),
    admitPerMinute: 600,
    admissionMinutes: 15,
  });

  // The people and their sessions, straight into the schema; their tokens from the server's own code and secret.
  await client.query(`set search_path to "${schema}"`);
  const { rows: sessions } = await client.query(
    `with people as (
       insert into users (issuer, subject, email, email_verified, name)
       select 'bench', 'bench-wr-' || g, 'bench-wr-' || g || '@example.com', true, 'Waiting person ' || g
       from generate_series(1, $1::int) as g
       returning id)
     insert into sessions (id, user_id) select gen_random_uuid(), id from people returning id, user_id`,
    [PEOPLE],
  );
  const { createAppTokens } = await import(
    pathToFileURL(path.join(ROOT, 'apps/server/dist/platform/auth/app-token.js')).href
  );
  const tokens = await createAppTokens(/** @type {never} */ (null), {
    secret,
    ttlSeconds: 3600,
    idleSeconds: 8 * 3600,
  });
  const people = await Promise.all(
    sessions.map(async (row) => (await tokens.issue(row.user_id, { sessionId: row.id })).token),
  );
  const pid = server.pid;
  const atRest = await memoryOf(pid, memoryFile);

  // The first API_JOINS join through the API, JOINERS at a time (more at once only queue on the room row); the rest
  // are written as a join writes them, since 10,000 joins through the API would take most of the run.
  const joining = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: JOINERS }, async () => {
      while (next < Math.min(API_JOINS, people.length)) {
        const token = /** @type {string} */ (people[next++]);
        await api(`${base}/api/events/events/${event.id}/waiting-room/join`, 'POST', token);
      }
    }),
  );
  const joinSeconds = (performance.now() - joining) / 1000;
  await client.query(
    `insert into waiting_room_entries (event_id, user_id)
     select $1, id from users where issuer = 'bench' on conflict (event_id, user_id) do nothing`,
    [event.id],
  );
  const route = `/api/events/events/${event.id}/waiting-room/me`;
  // Everyone's first poll: the server reads their session and entry from the database once.
  const first = await burstOnce(`${base}${route}`, people);
  const joined = await memoryOf(pid, memoryFile);
  const room = await api(`${base}/api/events/events/${event.id}/waiting-room`, 'GET', null);
  log(
    `${Math.min(API_JOINS, PEOPLE)} joined through the API in ${joinSeconds.toFixed(1)} s ` +
      `(${Math.round(Math.min(API_JOINS, PEOPLE) / joinSeconds)} joins/s, ${JOINERS} at a time); ` +
      `${room.waiting.toLocaleString('en-US')} waiting in all`,
  );
  log(
    `first poll of each person (session and entry read once), 50 at a time: ${Math.round(first.perSecond)} polls/s, ` +
      `p50 ${first.p50.toFixed(1)} ms, p99 ${first.p99.toFixed(1)} ms, ${first.failures} failed`,
  );

  await sleep(STATS_SETTLE_MS);
  const idleBefore = await scans(client, schema);
  await sleep(IDLE_SECONDS * 1000);
  const scansBefore = await scans(client, schema);
  const paced = await pollAsPeopleDo(base, route, people, SECONDS);
  await sleep(STATS_SETTLE_MS);
  const scansAfter = await scans(client, schema);
  const polled = await memoryOf(pid, memoryFile);
  const fast = await burst(base, route, people);
  const afterBurst = await memoryOf(pid, memoryFile);
  const last = await api(`${base}${route}`, 'GET', /** @type {string} */ (people.at(-1)));

  log(
    `paced polls (each person every 3–15 s, ${SECONDS} s, ${SOCKETS} connections): ` +
      `${paced.polls.toLocaleString('en-US')} polls, ${Math.round(paced.perSecond)} polls/s, ` +
      `p50 ${paced.p50.toFixed(1)} ms, p99 ${paced.p99.toFixed(1)} ms, ${paced.failures} failed or not waiting ` +
      `(this client sent them up to ${paced.lateP99.toFixed(1)} ms late at p99)`,
  );
  log(
    `burst (autocannon, 50 connections, ${BURST_SECONDS} s, the people taking turns): ` +
      `${Math.round(fast.perSecond)} polls/s, p50 ${fast.p50} ms, p99 ${fast.p99} ms, ${fast.failures} failed; ` +
      `the last person is still ${last.status}`,
  );
  const rate = (
    /** @type {Map<string, number>} */ from,
    /** @type {Map<string, number>} */ to,
    seconds = 1,
  ) =>
    [...to]
      .map(([table, count]) => `${table} ${((count - (from.get(table) ?? 0)) / seconds).toFixed(1)}`)
      .join(', ');
  log(
    `table scans a second, idle (the ticker and background jobs): ${rate(idleBefore, scansBefore, IDLE_SECONDS)}`,
  );
  log(
    `table scans a second during the paced polls: ${rate(scansBefore, scansAfter, SECONDS + STATS_SETTLE_MS / 1000)}`,
  );
  const grew = (/** @type {{ rss: number, heapUsed: number }} */ later) =>
    `RSS ${mb(later.rss)} (+${mb(later.rss - atRest.rss)}), heap ${mb(later.heapUsed)} ` +
    `(+${mb(later.heapUsed - atRest.heapUsed)}, ${Math.round((later.heapUsed - atRest.heapUsed) / PEOPLE)} bytes a person)`;
  log(
    `server memory before the joins: RSS ${mb(atRest.rss)}, heap ${mb(atRest.heapUsed)} (after full collections)`,
  );
  log(`after ${PEOPLE.toLocaleString('en-US')} joined and polled once: ${grew(joined)}`);
  log(`after the paced polls: ${grew(polled)}`);
  log(`after the burst: ${grew(afterBurst)}`);
} finally {
  clearTimeout(bound);
  await cleanUp();
}
process.exit(0);
