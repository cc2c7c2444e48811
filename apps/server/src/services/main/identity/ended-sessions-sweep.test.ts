import { identityApi } from '@engagex/contracts/api/identity';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../../app.js';
import { CSRF_HEADER, cookieNames } from '../../../platform/auth/session-cookie.js';
import { inject } from '../../../test/api.js';
import { signInResponse, useTestDatabase } from '../../../test/harness.js';
import { concreteUrl, exampleParams, routeKey, routesOf } from '../../../test/security/route-table.js';
import { endSessions, suspendUser } from './session-records.js';

/**
 * Decision 047: a session an admin ended, and every session of a suspended user, is refused by every route
 * that is not public (by bearer token, and by cookie on the jobs service's cookie routes), before any handler.
 */

type Signed = { token: string; userId: string; cookie: string; csrf: string };

describe('ended sessions on every route (app.routeTable)', () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;
  let protectedRoutes: RouteEntry[];

  beforeAll(async () => {
    app = await (await database()).build();
    protectedRoutes = routesOf(app).filter((route) => route.auth !== 'public');
  });

  async function signedIn(email: string): Promise<Signed> {
    const response = await signInResponse(app, email);
    const names = cookieNames(app.config);
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
    const { token, user } = response.json().data as { token: string; user: { id: string } };
    return {
      token,
      userId: user.id,
      cookie: `${names.session}=${cookies[names.session]}; ${names.csrf}=${cookies[names.csrf]}`,
      csrf: cookies[names.csrf] as string,
    };
  }

  function requestTo(route: RouteEntry, headers: Record<string, string>): InjectOptions {
    return {
      method: route.method as InjectOptions['method'],
      url: concreteUrl(route, exampleParams(route)),
      headers,
      ...(route.schema?.body ? { payload: {} } : {}),
    };
  }

  /** Every protected route by bearer, and every cookie route by cookie: what did not answer 401 with `message`. */
  async function notRefused(session: Signed, message: string, suspensionReason?: string) {
    const failures: string[] = [];
    const check = async (route: RouteEntry, headers: Record<string, string>, how: string) => {
      const response = await app.inject(requestTo(route, headers));
      const body = response.json() as { code?: string; message?: string; suspension?: { reason?: string } };
      if (response.statusCode !== 401 || body.message !== message)
        failures.push(`${how} ${routeKey(route)} -> ${response.statusCode} ${body.message}`);
      // Decision 048: a suspended person's refusal says why, whichever route met it.
      else if (suspensionReason !== undefined && body.suspension?.reason !== suspensionReason)
        failures.push(`${how} ${routeKey(route)} -> no suspension reason`);
    };
    for (const route of protectedRoutes) {
      await check(route, { authorization: `Bearer ${session.token}` }, 'bearer');
      if (route.cookieAuth)
        await check(route, { cookie: session.cookie, [CSRF_HEADER]: session.csrf }, 'cookie');
    }
    return failures;
  }

  it('sweeps a meaningful surface', () => {
    expect(protectedRoutes.length).toBeGreaterThan(100);
    expect(protectedRoutes.filter((route) => route.cookieAuth).length).toBeGreaterThan(10);
  });

  it('refuses a session an admin ended with 401 on every protected route', async () => {
    const session = await signedIn('sweep.revoked@gmail.com');
    await endSessions(app.db, { userId: session.userId, reason: 'revoked' });
    app.signedIn.forgetUser(session.userId);
    expect(await notRefused(session, 'Session was ended by an administrator')).toEqual([]);
  });

  it('refuses a suspended user with 401 on every protected route, and their renewal with 403', async () => {
    const session = await signedIn('sweep.suspended@gmail.com');
    await suspendUser(app.db, { userId: session.userId, reason: 'Sweep' });
    app.signedIn.forgetUser(session.userId);
    expect(await notRefused(session, 'This account is suspended', 'Sweep')).toEqual([]);
    const renewal = await inject(app, identityApi.refresh, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(renewal.statusCode).toBe(403);
    expect(renewal.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This account is suspended',
      suspension: { reason: 'Sweep', appealTo: 'support@engagex.dev' },
    });
  });
});
