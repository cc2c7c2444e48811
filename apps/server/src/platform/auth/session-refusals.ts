/**
 * What a refused session is told (decisions 047, 048, 087): a suspended account since when and why, and why a token
 * of an ended session no longer works. auth.ts refuses with these, and so do sign-in and renewal. Changes when a
 * reason a session ends, or its words, does.
 */
import type { SessionEndReason } from '../db/schema.js';
import { AppError } from '../errors.js';
import { msg } from '../i18n/say.js';

export const ACCOUNT_SUSPENDED = msg('This account is suspended');

/** A suspended account's row, as every refusal of it reads it. */
export type SuspendedStanding = { suspended_at: Date; suspended_reason: string | null };

/**
 * The refusal of a suspended account, on every path (a request 401, a sign-in or renewal 403): it says since when
 * and the reason the admin recorded, which the person is shown (decision 048); the handler adds where to appeal.
 */
export const accountSuspended = (
  code: 'UNAUTHENTICATED' | 'FORBIDDEN',
  { suspended_at, suspended_reason }: SuspendedStanding,
) =>
  new AppError(code, ACCOUNT_SUSPENDED, undefined, {
    suspension: { since: suspended_at.toISOString(), reason: suspended_reason },
  });
export const SESSION_ENDED_BY_ADMIN = msg('Session was ended by an administrator');

/** Why a token of an ended session is refused, in the words the user sees. */
export const SESSION_ENDED: Record<SessionEndReason, string> = {
  'signed-out': msg('Session has been signed out'),
  revoked: SESSION_ENDED_BY_ADMIN,
  // Seen only once the account is restored: while it is suspended, the suspension itself is the answer.
  suspended: SESSION_ENDED_BY_ADMIN,
  // The person ended it from another of their devices ("Your devices", decision 087).
  'ended-elsewhere': msg('You ended this session from another device, please sign in again'),
};
