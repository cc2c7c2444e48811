import { ZDevIdpTokenRequest, ZDevIdpTokenResponse } from '../auth.js';
import type { SchemaTable } from './define.js';

export const devIdpSchemas = {
  token: { body: ZDevIdpTokenRequest, response: ZDevIdpTokenResponse },
} satisfies SchemaTable;
