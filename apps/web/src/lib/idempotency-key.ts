import { useCallback, useMemo, useRef } from 'react';

/**
 * A key for one attempt at something that must happen once (a purchase, a hold), sent as the Idempotency-Key
 * header: every retry of that attempt sends the same key, so the server answers the first result instead of
 * doing it twice; a new attempt takes a new key.
 */
export const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The key for sending `request`: the same one while the request stays the same (pressing the button again after
 * a timeout or a 503 is a retry), a new one as soon as it changes (another amount is another attempt, and the
 * server would refuse an old key with a new request). `settled()` after a success: the same request sent
 * again is then a new attempt (two holds of one seat each are two holds), not a retry of the first.
 */
export function useIdempotencyKey(): ((request: unknown) => string) & { settled: () => void } {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const text = JSON.stringify(request);
    if (attempt.current?.request !== text) attempt.current = { request: text, key: newIdempotencyKey() };
    return attempt.current.key;
  }, []);
  const settled = useCallback(() => {
    attempt.current = null;
  }, []);
  return useMemo(() => Object.assign((request: unknown) => keyFor(request), { settled }), [keyFor, settled]);
}
