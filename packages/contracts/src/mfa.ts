import { z } from 'zod';

/**
 * Two-factor sign-in (decision 089): a code from an authenticator app (TOTP, RFC 6238), a passkey (WebAuthn,
 * decision 092) or a single-use recovery code, asked after the identity provider's sign-in. Changes when a factor
 * is added.
 */

/** Six digits, as authenticator apps show them (spaces people type are taken out by the form, not here). */
export const ZTotpCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

/** A recovery code as handed out: ten letters and digits in two groups, `abcde-12345`. */
export const ZRecoveryCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z2-7]{5}-?[a-z2-7]{5}$/, 'Enter a recovery code as it was given to you, like abcde-23456');

/** What a sign-in answers instead of a session when the person has a second factor. */
export const ZMfaChallenge = z
  .object({
    mfaRequired: z.literal(true),
    /** Valid for five minutes and for one completed sign-in. */
    mfaToken: z.string(),
    expiresAt: z.iso.datetime(),
    /** Which second factors the person has, so the step offers those (a recovery code always). */
    factors: z.array(z.enum(['totp', 'passkey'])),
  })
  .meta({ id: 'MfaChallenge' });
export type TMfaChallenge = z.infer<typeof ZMfaChallenge>;

export const ZTotpSetup = z
  .object({
    /** Base32, for typing into an app that cannot scan. */
    secret: z.string(),
    /** The `otpauth://totp/…` URI the QR code carries. */
    otpauthUrl: z.string(),
  })
  .meta({ id: 'TotpSetup' });
export type TTotpSetup = z.infer<typeof ZTotpSetup>;

export const ZTotpConfirmRequest = z.object({ code: ZTotpCode });
export type TTotpConfirmRequest = z.infer<typeof ZTotpConfirmRequest>;

export const ZRecoveryCodes = z
  .object({ recoveryCodes: z.array(z.string()).length(10) })
  .meta({ id: 'RecoveryCodes' });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/**
 * What a browser answers from `navigator.credentials.get()` (through `@simplewebauthn/browser`), checked in full by
 * `@simplewebauthn/server`; here only its outline, so a malformed one is a 400 before any crypto (decision 092).
 */
const b64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/, 'Expected base64url')
  .max(20_000);
export const ZPasskeyAssertion = z.looseObject({
  id: b64url.min(1),
  rawId: b64url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url.min(1),
    authenticatorData: b64url.min(1),
    signature: b64url.min(1),
    userHandle: b64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type TPasskeyAssertion = z.infer<typeof ZPasskeyAssertion>;

/** What a browser answers from `navigator.credentials.create()`: attestation `none` is all we ask for. */
export const ZPasskeyAttestation = z.looseObject({
  id: b64url.min(1),
  rawId: b64url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url.min(1),
    attestationObject: b64url.min(1),
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type TPasskeyAttestation = z.infer<typeof ZPasskeyAttestation>;

/**
 * The options a browser hands to `navigator.credentials.create()` or `.get()`, as `@simplewebauthn/server` makes
 * them; kept whole (loose), since the browser package reads fields this outline does not name.
 */
export const ZPasskeyOptions = z
  .looseObject({ challenge: z.string(), timeout: z.number().optional() })
  .meta({ id: 'PasskeyOptions' });
export type TPasskeyOptions = z.infer<typeof ZPasskeyOptions>;

/** A name the person gives a passkey, to tell theirs apart ("Work laptop"). */
export const ZPasskeyName = z.string().trim().min(1, 'Give the passkey a name').max(60);

export const ZPasskeyRegisterRequest = z.object({ name: ZPasskeyName, response: ZPasskeyAttestation });
export type TPasskeyRegisterRequest = z.infer<typeof ZPasskeyRegisterRequest>;

export const ZPasskey = z
  .object({
    id: z.uuid(),
    name: z.string(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Passkey' });
export type TPasskey = z.infer<typeof ZPasskey>;

/** A passkey added: its row, and the ten recovery codes when it is the person's first second factor (else null). */
export const ZPasskeyRegistered = z
  .object({ passkey: ZPasskey, recoveryCodes: z.array(z.string()).length(10).nullable() })
  .meta({ id: 'PasskeyRegistered' });
export type TPasskeyRegistered = z.infer<typeof ZPasskeyRegistered>;

export const ZPasskeyParams = z.object({ id: z.uuid() });

/** The sign-in's second step asks for a passkey's options with its mfaToken. */
export const ZPasskeySignInOptionsRequest = z.object({ mfaToken: z.string().min(20).max(200) });

/** A code from the app, a recovery code or a passkey's answer: exactly one of them. */
const proof = {
  code: ZTotpCode.optional(),
  recoveryCode: ZRecoveryCode.optional(),
  passkey: ZPasskeyAssertion.optional(),
};
const oneProof = (value: {
  code?: string | undefined;
  recoveryCode?: string | undefined;
  passkey?: unknown;
}) => [value.code, value.recoveryCode, value.passkey].filter((given) => given !== undefined).length === 1;
const ONE_PROOF = {
  message: 'Give either a code from your app, a recovery code or a passkey',
  path: ['code'],
};

export const ZMfaProof = z.object(proof).refine(oneProof, ONE_PROOF);
export type TMfaProof = z.infer<typeof ZMfaProof>;

/** At most one proof (`{}` for none): removing a passkey asks for one only when it is the last second factor. */
export const ZMfaProofOrNone = z
  .object(proof)
  .refine((value) => Object.values(value).filter((given) => given !== undefined).length <= 1, ONE_PROOF);
export type TMfaProofOrNone = z.infer<typeof ZMfaProofOrNone>;

export const ZMfaVerifyRequest = z
  .object({ mfaToken: z.string().min(20).max(200), ...proof })
  .refine(oneProof, ONE_PROOF);
export type TMfaVerifyRequest = z.infer<typeof ZMfaVerifyRequest>;

export const ZMfaStatus = z
  .object({
    /** An authenticator app is set up and confirmed. */
    totp: z.boolean(),
    enabledAt: z.iso.datetime().nullable(),
    recoveryCodesLeft: z.number().int().min(0),
    /** The person's passkeys (decision 092), oldest first. */
    passkeys: z.array(ZPasskey),
  })
  .meta({ id: 'MfaStatus' });
export type TMfaStatus = z.infer<typeof ZMfaStatus>;
