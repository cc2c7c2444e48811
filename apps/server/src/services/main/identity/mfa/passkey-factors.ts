/**
 * Adding and removing passkeys as a person's second factors (decision 092): who may, what the first brings (recovery
 * codes) and what the last needs (a proof). Changes when those rules do.
 */
import type {
  TMfaProofOrNone,
  TMfaStatus,
  TPasskeyRegistered,
  TPasskeyRegisterRequest,
} from '@engagex/contracts';
import type { SealingKey } from '../../../../config.js';
import type { Database } from '../../../../platform/db/database.js';
import type { Executor } from '../../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../../platform/errors.js';
import {
  hasSecondFactor,
  issueRecoveryCodes,
  mfaStatus,
  proofCheck,
  removeSecondFactor,
  requireSecondFactorSession,
  sessionUsed,
  spendProof,
} from './factors.js';
import { addPasskey, takeRegistrationChallenge } from './passkeys.js';
import type { RelyingParty } from './relying-party.js';

/** Holds the person's row for the transaction, so two changes to their factors see each other (decision 092). */
const lockPerson = (trx: Executor, userId: string) =>
  trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();

/**
 * Keeps a passkey the browser made for the challenge it took. A person who already has a second factor adds one
 * only from a session that signed in with one, so a session without it cannot slip in its own. The first second
 * factor brings ten recovery codes, shown this once, as the app's does; the session that proved it counts as
 * signed in with it.
 */
export async function registerPasskey(
  db: Database,
  rp: RelyingParty,
  input: { userId: string; sessionId: string | null; request: TPasskeyRegisterRequest },
): Promise<TPasskeyRegistered> {
  const challenge = await takeRegistrationChallenge(db, input.userId, input.request);
  return db.transaction().execute(async (trx) => {
    await lockPerson(trx, input.userId);
    const first = !(await hasSecondFactor(trx, input.userId));
    if (!first) await requireSecondFactorSession(trx, input.sessionId);
    const passkey = await addPasskey(trx, rp, input.userId, input.request, challenge);
    const recoveryCodes = first ? await issueRecoveryCodes(trx, input.userId) : null;
    await sessionUsed(trx, input.sessionId, 'passkey');
    return { passkey, recoveryCodes };
  });
}

/**
 * Removes one passkey. The last second factor goes only with a proof (a recovery code, or the passkey itself), as
 * turning two-factor sign-in off does, and takes the recovery codes with it; any other passkey goes without one.
 */
export async function removePasskey(
  db: Database,
  rp: RelyingParty,
  keys: readonly SealingKey[],
  input: { userId: string; passkeyId: string; proof: TMfaProofOrNone },
): Promise<TMfaStatus> {
  const passkey = await proofCheck(db, rp, input.userId, input.proof);
  return db.transaction().execute(async (trx) => {
    await lockPerson(trx, input.userId);
    const status = await mfaStatus(trx, input.userId);
    if (!status.passkeys.some((row) => row.id === input.passkeyId)) throw notFound('Passkey');
    const last = !status.totp && status.passkeys.length === 1;
    if (last) {
      if (Object.values(input.proof).every((given) => given === undefined))
        throw new AppError(
          'VALIDATION_ERROR',
          'This is your last second factor: confirm with the passkey itself or a recovery code',
          [
            {
              path: 'recoveryCode',
              message: 'This is your last second factor: confirm with the passkey itself or a recovery code',
            },
          ],
        );
      await spendProof(trx, keys, input.userId, input.proof, passkey);
      await removeSecondFactor(trx, input.userId);
    } else {
      await trx
        .deleteFrom('mfa_passkeys')
        .where('id', '=', input.passkeyId)
        .where('user_id', '=', input.userId)
        .execute();
    }
    return mfaStatus(trx, input.userId);
  });
}
