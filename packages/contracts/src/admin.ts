import { z } from 'zod';
import { ZRole } from './auth.js';
import { ZCreditTransaction, ZIdempotencyKey } from './credits.js';
import { ZActivity } from './dashboard.js';
import { decimalNumber } from './decimal-number.js';

/**
 * The admin console (decision 043): admins find people, read everything about one of them, change
 * their roles, credits, sessions and standing, and every such change is written to an append-only audit log.
 */

/** The roles an admin can grant; `user` is everyone's and cannot be granted or taken away. */
export const ZGrantableRole = z.enum(['employee', 'organiser', 'admin', 'payout']);
export type TGrantableRole = z.infer<typeof ZGrantableRole>;

export const ZAdminUserSummary = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    /** Effective roles: from grants and from configuration (email domain, ADMIN_EMAILS, PAYOUT_EMAILS). */
    roles: z.array(ZRole),
    /** Roles an admin granted; only these can be revoked here (configured ones follow the configuration). */
    grantedRoles: z.array(ZGrantableRole),
    /**
     * Roles the configuration gives whatever is granted (EMPLOYEE_EMAIL_DOMAINS, ADMIN_EMAILS, PAYOUT_EMAILS). A
     * configured admin cannot be suspended, nor their sessions ended by another admin (decision 050).
     */
    configuredRoles: z.array(ZGrantableRole),
    suspended: z.boolean(),
    /** They sign in with an authenticator app as a second factor (decision 089). */
    twoFactor: z.boolean(),
    createdAt: z.iso.datetime(),
    lastSignInAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminUserSummary' });
export type TAdminUserSummary = z.infer<typeof ZAdminUserSummary>;

export const ZAdminUserSearchQuery = z.object({
  /** Part of a name or an email address, any case; empty lists everyone, newest first. */
  q: z.string().trim().max(200).default(''),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: decimalNumber(z.number().int().min(1).max(100)).default(25),
});
export type TAdminUserSearchQuery = z.input<typeof ZAdminUserSearchQuery>;

export const ZAdminUserPage = z.object({
  users: z.array(ZAdminUserSummary),
  nextCursor: z.string().nullable(),
});
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

/** One signed-in session: a chain of renewed tokens from one sign-in (decision 037). */
export const ZUserSession = z
  .object({
    id: z.uuid(),
    signedInAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    /** The address and browser of the sign-in, as the server saw them. */
    clientIp: z.string().nullable(),
    userAgent: z.string().nullable(),
    endedAt: z.iso.datetime().nullable(),
    endedReason: z.enum(['signed-out', 'revoked', 'suspended', 'ended-elsewhere']).nullable(),
    /**
     * What the sign-in proved (decisions 089, 092): the identity provider's token, then an app's code, a passkey or a
     * recovery code.
     */
    factors: z.array(z.enum(['id_token', 'totp', 'recovery_code', 'passkey'])),
    /** The session the admin reading this is using: ending it signs them out here (decision 050). */
    current: z.boolean(),
  })
  .meta({ id: 'UserSession' });
export type TUserSession = z.infer<typeof ZUserSession>;

/** A line of a user's history in another module: a booking, a contest registration or a job application. */
export const ZAdminUserRecord = z.object({
  id: z.uuid(),
  /** `events` or `cultural-events` for bookings and registrations; `jobs` for applications. */
  service: z.enum(['events', 'cultural-events', 'jobs']),
  title: z.string(),
  status: z.string(),
  createdAt: z.iso.datetime(),
});
export type TAdminUserRecord = z.infer<typeof ZAdminUserRecord>;

export const ZAdminUserDetail = z
  .object({
    user: ZAdminUserSummary.extend({
      country: z.string(),
      suspendedAt: z.iso.datetime().nullable(),
      suspendedReason: z.string().nullable(),
    }),
    wallet: z.object({
      balance: z.number().int(),
      creditBalance: z.number().int(),
      pendingCredits: z.number().int(),
      totalEarned: z.number().int(),
      totalSpent: z.number().int(),
    }),
    /** Newest first; the most recent 50. */
    ledger: z.array(ZCreditTransaction),
    sessions: z.array(ZUserSession),
    activity: z.array(ZActivity),
    bookings: z.array(ZAdminUserRecord),
    registrations: z.array(ZAdminUserRecord),
    applications: z.array(ZAdminUserRecord),
  })
  .meta({ id: 'AdminUserDetail' });
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZAdminUserParams = z.object({ id: z.uuid() });
export const ZAdminRoleParams = z.object({ id: z.uuid(), role: ZGrantableRole });

/** Why an admin acted: required for every change to credits or standing, and kept in the audit log. */
const ZReason = z.string().trim().min(3, 'Say why, in at least 3 characters').max(500);

export const ZAdminCreditsRequest = z.object({
  direction: z.enum(['grant', 'deduct']),
  amount: z.number().int('Credits are whole numbers').positive().max(1_000_000),
  reason: ZReason,
  /** The same key for a retry of the same adjustment: it is applied once (decision 020). */
  idempotencyKey: ZIdempotencyKey,
});
export type TAdminCreditsRequest = z.infer<typeof ZAdminCreditsRequest>;

export const ZAdminReasonRequest = z.object({ reason: ZReason });
export type TAdminReasonRequest = z.infer<typeof ZAdminReasonRequest>;

/**
 * Ends one session (`sessionId`) or, without it, every session the user has; an admin ending their own keeps the
 * one they are using (decision 050).
 */
export const ZAdminRevokeSessionsRequest = z.object({
  sessionId: z.uuid().optional(),
  reason: ZReason,
});
export type TAdminRevokeSessionsRequest = z.infer<typeof ZAdminRevokeSessionsRequest>;

export const ZAuditAction = z.enum([
  'role.grant',
  'role.revoke',
  'credits.grant',
  'credits.deduct',
  'sessions.revoke',
  'user.suspend',
  'user.restore',
  'user.two_factor_reset',
  'payout.reveal',
  'api_key.create',
  'api_key.revoke',
  'email.resend',
  'refund.retry',
  'refund.settle_by_hand',
  'webhook.resend',
  'webhook.secret_roll',
]);
export type TAuditAction = z.infer<typeof ZAuditAction>;

const ZAuditPerson = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const ZAuditEntry = z
  .object({
    id: z.string(),
    at: z.iso.datetime(),
    action: ZAuditAction,
    actor: ZAuditPerson,
    /** Whom the action was about; null only if that account no longer exists. */
    target: ZAuditPerson.nullable(),
    /** The state the action changed, before and after (roles, balance, suspension…); null where nothing was. */
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    reason: z.string().nullable(),
    /** The HTTP request that made the change, as in the server's logs. */
    requestId: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.object({
  actorId: z.uuid().optional(),
  targetId: z.uuid().optional(),
  action: ZAuditAction.optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  cursor: z.string().max(200).optional(),
  limit: decimalNumber(z.number().int().min(1).max(100)).default(50),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditPage = z.object({ entries: z.array(ZAuditEntry), nextCursor: z.string().nullable() });
export type TAuditPage = z.infer<typeof ZAuditPage>;
