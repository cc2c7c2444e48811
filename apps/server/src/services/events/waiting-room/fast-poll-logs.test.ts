/**
 * The poll answered before routing (decision 108) is logged as its route logs it: pino's two JSON lines with the
 * request id, the request and the status, the second when the response has finished and timed to then (decision
 * 115), and the development terminal's one line. Changes when the request log's shape does.
 */
import type http from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../../test/harness.js';
import { bothServers as listenBoth, oneWaiting } from './fast-poll.fixtures.js';

/** How long a response waits in its socket before it can finish, where a test holds it. */
const HELD_MS = 40;

const closing: (() => Promise<void>)[] = [];
/** Both servers (fast-poll.fixtures.ts), the second closed after the file's tests. */
async function bothServers(app: Parameters<typeof listenBoth>[0]) {
  const both = await listenBoth(app);
  closing.push(both.close);
  return both;
}

const held = new WeakSet<Socket>();
/** Makes every write to the socket reach it HELD_MS late, so a response finishes that long after it is sent. */
function holdWrites(socket: Socket) {
  if (held.has(socket)) return;
  held.add(socket);
  // Node's stream internals: what a socket's write calls once the stream has queued it.
  const raw = socket as unknown as Record<'_write' | '_writev', ((...args: unknown[]) => void) | undefined>;
  for (const name of ['_write', '_writev'] as const) {
    const write = raw[name];
    if (write)
      raw[name] = function (this: Socket, ...args: unknown[]) {
        setTimeout(() => write.apply(this, args), HELD_MS);
      };
  }
}

const get = (url: string, headers: Record<string, string>) =>
  fetch(url, { headers }).then(async (response) => ({
    status: response.status,
    body: await response.text(),
  }));

describe('the poll before routing, in the request log', () => {
  const database = useTestDatabase('pglite');

  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it('writes the JSON lines the route writes, the last when the response has finished', async () => {
    const lines: string[] = [];
    /** What happened, in order: each line written and each response's `finish`, by request id. */
    const happened: string[] = [];
    const app = await (await database()).build(
      { WAITING_ROOM_TICKS: 'false' },
      {
        logger: {
          level: 'info',
          stream: {
            write: (line: string) => {
              lines.push(line);
              const { msg, reqId } = JSON.parse(line);
              happened.push(`${msg} ${reqId}`);
            },
          },
        },
      },
    );
    const { path, headers } = await oneWaiting(app);
    const { fast, routed, servers } = await bothServers(app);
    // Ahead of either server's listener: each response's finish is noted, and waits HELD_MS for its socket.
    for (const server of servers)
      server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
        holdWrites(req.socket);
        res.on('finish', () => happened.push(`finish ${req.headers['x-request-id']}`));
      });
    await get(`${routed}${path}`, headers);
    const before = app.fastAnswers.answered;
    expect((await get(`${fast}${path}`, { ...headers, 'x-request-id': 'by-fast' })).status).toBe(200);
    expect(app.fastAnswers.answered).toBe(before + 1);
    expect((await get(`${routed}${path}`, { ...headers, 'x-request-id': 'by-route' })).status).toBe(200);
    for (const id of ['by-fast', 'by-route'])
      expect(happened.filter((event) => event.endsWith(` ${id}`))).toEqual([
        `incoming request ${id}`,
        `finish ${id}`,
        `request completed ${id}`,
      ]);
    const of = (id: string, base: string) =>
      lines
        .map((line) => JSON.parse(line))
        .filter((record) => record.reqId === id)
        .map(({ time, responseTime, reqId, ...record }) => {
          expect(typeof time).toBe('number');
          // Measured to the response's finish, which waited for the socket.
          if (record.res) expect(responseTime).toBeGreaterThanOrEqual(HELD_MS - 1);
          if (!record.req) return record;
          const { remotePort, host, ...req } = record.req;
          expect(typeof remotePort).toBe('number');
          expect(`http://${host}`).toBe(base);
          return { ...record, req };
        });
    const byFast = of('by-fast', fast);
    expect(byFast.map((record) => record.msg)).toEqual(['incoming request', 'request completed']);
    expect(byFast).toEqual(of('by-route', routed));
    await app.close();
  });

  it('names the client and host behind a trusted proxy as the route does, for each way of trusting it', async () => {
    // The documented deployment behind a balancer (README "Many instances"): TRUST_PROXY as its addresses or a count.
    for (const trust of ['127.0.0.1', '1']) {
      const lines: string[] = [];
      const app = await (await database()).build(
        { WAITING_ROOM_TICKS: 'false', TRUST_PROXY: trust },
        { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
      );
      const { path, headers } = await oneWaiting(app);
      const { fast, routed } = await bothServers(app);
      const forwarded = {
        'x-forwarded-for': '198.51.100.4, 203.0.113.7',
        'x-forwarded-host': 'a.example, tickets.example',
      };
      await get(`${routed}${path}`, headers);
      const before = app.fastAnswers.answered;
      await get(`${fast}${path}`, { ...headers, ...forwarded, 'x-request-id': 'proxied-fast' });
      expect(app.fastAnswers.answered, trust).toBe(before + 1);
      await get(`${routed}${path}`, { ...headers, ...forwarded, 'x-request-id': 'proxied-route' });
      const requestOf = (id: string) => {
        const { remotePort, ...req } = lines
          .map((line) => JSON.parse(line))
          .find((record) => record.reqId === id).req;
        return req;
      };
      expect(requestOf('proxied-fast'), trust).toEqual(requestOf('proxied-route'));
      expect(requestOf('proxied-fast').remoteAddress, trust).toBe('203.0.113.7');
      expect(requestOf('proxied-fast').host, trust).toBe('tickets.example');
      await app.close();
    }
  });

  it('above info writes only a response that failed on its way out, as the route does', async () => {
    for (const level of ['warn', 'error']) {
      const lines: string[] = [];
      const app = await (await database()).build(
        { WAITING_ROOM_TICKS: 'false' },
        { logger: { level, stream: { write: (line: string) => void lines.push(line) } } },
      );
      const { path, headers } = await oneWaiting(app);
      const { fast, routed, servers } = await bothServers(app);
      // Each answer fails as it goes out: its response emits `error` where it would have ended.
      for (const server of servers)
        server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
          if (String(req.headers['x-request-id']).startsWith('failing-')) {
            res.end = (() => {
              res.emit('error', new Error('the socket went away'));
              res.destroy();
              return res;
            }) as typeof res.end;
          }
        });
      await get(`${routed}${path}`, headers);
      await get(`${fast}${path}`, headers);
      // Answers that went out whole write nothing above info.
      expect(lines, level).toEqual([]);
      const before = app.fastAnswers.answered;
      await get(`${fast}${path}`, { ...headers, 'x-request-id': 'failing-fast' }).catch(() => undefined);
      expect(app.fastAnswers.answered, level).toBe(before + 1);
      await get(`${routed}${path}`, { ...headers, 'x-request-id': 'failing-route' }).catch(() => undefined);
      const of = (id: string) =>
        lines
          .map((line) => JSON.parse(line))
          .filter((record) => record.reqId === id)
          .map(({ time, responseTime, reqId, err, ...record }) => {
            expect(typeof responseTime).toBe('number');
            expect(err.message).toBe('the socket went away');
            return record;
          });
      expect(
        of('failing-fast').map((record) => [record.level, record.msg]),
        level,
      ).toEqual([[50, 'request errored']]);
      expect(of('failing-fast'), level).toEqual(of('failing-route'));
      await app.close();
    }
  });

  it('writes the terminal’s one line the route writes', async () => {
    const written: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation(((text: string, ...rest: never[]) => {
      if (typeof text === 'string' && text.includes('/waiting-room/me')) {
        written.push(text);
        return true;
      }
      return write(text, ...rest);
    }) as typeof process.stdout.write);
    const app = await (await database()).build({
      WAITING_ROOM_TICKS: 'false',
      LOG_FORMAT: 'lines',
      LOG_LEVEL: 'info',
    });
    const { path, headers } = await oneWaiting(app);
    const { fast, routed } = await bothServers(app);
    await get(`${routed}${path}`, headers);
    written.length = 0;
    const before = app.fastAnswers.answered;
    await get(`${fast}${path}`, headers);
    expect(app.fastAnswers.answered).toBe(before + 1);
    await get(`${routed}${path}`, headers);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // "10:42:07  GET /api/…/waiting-room/me 200 0 ms": the same but for the clock and the time taken.
    const shape = (line: string) => line.replace(/^\d\d:\d\d:\d\d/, '(time)').replace(/ \d+ ms/, ' (n) ms');
    expect(written).toHaveLength(2);
    expect(shape(written[0] as string)).toBe(`(time)  GET ${path} 200 (n) ms\n`);
    expect(shape(written[0] as string)).toBe(shape(written[1] as string));
    await app.close();
  });
});
