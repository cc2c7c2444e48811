import type { TFavorite, TFavoritesResponse } from '@engagex/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, eventsModule, fail, ok, shopModule, stubApi } from '@/test/api';
import { createTestQueryClient } from '@/test/query-client';
import { ToastHost } from '@/ui/toast';
import { clearToastsForTests } from '@/ui/toast/store';
import { FavoritesBar } from './components/FavoritesBar';
import { FavoritesSettingsDialog } from './components/FavoritesSettingsDialog';
import { FavoriteToggle } from './components/FavoriteToggle';

const favorite = (moduleId: string, moduleTitle: string, order: number): TFavorite => ({
  moduleId,
  moduleName: moduleId,
  moduleTitle,
  moduleIcon: 'star',
  moduleColor: 'blue',
  order,
  addedAt: '2026-11-20T10:00:00.000Z',
  isActive: true,
  status: order === 0 ? 'live' : 'upcoming',
});

const threeFavorites: TFavoritesResponse = {
  favorites: [
    favorite('events', 'Events', 0),
    favorite('ai-art', 'AI Art Maker', 1),
    favorite('blog-writer', 'Blog Writer', 2),
  ],
  settings: { showFavoritesAtTop: true, enableQuickLaunch: true, hideNonFavorites: false },
};

const noFavorites: TFavoritesResponse = { ...threeFavorites, favorites: [] };

/** A response the test releases when it wants, to look at the optimistic state in between. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

// Not renderWithApp: a test counts GET /favorites, and strict mode's remount aborts and repeats the first one.
function renderWithClient(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: ui, HydrateFallback: () => null }]);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  );
}

const icon = () => <span aria-hidden />;
const orderIn = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-favorite]')].map((row) => row.dataset.favorite);

afterEach(() => {
  act(() => clearToastsForTests());
});

describe('favorites: optimistic changes', () => {
  it('stars at once, and puts the star back with "Failed to add to favorites" when the server refuses', async () => {
    const answer = deferred();
    const api = stubApi({
      'GET /api/main/favorites': () => ok(noFavorites),
      'POST /api/main/favorites': () => answer.promise,
    });
    renderWithClient(<FavoriteToggle module={eventsModule} />);
    const star = await screen.findByRole('button', { name: 'Favorite Events' });
    await waitFor(() => expect(star.hasAttribute('disabled')).toBe(false));

    await userEvent.click(star);
    // Before the server answers.
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(JSON.parse(String(api.mock.calls.at(-1)?.[1]?.body))).toEqual({ moduleId: 'events' });

    answer.release(fail(500, 'INTERNAL', 'Something went wrong'));
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect(await screen.findByText('Failed to add to favorites')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    // After a failure the list is read again from the server.
    await waitFor(() => expect(calls(api).filter((c) => c === 'GET /api/main/favorites')).toHaveLength(2));
  });

  it('undoes only its own change: a failed add does not take away another one made meanwhile', async () => {
    const first = deferred();
    const api = stubApi({
      'GET /api/main/favorites': () => ok(noFavorites),
      'POST /api/main/favorites': ({ init }) =>
        JSON.parse(String(init?.body)).moduleId === 'events'
          ? first.promise
          : ok({ ...noFavorites, favorites: [favorite('e-commerce', 'E-commerce Platform', 0)] }),
    });
    renderWithClient(
      <>
        <FavoriteToggle module={eventsModule} />
        <FavoriteToggle module={shopModule} />
      </>,
    );
    const events = await screen.findByRole('button', { name: 'Favorite Events' });
    const shop = screen.getByRole('button', { name: 'Favorite E-commerce Platform' });
    await waitFor(() => expect(events.hasAttribute('disabled')).toBe(false));

    await userEvent.click(events);
    await userEvent.click(shop);
    expect(events.getAttribute('aria-pressed')).toBe('true');
    expect(shop.getAttribute('aria-pressed')).toBe('true');
    // One after another: the second add waits for the first answer.
    expect(calls(api).filter((c) => c === 'POST /api/main/favorites')).toHaveLength(1);

    first.release(fail(500, 'INTERNAL', 'Something went wrong'));
    await waitFor(() => expect(events.getAttribute('aria-pressed')).toBe('false'));
    expect(shop.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(calls(api).filter((c) => c === 'POST /api/main/favorites')).toHaveLength(2));
    expect(shop.getAttribute('aria-pressed')).toBe('true');
  });

  it('removes at once, and brings the favorite back in its place when the server refuses', async () => {
    const answer = deferred();
    stubApi({
      'GET /api/main/favorites': () => ok(threeFavorites),
      'DELETE /api/main/favorites/ai-art': () => answer.promise,
    });
    renderWithClient(<FavoritesBar placement="top" renderIcon={icon} />);
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(within(list).getByRole('button', { name: 'Favorite AI Art Maker' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

    answer.release(fail(404, 'NOT_FOUND', 'Favorite not found'));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link', { name: /^(Events|AI Art Maker|Blog Writer)$/ })
          .map((a) => a.textContent),
      ).toEqual(['Events', 'AI Art Maker', 'Blog Writer']),
    );
    expect(await screen.findByText('Failed to remove from favorites')).toBeTruthy();
  });

  it('reorders at once, and restores the order with "Failed to reorder favorites" on a conflict', async () => {
    const answer = deferred();
    const api = stubApi({
      'GET /api/main/favorites': () => ok(threeFavorites),
      'PUT /api/main/favorites/order': () => answer.promise,
    });
    renderWithClient(<FavoritesSettingsDialog open onOpenChange={() => {}} renderIcon={icon} />);
    const dialog = await screen.findByRole('dialog', { name: 'Favorite settings' });
    await within(dialog).findByRole('button', { name: 'Reorder Events' });
    expect(orderIn(dialog)).toEqual(['events', 'ai-art', 'blog-writer']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Move Events down' }));
    await waitFor(() => expect(orderIn(dialog)).toEqual(['ai-art', 'events', 'blog-writer']));
    expect(JSON.parse(String(api.mock.calls.at(-1)?.[1]?.body))).toEqual({
      moduleIds: ['ai-art', 'events', 'blog-writer'],
    });

    answer.release(
      fail(409, 'CONFLICT', 'The favorites changed since this order was made; reload and try again'),
    );
    await waitFor(() => expect(orderIn(dialog)).toEqual(['events', 'ai-art', 'blog-writer']));
    expect(await screen.findByText('Failed to reorder favorites')).toBeTruthy();
  });

  it('turns a setting back with "Failed to update settings" when saving it fails', async () => {
    stubApi({
      'GET /api/main/favorites': () => ok(threeFavorites),
      'PUT /api/main/favorites/settings': () => fail(500, 'INTERNAL', 'Try later'),
    });
    renderWithClient(<FavoritesSettingsDialog open onOpenChange={() => {}} renderIcon={icon} />);
    const only = await screen.findByRole('switch', { name: 'Show only favorites' });
    expect(only.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(only);
    expect(await screen.findByText('Failed to update settings')).toBeTruthy();
    expect(only.getAttribute('aria-checked')).toBe('false');
  });
});

describe('favorites: drag to reorder with the keyboard', () => {
  it('lifts with Space, moves with the arrow keys and drops with Space', async () => {
    // jsdom has no layout: give each row of the list the box it would have, 60 px apart.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest<HTMLElement>('[data-favorite]');
      const index = row ? [...(row.parentElement?.children ?? [])].indexOf(row) : 0;
      const top = index * 60;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 400,
        bottom: top + 52,
        width: 400,
        height: 52,
        toJSON() {},
      };
    });
    const api = stubApi({
      'GET /api/main/favorites': () => ok(threeFavorites),
      'PUT /api/main/favorites/order': ({ init }) => {
        const { moduleIds } = JSON.parse(String(init?.body)) as { moduleIds: string[] };
        const byId = new Map(threeFavorites.favorites.map((f) => [f.moduleId, f]));
        return ok({
          ...threeFavorites,
          favorites: moduleIds.map((id, order) => ({ ...byId.get(id), order })),
        });
      },
    });
    renderWithClient(<FavoritesSettingsDialog open onOpenChange={() => {}} renderIcon={icon} />);
    const dialog = await screen.findByRole('dialog', { name: 'Favorite settings' });
    const handle = await within(dialog).findByRole('button', { name: 'Reorder Events' });

    const user = userEvent.setup();
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');

    await waitFor(() => expect(orderIn(dialog)).toEqual(['ai-art', 'blog-writer', 'events']));
    const body = api.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ moduleIds: ['ai-art', 'blog-writer', 'events'] });
  });
});
