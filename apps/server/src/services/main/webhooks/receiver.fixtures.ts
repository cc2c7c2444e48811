/**
 * A webhook receiver for tests (decision 091): a local HTTP server that keeps every request's headers and body,
 * answers the status the test sets, and can take its time. Changes when a test needs more of a receiver.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

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
