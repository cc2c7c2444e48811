import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { IP_LOCATION_URL, resetLocationStateForTests } from '@/lib/location';
import { getReferralInvite, storeReferralInvite } from '@/lib/referral-invite';
import { calls, demoUser, londonIpLocation, modulesList, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { SignInPage } from './SignInPage';

function renderSignIn() {
  const page = <SignInPage />;
  renderWithApp(page, {
    path: '/sign-in',
    routes: [
      { path: '/sign-in', element: page },
      { path: '/', element: <p>dashboard</p> },
    ],
  });
}

const routes = () => ({
  'GET /api/main/auth/config': () => ok({ googleClientId: null, devIdentityProvider: true }),
  'POST /api/dev-idp/token': () => ok({ credential: 'header.payload.signature' }),
  'POST /api/main/auth/google': () => ok({ token: 'app-jwt', user: demoUser, isNewUser: true }),
  [`GET ${IP_LOCATION_URL}`]: () => new Response(JSON.stringify(londonIpLocation), { status: 200 }),
  'PUT /api/main/users/location': () => ok(modulesList.location),
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
      deviceId: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    expect(getReferralInvite()).toBeNull();
  });

  it('sends no code without an invite', async () => {
    const api = stubApi(routes());
    const user = userEvent.setup();
    renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Continue as demo user' }));
    await screen.findByText('dashboard');
    expect(bodyOf(api, '/api/main/auth/google')).toEqual({
      credential: 'header.payload.signature',
      deviceId: expect.stringMatching(/^[\w-]{8,64}$/),
    });
  });

  it('sends the detected location to the server once the user is signed in (docs/product.md §7)', async () => {
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
