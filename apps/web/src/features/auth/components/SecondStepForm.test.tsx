import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import SecondStepForm from './SecondStepForm';

const VERIFY = 'POST /api/main/auth/mfa/verify';
const challenge = {
  mfaRequired: true as const,
  mfaToken: 't'.repeat(43),
  expiresAt: '2026-12-06T12:00:00.000Z',
  factors: ['totp' as const],
};
const session = {
  token: 'session-token',
  isNewUser: false,
  user: {
    id: '5c1d3a9e-8f6b-4b7a-9e21-3d4c5b6a7f80',
    email: 'asha@example.com',
    name: 'Asha',
    avatarUrl: null,
    roles: ['user'],
    country: 'IN',
    creditBalance: 0,
    memberSince: '2026-01-01T00:00:00.000Z',
    timeZone: null,
    locale: 'en-IN',
    localeChosen: false,
  },
};

afterEach(() => vi.restoreAllMocks());

function render(answer: () => Response, factors: ('totp' | 'passkey')[] = ['totp']) {
  const fetchMock = stubApi({ [VERIFY]: answer });
  const onSignedIn = vi.fn();
  const onRestart = vi.fn();
  renderWithApp(
    <SecondStepForm challenge={{ ...challenge, factors }} onSignedIn={onSignedIn} onRestart={onRestart} />,
  );
  const bodies = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { onSignedIn, onRestart, bodies };
}

describe("the sign-in's second step (decision 089)", () => {
  it('sends the code without the spaces people type, and signs in with the answer', async () => {
    const { onSignedIn, bodies } = render(() => ok(session));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code from your app'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    expect(bodies()).toEqual([{ mfaToken: challenge.mfaToken, code: '123456' }]);
  });

  it('keeps the step after a wrong code, and takes a recovery code instead', async () => {
    let wrong = true;
    const { onSignedIn, bodies } = render(() =>
      wrong
        ? fail(400, 'VALIDATION_ERROR', 'That code is not right, or it was already used; try the next code')
        : ok(session),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code from your app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right, or it was already used; try the next code',
    );
    wrong = false;
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('Recovery code'), ' ABCDE-23456 ');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(bodies()).toEqual([
      { mfaToken: challenge.mfaToken, code: '000000' },
      { mfaToken: challenge.mfaToken, recoveryCode: 'ABCDE-23456' },
    ]);
  });

  it('sends the person back to sign in when the step has run out', async () => {
    const { onRestart, onSignedIn } = render(() =>
      fail(401, 'UNAUTHENTICATED', 'This sign-in has expired or was already used; sign in again'),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in has expired or was already used; sign in again',
    );
    expect(screen.queryByLabelText('Code from your app')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('offers a passkey to a person who has one, and without an app asks for a recovery code beside it', async () => {
    const { onSignedIn, bodies } = render(() => ok(session), ['passkey']);
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeTruthy();
    expect(screen.queryByLabelText('Code from your app')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a code from your app instead' })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-23456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    expect(bodies()).toEqual([{ mfaToken: challenge.mfaToken, recoveryCode: 'abcde-23456' }]);
  });

  it('shows no passkey button to a person with only an app', () => {
    render(() => ok(session));
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});
