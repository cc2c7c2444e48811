import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api';
import eventPageWords from './event-page/messages/en.json';
import { myBookingsKey, myRegistrationsKey } from './keys';
import { laterEventsLoaders } from './later/loaders';
import commonWords from './messages/en.json';

/**
 * Decision 113: the chunk every events page loads (./pages, ./loaders and the rest of `events`) carries the way to
 * the list and an event page only; the pages after them, their preload lists and their loaders' queries come
 * through ./later/pages and ./later/loaders.
 */
const sources = import.meta.glob<string>(['./pages.tsx', './loaders.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const lazyImports = (source: string) => [...source.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]);
const staticImports = (source: string) => [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);

describe('the events pages every events page reaches', () => {
  it('lazily import the list and an event page only', () => {
    expect(lazyImports(sources['./pages.tsx'] ?? '').sort()).toEqual([
      './components/EventPage',
      './components/EventsPage',
    ]);
  });

  it('start no query of My bookings or My registrations', () => {
    const imports = staticImports(sources['./loaders.ts'] ?? '');
    expect(imports).not.toContain('./api/list-my-bookings');
    expect(imports).not.toContain('./api/list-my-registrations');
  });
});

describe("the feature's common words, which the list loads", () => {
  it("leave the show picker's and the waitlist place's to an event page's catalogue", () => {
    const moved = (words: object) => Object.keys(words).filter((key) => /^(slots\.|waitlist\.)/.test(key));
    expect(moved(commonWords).sort()).toEqual(['waitlist.leaveFailed', 'waitlist.left']);
    expect(moved(eventPageWords)).toContain('slots.legend');
  });
});

describe('the loaders of the pages after them', () => {
  it.each([['myBookings', myBookingsKey] as const, ['myRegistrations', myRegistrationsKey] as const])(
    '%s starts the first page of the realm the address names',
    (name, key) => {
      stubApi({});
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const request = new Request('http://localhost/events/bookings?realm=cultural-events');
      laterEventsLoaders[name](queryClient)({ request, params: {} } as unknown as LoaderFunctionArgs);
      expect(queryClient.getQueryCache().find({ queryKey: key('cultural-events', 1) })).toBeDefined();
      expect(queryClient.getQueryCache().find({ queryKey: key('events', 1) })).toBeUndefined();
    },
  );
});
