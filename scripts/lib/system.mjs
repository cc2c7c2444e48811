import { existsSync, mkdirSync, readdirSync } from 'node:fs';
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

const postgresAnswers = async () => (await run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432'])) === 0;

/** PostgreSQL on 127.0.0.1:5432, started from the Debian cluster when it is installed but stopped. */
export async function ensurePostgres() {
  if (await postgresAnswers()) return true;
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  const version = versions[0];
  if (!version) {
    log('PostgreSQL does not answer on 127.0.0.1:5432 and no cluster is installed');
    return false;
  }
  log(`PostgreSQL does not answer: starting cluster ${version}/main`);
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  for (let attempt = 0; attempt < 30; attempt++) {
    if (await postgresAnswers()) return true;
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
