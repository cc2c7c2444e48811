import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { IP_LOCATION_URL, resetLocationStateForTests } from '@/lib/location';
import { createQueryClient } from '@/lib/query-client';
import { getReferralInvite, storeReferralInvite } from '@/lib/referral-invite';
import { calls, demoUser, ok, stubApi } from '@/test/api';
import { SignInPage } from './SignInPage';

const ipLocation = {
  ip: '81.2.69.160',
  country_code: 'GB',
  country_name: 'United Kingdom',
  region: 'England',
  city: 'London',
  latitude: 51.5142,
  longitude: -0.0931,
  currency: 'GBP',
  timezone: 'Europe/London',
};

function renderSignIn(path = '/sign-in') {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', Component: SignInPage },
      { path: '/', element: <p>dashboard</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const routes = () => ({
  'GET /api/main/auth/config': () => ok({ googleClientId: null, devIdentityProvider: true }),
  'POST /api/dev-idp/token': () => ok({ credential: 'header.payload.signature' }),
  'POST /api/main/auth/google': () => ok({ token: 'app-jwt', user: demoUser, isNewUser: true }),
  [`GET ${IP_LOCATION_URL}`]: () => new Response(JSON.stringify(ipLocation), { status: 200 }),
  'PUT /api/main/users/location': () => ok({}),
});

const bodyOf = (api: ReturnType<typeof stubApi>, url: string) =>
  JSON.parse(String(api.mock.calls.find(([input]) => String(input) === url)?.[1]?.body));

describe('sign-in after an invite link', () => {
  beforeEach(() => resetLocationStateForTests());

  it('passes the stored referral code, then forgets it', async () => {
    storeReferralInvite('ABCD2345', 'Ada');
    const api = stubApi(routes());
    const user = userEvent.setup();
    renderSignIn();

    expect(
      await screen.findByText('Ada invited you to EngageX. Sign in to create your account.'),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Continue as demo user' }));
    await screen.findByText('dashboard');

    expect(bodyOf(api, '/api/main/auth/google')).toEqual({
      credential: 'header.payload.signature',
      referralCode: 'ABCD2345',
    });
    expect(getReferralInvite()).toBeNull();
  });

  it('sends no code without an invite', async () => {
    const api = stubApi(routes());
    const user = userEvent.setup();
    renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Continue as demo user' }));
    await screen.findByText('dashboard');
    expect(bodyOf(api, '/api/main/auth/google')).toEqual({ credential: 'header.payload.signature' });
  });

  it('sends the detected location to the server once the user is signed in (SPEC.md §7)', async () => {
    const api = stubApi(routes());
    const user = userEvent.setup();
    renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Continue as demo user' }));
    await waitFor(() => expect(calls(api)).toContain('PUT /api/main/users/location'));
    expect(bodyOf(api, '/api/main/users/location')).toMatchObject({
      countryCode: 'GB',
      state: 'England',
      locality: 'England',
      city: 'London',
    });
  });
});
