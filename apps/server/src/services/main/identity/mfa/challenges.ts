/**
 * A sign-in's second step (decision 089): the short-lived token the first step answers instead of a session, and
 * redeeming it with a code. Changes when the step's limits do.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TMfaChallenge, TMfaVerifyRequest } from '@engagex/contracts';
import { sql } from 'kysely';
import type { SealingKey } from '../../../../config.js';
import type { Database } from '../../../../platform/db/database.js';
import type { SessionFactor } from '../../../../platform/db/schema.js';
import { AppError } from '../../../../platform/errors.js';
import { type PasskeyCheck, secondFactorsOf, spendProof } from './factors.js';
import { authenticationOptions, takeProofChallenge } from './passkeys.js';
import type { RelyingParty } from './relying-party.js';

/** docs/product.md and the contract: five minutes to type the code. */
export const MFA_CHALLENGE_SECONDS = 5 * 60;
/** Tries per sign-in: a million codes cannot be walked five at a time, and a new sign-in needs the identity again. */
export const MFA_CHALLENGE_TRIES = 5;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const expired = () =>
  new AppError('UNAUTHENTICATED', 'This sign-in has expired or was already used; sign in again');

/** Opens the second step for a person whose identity the first step proved, saying which factors they have. */
export async function openChallenge(db: Database, userId: string): Promise<TMfaChallenge> {
  const factors = await secondFactorsOf(db, userId);
  const mfaToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + MFA_CHALLENGE_SECONDS * 1000);
  await db
    .insertInto('mfa_challenges')
    .values({ token_hash: tokenHash(mfaToken), user_id: userId, expires_at: expiresAt })
    .execute();
  // Old steps nobody finished go with the next one opened; the expiry index keeps this short.
  await db
    .deleteFrom('mfa_challenges')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  return { mfaRequired: true, mfaToken, expiresAt: expiresAt.toISOString(), factors };
}

/** The person a step that is still open belongs to, without counting a try. */
async function openStepOwner(db: Database, hash: string) {
  const row = await db
    .selectFrom('mfa_challenges')
    .select('user_id')
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', MFA_CHALLENGE_TRIES)
    .executeTakeFirst();
  if (!row) throw expired();
  return row.user_id;
}

/** A passkey's options for the second step: a challenge tied to this step, for the person's passkeys (decision 092). */
export async function passkeyStepOptions(db: Database, rp: RelyingParty, mfaToken: string) {
  const hash = tokenHash(mfaToken);
  const userId = await openStepOwner(db, hash);
  return authenticationOptions(db, rp, { userId, purpose: 'sign-in', mfaTokenHash: hash });
}

/**
 * Redeems the step with a code, a passkey's answer or a recovery code: the person it was opened for, and the factor
 * that proved it. Each try is counted before the proof is checked, so the tries hold however many arrive at once; a
 * right proof spends the step, so of two racing with it only one signs in. A passkey's challenge is taken before the
 * transaction, so it is gone even when its answer fails.
 */
export async function redeemChallenge(
  db: Database,
  rp: RelyingParty,
  keys: readonly SealingKey[],
  input: TMfaVerifyRequest,
): Promise<{ userId: string; factor: SessionFactor }> {
  const hash = tokenHash(input.mfaToken);
  const attempt = await db
    .updateTable('mfa_challenges')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', MFA_CHALLENGE_TRIES)
    .returning('user_id')
    .executeTakeFirst();
  if (!attempt) throw expired();
  const passkey: PasskeyCheck | undefined = input.passkey
    ? {
        rp,
        challenge: await takeProofChallenge(
          db,
          { userId: attempt.user_id, purpose: 'sign-in', mfaTokenHash: hash },
          input.passkey,
        ),
      }
    : undefined;
  return db.transaction().execute(async (trx) => {
    const factor = await spendProof(trx, keys, attempt.user_id, input, passkey);
    const spent = await trx
      .updateTable('mfa_challenges')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) throw expired();
    return { userId: attempt.user_id, factor };
  });
}
