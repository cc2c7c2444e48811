import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_TICKETS_PREFIX } from '@/lib/saved-tickets';
import { getAuthToken, setAuthToken } from '@/lib/storage';
import { fail, stubApi } from '@/test/api';
import { endSession, requireSessionLoader } from './session';

vi.mock('@/ui/toast', () => ({ toast: vi.fn() }));

const TICKETS = `${SAVED_TICKETS_PREFIX}0b7f2c55-3f4e-4a52-9d0f-0d8f1c1d2e3f`;
const opensOffline = (pathname: string) => pathname.startsWith('/events/bookings');
const visit = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {} }) as unknown as LoaderFunctionArgs;

afterEach(() => vi.unstubAllGlobals());

describe('the session guard without a network (docs/product.md "The ticket wallet")', () => {
  const guard = () => requireSessionLoader(new QueryClient(), opensOffline);

  it('lets a page that opens offline render from what the device saved', async () => {
    setAuthToken('stored-token');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(
      guard()(visit('/events/bookings/5f0c8a61-4c53-4a36-9d4e-0d0b1d9b7c11'), undefined),
    ).resolves.toBe(null);
    expect(getAuthToken()).toBe('stored-token');
  });

  it('still sends any other page to the error screen', async () => {
    setAuthToken('stored-token');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(guard()(visit('/credits'), undefined)).rejects.toMatchObject({ code: 'FETCH_ERROR' });
  });

  it('still signs out a token the server refuses, saved tickets included', async () => {
    setAuthToken('revoked-token');
    window.localStorage.setItem(TICKETS, '{"realms":{}}');
    stubApi({ 'GET /api/main/auth/verify': () => fail(401, 'UNAUTHENTICATED', 'Token revoked') });
    const refused = await Promise.resolve(guard()(visit('/events/bookings'), undefined)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get('Location')).toBe('/sign-in?returnTo=%2Fevents%2Fbookings');
    expect(getAuthToken()).toBeNull();
    expect(window.localStorage.getItem(TICKETS)).toBeNull();
  });
});

describe('signing out', () => {
  it('forgets the tickets saved on this device with the token', () => {
    setAuthToken('token');
    window.localStorage.setItem(TICKETS, '{"realms":{}}');
    endSession(new QueryClient());
    expect(getAuthToken()).toBeNull();
    expect(window.localStorage.getItem(TICKETS)).toBeNull();
  });
});
