import { adminApi } from '@engagex/contracts/api/admin';
import { identityApi } from '@engagex/contracts/api/identity';
import { mfaApi } from '@engagex/contracts/api/mfa';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_NEEDED } from '../../../../platform/auth/auth.js';
import { inject } from '../../../../test/api.js';
import { DATABASE_KINDS, signIn, signInResponse, useTestDatabase } from '../../../../test/harness.js';
import { codeAt } from './totp.js';

/** Decision 089: REQUIRE_MFA_FOR withholds a role from sessions that did not sign in with a second factor. */

const ADMIN = 'admin@engagex.dev';
const usersPage = { page: 1, limit: 10 };

describe.each(DATABASE_KINDS)('roles that need a second factor, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await (await database()).build({ REQUIRE_MFA_FOR: 'admin' });
  });
  const console = (headers: Record<string, string>) =>
    inject(app, adminApi.users, { headers, query: usersPage });

  it('refuses the console to an admin without one, says why, and leaves the rest of the portal', async () => {
    const admin = await signIn(app, ADMIN);
    const refused = await console(admin.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: SECOND_FACTOR_NEEDED });
    const me = await inject(app, identityApi.me, { headers: admin.headers });
    expect(me.statusCode).toBe(200);
    // The account still has the role: the page shows the console's way in, and says what this session lacks.
    expect(me.data().roles).toContain('admin');
    expect(me.data().awaitingSecondFactor).toEqual(['admin']);
    expect((await signInResponse(app, ADMIN)).json().data.user.awaitingSecondFactor).toEqual(['admin']);
    expect((await inject(app, mfaApi.status, { headers: admin.headers })).statusCode).toBe(200);

    // Setting up the app in this session proves it here: the console opens without signing in again.
    const { secret } = (await inject(app, mfaApi.totpSetup, { headers: admin.headers })).data();
    expect((await console(admin.headers)).statusCode).toBe(403);
    const confirmed = await inject(app, mfaApi.totpConfirm, {
      headers: admin.headers,
      body: { code: codeAt(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await console(admin.headers)).statusCode).toBe(200);
    expect((await inject(app, identityApi.me, { headers: admin.headers })).data()).not.toHaveProperty(
      'awaitingSecondFactor',
    );

    // A new sign-in takes the second step, and with it the console.
    const step = (await signInResponse(app, ADMIN)).json().data;
    expect(step).toMatchObject({ mfaRequired: true });
    const signedIn = await inject(app, mfaApi.verify, {
      body: { mfaToken: step.mfaToken, code: codeAt(secret, Date.now() + 30_000) },
    });
    const headers = { authorization: `Bearer ${signedIn.data().token}` };
    expect((await console(headers)).statusCode).toBe(200);

    // Turned off, no session counts as signed in with it any more, this one included.
    const off = await inject(app, mfaApi.disable, {
      headers,
      body: { recoveryCode: confirmed.data().recoveryCodes[0] ?? '' },
    });
    expect(off.statusCode).toBe(200);
    expect((await console(headers)).statusCode).toBe(403);
    expect((await console(admin.headers)).statusCode).toBe(403);
  });

  it('asks nothing more of a role REQUIRE_MFA_FOR does not name, and a non-admin meets the plain refusal', async () => {
    const person = await signIn(app, `plain-${kind}@example.com`);
    expect((await inject(app, identityApi.me, { headers: person.headers })).data()).not.toHaveProperty(
      'awaitingSecondFactor',
    );
    const refused = await console(person.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).not.toBe(SECOND_FACTOR_NEEDED);
    const employee = await signIn(app, `staff-${kind}@engagex.dev`);
    const me = await inject(app, identityApi.me, { headers: employee.headers });
    expect(me.data().roles).toContain('employee');
  });
});

describe('roles that need a second factor by default', () => {
  const database = useTestDatabase('pglite');
  it('need none outside production', async () => {
    const app = await (await database()).build();
    const admin = await signIn(app, ADMIN);
    expect((await inject(app, adminApi.users, { headers: admin.headers, query: usersPage })).statusCode).toBe(
      200,
    );
  });
});
