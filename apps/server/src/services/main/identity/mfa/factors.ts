/**
 * A person's second factors (decisions 089, 092): setting up an authenticator app or adding a passkey, proving
 * them, spending a code, a passkey's answer or a recovery code, turning it all off. Changes when a factor is added
 * or how one is spent.
 */
import { randomUUID } from 'node:crypto';
import type { TMfaProof, TMfaProofOrNone, TMfaStatus, TTotpSetup } from '@engagex/contracts';
import { sql } from 'kysely';
import type { SealingKey } from '../../../../config.js';
import type { Database } from '../../../../platform/db/database.js';
import type { SessionFactor } from '../../../../platform/db/schema.js';
import type { Executor } from '../../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../../platform/errors.js';
import { passkeyRefused } from './passkey-challenges.js';
import { listPasskeys, spendPasskey, takeProofChallenge } from './passkeys.js';
import type { RelyingParty } from './relying-party.js';
import { newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeHash, stepOfCode } from './totp.js';
import { openTotpSecret, sealTotpSecret } from './totp-secrets.js';

/** A code or recovery code that is wrong, spent, or for nobody: one sentence, so a guess learns nothing more. */
export const wrongProof = () =>
  new AppError('VALIDATION_ERROR', 'That code is not right, or it was already used; try the next code', [
    { path: 'code', message: 'That code is not right, or it was already used; try the next code' },
  ]);

/** Whether signing in asks this person for a second step: an authenticator app they have proved, or a passkey. */
export async function hasSecondFactor(executor: Executor, userId: string): Promise<boolean> {
  return (await secondFactorsOf(executor, userId)).length > 0;
}

/** Which second factors the person signs in with, as the sign-in's second step offers them. */
export async function secondFactorsOf(executor: Executor, userId: string): Promise<('totp' | 'passkey')[]> {
  const row = await executor
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('mfa_totp')
            .select('user_id')
            .where('user_id', '=', userId)
            .where('confirmed_at', 'is not', null),
        )
        .as('totp'),
      eb.exists(eb.selectFrom('mfa_passkeys').select('id').where('user_id', '=', userId)).as('passkey'),
    ])
    .executeTakeFirstOrThrow();
  return [...(row.totp ? (['totp'] as const) : []), ...(row.passkey ? (['passkey'] as const) : [])];
}

export async function mfaStatus(executor: Executor, userId: string): Promise<TMfaStatus> {
  const row = await executor
    .selectFrom('users')
    .leftJoin('mfa_totp', 'mfa_totp.user_id', 'users.id')
    .select((eb) => [
      'mfa_totp.confirmed_at',
      eb
        .selectFrom('mfa_recovery_codes')
        .select(sql<number>`count(*)::int`.as('left'))
        .whereRef('mfa_recovery_codes.user_id', '=', 'users.id')
        .where('mfa_recovery_codes.used_at', 'is', null)
        .as('codes_left'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('User');
  const on = row.confirmed_at !== null && row.confirmed_at !== undefined;
  const passkeys = await listPasskeys(executor, userId);
  return {
    totp: on,
    enabledAt: on ? (row.confirmed_at as Date).toISOString() : null,
    recoveryCodesLeft: on || passkeys.length > 0 ? Number(row.codes_left ?? 0) : 0,
    passkeys,
  };
}

/** Refuses a session whose sign-in used no second factor (for a person who has one). */
export async function requireSecondFactorSession(executor: Executor, sessionId: string | null) {
  const session = sessionId
    ? await executor.selectFrom('sessions').select('factors').where('id', '=', sessionId).executeTakeFirst()
    : undefined;
  if (!session?.factors.some((factor) => factor !== 'id_token'))
    throw new AppError(
      'FORBIDDEN',
      'Sign in with your second factor first: this session signed in without it',
    );
}

/**
 * A new secret for the person's app, replacing one set up and not yet proved. It is kept sealed (decision 100): the
 * person sees it this once, the database never. Refused once one is proved: a second
 * app would need the first turned off, with a code, so a stolen session cannot add its own. A person who signs in
 * with a passkey adds an app only from a session that used it (decision 092), as they add another passkey.
 */
export async function setUpTotp(
  db: Database,
  keys: readonly SealingKey[],
  user: { id: string; email: string; sessionId: string | null },
): Promise<TTotpSetup> {
  if (await hasSecondFactor(db, user.id)) await requireSecondFactorSession(db, user.sessionId);
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(keys, user.id, secret);
  const written = await db
    .insertInto('mfa_totp')
    .values({ user_id: user.id, secret: sealed })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ secret: sealed, last_step: null })
        .where('mfa_totp.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (!written)
    throw new AppError(
      'CONFLICT',
      'Two-factor sign-in is already on; turn it off first to set up another app',
    );
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

/**
 * Takes a code from the person's app once: its time step must be later than the last one accepted, so a code seen
 * over a shoulder or sent twice is refused the second time. `confirmed` says which app: the proved one (sign-in,
 * turning off) or the one being set up.
 */
async function spendTotpCode(
  executor: Executor,
  keys: readonly SealingKey[],
  userId: string,
  code: string,
  confirmed: boolean,
): Promise<boolean> {
  const row = await executor
    .selectFrom('mfa_totp')
    .select('secret')
    .where('user_id', '=', userId)
    .where('confirmed_at', confirmed ? 'is not' : 'is', null)
    .executeTakeFirst();
  const step = row ? stepOfCode(openTotpSecret(keys, userId, row.secret), code) : null;
  if (step === null) return false;
  const taken = await executor
    .updateTable('mfa_totp')
    .set({ last_step: step, ...(confirmed ? {} : { confirmed_at: sql<Date>`now()` }) })
    .where('user_id', '=', userId)
    .where('confirmed_at', confirmed ? 'is not' : 'is', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .returning('user_id')
    .executeTakeFirst();
  return taken !== undefined;
}

async function spendRecoveryCode(executor: Executor, userId: string, code: string): Promise<boolean> {
  const spent = await executor
    .updateTable('mfa_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}

/** A passkey's answer checks against the challenge it signed, taken before the transaction that spends it. */
export type PasskeyCheck = { rp: RelyingParty; challenge: string };

/** Spends the proof a person gave, or throws; answers the factor it proved. `keys` open the app's secret. */
export async function spendProof(
  executor: Executor,
  keys: readonly SealingKey[],
  userId: string,
  proof: TMfaProofOrNone,
  passkey?: PasskeyCheck,
): Promise<SessionFactor> {
  if (proof.code !== undefined) {
    if (await spendTotpCode(executor, keys, userId, proof.code, true)) return 'totp';
  } else if (proof.recoveryCode !== undefined) {
    if (await spendRecoveryCode(executor, userId, proof.recoveryCode)) return 'recovery_code';
  } else if (proof.passkey !== undefined) {
    if (!passkey) throw passkeyRefused();
    return spendPasskey(executor, passkey.rp, userId, proof.passkey, passkey.challenge);
  }
  throw wrongProof();
}

/** Takes the challenge of a passkey proof given while signed in (none for a code); see passkey-challenges.ts. */
export async function proofCheck(
  db: Database,
  rp: RelyingParty,
  userId: string,
  proof: TMfaProofOrNone,
): Promise<PasskeyCheck | undefined> {
  if (!proof.passkey) return undefined;
  return { rp, challenge: await takeProofChallenge(db, { userId, purpose: 'proof' }, proof.passkey) };
}

/** Ten new recovery codes, replacing any the person had. */
export async function issueRecoveryCodes(executor: Executor, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await executor.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await executor
    .insertInto('mfa_recovery_codes')
    .values(codes.map((code) => ({ id: randomUUID(), user_id: userId, code_hash: recoveryCodeHash(code) })))
    .execute();
  return codes;
}

/** The session that proved a new factor counts as signed in with it (decision 089). */
export async function sessionUsed(executor: Executor, sessionId: string | null, factor: SessionFactor) {
  if (!sessionId) return;
  await executor
    .updateTable('sessions')
    .set({ factors: sql<SessionFactor[]>`array_append(factors, ${factor}::text)` })
    .where('id', '=', sessionId)
    .where(sql<boolean>`not (${factor}::text = any(factors))`)
    .execute();
}

/**
 * The first code from the app proves it: two-factor sign-in is on from then, and the person gets ten recovery
 * codes, shown this once. The session that proved it counts as signed in with it.
 */
export async function confirmTotp(
  db: Database,
  keys: readonly SealingKey[],
  input: { userId: string; sessionId: string | null; code: string },
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    // Before the code is spent only a passkey counts here: its holder proves the app from a session that used one,
    // or a stolen session could replace their recovery codes (decision 092).
    if (await hasSecondFactor(trx, input.userId)) await requireSecondFactorSession(trx, input.sessionId);
    if (!(await spendTotpCode(trx, keys, input.userId, input.code, false))) {
      const on = await hasSecondFactor(trx, input.userId);
      if (on) throw new AppError('CONFLICT', 'Two-factor sign-in is already on');
      throw wrongProof();
    }
    const codes = await issueRecoveryCodes(trx, input.userId);
    await sessionUsed(trx, input.sessionId, 'totp');
    return codes;
  });
}

/**
 * Removes the person's app and recovery codes; sessions signed in with them no longer count as such, so a role
 * that needs a second factor needs a sign-in with one. Answers what there was, or null when there was nothing.
 */
export async function removeSecondFactor(executor: Executor, userId: string): Promise<TMfaStatus | null> {
  const before = await mfaStatus(executor, userId);
  if (!before.totp && before.passkeys.length === 0) return null;
  await executor.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await executor.deleteFrom('mfa_totp').where('user_id', '=', userId).execute();
  await executor.deleteFrom('mfa_passkeys').where('user_id', '=', userId).execute();
  await executor.deleteFrom('mfa_passkey_challenges').where('user_id', '=', userId).execute();
  await executor
    .updateTable('sessions')
    .set({ factors: ['id_token'] })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where(sql<boolean>`factors <> array['id_token']`)
    .execute();
  return before;
}

/**
 * Turns two-factor sign-in off with a current code, passkey or recovery code; the secret, the passkeys and the codes
 * are deleted.
 */
export async function disableMfa(
  db: Database,
  rp: RelyingParty,
  keys: readonly SealingKey[],
  userId: string,
  proof: TMfaProof,
): Promise<TMfaStatus> {
  const passkey = await proofCheck(db, rp, userId, proof);
  return db.transaction().execute(async (trx) => {
    if (!(await hasSecondFactor(trx, userId))) throw new AppError('CONFLICT', 'Two-factor sign-in is not on');
    await spendProof(trx, keys, userId, proof, passkey);
    await removeSecondFactor(trx, userId);
    return mfaStatus(trx, userId);
  });
}
