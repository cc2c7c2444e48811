import type { TMfaStatus } from '@engagex/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { PasskeysCard } from './PasskeysCard';

const LAPTOP = '7d0c7a1e-2b7e-4c55-9f7a-1d2c3b4a5e60';
const PHONE = '8e1d8b2f-3c8f-4d66-8a8b-2e3d4c5b6f71';
const passkey = (id: string, name: string) => ({
  id,
  name,
  createdAt: '2026-12-01T10:00:00.000Z',
  lastUsedAt: null,
});
const status = (passkeys: TMfaStatus['passkeys']): TMfaStatus => ({
  totp: false,
  enabledAt: null,
  recoveryCodesLeft: 10,
  passkeys,
});

// The browser's ceremony, as a passkey answers it: the card sends what it gets.
const ASSERTION = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(async () => ASSERTION) }));

afterEach(() => vi.restoreAllMocks());

const bodyOf = (body: unknown) =>
  body === undefined || body === null ? undefined : JSON.parse(String(body));

function render(shown: TMfaStatus) {
  const removals: { url: string; body: unknown }[] = [];
  stubApi({
    [`DELETE /api/main/auth/mfa/passkeys/${LAPTOP}`]: ({ url, init }) => {
      removals.push({ url, body: bodyOf(init?.body) });
      return ok(status([]));
    },
    [`DELETE /api/main/auth/mfa/passkeys/${PHONE}`]: ({ url, init }) => {
      removals.push({ url, body: bodyOf(init?.body) });
      return ok(status([passkey(LAPTOP, 'Laptop')]));
    },
    'POST /api/main/auth/mfa/passkeys/proof/options': () => ok({ challenge: 'c', allowCredentials: [] }),
  });
  renderWithApp(<PasskeysCard status={shown} onFirstFactor={() => {}} />);
  return removals;
}

describe('the passkeys on the two-factor page (decision 092)', () => {
  it('removes a passkey that is not the last without asking for anything', async () => {
    const removals = render(status([passkey(LAPTOP, 'Laptop'), passkey(PHONE, 'Phone')]));
    expect(screen.getByRole('list', { name: 'Your passkeys' }).textContent).toContain('Phone');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove passkey Phone' }));
    await waitFor(() => expect(removals).toHaveLength(1));
    // No proof, no body (decision 100).
    expect(removals[0]?.body).toBeUndefined();
  });

  it('asks for a recovery code before removing the last second factor, and sends it', async () => {
    const removals = render(status([passkey(LAPTOP, 'Laptop')]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove passkey Laptop' }));
    expect(removals).toHaveLength(0);
    const form = screen.getByRole('form', { name: 'Remove passkey Laptop' });
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-23456');
    await user.click(form.querySelector('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => expect(removals).toHaveLength(1));
    expect(removals[0]?.body).toEqual({ recoveryCode: 'abcde-23456' });
  });

  it('removes the last second factor with the passkey itself', async () => {
    const removals = render(status([passkey(LAPTOP, 'Laptop')]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove passkey Laptop' }));
    await user.click(screen.getByRole('button', { name: 'Confirm with this passkey' }));
    await waitFor(() => expect(removals).toHaveLength(1));
    expect(removals[0]?.body).toEqual({ passkey: ASSERTION });
  });
});
