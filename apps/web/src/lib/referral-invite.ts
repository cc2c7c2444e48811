import { readStored, removeStored, writeStored } from './storage';

/**
 * The referral code of the invite link a visitor arrived with (/join/:code), kept until they sign in so that
 * the sign-in call can pass it on (POST /auth/google {referralCode}). Here, in lib, because the referrals feature
 * writes it and the auth feature reads it, and features do not import each other.
 */
export const REFERRAL_INVITE_KEY = 'engageX_referral_invite';

/** An invite not used within 30 days is forgotten: it most likely belongs to a visit nobody remembers. */
export const REFERRAL_INVITE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface ReferralInvite {
  code: string;
  /** The inviter's first name, when the link was recognised. */
  referrerName: string | null;
  storedAt: number;
}

export function storeReferralInvite(
  code: string,
  referrerName: string | null,
  now: number = Date.now(),
): void {
  const invite: ReferralInvite = { code: code.trim().toUpperCase(), referrerName, storedAt: now };
  writeStored(REFERRAL_INVITE_KEY, JSON.stringify(invite));
}

export function getReferralInvite(now: number = Date.now()): ReferralInvite | null {
  const raw = readStored(REFERRAL_INVITE_KEY);
  if (!raw) return null;
  try {
    const invite = JSON.parse(raw) as Partial<ReferralInvite>;
    if (typeof invite.code !== 'string' || invite.code === '' || typeof invite.storedAt !== 'number')
      return null;
    if (now - invite.storedAt > REFERRAL_INVITE_MAX_AGE_MS) return null;
    return {
      code: invite.code,
      referrerName: typeof invite.referrerName === 'string' ? invite.referrerName : null,
      storedAt: invite.storedAt,
    };
  } catch {
    return null;
  }
}

/** After a sign-in the code has done its work (the server applies it to new accounts only). */
export const clearReferralInvite = (): void => removeStored(REFERRAL_INVITE_KEY);
