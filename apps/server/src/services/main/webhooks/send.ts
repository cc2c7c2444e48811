/**
 * One webhook POST (decision 091) to the address the guard checked, pinned: the connection's lookup answers that
 * address, so a name that resolves elsewhere a moment later (DNS rebinding) is never reached. Redirects are not
 * followed (a 3xx is a failed attempt); the whole exchange has a deadline. Changes when how we talk to receivers does.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './address-guard.js';

export type PostOutcome = { statusCode: number | null; error: string | null; durationMs: number };

/** What a receiver's answer may hold before we stop reading: only its status matters. */
const MAX_ANSWER_BYTES = 64 * 1024;

export function postPinned(
  target: CheckedTarget,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // Node asks for every address when it may try both families (autoSelectFamily); either way it gets ours only.
  const pinned = ((_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const status = response.statusCode ?? null;
        const done = () =>
          finish({
            statusCode: status,
            error: status !== null && status >= 200 && status < 300 ? null : `HTTP ${status}`,
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    request.on('error', (error: Error & { code?: string }) =>
      finish({
        statusCode: null,
        error: (error.code ? `${error.code}: ${error.message}` : error.message).slice(0, 500),
      }),
    );
    request.end(body);
  });
}
