import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSessionSync } from '@/app/session-sync';
import { request } from '@/lib/http';
import { installSessionRenewal } from '@/lib/session-renewal';
import { getAuthToken, setAuthToken } from '@/lib/storage';
import { ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { clearToastsForTests, getToasts } from '@/ui/toast/store';
import { SignInPage } from './components/SignInPage';
import { requireSessionLoader } from './session';
import { forgetSuspension, rememberedSuspension } from './suspension';

/** Decision 048: every refusal of a suspended account says since when, why, and where to appeal. */
const suspension = {
  since: '2026-12-01T10:00:00.000Z',
  reason: 'Spam bookings',
  appealTo: 'support@engagex.dev',
};
const suspended = (status: 401 | 403) =>
  new Response(
    JSON.stringify({
      success: false,
      code: status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN',
      message: 'This account is suspended',
      error: 'This account is suspended',
      suspension,
    }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

afterEach(() => {
  clearToastsForTests();
  forgetSuspension();
  vi.unstubAllGlobals();
});

describe('a suspended account met by the open tab', () => {
  it('ends the session without "Your session has ended", remembers why, and asks for no renewal', async () => {
    const api = stubApi({ 'GET /api/main/credits/balance': () => suspended(401) });
    setAuthToken('token');
    const stopRenewal = installSessionRenewal({ target: new EventTarget() as unknown as Window });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const navigate = vi.fn();
    const stopSync = installSessionSync({ queryClient, navigate, currentPath: () => '/credits' });
    try {
      await queryClient
        .fetchQuery({ queryKey: ['balance'], queryFn: () => request('main', '/credits/balance') })
        .catch(() => {});
      expect(api).toHaveBeenCalledTimes(1);
      expect(getAuthToken()).toBeNull();
      expect(getToasts()).toEqual([]);
      expect(navigate).toHaveBeenCalledWith('/sign-in?returnTo=%2Fcredits', { replace: true });
      expect(rememberedSuspension()).toEqual(suspension);
    } finally {
      stopSync();
      stopRenewal();
    }
  });

  it('an expired token whose renewal meets the suspension answers with the suspension', async () => {
    stubApi({
      'GET /api/main/users/me': () =>
        new Response(
          JSON.stringify({ success: false, code: 'UNAUTHENTICATED', message: 'Session expired' }),
          {
            status: 401,
          },
        ),
      'POST /api/main/auth/refresh': () => suspended(403),
    });
    setAuthToken('token');
    const stopRenewal = installSessionRenewal({ target: new EventTarget() as unknown as Window });
    try {
      await expect(request('main', '/users/me')).rejects.toMatchObject({ status: 403, suspension });
    } finally {
      stopRenewal();
    }
  });
});

describe('a reload of a suspended account', () => {
  it('the boot guard sends them to sign-in with the notice, not "Token verification failed"', async () => {
    stubApi({ 'GET /api/main/auth/verify': () => suspended(401) });
    setAuthToken('token');
    const visit = {
      request: new Request('http://localhost/credits'),
      params: {},
    } as unknown as LoaderFunctionArgs;
    const refused = await Promise.resolve(requireSessionLoader(new QueryClient())(visit, undefined)).catch(
      (error: unknown) => error,
    );
    expect((refused as Response).headers.get('Location')).toBe('/sign-in?returnTo=%2Fcredits');
    expect(getAuthToken()).toBeNull();
    expect(getToasts()).toEqual([]);
    expect(rememberedSuspension()).toEqual(suspension);
  });
});

describe('the sign-in page of a suspended account', () => {
  const renderSignIn = () => {
    const page = <SignInPage />;
    renderWithApp(page, { path: '/sign-in', routes: [{ path: '/sign-in', element: page }] });
  };

  it('shows the notice a request left, with the reason and a mailto link', async () => {
    stubApi({ 'GET /api/main/auth/config': () => ok({ googleClientId: null, devIdentityProvider: true }) });
    const { rememberSuspension } = await import('./suspension');
    rememberSuspension(suspension);
    renderSignIn();
    const notice = await screen.findByRole('alert', { name: 'Your account is suspended' });
    expect(notice.textContent).toContain('Spam bookings');
    expect(screen.getByRole('link', { name: 'support@engagex.dev' }).getAttribute('href')).toBe(
      'mailto:support@engagex.dev',
    );
  });

  it('says the same when the sign-in itself is refused', async () => {
    stubApi({
      'GET /api/main/auth/config': () => ok({ googleClientId: null, devIdentityProvider: true }),
      'POST /api/dev-idp/token': () => ok({ credential: 'header.payload.signature' }),
      'POST /api/main/auth/google': () => suspended(403),
    });
    renderSignIn();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue as demo user' }));
    const notice = await screen.findByRole('alert', { name: 'Your account is suspended' });
    expect(notice.textContent).toContain('Spam bookings');
    expect(notice.textContent).toContain('support@engagex.dev');
    expect(screen.queryByText('This account is suspended')).toBeNull();
  });
});
