import { z } from 'zod';
import { ZUiLanguage } from './languages.js';

/**
 * Effective roles (decision 008). `organiser` lists and runs events (their own; admins run every event);
 * `payout` means nothing without `admin`.
 */
export const ZRole = z.enum(['user', 'employee', 'organiser', 'admin', 'payout']);
export type TRole = z.infer<typeof ZRole>;

export const ZUser = z
  .object({
    id: z.uuid(),
    email: z.email(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    roles: z.array(ZRole),
    country: z.string().length(2),
    creditBalance: z.number().int(),
    memberSince: z.iso.datetime(),
    /**
     * The IANA zone the person reads times in (decision 053): their browser's, or the one they chose; null until
     * their browser first reports one.
     */
    timeZone: z.string().nullable(),
    /**
     * The language the portal speaks to them in (decision 077): the one they chose, else their browser's
     * Accept-Language best match, else en-IN. `localeChosen` says whether they chose it.
     */
    locale: ZUiLanguage,
    localeChosen: z.boolean(),
    /**
     * Roles of theirs this session cannot use until they sign in with a second factor (REQUIRE_MFA_FOR, decision
     * 089); absent when there are none. Only `GET /users/me` says it: it depends on the session, not the person.
     */
    awaitingSecondFactor: z.array(ZRole).optional(),
  })
  .meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;

/** An OpenID Connect ID token from Google Identity Services (or the dev identity provider). */
export const ZGoogleSignInRequest = z.object({
  credential: z.string().min(20).max(8192),
  referralCode: z.string().max(64).optional(),
  /** A random id the web app keeps in the browser; compared with the referrer's to spot self-referrals. */
  deviceId: z.string().max(128).optional(),
});
export type TGoogleSignInRequest = z.infer<typeof ZGoogleSignInRequest>;

export const ZSignInResponse = z.object({
  token: z.string(),
  user: ZUser,
  isNewUser: z.boolean(),
});
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export const ZVerifyResponse = z.object({ user: ZUser });
export type TVerifyResponse = z.infer<typeof ZVerifyResponse>;

/** What the sign-in page needs to know before it renders its buttons. */
export const ZAuthConfigResponse = z.object({
  googleClientId: z.string().nullable(),
  devIdentityProvider: z.boolean(),
});
export type TAuthConfigResponse = z.infer<typeof ZAuthConfigResponse>;

export const ZDevIdpTokenRequest = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(100).optional(),
});
export type TDevIdpTokenRequest = z.infer<typeof ZDevIdpTokenRequest>;

export const ZDevIdpTokenResponse = z.object({ credential: z.string() });
export type TDevIdpTokenResponse = z.infer<typeof ZDevIdpTokenResponse>;

export const ZLogoutResponse = z.object({ loggedOut: z.literal(true) });
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;

export const ZRefreshResponse = z.object({ token: z.string(), expiresAt: z.iso.datetime() });
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;
