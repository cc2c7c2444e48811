import { ERROR_STATUS, type ErrorCode } from '@engagex/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Text that must never reach a client: stack frames, source paths, database error messages. */
const LEAKS = [
  /\n\s+at \S/,
  /node_modules/,
  /\.(ts|js):\d+/,
  /syntax error at|invalid input syntax|violates .* constraint|duplicate key value|relation "/i,
];

function parseJson(response: LightMyRequestResponse): unknown {
  try {
    return JSON.parse(response.body);
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with a response's wire shape (empty when nothing): JSON with a boolean `success`, or a file
 * endpoint's attachment; failures carry a known code whose status is the HTTP status, and `message` equal to `error`.
 */
export function envelopeProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  for (const leak of LEAKS) {
    if (leak.test(response.body)) problems.push(`body leaks ${leak}`);
  }
  // A file answer (decision 040, "File answers"): its success is the file itself, as an attachment.
  if (
    response.statusCode < 400 &&
    /^attachment;/.test(String(response.headers['content-disposition'] ?? ''))
  ) {
    const type = String(response.headers['content-type'] ?? '');
    return /^text\/(csv|calendar); charset=utf-8$/.test(type)
      ? problems
      : [...problems, `attachment as ${type}`];
  }
  const body = parseJson(response) as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return [...problems, 'body is not a JSON object'];
  if (typeof body.success !== 'boolean') problems.push('no boolean success');
  if (response.statusCode < 400) {
    if (body.success !== true) problems.push(`status ${response.statusCode} without success:true`);
    return problems;
  }
  if (body.success !== false) problems.push('failure without success:false');
  const code = body.code as ErrorCode;
  if (!(code in ERROR_STATUS)) problems.push(`unknown code ${String(body.code)}`);
  else if (ERROR_STATUS[code] !== response.statusCode)
    problems.push(`code ${code} does not belong to status ${response.statusCode}`);
  if (typeof body.message !== 'string' || body.message.length === 0) problems.push('no message');
  if (body.error !== body.message) problems.push('error differs from message');
  return problems;
}

/** Asserts a failure envelope with this status and code. */
export function expectFailure(response: LightMyRequestResponse, status: number, code: ErrorCode) {
  expect(
    { status: response.statusCode, body: parseJson(response) },
    `${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toMatchObject({ status, body: { success: false, code } });
  expect(envelopeProblems(response)).toEqual([]);
}

/** The headers every response must carry, whatever its status (what is missing, or empty). */
export function securityHeaderProblems(response: LightMyRequestResponse): string[] {
  const header = (name: string) => String(response.headers[name] ?? '');
  const problems: string[] = [];
  if (!/frame-ancestors 'none'/.test(header('content-security-policy')))
    problems.push("CSP without frame-ancestors 'none'");
  // A JSON answer may load nothing ('none'), a page only its own origin's files (decision 094).
  if (!/default-src '(self|none)'/.test(header('content-security-policy')))
    problems.push("CSP without default-src 'self' or 'none'");
  if (header('x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (!/^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/.test(header('referrer-policy')))
    problems.push(`weak Referrer-Policy ${JSON.stringify(header('referrer-policy'))}`);
  const maxAge = Number(/max-age=(\d+)/.exec(header('strict-transport-security'))?.[1] ?? 0);
  if (maxAge < 180 * 86_400) problems.push('no HSTS of at least 180 days');
  if (!header('x-request-id')) problems.push('no x-request-id');
  return problems;
}
