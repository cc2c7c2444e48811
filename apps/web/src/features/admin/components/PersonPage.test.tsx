// Over 300 lines: each action of a person's page (roles, credits, suspension, sessions) against one fake console API and one rendered page.
import type { TAdminCreditsRequest, TAdminUserDetail } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, fail, ok, type Route, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ToastHost } from '@/ui/toast';
import { admin, ME, PERSON_ID, personDetail, SESSION_ID, session } from '../test-utils';
import { PersonPage } from './PersonPage';

const BASE = `/api/main/admin/users/${PERSON_ID}`;
const DETAIL = `GET ${BASE}`;

/** The page with the server answering `detail` (a function: it reads the state the test changed). */
function render(detail: () => TAdminUserDetail, routes: Record<string, Route> = {}) {
  const fetchMock = stubApi({ [ME]: () => ok(admin), [DETAIL]: () => ok(detail()), ...routes });
  const view = renderWithApp(null, {
    path: `/admin/people/${PERSON_ID}`,
    routes: [{ path: '/admin/people/:userId', element: <PersonPage /> }],
    siblings: <ToastHost />,
  });
  return { ...view, fetchMock };
}

const region = (name: string) => screen.findByRole('region', { name });
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => vi.restoreAllMocks());

describe('a person’s page', () => {
  it('shows who they are, the suspension and its reason, and each part of their account', async () => {
    render(() =>
      personDetail({
        user: {
          suspended: true,
          suspendedAt: '2026-11-26T09:00:00.000Z',
          suspendedReason: 'Chargeback fraud',
        },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Patel' })).toBeTruthy();
    expect(screen.getByText('priya@example.com')).toBeTruthy();
    expect(screen.getByText(/Reason: Chargeback fraud/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe(
      `/admin/audit?target=${PERSON_ID}`,
    );
    const ledger = screen.getByRole('table', { name: 'Ledger, newest first' });
    expect(within(ledger).getAllByRole('row')).toHaveLength(3);
    expect(within(ledger).getByText('−10')).toBeTruthy();
    const sessions = screen.getByRole('table', { name: 'Sessions, newest first' });
    expect(within(sessions).getByText('Chrome on Android')).toBeTruthy();
    expect(within(sessions).getByText('signed out')).toBeTruthy();
    // Only the open session can be ended.
    expect(within(sessions).getAllByRole('button', { name: /^End session on/ })).toHaveLength(1);
    expect(within(await region('History')).getByText('Jazz Night')).toBeTruthy();
  });

  it('grants a role with its switch, says so and shows the page as read again', async () => {
    let detail = personDetail();
    const { fetchMock } = render(() => detail, {
      [`PUT ${BASE}/roles/organiser`]: () => {
        detail = personDetail({ user: { roles: ['user', 'organiser'], grantedRoles: ['organiser'] } });
        return ok(detail.user);
      },
    });
    const organiser = await screen.findByRole('switch', { name: 'Organiser' });
    expect(organiser.getAttribute('aria-checked')).toBe('false');
    await userEvent.setup().click(organiser);
    expect(await screen.findByText('Organiser role granted')).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock).filter((c) => c === DETAIL).length).toBeGreaterThan(1));
    expect(screen.getByRole('switch', { name: 'Organiser' }).getAttribute('aria-checked')).toBe('true');
  });

  it('locks a configured role and shows a refused revocation in place', async () => {
    render(
      () =>
        personDetail({
          user: {
            roles: ['user', 'employee', 'admin'],
            grantedRoles: ['admin'],
            configuredRoles: ['employee'],
          },
        }),
      {
        [`DELETE ${BASE}/roles/admin`]: () => fail(409, 'CONFLICT', 'Cannot revoke a configured role'),
      },
    );
    const employee = await screen.findByRole('switch', { name: 'Employee' });
    expect(employee.getAttribute('aria-checked')).toBe('true');
    expect((employee as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/From configuration; cannot be revoked here/)).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('switch', { name: 'Admin' }));
    const roles = await region('Roles');
    expect((await within(roles).findByRole('alert')).textContent).toBe('Cannot revoke a configured role');
  });

  it('checks the credits form by the contract, and retries an attempt with the same key', async () => {
    let down = true;
    const { fetchMock } = render(() => personDetail(), {
      [`POST ${BASE}/credits`]: () =>
        down
          ? fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side')
          : ok({ transactionId: 'ledger-3', balance: 140, creditBalance: 140 }, 201),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Adjust credits' });
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByText('Required')).toBeTruthy();
    expect(within(form).getByText('Say why, in at least 3 characters')).toBeTruthy();

    await user.type(within(form).getByLabelText('Credits'), '0');
    expect(await within(form).findByText('Enter at least 1 credit')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Credits'));
    await user.type(within(form).getByLabelText('Credits'), '100');
    await user.type(within(form).getByLabelText('Reason'), 'Festival volunteer');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Something went wrong on our side');

    down = false;
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Credits granted')).toBeTruthy();
    const [first, retry] = bodyOf(fetchMock, `POST ${BASE}/credits`) as TAdminCreditsRequest[];
    expect(first).toEqual({
      direction: 'grant',
      amount: 100,
      reason: 'Festival volunteer',
      idempotencyKey: expect.any(String),
    });
    expect(retry).toEqual(first);
    // The form is empty again: the next adjustment is a new attempt.
    expect((within(form).getByLabelText('Credits') as HTMLInputElement).value).toBe('');
  });

  it('sends a new key for a new adjustment after a success', async () => {
    const { fetchMock } = render(() => personDetail(), {
      [`POST ${BASE}/credits`]: () => ok({ transactionId: 'ledger-3', balance: 30, creditBalance: 30 }, 201),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Adjust credits' });
    for (let round = 0; round < 2; round += 1) {
      await user.click(within(form).getByLabelText('Deduct'));
      await user.type(within(form).getByLabelText('Credits'), '5');
      await user.type(within(form).getByLabelText('Reason'), 'Duplicate grant');
      await user.click(within(form).getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(bodyOf(fetchMock, `POST ${BASE}/credits`)).toHaveLength(round + 1));
      await waitFor(() =>
        expect((within(form).getByLabelText('Credits') as HTMLInputElement).value).toBe(''),
      );
    }
    const [one, two] = bodyOf(fetchMock, `POST ${BASE}/credits`) as TAdminCreditsRequest[];
    expect(one?.direction).toBe('deduct');
    expect(one?.idempotencyKey).not.toBe(two?.idempotencyKey);
  });

  it('suspends only with a reason, from a dialog that holds the focus', async () => {
    let detail = personDetail();
    const { fetchMock } = render(() => detail, {
      [`POST ${BASE}/suspend`]: () => {
        detail = personDetail({
          user: {
            suspended: true,
            suspendedAt: '2026-11-26T10:00:00.000Z',
            suspendedReason: 'Spam bookings',
          },
        });
        return ok(detail.user);
      },
    });
    const user = userEvent.setup();
    const suspend = await screen.findByRole('button', { name: 'Suspend' });
    await user.click(suspend);
    let dialog = await screen.findByRole('dialog', { name: 'Suspend Priya Patel?' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason'));
    // The admin knows before confirming that the person reads the reason (decision 048).
    expect(
      within(dialog).getByText('Kept in the audit log, and shown to them with where to appeal.'),
    ).toBeTruthy();
    // Closed, the focus goes back to the button that opened it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(suspend));
    await user.click(suspend);
    dialog = await screen.findByRole('dialog', { name: 'Suspend Priya Patel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Say why, in at least 3 characters')).toBeTruthy();
    expect(bodyOf(fetchMock, `POST ${BASE}/suspend`)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Spam bookings');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Suspended')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetchMock, `POST ${BASE}/suspend`)).toEqual([{ reason: 'Spam bookings' }]);
    expect(await screen.findByText(/Reason: Spam bookings/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();
  });

  it('restores a suspended person with a reason; a refusal stays in the dialog', async () => {
    let refuse = true;
    const { fetchMock } = render(
      () =>
        personDetail({
          user: { suspended: true, suspendedAt: '2026-11-26T09:00:00.000Z', suspendedReason: 'Spam' },
        }),
      {
        [`POST ${BASE}/restore`]: () =>
          refuse ? fail(409, 'CONFLICT', 'This account was restored a moment ago') : ok(personDetail().user),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore Priya Patel?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Appeal accepted');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This account was restored a moment ago',
    );
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Priya Patel can sign in again.')).toBeTruthy();
    expect(bodyOf(fetchMock, `POST ${BASE}/restore`)).toEqual([
      { reason: 'Appeal accepted' },
      { reason: 'Appeal accepted' },
    ]);
  });

  it('ends one session, or all of them, with a reason', async () => {
    const { fetchMock } = render(() => personDetail(), {
      [`POST ${BASE}/sessions/revoke`]: () => ok([]),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^End session on Chrome on Android/ }));
    let dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Lost phone');
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Session ended')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'End all sessions' }));
    dialog = await screen.findByRole('dialog', { name: 'End all sessions?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Password leaked');
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText('All sessions ended')).toBeTruthy();
    expect(bodyOf(fetchMock, `POST ${BASE}/sessions/revoke`)).toEqual([
      { sessionId: SESSION_ID, reason: 'Lost phone' },
      { reason: 'Password leaked' },
    ]);
  });

  it('offers no way to lock out an admin the configuration names, and says why', async () => {
    const { fetchMock } = render(() =>
      personDetail({
        user: {
          roles: ['user', 'employee', 'admin'],
          grantedRoles: [],
          configuredRoles: ['employee', 'admin'],
        },
        sessions: [session(), session({ id: 'c3d4e5f6-a7b8-4c9d-8e0f-112233445566' })],
      }),
    );
    expect(
      await screen.findByText(/cannot be suspended here, so a way into the console always stays/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    const sessions = await region('Sessions');
    expect(within(sessions).getByText(/only they can end their sessions/)).toBeTruthy();
    expect(within(sessions).queryByRole('button', { name: /^End/ })).toBeNull();
    expect(within(sessions).getAllByText('Active')).toHaveLength(2);
    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('on one’s own page ends the other sessions and keeps this device', async () => {
    const other = 'c3d4e5f6-a7b8-4c9d-8e0f-112233445566';
    const { fetchMock } = render(
      () =>
        personDetail({
          user: { id: PERSON_ID, roles: ['user', 'admin'], configuredRoles: ['admin'] },
          sessions: [session({ current: true }), session({ id: other })],
        }),
      {
        [ME]: () => ok({ ...admin, id: PERSON_ID }),
        [`POST ${BASE}/sessions/revoke`]: () => ok([]),
      },
    );
    const user = userEvent.setup();
    const sessions = await region('Sessions');
    expect(within(sessions).getByText('This device')).toBeTruthy();
    expect(within(sessions).getAllByRole('button', { name: /^End session on/ })).toHaveLength(1);
    expect(await screen.findByText('You cannot suspend your own account; another admin can.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();

    await user.click(within(sessions).getByRole('button', { name: 'End my other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End your other sessions?' });
    expect(within(dialog).getByText(/you stay signed in here/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Lost my phone');
    await user.click(within(dialog).getByRole('button', { name: 'End my other sessions' }));
    expect(await screen.findByText('Other sessions ended')).toBeTruthy();
    expect(bodyOf(fetchMock, `POST ${BASE}/sessions/revoke`)).toEqual([{ reason: 'Lost my phone' }]);
  });

  it('says so when there is no such person', async () => {
    stubApi({ [ME]: () => ok(admin), [DETAIL]: () => fail(404, 'NOT_FOUND', 'User not found') });
    renderWithApp(null, {
      path: `/admin/people/${PERSON_ID}`,
      routes: [{ path: '/admin/people/:userId', element: <PersonPage /> }],
    });
    expect(await screen.findByText('No such person')).toBeTruthy();
  });
});
