import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type MainProcess, startMain } from './main-process.js';

const ENV = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATA_DIR: 'memory://',
  SEED_DEMO_DATA: 'false',
  SERVE_WEB: 'false',
  SERVICES: 'module',
};

// A port found free can be taken before the server binds it; a suite must not fail for that (it did, in CI).
describe('a process of main.ts on a port another has taken', () => {
  let taker: Server;
  let takenPort: number;
  const started: MainProcess[] = [];

  beforeAll(async () => {
    taker = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => taker.listen(0, '127.0.0.1', resolve));
    const address = taker.address();
    takenPort = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await new Promise((resolve) => taker.close(resolve));
  });

  it('starts again on a new port when its first was taken', async () => {
    const offered: number[] = [];
    const server = await startMain({
      from: 'source',
      env: ENV,
      choosePort: async () => {
        const port = offered.length === 0 ? takenPort : await freePort();
        offered.push(port);
        return port;
      },
    });
    started.push(server);
    expect(offered).toHaveLength(2);
    expect(offered[0]).toBe(takenPort);
    expect(server.port).toBe(offered[1]);
    expect((await fetch(`${server.url}/api/module/ping`)).status).toBe(200);
  }, 120_000);

  it('gives up with its output when it must keep a port that is taken', async () => {
    await expect(startMain({ from: 'source', env: ENV, port: takenPort })).rejects.toThrow(
      /exited before it answered \(port \d+, attempt 1\):[\s\S]*EADDRINUSE/,
    );
  }, 120_000);
});
