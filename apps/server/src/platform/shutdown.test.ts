import { connect, type Socket } from 'node:net';
import { identityApi } from '@engagex/contracts/api/identity';
import { probesApi } from '@engagex/contracts/api/probes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '../test/api.js';
import { type MainProcess, startMain } from '../test/main-process.js';

/** Starting a server from source under tsx takes a while on a busy machine; the four start side by side. */
const STARTUP_MS = 240_000;

/** The servers run as processes, so tests reach them over HTTP at the table's URLs. */
const PING = endpointUrl(probesApi.ping);
const SIGN_IN = endpointUrl(identityApi.signIn);

/** `main.ts` from source, with an embedded in-memory database. */
function startServer(env: Record<string, string>, { readStdout = true } = {}): Promise<MainProcess> {
  return startMain({
    from: 'source',
    stdout: readStdout ? 'read' : 'unread',
    startupMs: STARTUP_MS - 10_000,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'info',
      // The held requests are found by their JSON request log line (development's default is short lines).
      LOG_FORMAT: 'json',
      SEED_DEMO_DATA: 'false',
      SERVE_WEB: 'false',
      SERVICES: 'main,module',
      ...env,
    },
  });
}

/** A request whose body never arrives in full: close() cannot finish while it is in flight. */
async function holdRequestOpen(server: MainProcess): Promise<Socket> {
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
  const servers: MainProcess[] = [];
  let hung: MainProcess;
  let twice: MainProcess;
  let unread: MainProcess;
  let closedStdout: MainProcess;

  beforeAll(async () => {
    // Timeouts long enough that only the shutdown logic can end the held requests.
    const slowClients = { REQUEST_TIMEOUT_MS: '600000', HEADERS_TIMEOUT_MS: '600000' };
    const starts = await Promise.allSettled([
      startServer({ ...slowClients, SHUTDOWN_GRACE_MS: '1500' }),
      startServer({ ...slowClients, SHUTDOWN_GRACE_MS: '600000' }),
      startServer({ SHUTDOWN_GRACE_MS: '1500' }, { readStdout: false }),
      startServer({ SHUTDOWN_GRACE_MS: '1500' }, { readStdout: false }),
    ]);
    // The ones that started are stopped after, even when another did not start.
    for (const start of starts) if (start.status === 'fulfilled') servers.push(start.value);
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    [hung, twice, unread, closedStdout] = servers as [MainProcess, MainProcess, MainProcess, MainProcess];
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
    const url = `${unread.url}${PING}?pad=${'x'.repeat(8000)}`;
    for (let batch = 0; batch < 40; batch += 1) {
      await Promise.all(Array.from({ length: 10 }, () => fetch(url).then((response) => response.text())));
    }
    unread.child.kill('SIGTERM');
    expect(await unread.exit).toBe(0);
  });

  it('exits when its stdout is closed', async () => {
    closedStdout.child.stdout?.destroy();
    await fetch(`${closedStdout.url}${PING}`);
    closedStdout.child.kill('SIGTERM');
    expect(await closedStdout.exit).toBe(0);
  });
});
