import { eventsApi } from '@engagex/contracts/api/events';
import { favoritesApi } from '@engagex/contracts/api/favorites';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/test/api';
import { call } from './api';
import { ApiError } from './api-error';

const favorites = {
  favorites: [],
  settings: { showFavoritesAtTop: true, enableQuickLaunch: false, hideNonFavorites: false },
};

function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('takes the method and the path from the endpoint table and fills path parameters encoded', async () => {
    const fetchMock = stubFetch(() => ok(favorites));
    await expect(call(favoritesApi.remove, { params: { id: 'a/b c' } })).resolves.toEqual(favorites);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/main/favorites/a%2Fb%20c');
    expect(init?.method).toBe('DELETE');
  });

  it('sends the body as JSON with the endpoint method', async () => {
    const fetchMock = stubFetch(() => ok(favorites));
    await call(favoritesApi.reorder, { body: { moduleIds: ['events'] } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/main/favorites/order');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(JSON.stringify({ moduleIds: ['events'] }));
  });

  it('sends an endpoint both events services answer to the realm named', async () => {
    const fetchMock = stubFetch(() => ok({ id: 'x' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await call(eventsApi.get, { realm: 'cultural-events', params: { id: 'e 1' } }).catch(() => undefined);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cultural-events/events/e%201');
  });

  it('refuses, in development and tests, an answer outside the endpoint contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => ok({ favorites: 'not a list' }));
    const refused = await call(favoritesApi.list).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('PARSING_ERROR');
  });

  it('types each call from the table', () => {
    // Compile-time checks: `tsc -b` fails when a required input may be left out or a wrong one is accepted.
    const typeChecks = () => {
      // @ts-expect-error the path parameter is required
      void call(favoritesApi.remove);
      // @ts-expect-error the body has its contract's shape
      void call(favoritesApi.reorder, { body: { moduleIds: 'events' } });
      // @ts-expect-error an endpoint without path parameters takes none
      void call(favoritesApi.list, { params: { id: 'x' } });
      // @ts-expect-error both events services answer it: the realm is required
      void call(eventsApi.get, { params: { id: 'x' } });
      // @ts-expect-error a main endpoint takes no realm
      void call(favoritesApi.list, { realm: 'events' });
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
