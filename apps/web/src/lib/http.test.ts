// Over 300 lines: the one fetch layer's every outcome (success, each error kind, cookie sessions, renewal) against one fake fetch.
import { MESSAGES, STORAGE_KEYS } from '@engagex/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, headersOf, ok } from '@/test/api';
import {
  ApiError,
  fetchErrorMessage,
  fieldErrorsOf,
  parsingErrorMessage,
  timeoutErrorMessage,
} from './api-error';
import { retryAfterOf } from './envelope';
import { request, setTokenRenewer } from './http';
import { serviceBaseUrl } from './service-url';

function stubFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const respond = (response: Response) => stubFetch(async () => response);

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('request', () => {
  afterEach(() => vi.useRealTimers());

  it('prefixes the service, encodes the query and returns the envelope data', async () => {
    const fetchMock = respond(ok({ modules: [] }));
    await expect(
      request('main', '/modules', { query: { status: 'live', page: 2, skip: undefined } }),
    ).resolves.toEqual({
      modules: [],
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/main/modules?status=live&page=2');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('uses one base URL per service', async () => {
    const fetchMock = respond(ok({ credential: 'x' }));
    await request('devIdp', '/token', { method: 'POST', body: { email: 'a@b.c' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/dev-idp/token');
    expect(serviceBaseUrl('events', { events: 'https://events.example.com/api/events/' })).toBe(
      'https://events.example.com/api/events',
    );
    expect(serviceBaseUrl('events', { events: '  ' })).toBe('/api/events');
  });

  it('sends JSON bodies as JSON', async () => {
    const fetchMock = respond(ok({ token: 't' }));
    await request('main', '/auth/google', { method: 'POST', body: { credential: 'abc' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"credential":"abc"}');
    expect(headersOf(fetchMock.mock.calls[0])['Content-Type']).toBe('application/json');
  });

  it('adds the bearer token only when one is stored', async () => {
    const fetchMock = stubFetch(async () => ok({}));
    await request('main', '/users/me');
    expect(headersOf(fetchMock.mock.calls[0]).Authorization).toBeUndefined();

    window.localStorage.setItem(STORAGE_KEYS.authToken, 'secret-token');
    await request('main', '/users/me');
    expect(headersOf(fetchMock.mock.calls[1]).Authorization).toBe('Bearer secret-token');
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await caught(request('main', '/users/me'));
    expect(error.code).toBe('FETCH_ERROR');
    expect(error.status).toBeNull();
    expect(error.message).toBe(fetchErrorMessage());
  });

  it('reports a request that outlives its timeout as TIMEOUT_ERROR', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = caught(request('main', '/users/me', { timeoutMs: 5000 }));
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe('TIMEOUT_ERROR');
    expect(error.message).toBe(timeoutErrorMessage());
  });

  it('hands a caller cancellation back as it came, not as an ApiError', async () => {
    stubFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = request('main', '/users/me', { signal: controller.signal });
    const reason = new Error('navigated away');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('reports a body that is not JSON as PARSING_ERROR', async () => {
    respond(new Response('<html>oops</html>', { status: 200 }));
    const error = await caught(request('main', '/users/me'));
    expect(error.code).toBe('PARSING_ERROR');
    expect(error.message).toBe(parsingErrorMessage());
  });

  it('reports a refusal with its HTTP status and the envelope message', async () => {
    respond(fail(404, 'NOT_FOUND', 'Module not found'));
    const error = await caught(request('main', '/modules/nope'));
    expect(error.code).toBe(404);
    expect(error.status).toBe(404);
    expect(error.isHttpError).toBe(true);
    expect(error.message).toBe('Module not found');
  });

  it('keeps validation details of a 400', async () => {
    const details = [{ path: 'email', message: 'Invalid email' }];
    respond(
      new Response(
        JSON.stringify({
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'Invalid',
          error: 'Invalid',
          details,
        }),
        { status: 400 },
      ),
    );
    const error = await caught(request('devIdp', '/token', { method: 'POST', body: {} }));
    expect(error.code).toBe(400);
    expect(error.details).toEqual(details);
  });

  it("keeps a 429's Retry-After, in seconds or as a date, so a poller can wait as long as asked", async () => {
    respond(
      new Response(JSON.stringify({ success: false, code: 'RATE_LIMITED', message: 'Slow down' }), {
        status: 429,
        headers: { 'Retry-After': '7' },
      }),
    );
    expect((await caught(request('main', '/users/me'))).retryAfterMs).toBe(7000);
    expect(
      retryAfterOf(
        new Date(Date.parse('2026-01-01T00:00:30Z')).toUTCString(),
        Date.parse('2026-01-01T00:00:00Z'),
      ),
    ).toBe(30_000);
    expect(retryAfterOf('soon')).toBeUndefined();
    respond(fail(503, 'INTERNAL', 'Busy'));
    expect((await caught(request('main', '/users/me'))).retryAfterMs).toBeUndefined();
  });

  it('reports a non-JSON error page with its HTTP status', async () => {
    respond(new Response('Bad gateway', { status: 502 }));
    const error = await caught(request('main', '/users/me'));
    expect(error.code).toBe(502);
    expect(error.message).toBe('Request failed with status 502');
  });

  it.each([
    ['an empty body', ''],
    ['a JSON null', 'null'],
  ])("answers %s with 'No response received from server'", async (_label, body) => {
    respond(new Response(body, { status: 200 }));
    const error = await caught(request('main', '/users/me'));
    expect(error.message).toBe(MESSAGES.noResponse);
    expect(error.message).toBe('No response received from server');
  });

  it("uses 'No response received from server' for an empty error response too", async () => {
    respond(new Response('', { status: 503 }));
    const error = await caught(request('main', '/users/me'));
    expect(error.code).toBe(503);
    expect(error.message).toBe('No response received from server');
  });

  it('rejects an envelope whose success is not true, with its message', async () => {
    respond(new Response(JSON.stringify({ success: false, message: 'Quota exceeded' }), { status: 200 }));
    const error = await caught(request('main', '/users/me'));
    expect(error.code).toBe('API_ERROR');
    expect(error.message).toBe('Quota exceeded');
  });

  it.each([
    ['success false without a message', { success: false }],
    ['a missing envelope', { id: 1 }],
    ['success given as a string', { success: 'true', data: {} }],
    ['an array', [1, 2]],
  ])("rejects %s with 'API request failed'", async (_label, body) => {
    respond(new Response(JSON.stringify(body), { status: 200 }));
    const error = await caught(request('main', '/users/me'));
    expect(error.code).toBe('API_ERROR');
    expect(error.message).toBe('API request failed');
  });
});

describe('request to a cookie-session service (jobs, docs/product.md §7 "sent with cookies")', () => {
  // jsdom has no Cookie Store API, and document.cookie is what the fetch layer reads.
  const setCookie = (value: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = value;
  };
  afterEach(() => setCookie('engagex-csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'));

  it('sends the cookies on every call and the CSRF cookie as x-csrf-token on POST, but not on GET', async () => {
    setCookie('engagex-csrf=csrf-123; path=/');
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'secret-token');
    const fetchMock = stubFetch(async () => ok({}));

    await request('jobs', '/job-applications', { method: 'POST', body: { openingId: 'x' } });
    const post = fetchMock.mock.calls[0];
    expect(post?.[1]?.credentials).toBe('include');
    expect(headersOf(post)['x-csrf-token']).toBe('csrf-123');
    // The bearer header stays: the server accepts either.
    expect(headersOf(post).Authorization).toBe('Bearer secret-token');

    await request('jobs', '/job-applications/my-applications');
    const get = fetchMock.mock.calls[1];
    expect(get?.[1]?.credentials).toBe('include');
    expect(headersOf(get)['x-csrf-token']).toBeUndefined();
  });

  it('sends neither cookies nor a CSRF header to the other services', async () => {
    setCookie('engagex-csrf=csrf-123; path=/');
    const fetchMock = stubFetch(async () => ok({}));
    await request('employee', '/encashment/validate', { method: 'POST', body: { credits: 100 } });
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBeUndefined();
    expect(headersOf(fetchMock.mock.calls[0])['x-csrf-token']).toBeUndefined();
  });

  it('asks the service for the token when the cookie cannot be read, and goes on without it after a 401', async () => {
    const fetchMock = stubFetch(async (input) =>
      String(input).endsWith('/session/csrf') ? ok({ csrfToken: 'from-server' }) : ok({}),
    );
    await request('jobs', '/payments/initiate', { method: 'POST', body: {} });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/jobs/session/csrf',
      '/api/jobs/payments/initiate',
    ]);
    expect(headersOf(fetchMock.mock.calls[1])['x-csrf-token']).toBe('from-server');

    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/session/csrf')
        ? fail(401, 'UNAUTHENTICATED', 'No cookie session; sign in again')
        : ok({ done: true }),
    );
    await expect(request('jobs', '/payments/initiate', { method: 'POST', body: {} })).resolves.toEqual({
      done: true,
    });
    expect(headersOf(fetchMock.mock.calls[3])['x-csrf-token']).toBeUndefined();
  });
});

describe('the jobs cookie session before a write', () => {
  const jwt = (secondsFromNow: number) => {
    const now = Math.floor(Date.now() / 1000);
    const payload = btoa(JSON.stringify({ iat: now - 3600, exp: now + secondsFromNow }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    return `header.${payload}.signature`;
  };
  afterEach(() => {
    setTokenRenewer(null);
    window.localStorage.clear();
  });

  it('renews an expired token before the first write: the CSRF token and the write both go under the new one, no 401', async () => {
    const expired = jwt(-60);
    const fresh = jwt(3600);
    window.localStorage.setItem(STORAGE_KEYS.authToken, expired);
    setTokenRenewer(async () => {
      window.localStorage.setItem(STORAGE_KEYS.authToken, fresh);
      return fresh;
    });
    const fetchMock = stubFetch(async (input, init) => {
      const bearer = headersOf([input, init]).Authorization;
      if (bearer !== `Bearer ${fresh}`) return fail(401, 'UNAUTHENTICATED', 'Token expired');
      return String(input).endsWith('/session/csrf') ? ok({ csrfToken: 'from-server' }) : ok({ id: 'a1' });
    });
    await expect(
      request('jobs', '/job-applications', { method: 'POST', body: { coverNote: 'Hello' } }),
    ).resolves.toEqual({ id: 'a1' });
    expect(
      fetchMock.mock.calls.map(([url, init]) => [String(url), headersOf([url, init]).Authorization]),
    ).toEqual([
      ['/api/jobs/session/csrf', `Bearer ${fresh}`],
      ['/api/jobs/job-applications', `Bearer ${fresh}`],
    ]);
    expect(headersOf(fetchMock.mock.calls[1])['x-csrf-token']).toBe('from-server');
  });

  it('leaves a token still in date alone', async () => {
    const valid = jwt(1800);
    window.localStorage.setItem(STORAGE_KEYS.authToken, valid);
    const renewer = vi.fn(async () => 'never');
    setTokenRenewer(renewer);
    stubFetch(async (input) =>
      String(input).endsWith('/session/csrf') ? ok({ csrfToken: 'from-server' }) : ok({ id: 'a1' }),
    );
    await request('jobs', '/job-applications', { method: 'POST', body: {} });
    expect(renewer).not.toHaveBeenCalled();
  });
});

describe('fieldErrorsOf', () => {
  it("keys a refusal's details by their body path, the first message for each", () => {
    const error = new ApiError(400, 'Validation failed', {
      status: 400,
      details: [
        { path: 'body.links.1', message: 'Links must be web addresses' },
        { path: 'body.links.1', message: 'A second problem with the same link' },
        { path: 'body.personalDetails.phone', message: 'Phone must have 10 digits' },
        { path: 'body', message: 'A body-wide problem has no field' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      'links.1': 'Links must be web addresses',
      'personalDetails.phone': 'Phone must have 10 digits',
    });
  });

  it('is empty for a failure that is not a refusal with details', () => {
    expect(fieldErrorsOf(new ApiError('FETCH_ERROR', fetchErrorMessage()))).toEqual({});
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });
});
