import type { TApiKey } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calls, fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ToastHost } from '@/ui/toast';
import { ApiKeysPage } from './ApiKeysPage';

const LIST = 'GET /api/main/api-keys';
const CREATE = 'POST /api/main/api-keys';
const DOOR = '6f1d8c1e-1a2b-4c3d-8e4f-5a6b7c8d9e01';
const SYNC = '6f1d8c1e-1a2b-4c3d-8e4f-5a6b7c8d9e02';
const SECRET = `ekx_${'s3cr3t'.repeat(7)}x`;

const apiKey = (overrides: Partial<TApiKey>): TApiKey => ({
  id: DOOR,
  name: 'Door scanner',
  scopes: ['check-in:write'],
  prefix: 'ekx_AbCdEfGh',
  createdAt: new Date(Date.now() - 86_400_000).toISOString(),
  lastUsedAt: null,
  ...overrides,
});
const door = apiKey({});
const sync = apiKey({
  id: SYNC,
  name: 'Box office sync',
  scopes: ['events:read', 'exports:read'],
  prefix: 'ekx_ZyXwVuTs',
  lastUsedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
});

const render = () =>
  renderWithApp(<ApiKeysPage />, { path: '/events/admin/api-keys', siblings: <ToastHost /> });
const rows = async () =>
  within(await screen.findByRole('list', { name: 'Your API keys' })).getAllByRole('listitem');

describe('API keys page', () => {
  it('lists each key by name, prefix, scopes and last use, never a secret', async () => {
    stubApi({ [LIST]: () => ok({ keys: [sync, door] }) });
    render();
    const [first, second] = await rows();
    expect(first?.textContent).toContain('Box office sync');
    expect(first?.textContent).toContain('ekx_ZyXwVuTs…');
    expect(first?.textContent).toContain('Events');
    expect(first?.textContent).toContain('Exports');
    expect(first?.textContent).toContain('Last used 2 hours ago');
    expect(second?.textContent).toContain('Never used');
    expect(second?.textContent).toContain('Check-in');
  });

  it('makes a key with the chosen scopes, shows its secret once with a copy button, then lists it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = stubApi({
      [LIST]: () => ok({ keys: [door] }),
      [CREATE]: () => ok({ ...sync, key: SECRET }, 201),
    });
    render();
    await rows();
    const form = screen.getByRole('form', { name: 'Make an API key' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), '  Box office sync ');
    await userEvent.click(within(form).getByRole('checkbox', { name: /^Exports/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Make key' }));

    const secret = await screen.findByRole('textbox', { name: 'The key Box office sync' });
    expect((secret as HTMLInputElement).value).toBe(SECRET);
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body;
    expect(JSON.parse(String(sent))).toEqual({
      name: 'Box office sync',
      scopes: ['events:read', 'exports:read'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Key copied')).toBeTruthy();
    expect(await rows()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'The key Box office sync' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Make an API key' })).toBeTruthy();
  });

  it('refuses a blank name and no scopes before sending, and shows the server’s limit', async () => {
    const fetchMock = stubApi({
      [LIST]: () => ok({ keys: [] }),
      [CREATE]: () =>
        fail(
          409,
          'CONFLICT',
          'You already have 20 API keys: revoke one you no longer use before making another',
        ),
    });
    render();
    expect(await screen.findByText('You have no API keys yet.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Make an API key' });
    await userEvent.click(within(form).getByRole('checkbox', { name: /^Events/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Make key' }));
    expect(await within(form).findByText('Give the key a name, so you can tell it apart later')).toBeTruthy();
    expect(within(form).getByText('Choose at least one thing the key may do')).toBeTruthy();
    expect(calls(fetchMock)).not.toContain(CREATE);

    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'One more');
    await userEvent.click(within(form).getByRole('checkbox', { name: /^Bookings/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Make key' }));
    expect(await within(form).findByText(/You already have 20 API keys/)).toBeTruthy();
  });

  it('asks before revoking, then shows the keys the server says are left', async () => {
    const fetchMock = stubApi({
      [LIST]: () => ok({ keys: [sync, door] }),
      [`DELETE /api/main/api-keys/${DOOR}`]: () => ok({ keys: [sync] }),
    });
    render();
    const [, second] = await rows();
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Revoke Door scanner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    expect(dialog.textContent).toContain('“Door scanner” (ekx_AbCdEfGh…)');
    expect(calls(fetchMock)).not.toContain(`DELETE /api/main/api-keys/${DOOR}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await rows()).toHaveLength(1);
    expect(await screen.findByText('Key revoked')).toBeTruthy();
  });
});
