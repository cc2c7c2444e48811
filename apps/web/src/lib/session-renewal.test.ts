import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/test/api';
import { ApiError } from './api-error';
import { request } from './http';
import { installSessionRenewal } from './session-renewal';
import { getAuthToken, setAuthToken } from './storage';

/** A token the web app can read the times of (it never checks the signature: the server does). */
function tokenIssued(name: string, issuedAtSeconds: number, lifetimeSeconds = 3600): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ jti: name, iat: issuedAtSeconds, exp: issuedAtSeconds + lifetimeSeconds })}.sig`;
}

const OLD = tokenIssued('old', 1_000);
const NEW = tokenIssued('new', 4_000);

type Handler = (url: string, authorization: string | undefined) => Response | Promise<Response>;

/** The server at the fetch boundary: `/auth/refresh` answers `refresh`, anything else `other`. */
function stubServer({ refresh, other }: { refresh: Handler; other: Handler }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization;
    return url === '/api/main/auth/refresh' ? refresh(url, authorization) : other(url, authorization);
  });
  vi.stubGlobal('fetch', fetchMock);
  const refreshes = () =>
    fetchMock.mock.calls.filter(([input]) => String(input) === '/api/main/auth/refresh');
  return { fetchMock, refreshes };
}

/** The server as decision 037 has it: OLD is expired and renews once into NEW; NEW works. */
function expiredThenRenewed() {
  let renewed = false;
  return stubServer({
    refresh: (_url, authorization) => {
      if (authorization !== `Bearer ${OLD}` || renewed)
        return fail(401, 'UNAUTHENTICATED', 'Session has been signed out');
      renewed = true;
      return ok({ token: NEW, expiresAt: new Date(7_600_000).toISOString() });
    },
    other: (url, authorization) =>
      authorization === `Bearer ${NEW}`
        ? ok({ url })
        : fail(401, 'UNAUTHENTICATED', 'Session expired, please sign in again'),
  });
}

let uninstall: () => void = () => {};
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
});

describe('a page loaded with a token that expired while the user was away', () => {
  it("renews first: loading the page is the user's doing (a reload, a link from an email)", async () => {
    const { refreshes } = expiredThenRenewed();
    setAuthToken(OLD);
    uninstall = installSessionRenewal({ target: new EventTarget() as unknown as Window });
    await expect(request('main', '/auth/verify')).resolves.toEqual({ url: '/api/main/auth/verify' });
    expect(refreshes()).toHaveLength(1);
    expect(getAuthToken()).toBe(NEW);
  });
});

describe('a request that meets an expired token', () => {
  const tab = new EventTarget();
  beforeEach(() => {
    uninstall = installSessionRenewal({ target: tab as unknown as Window });
    setAuthToken(OLD);
    // The user clicks: what they asked for meets the expired token.
    tab.dispatchEvent(new Event('pointerdown'));
  });

  it('renews the session and goes again once, so the action is not lost', async () => {
    const { fetchMock, refreshes } = expiredThenRenewed();
    await expect(request('events', '/bookings', { method: 'POST', body: { seats: 2 } })).resolves.toEqual({
      url: '/api/events/bookings',
    });
    expect(refreshes()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const retry = fetchMock.mock.calls[2]?.[1];
    expect(retry?.body).toBe(JSON.stringify({ seats: 2 }));
    expect(getAuthToken()).toBe(NEW);
  });

  it('shares one renewal between requests refused at the same time', async () => {
    const { fetchMock, refreshes } = expiredThenRenewed();
    const answers = await Promise.all([
      request('main', '/users/me'),
      request('main', '/credits'),
      request('events', '/bookings/my-bookings'),
    ]);
    expect(answers).toHaveLength(3);
    expect(refreshes()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('does not loop: a retry refused again is the answer', async () => {
    const { fetchMock } = stubServer({
      refresh: () => ok({ token: NEW, expiresAt: new Date(7_600_000).toISOString() }),
      other: () => fail(401, 'UNAUTHENTICATED', 'Session has been signed out'),
    });
    const error = await request('main', '/users/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('fails with the original refusal when the session cannot be renewed (revoked or idle too long)', async () => {
    const { fetchMock } = stubServer({
      refresh: () =>
        fail(401, 'UNAUTHENTICATED', 'Session ended after a long time without use, please sign in again'),
      other: () => fail(401, 'UNAUTHENTICATED', 'Session expired, please sign in again'),
    });
    const error = (await request('main', '/users/me').catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe(401);
    expect(error.message).toBe('Session expired, please sign in again');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getAuthToken()).toBe(OLD);
  });

  it('in a tab nobody used since the token was issued, waits for the user instead of renewing or failing', async () => {
    const untouched = tokenIssued('untouched', 2_000);
    const { fetchMock, refreshes } = stubServer({
      refresh: (_url, authorization) =>
        authorization === `Bearer ${untouched}`
          ? ok({ token: NEW, expiresAt: new Date(7_600_000).toISOString() })
          : fail(401, 'UNAUTHENTICATED', 'Session has been signed out'),
      other: (url, authorization) =>
        authorization === `Bearer ${NEW}` ? ok({ url }) : fail(401, 'UNAUTHENTICATED', 'Session expired'),
    });
    setAuthToken(untouched);
    let settled = false;
    const polled = request('main', '/users/me').finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Polls under the refused token wait too, without meeting the same 401 again.
    const polledAgain = request('main', '/credits');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(refreshes()).toHaveLength(0);

    // The user comes back: one renewal, and what waited goes through with the new token.
    tab.dispatchEvent(new Event('pointerdown'));
    await expect(polled).resolves.toEqual({ url: '/api/main/users/me' });
    await expect(polledAgain).resolves.toEqual({ url: '/api/main/credits' });
    expect(refreshes()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('a request waiting for the user is cancelled with its signal', async () => {
    const { refreshes } = expiredThenRenewed();
    setAuthToken(tokenIssued('untouched', 2_000));
    const controller = new AbortController();
    const polled = request('main', '/users/me', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort(new DOMException('Cancelled', 'AbortError'));
    await expect(polled).rejects.toMatchObject({ name: 'AbortError' });
    expect(refreshes()).toHaveLength(0);
  });

  it('a request waiting for the user goes on with the token another tab renewed', async () => {
    const { refreshes } = expiredThenRenewed();
    setAuthToken(tokenIssued('untouched', 2_000));
    const polled = request('main', '/users/me');
    await new Promise((resolve) => setTimeout(resolve, 20));
    setAuthToken(NEW);
    tab.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: NEW }));
    await expect(polled).resolves.toEqual({ url: '/api/main/users/me' });
    expect(refreshes()).toHaveLength(0);
  });

  it('uses the token another tab already put in place instead of renewing again', async () => {
    const { refreshes } = expiredThenRenewed();
    const pending = request('main', '/users/me');
    setAuthToken(NEW);
    await expect(pending).resolves.toEqual({ url: '/api/main/users/me' });
    expect(refreshes()).toHaveLength(0);
  });
});

/** A minimal Web Locks: one holder per name at a time, in order, shared by every "tab" of the test. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, work: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(work);
      tails.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
  };
}

/** When OLD has expired and NEW is still young: a renewal is due under OLD only. */
const AFTER_OLD_EXPIRED = 5_000 * 1000;

/** A second copy of the fetch layer and the renewal, as another open tab has: its own memory, shared storage. */
async function openTab() {
  vi.resetModules();
  const http = await import('./http');
  const renewal = await import('./session-renewal');
  const tab = new EventTarget();
  const stop = renewal.installSessionRenewal({
    target: tab as unknown as Window,
    now: () => AFTER_OLD_EXPIRED,
  });
  return { request: http.request, stop, use: () => tab.dispatchEvent(new Event('keydown')) };
}

describe('several open tabs', () => {
  it('renew once for all of them: every tab goes on with the new token', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    const { refreshes } = expiredThenRenewed();
    setAuthToken(OLD);
    const first = await openTab();
    const second = await openTab();
    uninstall = () => {
      first.stop();
      second.stop();
    };
    // The user comes back to the computer: both tabs see activity under the expired token at once, and
    // both start a renewal; the Web Lock lets one ask the server, the other finds the token replaced.
    first.use();
    second.use();
    await expect(
      Promise.all([first.request('main', '/users/me'), second.request('main', '/users/me')]),
    ).resolves.toHaveLength(2);
    expect(refreshes()).toHaveLength(1);
    expect(getAuthToken()).toBe(NEW);
  });
});

describe('renewal ahead of expiry', () => {
  const ISSUED = 1_000;
  const activity = new EventTarget();
  let clock = 0;
  const at = (seconds: number) => {
    clock = seconds * 1000;
  };
  const use = () => activity.dispatchEvent(new Event('pointerdown'));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // The token arrives after the page loaded (a sign-in): it counts as used once the user does something.
    uninstall = installSessionRenewal({ target: activity as unknown as Window, now: () => clock });
    setAuthToken(OLD);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renews a token three quarters through its life when the tab is in use', async () => {
    const { refreshes } = expiredThenRenewed();
    at(ISSUED + 600);
    use();
    expect(refreshes()).toHaveLength(0);
    at(ISSUED + 2_800);
    use();
    await vi.waitFor(() => expect(getAuthToken()).toBe(NEW));
    expect(refreshes()).toHaveLength(1);
  });

  it('does not renew for a tab nobody used since the last renewal', async () => {
    const { refreshes } = expiredThenRenewed();
    at(ISSUED + 3_000);
    vi.advanceTimersByTime(60_000);
    expect(refreshes()).toHaveLength(0);
    use();
    await vi.waitFor(() => expect(getAuthToken()).toBe(NEW));
    // The user's last action happened under the old token: the new one is left alone until used.
    at(4_000 + 3_000);
    vi.advanceTimersByTime(60_000);
    expect(refreshes()).toHaveLength(1);
  });

  it('renews on the timer when the user was active under the current token', async () => {
    const { refreshes } = expiredThenRenewed();
    at(ISSUED + 60);
    use();
    at(ISSUED + 2_800);
    vi.advanceTimersByTime(10_000);
    await vi.waitFor(() => expect(getAuthToken()).toBe(NEW));
    expect(refreshes()).toHaveLength(1);
  });
});
