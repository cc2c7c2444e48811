import { identityApi } from '@engagex/contracts/api/identity';
import { mfaApi } from '@engagex/contracts/api/mfa';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from '../../../../test/api.js';
import {
  DATABASE_KINDS,
  type Injector,
  signIn,
  signInResponse,
  useTestDatabase,
} from '../../../../test/harness.js';
import { MFA_CHALLENGE_TRIES } from './challenges.js';
import { withTwoFactor } from './mfa.fixtures.js';
import { codeAt } from './totp.js';

/** Decision 089: an authenticator app as a second factor, its recovery codes, and the sign-in's second step. */

const STEP_MS = 30_000;

/** The first step of a sign-in for someone with a second factor: the token of the second step. */
async function firstStep(app: Injector, email: string): Promise<string> {
  const answer = (await signInResponse(app, email)).json().data;
  expect(answer).toMatchObject({ mfaRequired: true });
  expect(answer).not.toHaveProperty('token');
  return answer.mfaToken as string;
}

describe.each(DATABASE_KINDS)('two-factor sign-in on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await (await database()).build();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is on only once a code from the app proves it, and answers ten recovery codes that once', async () => {
    const session = await signIn(app, `setup-${kind}@example.com`);
    expect((await inject(app, mfaApi.status, { session })).data()).toEqual({
      totp: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      passkeys: [],
    });
    const setup = (await inject(app, mfaApi.totpSetup, { session })).data();
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/EngageX:setup-.*\?.*secret=/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);

    const wrong = await inject(app, mfaApi.totpConfirm, { session, body: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect((await inject(app, mfaApi.status, { session })).data().totp).toBe(false);
    // Signing in again still asks nothing: an app set up and not proved is not a factor.
    expect((await signInResponse(app, `setup-${kind}@example.com`)).json().data).toHaveProperty('token');

    const confirmed = await inject(app, mfaApi.totpConfirm, {
      session,
      body: { code: codeAt(setup.secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.data();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const status = (await inject(app, mfaApi.status, { session })).data();
    expect(status).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    expect(status.enabledAt).not.toBeNull();

    // A second app cannot be added over the first, nor the first confirmed again.
    expect((await inject(app, mfaApi.totpSetup, { session })).statusCode).toBe(409);
    const stored = await app.db
      .selectFrom('mfa_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', session.user.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(recoveryCodes).not.toContain(code_hash);
    const proved = await app.db
      .selectFrom('sessions')
      .select('factors')
      .where('user_id', '=', session.user.id)
      .orderBy('signed_in_at', 'desc')
      .execute();
    expect(proved.map((row) => row.factors)).toContainEqual(['id_token', 'totp']);
  });

  it('asks for the second step at sign-in and takes each code once', async () => {
    const email = `codes-${kind}@example.com`;
    const { secret, confirmedWith } = await withTwoFactor(app, email);

    const first = await firstStep(app, email);
    // The code that proved the app is spent; the next step's is already good (one step either side).
    const spent = await inject(app, mfaApi.verify, { body: { mfaToken: first, code: confirmedWith } });
    expect(spent.statusCode).toBe(400);
    const next = codeAt(secret, Date.now() + STEP_MS);
    const signedIn = await inject(app, mfaApi.verify, { body: { mfaToken: first, code: next } });
    expect(signedIn.statusCode).toBe(200);
    const { token, user, isNewUser } = signedIn.data();
    expect(user.email).toBe(email);
    expect(isNewUser).toBe(false);
    expect(
      (await inject(app, identityApi.me, { headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    const factors = await app.db
      .selectFrom('sessions')
      .select('factors')
      .where('user_id', '=', user.id)
      .orderBy('signed_in_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(factors.factors).toEqual(['id_token', 'totp']);

    // The same step's token is spent; the same code on a new sign-in is refused (seen over a shoulder).
    expect((await inject(app, mfaApi.verify, { body: { mfaToken: first, code: next } })).statusCode).toBe(
      401,
    );
    const second = await firstStep(app, email);
    expect((await inject(app, mfaApi.verify, { body: { mfaToken: second, code: next } })).statusCode).toBe(
      400,
    );
    // An earlier step's code, still within the window, is refused too: codes only move forward (or, thirty seconds
    // on, it is the step just spent).
    expect(
      (await inject(app, mfaApi.verify, { body: { mfaToken: second, code: codeAt(secret) } })).statusCode,
    ).toBe(400);
  });

  it('takes a recovery code once, with or without its dash, and counts what is left', async () => {
    const email = `recovery-${kind}@example.com`;
    const { session, recoveryCodes } = await withTwoFactor(app, email);
    const [first = '', second = ''] = recoveryCodes;
    const step = await firstStep(app, email);
    const used = await inject(app, mfaApi.verify, {
      body: { mfaToken: step, recoveryCode: first.toUpperCase().replace('-', '') },
    });
    expect(used.statusCode).toBe(200);
    const again = await firstStep(app, email);
    expect(
      (await inject(app, mfaApi.verify, { body: { mfaToken: again, recoveryCode: first } })).statusCode,
    ).toBe(400);
    expect(
      (await inject(app, mfaApi.verify, { body: { mfaToken: again, recoveryCode: second } })).statusCode,
    ).toBe(200);
    expect((await inject(app, mfaApi.status, { session })).data().recoveryCodesLeft).toBe(8);
    const factors = await app.db
      .selectFrom('sessions')
      .select('factors')
      .where('user_id', '=', session.user.id)
      .orderBy('signed_in_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(factors.factors).toEqual(['id_token', 'recovery_code']);
  });

  it(`gives a sign-in's second step ${MFA_CHALLENGE_TRIES} tries and five minutes`, async () => {
    const email = `tries-${kind}@example.com`;
    const { secret } = await withTwoFactor(app, email);
    const step = await firstStep(app, email);
    for (let i = 0; i < MFA_CHALLENGE_TRIES; i++) {
      const guess = await inject(app, mfaApi.verify, { body: { mfaToken: step, code: String(100000 + i) } });
      expect(guess.statusCode).toBe(400);
    }
    const late = codeAt(secret, Date.now() + STEP_MS);
    const refused = await inject(app, mfaApi.verify, { body: { mfaToken: step, code: late } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'This sign-in has expired or was already used; sign in again',
    });

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 6 * 60_000 });
    const old = await firstStep(app, email);
    vi.useRealTimers();
    expect((await inject(app, mfaApi.verify, { body: { mfaToken: old, code: late } })).statusCode).toBe(401);
    expect(
      (await inject(app, mfaApi.verify, { body: { mfaToken: 'x'.repeat(43), code: late } })).statusCode,
    ).toBe(401);
    // The code those refusals never spent still signs in on a fresh step.
    expect(
      (await inject(app, mfaApi.verify, { body: { mfaToken: await firstStep(app, email), code: late } }))
        .statusCode,
    ).toBe(200);
  });

  it('turns off only with a current code or a recovery code, and then signs in with the identity alone', async () => {
    const email = `off-${kind}@example.com`;
    const { session, secret, recoveryCodes } = await withTwoFactor(app, email);
    expect((await inject(app, mfaApi.disable, { session, body: { code: '123456' } })).statusCode).toBe(400);
    expect((await inject(app, mfaApi.disable, { session, body: {} })).statusCode).toBe(400);
    // Without a body at all, the same answer: which proof is missing (decision 100).
    expect((await inject(app, mfaApi.disable, { session })).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid body.code: Give either a code from your app, a recovery code or a passkey',
    });
    expect(
      (
        await inject(app, mfaApi.disable, {
          session,
          body: { code: codeAt(secret), recoveryCode: recoveryCodes[0] },
        })
      ).statusCode,
    ).toBe(400);
    expect((await inject(app, mfaApi.status, { session })).data().totp).toBe(true);
    const off = await inject(app, mfaApi.disable, {
      session,
      body: { recoveryCode: recoveryCodes[3] ?? '' },
    });
    expect(off.statusCode).toBe(200);
    expect(off.data()).toEqual({ totp: false, enabledAt: null, recoveryCodesLeft: 0, passkeys: [] });
    expect((await signInResponse(app, email)).json().data).toHaveProperty('token');
    expect((await inject(app, mfaApi.disable, { session, body: { code: codeAt(secret) } })).statusCode).toBe(
      409,
    );
    const left = await app.db
      .selectFrom('mfa_recovery_codes')
      .select('id')
      .where('user_id', '=', session.user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('signs in once when the same right code arrives many times at once', async () => {
    const email = `burst-${kind}@example.com`;
    const { secret } = await withTwoFactor(app, email);
    const step = await firstStep(app, email);
    const code = codeAt(secret, Date.now() + STEP_MS);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => inject(app, mfaApi.verify, { body: { mfaToken: step, code } })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 400, 401].includes(answer.statusCode))).toBe(true);
  });
});
