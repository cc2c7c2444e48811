import { defineApi } from '@engagex/contracts/api/define';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { download, filenameOf } from './download';
import { setTokenRenewer } from './http';
import { clearAuthToken, setAuthToken } from './storage';

const schemas = {
  rows: { query: z.object({ status: z.string().optional() }), response: z.string() },
  realmRows: { params: z.object({ id: z.string() }), response: z.string() },
  jobRows: { response: z.string() },
  invoice: { params: z.object({ id: z.string() }), response: z.string() },
  plain: { response: z.object({ ok: z.boolean() }) },
};
const mainApi = defineApi<typeof schemas>()('test', 'main', async () => schemas, {
  rows: { method: 'GET', path: '/exports/rows', access: 'admin', file: 'text/csv' },
  realmRows: { method: 'GET', path: '/x', access: 'admin', file: 'text/csv' },
  jobRows: { method: 'GET', path: '/x', access: 'admin', file: 'text/csv' },
  invoice: { method: 'GET', path: '/bookings/:id/invoice.pdf', access: 'user', file: 'application/pdf' },
  plain: { method: 'GET', path: '/plain', access: 'user' },
});
const realmApi = defineApi<typeof schemas>()('test', 'realm', async () => schemas, {
  rows: { method: 'GET', path: '/x', access: 'admin', file: 'text/csv' },
  realmRows: { method: 'GET', path: '/shows/:id/attendees.csv', access: 'admin', file: 'text/csv' },
  jobRows: { method: 'GET', path: '/x', access: 'admin', file: 'text/csv' },
  invoice: { method: 'GET', path: '/x', access: 'user', file: 'application/pdf' },
  plain: { method: 'GET', path: '/x', access: 'user' },
});
const jobsApi = defineApi<typeof schemas>()('test', 'jobs', async () => schemas, {
  rows: { method: 'GET', path: '/x', access: 'admin', file: 'text/csv' },
  realmRows: { method: 'GET', path: '/x', access: 'admin', file: 'text/csv' },
  jobRows: { method: 'GET', path: '/applications/export', access: 'admin', file: 'text/csv' },
  invoice: { method: 'GET', path: '/x', access: 'user', file: 'application/pdf' },
  plain: { method: 'GET', path: '/x', access: 'user' },
});

const csv = (body: string, disposition: string | null = `attachment; filename="bookings.csv"`) =>
  new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      ...(disposition && { 'content-disposition': disposition }),
    },
  });

describe('download', () => {
  let clicked: { href: string; download: string }[];
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:file-1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearAuthToken();
    setTokenRenewer(null);
  });

  const answer = (...responses: Response[]) => {
    fetchMock = vi.fn(async () => responses.shift() ?? new Response(null, { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
  };

  it('fetches the endpoint with the bearer token and the filters, and saves the file under its name', async () => {
    setAuthToken('t-1');
    answer(csv('\uFEFFname\r\nAda\r\n'));
    await expect(download(mainApi.rows, { query: { status: 'confirmed' } })).resolves.toBe('bookings.csv');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/main/exports/rows?status=confirmed');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t-1');
    expect(init.credentials).toBeUndefined();
    expect(clicked).toEqual([{ href: 'blob:file-1', download: 'bookings.csv' }]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    // The bytes as sent, byte order mark included (text() would drop it).
    expect([...new Uint8Array(await blob.arrayBuffer())].slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blob.text()).toBe('name\r\nAda\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
  });

  it('reaches the realm named, fills path parameters, and sends cookies to a cookie-session service', async () => {
    answer(csv('a\r\n'), csv('b\r\n'));
    await download(realmApi.realmRows, { realm: 'cultural-events', params: { id: 's 1' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cultural-events/shows/s%201/attendees.csv');
    await download(jobsApi.jobRows, {});
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/jobs/applications/export');
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[1].credentials).toBe('include');
  });

  it('turns an error envelope into the usual ApiError and saves nothing', async () => {
    answer(
      new Response(
        JSON.stringify({ success: false, code: 'FORBIDDEN', message: 'Organisers only', error: 'x' }),
        {
          status: 403,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    const refused = await download(mainApi.rows, { query: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, message: 'Organisers only' });
    expect(clicked).toEqual([]);
  });

  it('renews an expired token once and goes again', async () => {
    setAuthToken('old');
    setTokenRenewer(async () => 'new');
    answer(
      new Response(JSON.stringify({ success: false, message: 'expired' }), { status: 401 }),
      csv('a\r\n'),
    );
    await download(mainApi.rows, { query: {} });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(
      (fetchMock.mock.calls[1] as [string, { headers: Record<string, string> }])[1].headers.Authorization,
    ).toBe('Bearer new');
  });

  it('saves a PDF’s bytes as they came, asking for the PDF, named .pdf when the server gives no name', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x0a, 0x25, 0xff, 0xfe, 0x00, 0x80]);
    answer(
      new Response(bytes, {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="invoice-IN-26-27-000001.pdf"`,
        },
      }),
      new Response(bytes, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    await expect(download(mainApi.invoice, { params: { id: 'b-1' } })).resolves.toBe(
      'invoice-IN-26-27-000001.pdf',
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/main/bookings/b-1/invoice.pdf');
    expect((init.headers as Record<string, string>).Accept).toBe('application/pdf, application/json');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...bytes]);
    await expect(download(mainApi.invoice, { params: { id: 'b-1' } })).resolves.toBe('invoice.pdf');
  });

  it('names the file after the endpoint when the server gives no name', async () => {
    answer(csv('a\r\n', null));
    await expect(download(mainApi.rows, { query: {} })).resolves.toBe('rows.csv');
  });

  it('reports a transport failure as FETCH_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network down');
      }),
    );
    await expect(download(mainApi.rows, { query: {} })).rejects.toMatchObject({ code: 'FETCH_ERROR' });
  });

  it('refuses an endpoint that answers the envelope, and a realm endpoint without its realm', async () => {
    await expect(download(mainApi.plain, {})).rejects.toThrow(/use call/);
    // @ts-expect-error both events services answer it: the realm is required
    await expect(download(realmApi.realmRows, { params: { id: 'x' } })).rejects.toThrow(/name the realm/);
  });

  it('reads the exact name first, then the plain one', () => {
    expect(filenameOf(`attachment; filename="Caf_.csv"; filename*=UTF-8''Caf%C3%A9.csv`)).toBe('Café.csv');
    expect(filenameOf('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(filenameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameOf(null)).toBeNull();
  });
});
