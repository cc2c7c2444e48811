/**
 * The poll answered before routing (decision 108) is logged as its route logs it: pino's two JSON lines with the
 * request id, the request and the status, and the development terminal's one line. Changes when the request log's
 * shape does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { signIn, useTestDatabase } from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';

const realm = 'events';
const prefix = SERVICE_PREFIXES.events;

/** A room with one person waiting in it, and that person's bearer header. */
async function oneWaiting(app: FastifyInstance) {
  const organiser = await signInOrganiser(app, `fpl-organiser-${crypto.randomUUID()}@example.com`);
  const { eventId } = await createEventWithSlot(app, prefix, organiser, { capacity: 5, priceCredits: 0 });
  const opensAt = new Date(Date.now() + 600_000).toISOString();
  const body = { enabled: true, opensAt, admitPerMinute: 2, admissionMinutes: 10 };
  const params = { id: eventId };
  expect(
    (await inject(app, waitingRoomApi.set, { realm, session: organiser, params, body })).statusCode,
  ).toBe(200);
  const me = await signIn(app, `fpl-person-${crypto.randomUUID()}@example.com`);
  expect((await inject(app, waitingRoomApi.join, { realm, session: me, params })).statusCode).toBe(200);
  return { path: `${prefix}/events/${eventId}/waiting-room/me`, headers: me.headers };
}

/** The app's server (the fast path in front) and one that hands everything to Fastify, both listening. */
async function bothServers(app: FastifyInstance) {
  const fast = await app.listen({ host: '127.0.0.1', port: 0 });
  const server = http.createServer(app.routing);
  server.keepAliveTimeout = app.server.keepAliveTimeout;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing.push(server);
  return { fast, routed: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const closing: http.Server[] = [];

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
    for (const server of closing) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('writes the JSON lines the route writes', async () => {
    const lines: string[] = [];
    const app = await (await database()).build(
      { WAITING_ROOM_TICKS: 'false' },
      { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
    );
    const { path, headers } = await oneWaiting(app);
    const { fast, routed } = await bothServers(app);
    await get(`${routed}${path}`, headers);
    const before = app.fastAnswers.answered;
    expect((await get(`${fast}${path}`, { ...headers, 'x-request-id': 'by-fast' })).status).toBe(200);
    expect(app.fastAnswers.answered).toBe(before + 1);
    expect((await get(`${routed}${path}`, { ...headers, 'x-request-id': 'by-route' })).status).toBe(200);
    const of = (id: string, base: string) =>
      lines
        .map((line) => JSON.parse(line))
        .filter((record) => record.reqId === id)
        .map(({ time, responseTime, reqId, ...record }) => {
          expect(typeof time).toBe('number');
          if (record.res) expect(typeof responseTime).toBe('number');
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
