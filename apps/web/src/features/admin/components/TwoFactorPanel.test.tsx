import type { TAdminUserDetail } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ToastHost } from '@/ui/toast';
import { admin, ME, PERSON_ID, personDetail, session } from '../test-utils';
import { PersonPage } from './PersonPage';

const BASE = `/api/main/admin/users/${PERSON_ID}`;
const RESET = `POST ${BASE}/two-factor/reset`;

afterEach(() => vi.restoreAllMocks());

describe('a person’s two-factor sign-in in the console (decision 089)', () => {
  it('shows it and the sessions that used it, and resets it only with a reason', async () => {
    let detail: TAdminUserDetail = personDetail({ user: { twoFactor: true } });
    detail = { ...detail, sessions: [session({ factors: ['id_token', 'totp'] })] };
    const fetchMock = stubApi({
      [ME]: () => ok(admin),
      [`GET ${BASE}`]: () => ok(detail),
      [RESET]: () => {
        detail = { ...detail, user: { ...detail.user, twoFactor: false } };
        return ok(detail.user);
      },
    });
    renderWithApp(null, {
      path: `/admin/people/${PERSON_ID}`,
      routes: [{ path: '/admin/people/:userId', element: <PersonPage /> }],
      siblings: <ToastHost />,
    });
    const panel = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(within(panel).getByText('Signs in with an authenticator app as a second factor.')).toBeTruthy();
    expect(screen.getByText("with an app's code")).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Reset two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in for Priya Patel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    expect(within(dialog).getByText('Say why, in at least 3 characters')).toBeTruthy();
    const sent = () =>
      fetchMock.mock.calls.filter(([input, init]) => `${init?.method} ${String(input)}` === RESET);
    expect(sent()).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Lost phone, identity checked');
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    expect(
      await screen.findByText('Priya Patel can sign in without a code and set up a new app.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(panel).getByText('Signs in with their account alone.')).toBeTruthy());
    expect(within(panel).queryByRole('button', { name: 'Reset two-factor sign-in' })).toBeNull();
    expect(sent().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { reason: 'Lost phone, identity checked' },
    ]);
  });

  it('offers no reset of the admin’s own: they turn it off with a code', async () => {
    stubApi({
      [ME]: () => ok({ ...admin, id: PERSON_ID }),
      [`GET ${BASE}`]: () => ok(personDetail({ user: { twoFactor: true } })),
    });
    renderWithApp(null, {
      path: `/admin/people/${PERSON_ID}`,
      routes: [{ path: '/admin/people/:userId', element: <PersonPage /> }],
    });
    const panel = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(
      within(panel).getByText('To turn your own off, use Two-factor sign-in in your account, with a code.'),
    ).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
