import { z } from 'zod';
import {
  ZAuthConfigResponse,
  ZGoogleSignInRequest,
  ZLogoutResponse,
  ZRefreshResponse,
  ZSignInResponse,
  ZUser,
  ZVerifyResponse,
} from '../auth.js';
import { ZUpdateLocaleRequest } from '../languages.js';
import { ZMfaChallenge } from '../mfa.js';
import type { SchemaTable } from './define.js';

/** A session, or the second step a person with a second factor still has to take (decision 089). */
const ZSignInAnswer = z.union([ZSignInResponse, ZMfaChallenge]);

export const identitySchemas = {
  config: { response: ZAuthConfigResponse },
  signIn: { body: ZGoogleSignInRequest, response: ZSignInAnswer },
  verify: { response: ZVerifyResponse },
  refresh: { response: ZRefreshResponse },
  logout: { response: ZLogoutResponse },
  me: { response: ZUser },
  locale: { body: ZUpdateLocaleRequest, response: ZUser },
} satisfies SchemaTable;
