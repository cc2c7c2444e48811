/**
 * WebAuthn challenges (decision 092): handed out for one purpose to one person, kept in the database so any process
 * can take the answer, and taken once: the answer deletes the row before its signature is checked, so a replay, a
 * second process racing with the same answer, or an answer that failed finds nothing. Changes when a ceremony is
 * added or the challenges' lifetime does.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { PasskeyChallengePurpose } from '../../../../platform/db/schema.js';
import type { Executor } from '../../../../platform/db/transaction.js';
import { AppError } from '../../../../platform/errors.js';

/** As long as the sign-in's second step (challenges.ts): the browser's own prompt gives up sooner. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;
/** What the browser is told to wait for the person's touch or fingerprint. */
export const PASSKEY_PROMPT_MS = 2 * 60 * 1000;

export const passkeyRefused = () =>
  new AppError('VALIDATION_ERROR', 'That passkey was not accepted; try again', [
    { path: 'passkey', message: 'That passkey was not accepted; try again' },
  ]);

type Owner = { userId: string; purpose: PasskeyChallengePurpose; mfaTokenHash?: string | null };

/** A new challenge, base64url, as the browser gets it in its options. */
export async function issuePasskeyChallenge(executor: Executor, owner: Owner): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await executor
    .insertInto('mfa_passkey_challenges')
    .values({
      challenge,
      user_id: owner.userId,
      purpose: owner.purpose,
      mfa_token_hash: owner.mfaTokenHash ?? null,
      expires_at: new Date(Date.now() + PASSKEY_CHALLENGE_SECONDS * 1000),
    })
    .execute();
  // Challenges nobody answered go with the next one handed out; the expiry index keeps this short.
  await executor
    .deleteFrom('mfa_passkey_challenges')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  return challenge;
}

/** The challenge a browser signed, as its client data says; the signature check confirms it (the library's). */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Takes the challenge an answer signed, if it was handed out to this person for this purpose (and this sign-in) and
 * has not expired; throws otherwise. Run it outside the transaction that checks the answer, so the challenge is gone
 * even when the check fails and the transaction rolls back.
 */
export async function takePasskeyChallenge(
  executor: Executor,
  owner: Owner,
  clientDataJSON: string,
): Promise<string> {
  const challenge = challengeOf(clientDataJSON);
  if (challenge === null) throw passkeyRefused();
  let taking = executor
    .deleteFrom('mfa_passkey_challenges')
    .where('challenge', '=', challenge)
    .where('user_id', '=', owner.userId)
    .where('purpose', '=', owner.purpose)
    .where('expires_at', '>', sql<Date>`now()`);
  if (owner.mfaTokenHash) taking = taking.where('mfa_token_hash', '=', owner.mfaTokenHash);
  const taken = await taking.returning('challenge').executeTakeFirst();
  if (!taken) throw passkeyRefused();
  return taken.challenge;
}
