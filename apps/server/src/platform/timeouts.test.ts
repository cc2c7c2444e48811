import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/harness.js';

type Ended = { received: string; closedBy: 'server' };

/** A raw connection to a listening server; resolves when the server closes it, with what it sent. */
function openSocket(port: number) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const closed = new Promise<Ended>((resolve) =>
    socket.on('close', () => resolve({ received, closedBy: 'server' })),
  );
  return { socket, closed };
}

/** Writes one byte at a time, every `everyMs`, until the socket closes or the bytes run out. */
function trickle(socket: Socket, bytes: string, everyMs: number) {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= bytes.length) {
      clearInterval(timer);
      return;
    }
    socket.write(bytes[index] ?? '');
    index += 1;
  }, everyMs);
  return () => clearInterval(timer);
}

describe('slow and idle clients against a listening server', () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    const db = await database();
    app = await db.build({
      HEADERS_TIMEOUT_MS: '300',
      REQUEST_TIMEOUT_MS: '600',
      KEEP_ALIVE_TIMEOUT_MS: '300',
      CONNECTION_TIMEOUT_MS: '1500',
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  it('closes a socket that sends nothing, without answering it', async () => {
    const { closed } = openSocket(port);
    const ended = await closed;
    expect(ended.received).toBe('');
  });

  it('answers 408 in the envelope to a body that trickles in, and closes the connection', async () => {
    const { socket, closed } = openSocket(port);
    const body = JSON.stringify({ credential: 'x'.repeat(40) });
    socket.write(
      'POST /api/main/auth/google HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    const stop = trickle(socket, body, 100);
    const ended = await closed;
    stop();
    const [head = '', payload = ''] = ended.received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(payload)).toMatchObject({ success: false, code: 'REQUEST_TIMEOUT' });
  });

  it('answers 408 to headers that trickle in', async () => {
    const { socket, closed } = openSocket(port);
    const stop = trickle(
      socket,
      'GET /api/module/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: yes\r\n\r\n',
      50,
    );
    const ended = await closed;
    stop();
    expect(ended.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('still answers a client that sends its request in time, and closes its idle keep-alive socket', async () => {
    const { socket, closed } = openSocket(port);
    socket.write('GET /api/module/ping HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const ended = await closed;
    expect(ended.received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(ended.received).toContain('"pong":true');
  });
});
