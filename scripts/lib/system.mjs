import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { run, sleep } from './process.mjs';

/** Debian's Chromium: the only browser the end-to-end tests use. A browser is never downloaded otherwise. */
export const CHROMIUM = '/usr/bin/chromium';
/** Headless, and kept off this machine's closed network (no updates, sync or QUIC probes). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const log = (/** @type {string} */ line) => console.log(`[setup] ${line}`);

/** Installs Debian's chromium package when it is missing (CI and developers run as root). */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  log(`${CHROMIUM} is missing: installing Debian's chromium package`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update', '-qq'], { env });
  const installed = updated === 0 && (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }));
  if (installed !== 0 || !existsSync(CHROMIUM)) {
    log('could not install chromium (apt-get failed); the end-to-end tests will fail');
    return false;
  }
  return true;
}

/** The machine's PostgreSQL: 127.0.0.1:5432, as Debian's cluster listens. */
export const MACHINE_POSTGRES_PORT = 5432;

/**
 * Whether a PostgreSQL server answers on 127.0.0.1:`port`: it replies to the protocol's SSL request with one
 * byte, 'S' or 'N'. Needs no client tools (a newcomer's laptop may have none) and no password.
 */
export function postgresAnswersOn(/** @type {number} */ port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (/** @type {boolean} */ answered) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => {
      const sslRequest = Buffer.alloc(8);
      sslRequest.writeInt32BE(8, 0);
      sslRequest.writeInt32BE(80877103, 4);
      socket.write(sslRequest);
    });
    socket.once('data', (reply) => done(reply.length === 1 && (reply[0] === 0x53 || reply[0] === 0x4e)));
  });
}

/** The version of Debian's PostgreSQL cluster (`/etc/postgresql/<version>/main`), when one is installed. */
export function machineCluster() {
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  return versions[0];
}

/** PostgreSQL on 127.0.0.1:5432, started from the Debian cluster when it is installed but stopped. */
export async function ensurePostgres() {
  if (await postgresAnswersOn(MACHINE_POSTGRES_PORT)) return true;
  const version = machineCluster();
  if (!version) {
    log('PostgreSQL does not answer on 127.0.0.1:5432 and no cluster is installed');
    return false;
  }
  log(`PostgreSQL does not answer: starting cluster ${version}/main`);
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  for (let attempt = 0; attempt < 30; attempt++) {
    if (await postgresAnswersOn(MACHINE_POSTGRES_PORT)) return true;
    await sleep(1000);
  }
  log('PostgreSQL still does not answer on 127.0.0.1:5432');
  return false;
}

const redisAnswers = async () =>
  (await run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping'], { quiet: true })) === 0;

/** Redis on 127.0.0.1:6379 for the shared rate-limit tests, started when installed but not answering. */
export async function ensureRedis() {
  if (await redisAnswers()) return true;
  if (!existsSync('/usr/bin/redis-server')) return false;
  log('Redis does not answer: starting it');
  for (const dir of ['/var/lib/redis', '/var/log/redis']) mkdirSync(dir, { recursive: true });
  await run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    '/var/lib/redis',
    '--logfile',
    '/var/log/redis/ci.log',
  ]);
  for (let attempt = 0; attempt < 10; attempt++) {
    if (await redisAnswers()) return true;
    await sleep(500);
  }
  return false;
}
