import type { TOwnSession } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ToastHost } from '@/ui/toast';
import { DevicesPage } from './DevicesPage';

const LIST = 'GET /api/main/sessions';
const THIS = '0b5a6a4e-7d0e-4d1f-8c4e-2a9f1c3b5d01';
const PHONE = '0b5a6a4e-7d0e-4d1f-8c4e-2a9f1c3b5d02';
const OLD = '0b5a6a4e-7d0e-4d1f-8c4e-2a9f1c3b5d03';

const session = (overrides: Partial<TOwnSession>): TOwnSession => ({
  id: THIS,
  browser: 'Firefox',
  os: 'Linux',
  place: { city: 'Mumbai', region: 'Maharashtra', countryCode: 'IN' },
  signedInAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  lastSeenAt: new Date(Date.now() - 60_000).toISOString(),
  current: true,
  ...overrides,
});
const laptop = session({});
const phone = session({
  id: PHONE,
  browser: 'Chrome',
  os: 'Android',
  place: { city: 'Hyderabad', region: 'Telangana', countryCode: 'IN' },
  current: false,
  lastSeenAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
});
const unknown = session({ id: OLD, browser: null, os: null, place: null, current: false });

const render = () => renderWithApp(<DevicesPage />, { path: '/account/devices', siblings: <ToastHost /> });
const rows = async () =>
  within(await screen.findByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem');

describe('your devices', () => {
  it('lists each device with its place, this one marked and without a sign-out of its own', async () => {
    stubApi({ [LIST]: () => ok({ sessions: [laptop, phone, unknown] }) });
    render();
    const [mine, other, nameless] = await rows();
    expect(mine?.textContent).toContain('Firefox on Linux');
    expect(mine?.textContent).toContain('This device');
    expect(mine?.textContent).toContain('Mumbai, Maharashtra, India');
    expect(mine?.textContent).toContain('Active now');
    expect(within(mine as HTMLElement).queryByRole('button')).toBeNull();
    expect(other?.textContent).toContain('Chrome on Android');
    expect(other?.textContent).toContain('Hyderabad, Telangana, India');
    expect(other?.textContent).toContain('Last seen 3 hours ago');
    expect(other?.textContent).not.toContain('This device');
    expect(nameless?.textContent).toContain('Unknown device');
    expect(nameless?.textContent).toContain('Place unknown');
  });

  it('asks before signing out a device, then shows the list the server answers', async () => {
    const fetchMock = stubApi({
      [LIST]: () => ok({ sessions: [laptop, phone] }),
      [`DELETE /api/main/sessions/${PHONE}`]: () => ok({ sessions: [laptop] }),
    });
    render();
    const [, other] = await rows();
    await userEvent.click(
      within(other as HTMLElement).getByRole('button', { name: /^Sign out Chrome on Android/ }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(dialog.textContent).toContain('Chrome on Android (Hyderabad, Telangana, India)');
    expect(calls(fetchMock)).not.toContain(`DELETE /api/main/sessions/${PHONE}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await rows()).toHaveLength(1);
    expect(await screen.findByText('Signed out Chrome on Android')).toBeTruthy();
    expect(screen.getByText('You are signed in on this device only.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('names no place in the question where none is known', async () => {
    stubApi({ [LIST]: () => ok({ sessions: [laptop, unknown] }) });
    render();
    const [, nameless] = await rows();
    await userEvent.click(
      within(nameless as HTMLElement).getByRole('button', { name: /^Sign out Unknown device/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(dialog.textContent).toContain('Unknown device is signed out at its next step');
    expect(dialog.textContent).not.toContain('Place unknown');
  });

  it('cancelling signs nothing out', async () => {
    const fetchMock = stubApi({ [LIST]: () => ok({ sessions: [laptop, phone] }) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other devices?' });
    expect(dialog.textContent).toContain('The other device is signed out at their next step.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock).filter((call) => call !== LIST)).toEqual([]);
    expect(await rows()).toHaveLength(2);
  });

  it('signs out all the others, and shows a refusal inside the dialog', async () => {
    let refuse = true;
    stubApi({
      [LIST]: () => ok({ sessions: [laptop, phone, unknown] }),
      'POST /api/main/sessions/end-others': () =>
        refuse ? fail(503, 'UNAVAILABLE', 'Try again in a moment') : ok({ sessions: [laptop] }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other devices?' });
    expect(dialog.textContent).toContain('All 2 other devices are signed out');
    const confirm = within(dialog).getByRole('button', { name: 'Sign out all other devices' });
    await userEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Try again in a moment');

    refuse = false;
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await rows()).toHaveLength(1);
  });
});
