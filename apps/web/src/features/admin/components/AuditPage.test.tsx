import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { admin, auditEntry, auditPage, ME, PERSON_ID } from '../test-utils';
import { AuditPage } from './AuditPage';

const AUDIT = 'GET /api/main/admin/audit';

const render = (path: string) =>
  renderWithApp(null, { path, routes: [{ path: '/admin/audit', element: <AuditPage /> }] });

afterEach(() => vi.restoreAllMocks());

describe('the audit log', () => {
  it('shows when, who, what, whom, the change, the reason and the request id', async () => {
    stubApi({
      [ME]: () => ok(admin),
      [`${AUDIT}?limit=50`]: () =>
        ok(
          auditPage([
            auditEntry({
              id: '102',
              action: 'credits.grant',
              before: { balance: 40 },
              after: { balance: 140 },
              reason: 'Festival volunteer',
              requestId: 'req-9b1c',
            }),
            auditEntry({ target: null }),
          ]),
        ),
    });
    render('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual([
      'Asha Adminadmin@engagex.dev',
      'Credits granted',
      'Priya Patelpriya@example.com',
      'balance: 40 → 140',
      'Festival volunteer',
      'req-9b1c',
    ]);
    expect(within(second as HTMLElement).getByText('roles: user → user, organiser')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Deleted account')).toBeTruthy();

    // The same entries as cards, for a phone.
    const cards = [...screen.getByRole('list', { name: 'Audit log, newest first' }).children];
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(
        /^Credits granted.*By Asha Admin · for Priya Patelbalance: 40 → 140Reason: Festival volunteerRequest req-9b1c$/,
      ),
      expect.stringMatching(
        /^Role granted.*By Asha Admin · for a deleted accountroles: user → user, organiserRequest req-7f3a$/,
      ),
    ]);
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Priya Patel' })
        .getAttribute('href'),
    ).toBe(`/admin/people/${PERSON_ID}`);
  });

  it('starts filtered by the person a page linked from, and applies new filters through the address', async () => {
    const fetchMock = stubApi({
      [ME]: () => ok(admin),
      [`${AUDIT}?targetId=${PERSON_ID}&limit=50`]: () => ok(auditPage([auditEntry()], 'c2')),
      [`${AUDIT}?targetId=${PERSON_ID}&cursor=c2&limit=50`]: () =>
        ok(auditPage([auditEntry({ id: '99', action: 'user.suspend', reason: 'Spam bookings' })])),
      [`${AUDIT}?action=user.suspend&targetId=${PERSON_ID}&from=2026-11-01&limit=50`]: () =>
        ok(auditPage([])),
    });
    const { router } = render(`/admin/audit?target=${PERSON_ID}`);
    const user = userEvent.setup();
    expect(((await screen.findByLabelText('Whom (user id)')) as HTMLInputElement).value).toBe(PERSON_ID);
    await user.click(await screen.findByRole('button', { name: 'Load more entries' }));
    expect(await screen.findByText('Spam bookings')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Action'), 'Suspended');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No entries match')).toBeTruthy();
    expect(router.state.location.search).toBe(`?action=user.suspend&target=${PERSON_ID}&from=2026-11-01`);
    expect(calls(fetchMock)).toContain(
      `${AUDIT}?action=user.suspend&targetId=${PERSON_ID}&from=2026-11-01&limit=50`,
    );
  });

  it('refuses a user id that is not one, without asking the server', async () => {
    const fetchMock = stubApi({ [ME]: () => ok(admin), [`${AUDIT}?limit=50`]: () => ok(auditPage([])) });
    const { router } = render('/admin/audit');
    const user = userEvent.setup();
    await screen.findByText('No entries yet');
    await user.type(screen.getByLabelText('Who (user id)'), 'priya');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Enter a user id, as in the address of a person’s page')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(new Set(calls(fetchMock).filter((c) => c.startsWith(AUDIT)))).toEqual(
      new Set([`${AUDIT}?limit=50`]),
    );
  });
});
