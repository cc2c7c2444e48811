/**
 * The events list's filter panel loads when it is shown (decision 093): at once on a wide screen, on a phone only
 * when the Filters button opens it. Changes when the panel is shown differently.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';

/** How often the list asked for the panel's code. */
const loads = { count: 0 };

// Each test starts with the panel not loaded: a loaded panel is remembered for the page's life (../filters-panel),
// so a wide screen's test run first would otherwise leave it drawn on the phone's.
let EventsPage: typeof import('./EventsPage').EventsPage;
beforeEach(async () => {
  vi.resetModules();
  loads.count = 0;
  vi.doMock('../filters-panel', async (importOriginal) => {
    const actual = await importOriginal<typeof import('../filters-panel')>();
    return {
      ...actual,
      loadFiltersPanel: () => {
        loads.count += 1;
        return actual.loadFiltersPanel();
      },
    };
  });
  ({ EventsPage } = await import('./EventsPage'));
});

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, limit: 12, totalPages: 0 });
/** What only the panel asks for: the districts with events and the hundred events its types are read from. */
const PANEL_ONLY = /\/districts\/with-events|limit=100/;

function renderList(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === '(min-width: 661px)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const api = stubApi({
    'GET /api/events/events?page=1&limit=12': () => ok(page([])),
    'GET /api/events/districts': () => ok([]),
    'GET /api/events/districts/with-events': () => ok([]),
    'GET /api/events/events?limit=100': () => ok({ ...page([]), limit: 100 }),
  });
  renderWithApp(<EventsPage realm="events" />);
  return { api, user: userEvent.setup() };
}

describe('the events list on a phone', () => {
  it('loads the filter panel when the Filters button opens it, not before', async () => {
    const { api, user } = renderList(false);
    expect(await screen.findByText('No events match')).toBeTruthy();
    expect(screen.queryByText('Price (credits)')).toBeNull();
    expect(loads.count).toBe(0);
    expect(calls(api).filter((call) => PANEL_ONLY.test(call))).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Filters/ }));
    expect(await screen.findByText('Price (credits)')).toBeTruthy();
    expect(screen.getByText('District')).toBeTruthy();
    expect(loads.count).toBeGreaterThan(0);
    // The panel's queries start in an effect after its first paint, so its words can show before they are sent.
    await vi.waitFor(() => expect(calls(api).some((call) => PANEL_ONLY.test(call))).toBe(true));
  });
});

describe('the events list on a wide screen', () => {
  it('shows the filter panel without a press', async () => {
    renderList(true);
    expect(await screen.findByText('Price (credits)')).toBeTruthy();
    expect(screen.getByText('District')).toBeTruthy();
  });
});
