/**
 * Hashing the request an Idempotency-Key came with, so a reused key for another request is refused. Changes when
 * that hash does.
 */
import { createHash } from 'node:crypto';

/**
 * The request an Idempotency-Key was first sent with, as a hash: the same key sent again with a different
 * request is refused, not answered with the first one's result. Keys are sorted, so the order of a JSON body's
 * fields does not matter; hash the parsed request, so "100" and 100 are the same when the contract says so.
 */
export function requestHash(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, canonical(inner)]),
  );
}
