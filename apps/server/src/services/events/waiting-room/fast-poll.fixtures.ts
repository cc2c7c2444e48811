/**
 * What the comparison tests of the poll answered before routing (decision 108) share: the app's own server (the
 * fast path in front) beside one that hands every request to Fastify, a request over a socket with its headers as
 * they came, and those headers with what differs by nature blanked. Changes when those tests need another way
 * to send a request or to tell two answers apart.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { waitingRoomApi } from '@engagex/contracts/api/waiting-room';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { inject } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { signIn } from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';
import { roomSettings } from './gate.fixtures.js';

export type Seen = { status: number; headers: string[]; body: string };

/** One request over a socket, its headers as they came, in order. */
export function send(base: string, path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<Seen>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.rawHeaders, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The headers with what differs by nature blanked: the date, and a request id the server made up. */
export function comparable(seen: Seen, givenId: string | undefined) {
  const headers = seen.headers.map((value, i) => {
    const name = seen.headers[i - 1]?.toLowerCase();
    if (i % 2 === 0) return value.toLowerCase();
    if (name === 'date') return '(date)';
    if (name === 'x-request-id' && givenId === undefined) {
      expect(value).toMatch(/^[0-9a-f-]{36}$/);
      return '(made)';
    }
    return value;
  });
  return { status: seen.status, headers, body: seen.body };
}

/**
 * The app's own server (listening now) and a second one that hands every request to Fastify (`app.routing`),
 * with the app server's keep-alive setting, which Node writes into the answer. `close` ends the second.
 */
export async function bothServers(app: FastifyInstance) {
  const fast = await app.listen({ host: '127.0.0.1', port: 0 });
  const server = http.createServer(app.routing);
  server.keepAliveTimeout = app.server.keepAliveTimeout;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    fast,
    routed: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    servers: [app.server, server],
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A room of the events realm opening in ten minutes with one person waiting in it: the poll's path and that
 * person's bearer header. `main` is the app that signs people in, when another process does (the split services).
 */
export async function oneWaiting(app: FastifyInstance, main: FastifyInstance = app) {
  const realm = 'events';
  const organiser = await signInOrganiser(main, `fp-organiser-${crypto.randomUUID()}@example.com`);
  const prefix = SERVICE_PREFIXES.events;
  const { eventId } = await createEventWithSlot(app, prefix, organiser, { capacity: 5, priceCredits: 0 });
  const params = { id: eventId };
  const set = await inject(app, waitingRoomApi.set, {
    realm,
    session: organiser,
    params,
    body: roomSettings(),
  });
  expect(set.statusCode, set.body).toBe(200);
  const me = await signIn(main, `fp-person-${crypto.randomUUID()}@example.com`);
  expect((await inject(app, waitingRoomApi.join, { realm, session: me, params })).statusCode).toBe(200);
  return { path: `${prefix}/events/${eventId}/waiting-room/me`, headers: me.headers, token: me.token, me };
}
