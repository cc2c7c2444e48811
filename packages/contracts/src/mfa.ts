import { z } from 'zod';

/**
 * Two-factor sign-in (decision 089): a code from an authenticator app (TOTP, RFC 6238) or a single-use recovery
 * code, asked after the identity provider's sign-in. Changes when a factor is added.
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

/** A code from the app or a recovery code: exactly one of them. */
const proof = { code: ZTotpCode.optional(), recoveryCode: ZRecoveryCode.optional() };
const oneProof = (value: { code?: string | undefined; recoveryCode?: string | undefined }) =>
  (value.code === undefined) !== (value.recoveryCode === undefined);
const ONE_PROOF = { message: 'Give either a code from your app or a recovery code', path: ['code'] };

export const ZMfaProof = z.object(proof).refine(oneProof, ONE_PROOF);
export type TMfaProof = z.infer<typeof ZMfaProof>;

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
  })
  .meta({ id: 'MfaStatus' });
export type TMfaStatus = z.infer<typeof ZMfaStatus>;
