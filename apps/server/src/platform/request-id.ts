/**
 * The id every request is logged and answered with (`x-request-id`): the caller's own when it is a plain token, else
 * a fresh UUID. Fastify's `genReqId` and the pre-routing answers (fast-answers.ts, decision 108) both take it from
 * here. Changes when what a caller's id may look like does.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Fastify's own header option would trust any value, so the id is read here. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
