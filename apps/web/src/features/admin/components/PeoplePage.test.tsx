import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { admin, ME, PERSON_ID, personDetail, personSummary } from '../test-utils';
import { PeoplePage } from './PeoplePage';
import { PersonPage } from './PersonPage';

const search = (q: string, cursor?: string) =>
  `GET /api/main/admin/users?q=${encodeURIComponent(q)}${cursor ? `&cursor=${cursor}` : ''}&limit=25`;

const render = (path = '/admin/people') =>
  renderWithApp(null, { path, routes: [{ path: '/admin/people', element: <PeoplePage /> }] });

afterEach(() => vi.restoreAllMocks());

describe('the people search', () => {
  it('asks once typing pauses, keeps the search in the address, and shows roles and suspension', async () => {
    const fetchMock = stubApi({
      [ME]: () => ok(admin),
      [search('')]: () => ok({ users: [], nextCursor: null }),
      [search('priya')]: () =>
        ok({
          users: [
            personSummary({ roles: ['user', 'organiser'], grantedRoles: ['organiser'] }),
            personSummary({
              id: '6d2e4b0f-9a7c-4c8b-8f32-4e5d6c7b8a91',
              name: 'Priya Rao',
              email: 'rao@example.com',
              suspended: true,
              lastSignInAt: null,
            }),
          ],
          nextCursor: null,
        }),
    });
    const { router } = render();
    await screen.findByText('No people yet');
    await userEvent.setup().type(screen.getByLabelText('Search people'), 'priya');

    const people = await screen.findByRole('list', { name: 'People' });
    const rows = [...people.children].map((row) => within(row as HTMLElement));
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [(typeof rows)[number], (typeof rows)[number]];
    expect(first.getByText('Priya Patel')).toBeTruthy();
    expect(first.getByText('Organiser')).toBeTruthy();
    expect(second.getByText('Suspended')).toBeTruthy();
    expect(second.getByText('Never signed in')).toBeTruthy();
    expect(first.getByRole('link').getAttribute('href')).toBe(
      '/admin/people/5c1d3a9e-8f6b-4b7a-9e21-3d4c5b6a7f80',
    );
    expect(screen.getByRole('status').textContent).toBe('2 people matching “priya”');
    expect(router.state.location.search).toBe('?q=priya');
    // One request for the whole word, not one per letter.
    expect([...new Set(calls(fetchMock).filter((c) => c.includes('/admin/users')))]).toEqual([
      search(''),
      search('priya'),
    ]);
    expect(calls(fetchMock)).not.toContain(search('p'));
    expect(calls(fetchMock)).not.toContain(search('pri'));
  });

  it('starts from the search in the address and loads the next page with the cursor', async () => {
    stubApi({
      [ME]: () => ok(admin),
      [search('example')]: () => ok({ users: [personSummary()], nextCursor: 'c2' }),
      [search('example', 'c2')]: () =>
        ok({
          users: [personSummary({ id: '6d2e4b0f-9a7c-4c8b-8f32-4e5d6c7b8a91', name: 'Ravi Kumar' })],
          nextCursor: null,
        }),
    });
    render('/admin/people?q=example');
    expect(((await screen.findByLabelText('Search people')) as HTMLInputElement).value).toBe('example');
    await screen.findByText('Priya Patel');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more people' }));
    await screen.findByText('Ravi Kumar');
    expect(screen.getByText('Priya Patel')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more people' })).toBeNull();
  });

  it('leads from a person back to the same search', async () => {
    stubApi({
      [ME]: () => ok(admin),
      [search('priya')]: () => ok({ users: [personSummary()], nextCursor: null }),
      [`GET /api/main/admin/users/${PERSON_ID}`]: () => ok(personDetail()),
    });
    renderWithApp(null, {
      path: '/admin/people?q=priya',
      routes: [
        { path: '/admin/people', element: <PeoplePage /> },
        { path: '/admin/people/:userId', element: <PersonPage /> },
      ],
    });
    await userEvent.setup().click(await screen.findByRole('link', { name: /Priya Patel/ }));
    await screen.findByRole('heading', { level: 1, name: 'Priya Patel' });
    expect(screen.getByRole('link', { name: 'People' }).getAttribute('href')).toBe('/admin/people?q=priya');
  });

  it('says when no one matches', async () => {
    stubApi({ [ME]: () => ok(admin), [search('nobody')]: () => ok({ users: [], nextCursor: null }) });
    render('/admin/people?q=nobody');
    expect(await screen.findByText('No one matches “nobody”')).toBeTruthy();
  });

  it('shows the server’s refusal with a retry', async () => {
    let down = true;
    stubApi({
      [ME]: () => ok(admin),
      [search('')]: () =>
        down
          ? fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side')
          : ok({ users: [personSummary()], nextCursor: null }),
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side');
    down = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Priya Patel')).toBeTruthy();
  });

  it('tells a non-admin the console is for admins, without asking for anyone', async () => {
    const fetchMock = stubApi({ [ME]: () => ok({ ...admin, roles: ['user'] }) });
    render();
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeTruthy();
    expect(calls(fetchMock).some((c) => c.includes('/admin/'))).toBe(false);
  });
});
