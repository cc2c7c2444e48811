import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, sleep } from './process.mjs';

export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');

/** A port nobody listens on right now, on the loopback interface. */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const probe = createServer();
      probe.unref();
      probe.on('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => resolve(port));
      });
    })
  );
}

/**
 * Resolves once `url` answers with any HTTP status; rejects after `timeoutMs` or as soon as `exited()`
 * reports that the process meant to answer has died.
 * @param {string} url
 * @param {{ timeoutMs?: number, exited?: () => boolean }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60_000, exited = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the process serving ${url} exited before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      return response.status;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * @typedef {{ url: string, port: number, pid: number, dataDir: string, stop: () => Promise<void>, output: () => string }} RunningServer
 */

/** What a server started here inherits: enough to run Node, none of the caller's EngageX settings. */
const BASE_ENV_KEYS = ['PATH', 'HOME', 'LANG', 'TZ', 'TMPDIR'];

/**
 * Starts the built server (`apps/server/dist/main.js`) on 127.0.0.1 and a free port, with a fresh
 * temporary DATA_DIR unless `env` names a database, and waits until `/api/module/ping` answers.
 * Only `env` configures it: the caller's own EngageX settings (DATABASE_URL, SERVICES…) are not passed on.
 * Its output is kept (the last 200 lines) for the error message and also echoed when `echo` is set.
 * `nodeArgs` go to Node itself (e.g. `--cpu-prof`). `publicHost` is the host name of its PUBLIC_URL and of `url`:
 * `localhost` for a journey that uses passkeys, since an IP address cannot be a WebAuthn RP ID (decision 092).
 * @param {{ env?: Record<string, string>, echo?: boolean, timeoutMs?: number, nodeArgs?: string[], publicHost?: string }} [options]
 * @returns {Promise<RunningServer>}
 */
export async function startServer(options = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServerOnce(options);
    } catch (error) {
      // freePort's port can be taken again before the server binds it (another test's server, an outgoing
      // connection): the server exits with EADDRINUSE and starts again on a new port.
      const taken = error instanceof PortTakenError;
      if (!taken || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}

/** How many ports a start tries before it gives up. */
const PORT_ATTEMPTS = 4;

class PortTakenError extends Error {}

/**
 * @param {{ env?: Record<string, string>, echo?: boolean, timeoutMs?: number, nodeArgs?: string[], publicHost?: string }} options
 * @returns {Promise<RunningServer>}
 */
async function startServerOnce({
  env = {},
  echo = false,
  timeoutMs = 60_000,
  nodeArgs = [],
  publicHost = '127.0.0.1',
}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'engagex-data-'));
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...Object.fromEntries(
        BASE_ENV_KEYS.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
      ),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://${publicHost}:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const lines = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 200));
    if (echo) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise((resolve) => child.on('exit', resolve));
  void exit.then(() => {
    exited = true;
  });

  const url = `http://${publicHost}:${port}`;
  const probe = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${probe}/api/module/ping`, { timeoutMs, exited: () => exited });
  } catch (error) {
    await stop();
    const message = `${/** @type {Error} */ (error).message}\n--- server output ---\n${lines.join('\n')}`;
    throw exited && lines.some((line) => line.includes('EADDRINUSE'))
      ? new PortTakenError(message)
      : new Error(message);
  }
  // The pid lets a bench read the server's memory (scripts/bench-export.mjs).
  return { url, port, pid: child.pid ?? 0, dataDir, stop, output: () => lines.join('\n') };
}
