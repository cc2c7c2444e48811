/**
 * A poll that reaches a closing server is left to Fastify (decision 108's hand-offs, tested by decision 115): the
 * answer is app.ts's 503 with `Connection: close`, byte for byte what the server without the fast path sends, even
 * though the poll's answer is still in memory. Changes when the closing server's answer or how it is reached does.
 */
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/harness.js';
import { holdSlowRoute } from '../../../test/held-request.js';
import { bothServers, comparable, oneWaiting, type Seen, send } from './fast-poll.fixtures.js';

/**
 * A request whose headers are under way: all but their last line end, so the server can neither answer it nor
 * drop its connection as idle. `finish` sends the end and reads the answer until the server closes the socket.
 */
function underWay(base: string, path: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const lines = [`GET ${path} HTTP/1.1`, `Host: ${hostname}:${port}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  socket.write(`${lines.join('\r\n')}\r\n`);
  return {
    async finish(): Promise<Seen> {
      socket.write('\r\n');
      await closed;
      const [head = '', body = ''] = received.split(/\r\n\r\n(.*)/s);
      const [statusLine = '', ...fields] = head.split('\r\n');
      return {
        status: Number(statusLine.split(' ')[1]),
        headers: fields.flatMap((field) => {
          const colon = field.indexOf(':');
          return [field.slice(0, colon), field.slice(colon + 1).trim()];
        }),
        body,
      };
    },
  };
}

describe('the poll before routing while the server closes', () => {
  const database = useTestDatabase('pglite');

  it('is left to Fastify, which answers 503 with Connection: close as without the fast path', async () => {
    const app = await (await database()).build({ WAITING_ROOM_TICKS: 'false' }, {}, { ready: false });
    const { started, release } = holdSlowRoute(app);
    await app.ready();
    const { path, headers } = await oneWaiting(app);
    const both = await bothServers(app);
    // The poll is in memory: the fast path answers it while the server is open.
    await send(both.routed, path, headers);
    const before = app.fastAnswers.answered;
    expect((await send(both.fast, path, headers)).status).toBe(200);
    expect(app.fastAnswers.answered).toBe(before + 1);

    const late = { ...headers, 'x-request-id': 'while-closing' };
    const viaFast = underWay(both.fast, path, late);
    const viaRoute = underWay(both.routed, path, late);
    // An in-flight request keeps close() waiting while the late ones arrive.
    const busy = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    busy.on('error', () => {});
    busy.write('GET /api/test/slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await started;
    const closed = app.close();
    while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    const seen = [await viaFast.finish(), await viaRoute.finish()];
    expect(app.fastAnswers.answered, 'answered before routing').toBe(before + 1);
    release();
    await closed;
    busy.destroy();
    await both.close();

    const [fast, route] = seen.map((one) => comparable(one as Seen, 'while-closing'));
    expect(fast).toEqual(route);
    expect(fast?.status).toBe(503);
    expect(fast?.headers).toEqual(expect.arrayContaining(['connection', 'close']));
    expect(JSON.parse(fast?.body ?? '')).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
  });
});
