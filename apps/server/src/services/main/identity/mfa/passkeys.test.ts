import { adminApi } from '@engagex/contracts/api/admin';
import { mfaApi } from '@engagex/contracts/api/mfa';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../../test/api.js';
import {
  DATABASE_KINDS,
  type Injector,
  signIn,
  signInResponse,
  useTestDatabase,
} from '../../../../test/harness.js';
import { addPasskey, SoftAuthenticator, withPasskey } from './passkeys.fixtures.js';

/**
 * Decision 092: passkeys as a second factor, driven by a software authenticator: adding one, the sign-in's second
 * step with it, and what is refused (a replayed challenge, another origin, a counter that went back, a session
 * without a second factor adding its own, the last factor removed without a proof).
 */

/** The first step of a sign-in for someone with a second factor, then the passkey options for its second step. */
async function passkeyStep(app: Injector, email: string) {
  const step = (await signInResponse(app, email)).json().data;
  expect(step).toMatchObject({ mfaRequired: true });
  const mfaToken = step.mfaToken as string;
  const options = await inject(app, mfaApi.passkeySignInOptions, { body: { mfaToken } });
  expect(options.statusCode).toBe(200);
  return { mfaToken, factors: step.factors as string[], options: options.data() };
}

describe.each(DATABASE_KINDS)('passkeys on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await (await database()).build({ REQUIRE_MFA_FOR: 'admin' });
  });
  const factorsOf = async (token: string) => {
    const session = await app.db
      .selectFrom('sessions')
      .select('factors')
      .where('id', '=', (await app.appTokens.verifySignature(token)).sessionId ?? '')
      .executeTakeFirstOrThrow();
    return session.factors;
  };

  it('adds a first passkey with ten recovery codes, then signs in with it as the second step', async () => {
    const email = `first-${kind}@example.com`;
    const { session, authenticator, passkey, recoveryCodes } = await withPasskey(app, email);
    expect(passkey.name).toBe('Laptop');
    expect(recoveryCodes).toHaveLength(10);
    const status = (await inject(app, mfaApi.status, { session })).data();
    expect(status).toMatchObject({ totp: false, recoveryCodesLeft: 10 });
    expect(status.passkeys.map((row) => row.name)).toEqual(['Laptop']);
    // The session that added it counts as signed in with it.
    expect(await factorsOf(session.token)).toEqual(['id_token', 'passkey']);

    const { mfaToken, factors, options } = await passkeyStep(app, email);
    expect(factors).toEqual(['passkey']);
    expect(options).toMatchObject({ rpId: 'localhost', allowCredentials: [{ id: authenticator.id }] });
    const signedIn = await inject(app, mfaApi.verify, {
      body: { mfaToken, passkey: authenticator.assert(options) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await factorsOf(signedIn.data().token)).toEqual(['id_token', 'passkey']);
    const after = (await inject(app, mfaApi.status, { session })).data();
    expect(after.passkeys[0]?.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed answer: a challenge is answered once', async () => {
    const email = `replay-${kind}@example.com`;
    const { authenticator } = await withPasskey(app, email);
    const first = await passkeyStep(app, email);
    const answer = authenticator.assert(first.options);
    expect(
      (await inject(app, mfaApi.verify, { body: { mfaToken: first.mfaToken, passkey: answer } })).statusCode,
    ).toBe(200);
    // The same answer on a new sign-in: its challenge is gone (and was another step's).
    const second = await passkeyStep(app, email);
    const replayed = await inject(app, mfaApi.verify, {
      body: { mfaToken: second.mfaToken, passkey: answer },
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().details).toEqual([
      { path: 'passkey', message: 'That passkey was not accepted; try again' },
    ]);

    // A registration answer sent twice adds one passkey.
    const session = await signIn(app, `replay-add-${kind}@example.com`);
    const another = new SoftAuthenticator();
    const options = (await inject(app, mfaApi.passkeyRegisterOptions, { session })).data();
    const response = another.register(options);
    const added = await inject(app, mfaApi.passkeyRegister, { session, body: { name: 'Phone', response } });
    expect(added.statusCode).toBe(201);
    const again = await inject(app, mfaApi.passkeyRegister, { session, body: { name: 'Phone', response } });
    expect(again.statusCode).toBe(400);
    expect((await inject(app, mfaApi.status, { session })).data().passkeys).toHaveLength(1);
  });

  it('refuses an answer from another origin, and its challenge is spent by the refusal', async () => {
    const email = `origin-${kind}@example.com`;
    const { authenticator } = await withPasskey(app, email);
    const { mfaToken, options } = await passkeyStep(app, email);
    const elsewhere = authenticator.assert(options, { origin: 'https://engagex.example.net' });
    expect((await inject(app, mfaApi.verify, { body: { mfaToken, passkey: elsewhere } })).statusCode).toBe(
      400,
    );
    const right = await inject(app, mfaApi.verify, {
      body: { mfaToken, passkey: authenticator.assert(options) },
    });
    expect(right.statusCode).toBe(400);

    // A passkey made on another origin is not added either.
    const session = await signIn(app, `origin-add-${kind}@example.com`);
    const registration = (await inject(app, mfaApi.passkeyRegisterOptions, { session })).data();
    const foreign = new SoftAuthenticator('https://engagex.example.net').register(registration);
    const refused = await inject(app, mfaApi.passkeyRegister, {
      session,
      body: { name: 'Other', response: foreign },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a signature counter that did not go up (a cloned authenticator)', async () => {
    const email = `counter-${kind}@example.com`;
    const { authenticator } = await withPasskey(app, email);
    const first = await passkeyStep(app, email);
    const at5 = authenticator.assert(first.options, { counter: 5 });
    expect(
      (await inject(app, mfaApi.verify, { body: { mfaToken: first.mfaToken, passkey: at5 } })).statusCode,
    ).toBe(200);
    for (const counter of [5, 3]) {
      const step = await passkeyStep(app, email);
      const clone = authenticator.assert(step.options, { counter });
      expect(
        (await inject(app, mfaApi.verify, { body: { mfaToken: step.mfaToken, passkey: clone } })).statusCode,
      ).toBe(400);
    }
    const next = await passkeyStep(app, email);
    const at6 = authenticator.assert(next.options, { counter: 6 });
    expect(
      (await inject(app, mfaApi.verify, { body: { mfaToken: next.mfaToken, passkey: at6 } })).statusCode,
    ).toBe(200);
  });

  it('adds another passkey only from a session that signed in with a second factor', async () => {
    const email = `second-${kind}@example.com`;
    const { session, authenticator } = await withPasskey(app, email);
    // A session whose sign-in used no second factor (from before the first passkey) cannot add its own.
    const older = await signIn(app, `second-older-${kind}@example.com`);
    await withPasskey(app, `second-older-${kind}@example.com`);
    const refused = await inject(app, mfaApi.passkeyRegisterOptions, { session: older });
    expect(refused.statusCode).toBe(403);
    // Nor an authenticator app, whose proof would also replace the recovery codes.
    expect((await inject(app, mfaApi.totpSetup, { session: older })).statusCode).toBe(403);
    const confirm = await inject(app, mfaApi.totpConfirm, { session: older, body: { code: '123456' } });
    expect(confirm.statusCode).toBe(403);

    const phone = await addPasskey(app, session, new SoftAuthenticator(), 'Phone');
    expect(phone.statusCode).toBe(201);
    expect(phone.data().recoveryCodes).toBeNull();
    // The authenticator already added is excluded from the options, and refused if it answers anyway.
    const options = (await inject(app, mfaApi.passkeyRegisterOptions, { session })).data();
    expect(options.excludeCredentials).toHaveLength(2);
    const twice = await inject(app, mfaApi.passkeyRegister, {
      session,
      body: { name: 'Again', response: authenticator.register(options) },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('removes a passkey; the last one only with a proof, and then sign-in asks for nothing more', async () => {
    const email = `remove-${kind}@example.com`;
    const { session, authenticator, recoveryCodes } = await withPasskey(app, email);
    const phone = (await addPasskey(app, session, new SoftAuthenticator(), 'Phone')).data().passkey;
    const [laptop] = (await inject(app, mfaApi.status, { session })).data().passkeys;
    // No proof is needed while another second factor stays: a DELETE with no body at all does it (decision 100).
    const one = await inject(app, mfaApi.passkeyRemove, { session, params: { id: phone.id } });
    expect(one.statusCode).toBe(200);
    expect(one.data().passkeys.map((row) => row.name)).toEqual(['Laptop']);

    for (const body of [undefined, {}]) {
      const bare = await inject(app, mfaApi.passkeyRemove, {
        session,
        params: { id: laptop?.id ?? '' },
        ...(body && { body }),
      });
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'This is your last second factor: confirm with the passkey itself or a recovery code',
      });
    }
    const proofOptions = (await inject(app, mfaApi.passkeyProofOptions, { session })).data();
    const last = await inject(app, mfaApi.passkeyRemove, {
      session,
      params: { id: laptop?.id ?? '' },
      body: { passkey: authenticator.assert(proofOptions) },
    });
    expect(last.statusCode).toBe(200);
    expect(last.data()).toMatchObject({ totp: false, recoveryCodesLeft: 0, passkeys: [] });
    expect(await factorsOf(session.token)).toEqual(['id_token']);
    expect((await signInResponse(app, email)).json().data).toHaveProperty('token');
    expect(recoveryCodes).toHaveLength(10);
  });

  it("counts as a second factor for a role that needs one, and an admin's reset removes passkeys", async () => {
    const admin = 'admin@engagex.dev';
    const { session } = await withPasskey(app, admin);
    expect((await inject(app, adminApi.users, { session, query: { limit: 10 } })).statusCode).toBe(200);

    const person = `reset-${kind}@example.com`;
    const { session: theirs } = await withPasskey(app, person);
    const listed = (await inject(app, adminApi.users, { session, query: { limit: 10, q: person } })).data();
    const row = listed.users.find((item) => item.email === person);
    expect(row?.twoFactor).toBe(true);
    const reset = await inject(app, adminApi.resetTwoFactor, {
      session,
      params: { id: row?.id ?? '' },
      body: { reason: 'Lost the laptop and the codes' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await inject(app, mfaApi.status, { session: theirs })).data().passkeys).toEqual([]);
  });
});
