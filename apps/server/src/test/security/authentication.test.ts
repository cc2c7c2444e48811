import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../app.js';
import { CSRF_HEADER, cookieNames } from '../../platform/auth/session-cookie.js';
import { signIn, signInResponse, useTestDatabase } from '../harness.js';
import { envelopeProblems, expectFailure } from './envelope.js';
import { concreteUrl, exampleParams, routeKey, routesOf } from './route-table.js';
import { bearer, forgedTokens, PERSONAS, SECRETS, type Session, signedOutSession } from './sessions.js';

/**
 * Every route that answers without a session. A route joins this list only on purpose: one that turns
 * public by mistake (a forgotten `auth`, a refactor) fails the first test below.
 */
const EXPECTED_PUBLIC = [
  // The booking widget shows a published, framed event before its visitor signs in (decision 097).
  'GET /api/cultural-events/embed/events/:id/public',
  // A hot on-sale's waiting room: its settings, counts and draw are for anyone to check (decision 080).
  'GET /api/cultural-events/events/:id/waiting-room',
  'GET /api/dev-idp/.well-known/jwks.json',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/yaml',
  'GET /api/events/embed/events/:id/public',
  'GET /api/events/events/:id/waiting-room',
  'GET /api/main/auth/config',
  'GET /api/main/geo/ip',
  // The location dialog places a device before anyone signs in (decision 044).
  'GET /api/main/geo/reverse',
  'GET /api/main/locales',
  'GET /api/module/health',
  'GET /api/module/ping',
  'GET /api/payments/sandbox/:orderId',
  'POST /api/dev-idp/token',
  'POST /api/main/auth/google',
  // The sign-in's second step: the person holds only its short-lived token, not a session (decisions 089, 092).
  'POST /api/main/auth/mfa/passkey/options',
  'POST /api/main/auth/mfa/verify',
  // Checks the token itself: an expired one may still be renewed within the idle limit (decision 037).
  'POST /api/main/auth/refresh',
  'POST /api/main/referral/clicks',
  'POST /api/payments/sandbox/:orderId/fail',
  'POST /api/payments/sandbox/:orderId/pay',
  'POST /api/payments/webhooks/sandbox',
];

/** With the Razorpay gateway the sandbox routes go and Razorpay's browser-facing ones come. */
const EXPECTED_PUBLIC_WITH_RAZORPAY = [
  ...EXPECTED_PUBLIC.filter((key) => !key.includes('/sandbox')),
  'GET /api/payments/razorpay/checkout.js',
  'GET /api/payments/razorpay/checkout/:orderId',
  'POST /api/payments/razorpay/callback',
  'POST /api/payments/webhooks/razorpay',
].sort();

const RAZORPAY_ENV = {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_security',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret-security',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret-security',
};

const publicKeys = (app: FastifyInstance) =>
  routesOf(app)
    .filter((route) => route.auth === 'public')
    .map(routeKey)
    .sort();

/** A request to the route with valid-looking parameters and a minimal JSON body, and the given headers. */
function requestTo(route: RouteEntry, headers: Record<string, string> = {}): InjectOptions {
  return {
    method: route.method as InjectOptions['method'],
    url: concreteUrl(route, exampleParams(route)),
    headers,
    ...(route.schema?.body ? { payload: {} } : {}),
  };
}

describe('authentication sweep (every route in app.routeTable)', () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;
  let protectedRoutes: RouteEntry[];
  let signedOut: Session;
  let live: Session;

  beforeAll(async () => {
    app = await (await database()).build({ JWT_SECRET: SECRETS.JWT_SECRET });
    protectedRoutes = routesOf(app).filter((route) => route.auth !== 'public');
    signedOut = await signedOutSession(app, 'signed.out@gmail.com');
    live = await signIn(app, PERSONAS.user);
  });

  it('has exactly the expected public routes', async () => {
    expect(publicKeys(app)).toEqual(EXPECTED_PUBLIC);
    const razorpay = await (await database()).build({ JWT_SECRET: SECRETS.JWT_SECRET, ...RAZORPAY_ENV });
    expect(publicKeys(razorpay)).toEqual(EXPECTED_PUBLIC_WITH_RAZORPAY);
  });

  it('sweeps a meaningful surface', () => {
    expect(protectedRoutes.length).toBeGreaterThan(100);
    expect(protectedRoutes.map((route) => route.auth)).toEqual(
      expect.arrayContaining(['user', 'employee', 'admin']),
    );
  });

  /** Sends one request per protected route and returns those that did not answer 401 UNAUTHENTICATED. */
  async function notRefused(headersFor: (route: RouteEntry) => Record<string, string>) {
    const failures: string[] = [];
    for (const route of protectedRoutes) {
      const response = await app.inject(requestTo(route, headersFor(route)));
      const body = response.statusCode === 401 ? response.json() : null;
      const problems = envelopeProblems(response);
      if (body?.code !== 'UNAUTHENTICATED' || problems.length > 0) {
        failures.push(`${routeKey(route)} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    return failures;
  }

  it('refuses every protected route without a token with 401 UNAUTHENTICATED', async () => {
    expect(await notRefused(() => ({}))).toEqual([]);
  });

  it('refuses every protected route with the token of a signed-out user with 401', async () => {
    expect(await notRefused(() => signedOut.headers)).toEqual([]);
  });

  it('refuses forged, expired and foreign tokens on every protected route with 401', async () => {
    const forged = await forgedTokens(live.user.id);
    const failures: Record<string, string[]> = {};
    for (const [flaw, token] of Object.entries(forged)) {
      const refused = await notRefused(() => bearer(token));
      if (refused.length > 0) failures[flaw] = refused;
    }
    expect(failures).toEqual({});
  });

  it('refuses a signed-out session cookie on every cookie route with 401, CSRF header included', async () => {
    const names = cookieNames(app.config);
    const session = await signInResponse(app, 'cookie.out@gmail.com');
    const cookies = Object.fromEntries(session.cookies.map((cookie) => [cookie.name, cookie.value]));
    await app.inject({
      method: 'POST',
      url: '/api/main/auth/logout',
      headers: bearer(session.json().data.token),
    });
    const cookieHeader = `${names.session}=${cookies[names.session]}; ${names.csrf}=${cookies[names.csrf]}`;
    const cookieRoutes = protectedRoutes.filter((route) => route.cookieAuth);
    expect(cookieRoutes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of cookieRoutes) {
      const response = await app.inject(
        requestTo(route, { cookie: cookieHeader, [CSRF_HEADER]: cookies[names.csrf] as string }),
      );
      if (response.statusCode !== 401) failures.push(`${routeKey(route)} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a correctly signed token whose subject is not a user id with 401, not a 500', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('not-a-uuid')
      .setIssuer('engagex')
      .setAudience('engagex-api')
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRETS.JWT_SECRET));
    expectFailure(
      await app.inject({ method: 'GET', url: '/api/main/users/me', headers: bearer(token) }),
      401,
      'UNAUTHENTICATED',
    );
  });
});
