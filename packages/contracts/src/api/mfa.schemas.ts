import { ZSignInResponse } from '../auth.js';
import {
  ZMfaProof,
  ZMfaStatus,
  ZMfaVerifyRequest,
  ZRecoveryCodes,
  ZTotpConfirmRequest,
  ZTotpSetup,
} from '../mfa.js';
import type { SchemaTable } from './define.js';

export const mfaSchemas = {
  status: { response: ZMfaStatus },
  totpSetup: { response: ZTotpSetup },
  totpConfirm: { body: ZTotpConfirmRequest, response: ZRecoveryCodes },
  disable: { body: ZMfaProof, response: ZMfaStatus },
  verify: { body: ZMfaVerifyRequest, response: ZSignInResponse },
} satisfies SchemaTable;
