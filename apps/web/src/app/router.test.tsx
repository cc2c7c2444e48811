import { STORAGE_KEYS } from '@engagex/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, demoUser, eventsModule, fail, headersOf, modulesList, ok, stubApi } from '@/test/api';
import { createTestQueryClient } from '@/test/query-client';
import { clearToastsForTests } from '@/ui/toast/store';
import { App } from './App';
import { createRoutes } from './router';

const authConfig = { googleClientId: null, devIdentityProvider: true };

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(<App router={router} queryClient={queryClient} />);
  return { router, queryClient };
}

const signedInRoutes = {
  'GET /api/main/auth/verify': () => ok({ user: demoUser }),
  'GET /api/main/users/me': () => ok(demoUser),
  'GET /api/main/modules?status=all': () => ok(modulesList),
  'GET /api/main/modules/events': () => ok(eventsModule),
  // Opening a module records the visit (the dashboard's recent list).
  'POST /api/main/modules/events/open': () => ok({ recorded: true }),
};

describe('the route guard', () => {
  beforeEach(() => {
    // Wide jsdom window: the desktop variant.
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
  });
  afterEach(() => {
    clearToastsForTests();
    vi.restoreAllMocks();
  });

  it('sends a visitor without a token to sign-in with the asked path as returnTo', async () => {
    const api = stubApi({ 'GET /api/main/auth/config': () => ok(authConfig) });
    const { router } = renderApp('/events?tab=mine');

    expect(await screen.findByRole('button', { name: 'Continue as demo user' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/events?tab=mine');
    // Nothing behind sign-in was asked for.
    expect(calls(api)).toEqual(['GET /api/main/auth/config']);
  });

  it.each(['/', '/ai-video-generator', '/blog-writer', '/ai-art', '/voiceover', '/ad-copy', '/ai-avatar'])(
    'guards %s',
    async (path) => {
      stubApi({ 'GET /api/main/auth/config': () => ok(authConfig) });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
      expect(router.state.location.search).toBe(path === '/' ? '' : `?returnTo=${encodeURIComponent(path)}`);
    },
  );

  it('signs in with the demo identity and goes back to returnTo', async () => {
    const api = stubApi({
      'GET /api/main/auth/config': () => ok(authConfig),
      'POST /api/dev-idp/token': () => ok({ credential: 'header.payload.signature-of-a-dev-id-token' }),
      'POST /api/main/auth/google': () => ok({ token: 'app-jwt', user: demoUser, isNewUser: false }),
      ...signedInRoutes,
    });
    const { router } = renderApp('/events');
    const user = userEvent.setup();

    const email = await screen.findByLabelText('Email');
    expect((email as HTMLInputElement).value).toBe('demo@engagex.dev');
    await user.clear(email);
    await user.type(email, 'ada@engagex.dev');
    await user.type(screen.getByLabelText('Name (optional)'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Continue as demo user' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/events');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('app-jwt');

    const tokenCall = api.mock.calls.find(([url]) => String(url) === '/api/dev-idp/token');
    expect(JSON.parse(String(tokenCall?.[1]?.body))).toEqual({ email: 'ada@engagex.dev', name: 'Ada' });
    const signInCall = api.mock.calls.find(([url]) => String(url) === '/api/main/auth/google');
    expect(JSON.parse(String(signInCall?.[1]?.body))).toEqual({
      credential: 'header.payload.signature-of-a-dev-id-token',
      deviceId: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    // The session came with the sign-in answer: no second verification.
    expect(calls(api)).not.toContain('GET /api/main/auth/verify');
  });

  it("shows the server's error when sign-in is refused", async () => {
    stubApi({
      'GET /api/main/auth/config': () => ok(authConfig),
      'POST /api/dev-idp/token': () => ok({ credential: 'header.payload.signature-of-a-dev-id-token' }),
      'POST /api/main/auth/google': () => fail(401, 'UNAUTHENTICATED', 'The identity token has expired'),
    });
    renderApp('/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue as demo user' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The identity token has expired');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it("shows 'Authentication failed' when the server cannot be reached", async () => {
    stubApi({
      'GET /api/main/auth/config': () => ok(authConfig),
      'POST /api/dev-idp/token': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue as demo user' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication failed');
  });

  it("signs out a stored token the server rejects, with 'Token verification failed'", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'revoked-token');
    const api = stubApi({
      'GET /api/main/auth/verify': () => fail(401, 'UNAUTHENTICATED', 'Token revoked'),
      'GET /api/main/auth/config': () => ok(authConfig),
    });
    const { router } = renderApp('/ai-art');

    expect(await screen.findByText('Token verification failed')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('?returnTo=%2Fai-art');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    const verify = api.mock.calls.find(([url]) => String(url) === '/api/main/auth/verify');
    expect(headersOf(verify).Authorization).toBe('Bearer revoked-token');
  });

  it('renders the desktop shell around a module page for a verified token, then signs out', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'good-token');
    const api = stubApi({
      ...signedInRoutes,
      'POST /api/main/auth/logout': () => ok({ loggedOut: true }),
      'GET /api/main/auth/config': () => ok(authConfig),
    });
    const { router } = renderApp('/events');

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /E-commerce Platform/ })).toBeTruthy();
    expect(
      within(nav)
        .getByRole('link', { name: /Events/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Demo User/ }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(calls(api)).toContain('POST /api/main/auth/logout');
  });

  it('answers an unknown path with the not-found page', async () => {
    stubApi({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
