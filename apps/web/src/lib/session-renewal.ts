import { identityApi } from '@engagex/contracts/api/identity';
import { call } from './api';
import { isApiError } from './api-error';
import { setTokenRenewer } from './http';
import { getAuthToken, setAuthToken } from './storage';
import { tokenTimes } from './token-times';

/**
 * Decision 037: a session token lives APP_TOKEN_TTL_SECONDS and is renewed while the portal is in use, once
 * for all open tabs. Tabs share the token through localStorage, so a renewal by one is seen by all; a Web
 * Lock makes the tabs renew one at a time, and the one that finds the token already replaced simply uses it.
 */
const RENEWAL_LOCK = 'engagex-session-renewal';
/** Renewed once three quarters of its life have passed, if the user did something since the last renewal. */
const RENEW_AT_FRACTION = 0.75;
const CHECK_EVERY_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'focus'] as const;

const renewedListeners = new Set<() => void>();

/** Runs `listener` after this tab renewed the session (e.g. to fetch again what failed while it waited). */
export function onSessionRenewed(listener: () => void): () => void {
  renewedListeners.add(listener);
  return () => {
    renewedListeners.delete(listener);
  };
}

export { tokenTimes } from './token-times';

function withRenewalLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(RENEWAL_LOCK, work) : work();
}

let pending: Promise<string | null> | null = null;

/**
 * The token to use instead of `stale`: the one another tab (or an earlier call) already put in its place, or a
 * fresh one from the server. Null when the session is over (signed out here or refused by the server). A
 * server that cannot be reached is thrown as such, so that it does not read as a sign-out.
 */
export function renewSession(stale: string): Promise<string | null> {
  pending ??= withRenewalLock(async () => {
    const current = getAuthToken();
    if (current !== stale) return current;
    try {
      const fresh = await call(identityApi.refresh, { renewOnExpiry: false });
      // Signed out while the renewal was on its way: the session stays ended.
      if (getAuthToken() !== stale) return getAuthToken();
      setAuthToken(fresh.token);
      for (const listener of renewedListeners) listener();
      return fresh.token;
    } catch (error) {
      if (!isApiError(error) || !error.isHttpError) throw error;
      // A tab without Web Locks may have won the race with the same token: its token is as good.
      const now = getAuthToken();
      return now && now !== stale ? now : null;
    }
  }).finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * Renews the token ahead of its expiry while this tab is in use: a tab nobody touched since the last renewal
 * leaves it to expire (the server then ends the session after APP_SESSION_IDLE_SECONDS without use). Requests
 * refused with an expired token renew and retry through the fetch layer. Returns the uninstaller.
 */
export function installSessionRenewal({
  target = window,
  now = Date.now,
}: {
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
} = {}): () => void {
  // The token that was current when the user last did something here: activity counts against the token it
  // happened under, so no clock needs to agree with the server's.
  let usedUnder: string | null = null;
  // A request that met an expired token renews only if the user did something under that token here: a page
  // left open polling must not keep a session alive. Otherwise it waits for the user (isWaitingForUser).
  setTokenRenewer(async (refused) => {
    const current = getAuthToken();
    if (current !== refused) return current;
    return usedUnder === refused ? renewSession(refused) : 'wait-for-user';
  });

  const renewIfDue = () => {
    const token = getAuthToken();
    const times = token ? tokenTimes(token) : null;
    if (!token || !times || pending) return;
    if (usedUnder !== token) return;
    const renewAt = times.issuedAt + (times.expiresAt - times.issuedAt) * RENEW_AT_FRACTION;
    if (now() < renewAt) return;
    renewSession(token).catch(() => {
      // Unreachable now: the next request that meets the expired token renews it again.
    });
  };
  const onActivity = () => {
    usedUnder = getAuthToken();
    renewIfDue();
  };

  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { passive: true });
  const timer = setInterval(renewIfDue, CHECK_EVERY_MS);
  return () => {
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity);
    setTokenRenewer(null);
  };
}
