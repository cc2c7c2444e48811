import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { toastsShown } from '@/ui/toast/shown';
import { ReviewQueuePage } from './ReviewQueuePage';

const EVENT = '9b2f4c1e-3d5a-4e6f-8a7b-1c2d3e4f5a6b';
const FILTERED = `?page=1&limit=10&status=approved&eventId=${EVENT}`;
const EXPORT = `GET /api/cultural-events/exports/contestants?status=approved&eventId=${EVENT}`;
const empty = () => ok({ items: [], page: 1, limit: 10, total: 0, totalPages: 0 });
const csv = () =>
  new Response('\uFEFFRegistration id\r\n', {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="contestants-gala-approved-2026-11-26.csv"',
    },
  });

describe('ReviewQueuePage: Export CSV (docs/product.md "Exports")', () => {
  let saved: string[];

  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const renderFiltered = (exportAnswer: () => Response) =>
    stubApi({
      [`GET /api/cultural-events/contestants${FILTERED}`]: empty,
      'GET /api/cultural-events/events?page=1&limit=100&competitions=true': empty,
      [EXPORT]: exportAnswer,
    });

  it("downloads the registrations with the page's filters and realm, and says it saved the file", async () => {
    const fetchMock = renderFiltered(csv);
    renderWithApp(<ReviewQueuePage />, {
      path: `/events/admin/review?realm=cultural-events&status=approved&eventId=${EVENT}`,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['contestants-gala-approved-2026-11-26.csv']));
    expect(calls(fetchMock)).toContain(EXPORT);
    expect(toastsShown().at(-1)).toMatchObject({ title: 'Export saved', variant: 'success' });
  });

  it("tells the organiser why an export was refused, in the server's words", async () => {
    renderFiltered(() => fail(403, 'FORBIDDEN', 'Organisers only'));
    renderWithApp(<ReviewQueuePage />, {
      path: `/events/admin/review?realm=cultural-events&status=approved&eventId=${EVENT}`,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(toastsShown().at(-1)).toMatchObject({
        title: 'The export failed',
        description: 'Organisers only',
        variant: 'error',
      }),
    );
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
  });
});
