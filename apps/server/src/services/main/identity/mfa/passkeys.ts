/**
 * Passkeys as a second factor (WebAuthn through `@simplewebauthn/server`; decision 092): adding one, listing and
 * removing them, and checking one's answer to a challenge. Changes when what a passkey must prove does.
 */
import { randomUUID } from 'node:crypto';
import type {
  TPasskey,
  TPasskeyAssertion,
  TPasskeyOptions,
  TPasskeyRegisterRequest,
} from '@engagex/contracts';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { sql } from 'kysely';
import type { Database } from '../../../../platform/db/database.js';
import type { PasskeyChallengePurpose, SessionFactor } from '../../../../platform/db/schema.js';
import type { Executor } from '../../../../platform/db/transaction.js';
import { AppError } from '../../../../platform/errors.js';
import {
  issuePasskeyChallenge,
  PASSKEY_PROMPT_MS,
  passkeyRefused,
  takePasskeyChallenge,
} from './passkey-challenges.js';
import type { RelyingParty } from './relying-party.js';

const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

/** A person's passkeys, oldest first. */
export async function listPasskeys(executor: Executor, userId: string): Promise<TPasskey[]> {
  const rows = await executor
    .selectFrom('mfa_passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  }));
}

/** The credentials a browser may offer: the person's own, so it prompts for one of them only. */
async function credentialsOf(executor: Executor, userId: string) {
  const rows = await executor
    .selectFrom('mfa_passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({ id: row.credential_id, transports: row.transports }));
}

/**
 * The options for `navigator.credentials.create()`: attestation `none` (which authenticator it is does not
 * matter to a second factor), a resident key preferred so the passkey shows in the person's list of them, and the
 * person's passkeys excluded so one authenticator is not added twice.
 */
export async function registrationOptions(
  db: Database,
  rp: RelyingParty,
  user: { id: string; email: string },
): Promise<TPasskeyOptions> {
  const challenge = await issuePasskeyChallenge(db, { userId: user.id, purpose: 'register' });
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: bytes(user.id.replaceAll('-', '')),
    challenge: bytes(challenge),
    timeout: PASSKEY_PROMPT_MS,
    attestationType: 'none',
    excludeCredentials: await credentialsOf(db, user.id),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  return { ...options };
}

/** The options for `navigator.credentials.get()`, for a sign-in's second step or a proof while signed in. */
export async function authenticationOptions(
  db: Database,
  rp: RelyingParty,
  owner: { userId: string; purpose: Exclude<PasskeyChallengePurpose, 'register'>; mfaTokenHash?: string },
): Promise<TPasskeyOptions> {
  const allowCredentials = await credentialsOf(db, owner.userId);
  if (allowCredentials.length === 0) throw new AppError('CONFLICT', 'You have no passkey');
  const challenge = await issuePasskeyChallenge(db, owner);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials,
    challenge: bytes(challenge),
    timeout: PASSKEY_PROMPT_MS,
    userVerification: 'preferred',
  });
  return { ...options };
}

/** Takes the challenge a new passkey answers (see takePasskeyChallenge: outside the transaction that keeps it). */
export const takeRegistrationChallenge = (
  executor: Executor,
  userId: string,
  input: TPasskeyRegisterRequest,
) => takePasskeyChallenge(executor, { userId, purpose: 'register' }, input.response.response.clientDataJSON);

/** Checks the browser's new credential against the challenge it signed (already taken) and keeps it. */
export async function addPasskey(
  executor: Executor,
  rp: RelyingParty,
  userId: string,
  input: TPasskeyRegisterRequest,
  challenge: string,
): Promise<TPasskey> {
  const verified = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) throw passkeyRefused();
  const { credential } = verified.registrationInfo;
  const id = randomUUID();
  const added = await executor
    .insertInto('mfa_passkeys')
    .values({
      id,
      user_id: userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
    })
    .onConflict((conflict) => conflict.column('credential_id').doNothing())
    .returning(['id', 'name', 'created_at'])
    .executeTakeFirst();
  if (!added) throw new AppError('CONFLICT', 'This passkey is already added');
  return { id: added.id, name: added.name, createdAt: added.created_at.toISOString(), lastUsedAt: null };
}

/**
 * Checks a passkey's answer to a challenge already taken (takePasskeyChallenge) and raises the passkey's signature
 * counter: only an update that raises it (or keeps it at 0, for authenticators that never count) accepts the
 * answer, so a cloned authenticator replaying an older count, or two answers racing with one count, get in once.
 */
export async function spendPasskey(
  executor: Executor,
  rp: RelyingParty,
  userId: string,
  assertion: TPasskeyAssertion,
  challenge: string,
): Promise<SessionFactor> {
  const row = await executor
    .selectFrom('mfa_passkeys')
    .select(['id', 'credential_id', 'public_key', 'counter', 'transports'])
    .where('user_id', '=', userId)
    .where('credential_id', '=', assertion.id)
    .executeTakeFirst();
  if (!row) throw passkeyRefused();
  const verified = await verifyAuthenticationResponse({
    response: assertion as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: {
      id: row.credential_id,
      publicKey: bytes(row.public_key),
      counter: Number(row.counter),
      transports: row.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) throw passkeyRefused();
  const counter = verified.authenticationInfo.newCounter;
  const raised = await executor
    .updateTable('mfa_passkeys')
    .set({ counter, last_used_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where((eb) =>
      eb.or([eb('counter', '<', counter), eb.and([eb('counter', '=', 0), eb.val(counter === 0)])]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!raised) throw passkeyRefused();
  return 'passkey';
}

/** Takes the challenge a passkey proof answers, for the person and purpose; see takePasskeyChallenge. */
export const takeProofChallenge = (
  executor: Executor,
  owner: { userId: string; purpose: 'sign-in' | 'proof'; mfaTokenHash?: string },
  assertion: TPasskeyAssertion,
) => takePasskeyChallenge(executor, owner, assertion.response.clientDataJSON);
