import { mfaApi } from '@engagex/contracts/api/mfa';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../../test/api.js';
import { signInResponse } from '../../../../test/harness.js';
import { useProcesses } from '../../../../test/processes.js';
import { withTwoFactor } from './mfa.fixtures.js';
import { codeAt } from './totp.js';

/**
 * Decision 089 on two API processes sharing one PostgreSQL: a sign-in's second step and each code are spent once
 * however many requests race for them, from whichever process.
 */
describe('two-factor sign-in on two processes', () => {
  const split = useProcesses({ first: 'main,devIdp', second: 'main,devIdp' });
  const apps = () => [split.processes.first.app, split.processes.second.app];
  const secondStep = async (email: string) =>
    (await signInResponse(split.processes.first.app, email)).json().data.mfaToken as string;

  it('signs in once when one step and one code race on both processes', async () => {
    const email = 'race-step@example.com';
    const { secret } = await withTwoFactor(split.processes.first.app, email);
    const step = await secondStep(email);
    const code = codeAt(secret, Date.now() + 30_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inject(apps()[i % 2] ?? split.balancer, mfaApi.verify, { body: { mfaToken: step, code } }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const sessions = await split.db.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.factors')
      .where('users.email', '=', email)
      .execute();
    // The session that proved the app, and the one sign-in the race let through.
    expect(sessions.map((row) => row.factors).sort()).toEqual([
      ['id_token', 'totp'],
      ['id_token', 'totp'],
    ]);
  });

  it('takes a code once across processes: two sign-ins racing with the same code, one on each, one gets in', async () => {
    const email = 'race-code@example.com';
    const { secret } = await withTwoFactor(split.processes.second.app, email);
    const code = codeAt(secret, Date.now() + 30_000);
    const steps = await Promise.all([
      secondStep(email),
      secondStep(email),
      secondStep(email),
      secondStep(email),
    ]);
    const answers = await Promise.all(
      steps.map((step, i) =>
        inject(apps()[i % 2] ?? split.balancer, mfaApi.verify, { body: { mfaToken: step, code } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });

  it('spends a recovery code once when two sign-ins race with it', async () => {
    const email = 'race-recovery@example.com';
    const { recoveryCodes } = await withTwoFactor(split.processes.first.app, email);
    const recoveryCode = recoveryCodes[5] ?? '';
    const steps = await Promise.all(Array.from({ length: 6 }, () => secondStep(email)));
    const answers = await Promise.all(
      steps.map((step, i) =>
        inject(apps()[i % 2] ?? split.balancer, mfaApi.verify, { body: { mfaToken: step, recoveryCode } }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });
});
