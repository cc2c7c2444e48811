import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { identityApi } from '@engagex/contracts/api/identity';
import { probesApi } from '@engagex/contracts/api/probes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '../test/api.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

/** Starting a server from source under tsx takes a while on a busy machine; the four start side by side. */
const STARTUP_MS = 240_000;

/** The servers run as processes, so tests reach them over HTTP at the table's URLs. */
const PING = endpointUrl(probesApi.ping);
const SIGN_IN = endpointUrl(identityApi.signIn);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

type Server = {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves with the exit code, or 128 + the signal number when a signal ended it. */
  exit: Promise<number>;
  waitFor: (text: string) => Promise<void>;
};

/** `main.ts` as `npm start` runs it (from source), with an embedded in-memory database. */
async function startServer(env: Record<string, string>, { readStdout = true } = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: 'memory://',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      // The held requests are found by their JSON request log line (development's default is short lines).
      LOG_FORMAT: 'json',
      SEED_DEMO_DATA: 'false',
      SERVE_WEB: 'false',
      SERVICES: 'main,module',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters: { needle: string; resolve: () => void }[] = [];
  const keep = (chunk: Buffer) => {
    text += chunk.toString();
    for (const waiter of waiters.filter((w) => text.includes(w.needle))) waiter.resolve();
  };
  child.stderr?.on('data', keep);
  if (readStdout) child.stdout?.on('data', keep);
  const exit = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal === 'SIGKILL' ? 137 : -1))),
  );
  let exited = false;
  void exit.then(() => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`server exited before it answered:\n${text}`);
    const answered = await fetch(`http://127.0.0.1:${port}${PING}`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    child,
    port,
    output: () => text,
    exit,
    waitFor: (needle) =>
      new Promise<void>((resolve) => {
        if (text.includes(needle)) resolve();
        else waiters.push({ needle, resolve });
      }),
  };
}

/** A request whose body never arrives in full: close() cannot finish while it is in flight. */
async function holdRequestOpen(server: Server): Promise<Socket> {
  const socket = connect(server.port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    `POST ${SIGN_IN} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      'Content-Length: 100\r\n\r\n{',
  );
  await server.waitFor(`"url":"${SIGN_IN}"`);
  return socket;
}

describe('shutdown always ends', () => {
  const servers: Server[] = [];
  let hung: Server;
  let twice: Server;
  let unread: Server;
  let closedStdout: Server;

  beforeAll(async () => {
    // Timeouts long enough that only the shutdown logic can end the held requests.
    const slowClients = { REQUEST_TIMEOUT_MS: '600000', HEADERS_TIMEOUT_MS: '600000' };
    [hung, twice, unread, closedStdout] = await Promise.all([
      startServer({ ...slowClients, SHUTDOWN_GRACE_MS: '1500' }),
      startServer({ ...slowClients, SHUTDOWN_GRACE_MS: '600000' }),
      startServer({ SHUTDOWN_GRACE_MS: '1500' }, { readStdout: false }),
      startServer({ SHUTDOWN_GRACE_MS: '1500' }, { readStdout: false }),
    ]);
    servers.push(hung, twice, unread, closedStdout);
  }, STARTUP_MS);

  afterAll(() => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('exits when its grace runs out though close() still waits on a request', async () => {
    const socket = await holdRequestOpen(hung);
    hung.child.kill('SIGTERM');
    expect(await hung.exit).toBe(1);
    expect(hung.output()).toContain('shutdown took longer than its grace; exiting');
    socket.destroy();
  });

  it('exits at once on a second signal', async () => {
    const socket = await holdRequestOpen(twice);
    twice.child.kill('SIGTERM');
    await twice.waitFor('shutting down: finishing in-flight requests');
    twice.child.kill('SIGTERM');
    expect(await twice.exit).toBe(143);
    expect(twice.output()).toContain('second signal: exiting now');
    socket.destroy();
  });

  it('exits when nobody reads its stdout', async () => {
    // Request lines are logged with their URL: a few megabytes of them fill the pipe and pino's buffer.
    const url = `http://127.0.0.1:${unread.port}${PING}?pad=${'x'.repeat(8000)}`;
    for (let batch = 0; batch < 40; batch += 1) {
      await Promise.all(Array.from({ length: 10 }, () => fetch(url).then((response) => response.text())));
    }
    unread.child.kill('SIGTERM');
    expect(await unread.exit).toBe(0);
  });

  it('exits when its stdout is closed', async () => {
    closedStdout.child.stdout?.destroy();
    await fetch(`http://127.0.0.1:${closedStdout.port}${PING}`);
    closedStdout.child.kill('SIGTERM');
    expect(await closedStdout.exit).toBe(0);
  });
});
