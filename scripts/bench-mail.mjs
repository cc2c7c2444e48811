// `node scripts/bench-mail.mjs`: notification emails per second through the outbox (decision 041), with one and
// with two API instances (the built server) on one PostgreSQL, into an SMTP server in this process that accepts
// every message at once. Each row writes its emails with notify() once the instances are up and times until the
// SMTP server has them all and none is pending; it counts every Message-ID, so a duplicate shows.
//   BENCH_MAIL_COUNT=2000 node scripts/bench-mail.mjs   emails per row (default 1000)
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildIfStale } from './build.mjs';
import { preparePostgres } from './lib/postgres.mjs';
import { sleep } from './lib/process.mjs';
import { startServer } from './lib/server.mjs';

const COUNT = Number(process.env.BENCH_MAIL_COUNT ?? 1000);
const CHUNK = 200;
const log = (/** @type {string} */ line) => console.log(`[bench-mail] ${line}`);

/** Accepts every message, remembering how many times each Message-ID came. */
async function smtpSink() {
  /** @type {Map<string, number>} */
  const counts = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (/** @type {Buffer} */ chunk) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? 'none';
        counts.set(id, (counts.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    counts,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

const ticket = {
  bookingId: 'bench',
  code: 'BENCH1',
  qrPayload: 'engagex:ticket:BENCH1',
  eventTitle: 'Bench Night',
  showName: null,
  venueName: 'Town Hall',
  venueAddress: '1 Main Road',
  startsAt: '2027-01-15T14:30:00.000Z',
  endsAt: '2027-01-15T17:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  seats: 2,
};

/** @param {{ instances: number, tickets: boolean, databaseUrl: string }} row */
async function runRow({ instances, tickets, databaseUrl }) {
  // The built server's modules, named at run time: `npm test` type-checks this file before anything is built.
  const built = (/** @type {string} */ file) =>
    import(new URL(`../apps/server/dist/${file}`, import.meta.url).href);
  const { openDatabase } = await built('platform/db/database.js');
  const { notify } = await built('platform/notifications/outbox.js');
  const schema = `bench_mail_${randomBytes(4).toString('hex')}`;
  const sink = await smtpSink();
  const env = {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    SEED_DEMO_DATA: 'false',
    SMTP_URL: sink.url,
    LOG_LEVEL: 'error',
  };
  const servers = [];
  const handle = await openDatabase({
    database: { kind: 'postgres', url: databaseUrl, poolSize: 4 },
    databaseSchema: schema,
  });
  try {
    // One at a time: the first migrates the schema.
    for (let n = 0; n < instances; n++) servers.push(await startServer({ env }));
    const db = handle.db;
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: 20 }, (_, n) => ({
          issuer: 'bench',
          subject: randomUUID(),
          email: `bench-${n}@example.com`,
          email_verified: true,
          name: `Bench ${n}`,
        })),
      )
      .returning('id')
      .execute();
    const started = performance.now();
    for (let start = 0; start < COUNT; start += CHUNK) {
      const notices = Array.from({ length: Math.min(CHUNK, COUNT - start) }, (_, n) => ({
        userId: /** @type {{ id: string }} */ (users[(start + n) % users.length]).id,
        kind: /** @type {'booking-confirmed' | 'referral-reward'} */ (
          tickets ? 'booking-confirmed' : 'referral-reward'
        ),
        title: tickets ? 'Your ticket for Bench Night' : 'You earned a referral reward',
        body: tickets ? 'Booking confirmed: 2 seats.' : 'A friend joined: 50 credits are yours.',
        link: tickets ? '/events/bookings/bench' : '/referrals',
        details: tickets ? { ticket } : {},
      }));
      await db.transaction().execute((/** @type {unknown} */ trx) => notify(trx, notices));
    }
    const written = performance.now();
    const deadline = Date.now() + 10 * 60_000;
    for (;;) {
      if (sink.counts.size >= COUNT && (await unsent(db)) === 0) break;
      if (Date.now() > deadline)
        throw new Error(`only ${sink.counts.size} of ${COUNT} arrived in 10 minutes`);
      await sleep(50);
    }
    const seconds = (performance.now() - started) / 1000;
    const duplicates = [...sink.counts.values()].reduce((sum, count) => sum + count - 1, 0);
    return {
      instances,
      tickets,
      seconds,
      perSecond: COUNT / seconds,
      writeSeconds: (written - started) / 1000,
      duplicates,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await handle.close();
    await sink.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
}

/** @param {import('kysely').Kysely<any>} db */
const unsent = (db) =>
  db
    .selectFrom('notification_emails')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '<>', 'sent')
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));

await buildIfStale({ web: 'skip', log });
if (!(await preparePostgres(log))) throw new Error('no PostgreSQL to run on');
const databaseUrl = /** @type {string} */ (process.env.TEST_DATABASE_URL);
const results = [];
for (const tickets of [false, true])
  for (const instances of [1, 2]) {
    const result = await runRow({ instances, tickets, databaseUrl });
    results.push(result);
    log(
      `${instances} instance${instances > 1 ? 's' : ''}, ${tickets ? 'tickets (QR + .ics)' : 'plain notices'}: ` +
        `${COUNT} emails in ${result.seconds.toFixed(1)} s = ${Math.round(result.perSecond)}/s ` +
        `(written in ${result.writeSeconds.toFixed(1)} s), ${result.duplicates} duplicates`,
    );
  }
process.exit(0);
