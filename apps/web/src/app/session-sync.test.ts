import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/i18n/switch-language';
import { ApiError } from '@/lib/api-error';
import { request } from '@/lib/http';
import { installSessionRenewal } from '@/lib/session-renewal';
import { getAuthToken, setAuthToken } from '@/lib/storage';
import { fail, ok } from '@/test/api';
import { ToastHost } from '@/ui/toast';
import { toastsShown } from '@/ui/toast/shown';
import { clearToastsForTests, getToasts } from '@/ui/toast/store';
import { installSessionSync } from './session-sync';

const expired = () => new ApiError(401, 'Session expired, please sign in again', { status: 401 });

describe('session sync', () => {
  afterEach(() => clearToastsForTests());

  it('ends a session once, with one toast, however many requests met the refusal', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const navigate = vi.fn();
    setAuthToken('token');
    const stop = installSessionSync({ queryClient, navigate, currentPath: () => '/events/1' });
    const failing = () => Promise.reject(expired());
    await Promise.allSettled([
      queryClient.fetchQuery({ queryKey: ['a'], queryFn: failing }),
      queryClient.fetchQuery({ queryKey: ['b'], queryFn: failing }),
      queryClient.getMutationCache().build(queryClient, { mutationFn: failing }).execute(undefined),
    ]);
    stop();
    expect(toastsShown().map((toast) => toast.title)).toEqual(['Your session has ended']);
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/sign-in?returnTo=%2Fevents%2F1', { replace: true });
    expect(getAuthToken()).toBeNull();
  });

  it('says the session ended in the language the reader switches to while the toast shows (decision 116)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    setAuthToken('token');
    const stop = installSessionSync({ queryClient, navigate: vi.fn(), currentPath: () => '/' });
    render(createElement(ToastHost));
    try {
      await queryClient
        .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(expired()) })
        .catch(() => {});
      expect((await screen.findAllByText('Your session has ended')).length).toBeGreaterThan(0);

      await act(() => switchLanguage('hi-IN'));
      expect(screen.getAllByText('आपका सेशन ख़त्म हो गया है').length).toBeGreaterThan(0);
      expect(screen.getAllByText('कृपया फिर से साइन इन करें।').length).toBeGreaterThan(0);
      expect(screen.queryByText('Your session has ended')).toBeNull();
    } finally {
      stop();
      await act(() => switchLanguage('en-IN'));
    }
  });

  it('ends the session when the only refused request was an action', async () => {
    const queryClient = new QueryClient();
    const navigate = vi.fn();
    setAuthToken('token');
    const stop = installSessionSync({ queryClient, navigate, currentPath: () => '/credits' });
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(expired()) })
      .execute(undefined)
      .catch(() => {});
    stop();
    expect(getToasts()).toHaveLength(1);
    expect(navigate).toHaveBeenCalledOnce();
  });
});

/** A session token the web app can read the times of. */
function tokenIssued(name: string, issuedAtSeconds: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ jti: name, iat: issuedAtSeconds, exp: issuedAtSeconds + 3600 })}.sig`;
}

describe('session sync, a tab waiting for its user', () => {
  afterEach(() => {
    clearToastsForTests();
    vi.unstubAllGlobals();
  });

  it('keeps the session while a poll waits for the user, without an error; their next action renews it', async () => {
    const old = tokenIssued('old', 1_000);
    const fresh = tokenIssued('fresh', 9_000);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization;
        if (String(input) === '/api/main/auth/refresh')
          return ok({ token: fresh, expiresAt: '2099-01-01T00:00:00.000Z' });
        return authorization === `Bearer ${fresh}`
          ? ok({ id: 'me' })
          : fail(401, 'UNAUTHENTICATED', 'Session expired');
      }),
    );
    const tab = new EventTarget();
    // The page was loaded under an earlier token; this one came from another tab's renewal, unused here.
    const stopRenewal = installSessionRenewal({ target: tab as unknown as Window, now: () => 8_000_000 });
    setAuthToken(old);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const navigate = vi.fn();
    const stopSync = installSessionSync({ queryClient, navigate, currentPath: () => '/' });
    try {
      const polled = queryClient.fetchQuery({
        queryKey: ['me'],
        queryFn: () => request('main', '/users/me'),
      });
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(queryClient.getQueryState(['me'])?.fetchStatus).toBe('fetching');
      expect(queryClient.getQueryState(['me'])?.error).toBeNull();
      expect(getToasts()).toHaveLength(0);
      expect(navigate).not.toHaveBeenCalled();
      expect(getAuthToken()).toBe(old);

      tab.dispatchEvent(new Event('pointerdown'));
      await expect(polled).resolves.toEqual({ id: 'me' });
      expect(getAuthToken()).toBe(fresh);
      expect(getToasts()).toHaveLength(0);
    } finally {
      stopSync();
      stopRenewal();
    }
  });
});
