import { STORAGE_KEYS } from '@engagex/contracts';
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
      return fresh.token;
    } catch (error) {
      // A suspended account: the refusal says why and how to appeal, so it is the answer (decision 048).
      if (!isApiError(error) || !error.isHttpError || error.suspension) throw error;
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
  // happened under, so no clock needs to agree with the server's. Loading the page is the user's doing (a reload,
  // a link from an email, an address typed in), so a token that expired while they were away renews at once
  // (decision 048).
  let usedUnder: string | null = getAuthToken();
  // Requests that met an expired token nobody used here: they wait for the user's next action or another tab's
  // renewal, so a page left open polling neither keeps a session alive nor fails (decision 048).
  let waiting: Array<(goOn: boolean) => void> = [];
  const wake = (goOn = true) => {
    const woken = waiting;
    waiting = [];
    for (const resume of woken) resume(goOn);
  };
  setTokenRenewer(async (refused) => {
    while (getAuthToken() === refused && usedUnder !== refused) {
      if (!(await new Promise<boolean>((resume) => waiting.push(resume)))) return null;
    }
    const current = getAuthToken();
    return current === refused ? renewSession(refused) : current;
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
    wake();
    renewIfDue();
  };
  // Another tab renewed, signed in or signed out: what waits here goes on with its token, or ends with the session.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.authToken || event.key === null) wake();
  };

  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { passive: true });
  target.addEventListener('storage', onStorage as EventListener);
  const timer = setInterval(renewIfDue, CHECK_EVERY_MS);
  return () => {
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity);
    target.removeEventListener('storage', onStorage as EventListener);
    setTokenRenewer(null);
    wake(false);
  };
}
