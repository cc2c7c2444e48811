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
import type { SchemaTable } from './define.js';

export const identitySchemas = {
  config: { response: ZAuthConfigResponse },
  signIn: { body: ZGoogleSignInRequest, response: ZSignInResponse },
  verify: { response: ZVerifyResponse },
  refresh: { response: ZRefreshResponse },
  logout: { response: ZLogoutResponse },
  me: { response: ZUser },
  locale: { body: ZUpdateLocaleRequest, response: ZUser },
} satisfies SchemaTable;
