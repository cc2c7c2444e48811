import { mfaApi } from '@engagex/contracts/api/mfa';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../../test/api.js';
import { signIn, signInResponse } from '../../../../test/harness.js';
import { PUBLIC_URL, useProcesses } from '../../../../test/processes.js';
import { SoftAuthenticator, withPasskey } from './passkeys.fixtures.js';

/**
 * Decision 092 on two API processes sharing one PostgreSQL: a WebAuthn challenge begun on one process is finished
 * on either, and once, however many answers race for it.
 */
describe('passkeys on two processes', () => {
  const split = useProcesses({ first: 'main,devIdp', second: 'main,devIdp' });
  const apps = () => [split.processes.first.app, split.processes.second.app];

  it('adds one passkey when the same registration answer is finished on both processes at once', async () => {
    const session = await signIn(split.processes.first.app, 'race-add@example.com');
    const options = (
      await inject(split.processes.first.app, mfaApi.passkeyRegisterOptions, { session })
    ).data();
    const response = new SoftAuthenticator(PUBLIC_URL).register(options);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        inject(apps()[i % 2] ?? split.balancer, mfaApi.passkeyRegister, {
          session,
          body: { name: `Laptop ${i}`, response },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    const status = (await inject(split.processes.second.app, mfaApi.status, { session })).data();
    expect(status.passkeys).toHaveLength(1);
  });

  it('signs in once when the same passkey answer races on both processes', async () => {
    const email = 'race-passkey@example.com';
    const { authenticator } = await withPasskey(split.processes.second.app, email, PUBLIC_URL);
    const mfaToken = (await signInResponse(split.processes.first.app, email)).json().data.mfaToken as string;
    // Begun on the first process, finished on both.
    const options = (
      await inject(split.processes.first.app, mfaApi.passkeySignInOptions, { body: { mfaToken } })
    ).data();
    const passkey = authenticator.assert(options);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        inject(apps()[i % 2] ?? split.balancer, mfaApi.verify, { body: { mfaToken, passkey } }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const counters = await split.db.db
      .selectFrom('mfa_passkeys')
      .innerJoin('users', 'users.id', 'mfa_passkeys.user_id')
      .select('mfa_passkeys.counter')
      .where('users.email', '=', email)
      .execute();
    expect(counters.map((row) => Number(row.counter))).toEqual([1]);
  });
});
