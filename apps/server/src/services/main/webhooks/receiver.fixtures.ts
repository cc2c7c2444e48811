/**
 * A webhook receiver for tests (decision 091): a local HTTP server that keeps every request's headers and body,
 * answers the status the test sets, and can take its time; and one delivery turn's options as tests run it.
 * Changes when a test needs more of a receiver or of a turn.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SealingKey } from '../../../config.js';
import { guardPolicy, systemResolve } from './address-guard.js';
import { WEBHOOK_BACKOFF, type WebhookDeliveryOptions } from './delivery.js';

/** One delivery turn as a test runs it: the worker's settings, the test's address policy, no log. */
export function testTurnOptions(
  keys: readonly SealingKey[],
  options: Partial<WebhookDeliveryOptions> = {},
): WebhookDeliveryOptions {
  return {
    workerId: 'test-worker',
    batch: 8,
    concurrency: 4,
    leaseMs: 60_000,
    timeoutMs: 5_000,
    backoff: WEBHOOK_BACKOFF,
    pauseAfterFailures: 20,
    pauseAfterMs: 60 * 60_000,
    policy: guardPolicy('test'),
    resolve: systemResolve,
    keys,
    log: { warn() {}, error() {} },
    ...options,
  };
}

export type Received = {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; data: Record<string, unknown> };
};

export async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200, delayMs: 0, inFlight: new Map<string, number>(), overlaps: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const json = JSON.parse(body) as Received['json'];
      received.push({ headers: request.headers, body, json });
      const now = state.inFlight.get(json.id) ?? 0;
      if (now > 0) state.overlaps += 1;
      state.inFlight.set(json.id, now + 1);
      setTimeout(() => {
        state.inFlight.set(json.id, (state.inFlight.get(json.id) ?? 1) - 1);
        response.writeHead(state.status, { 'content-type': 'text/plain' }).end('ok');
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
