import { ZSignInResponse } from '../auth.js';
import {
  ZMfaProof,
  ZMfaProofOrNone,
  ZMfaStatus,
  ZMfaVerifyRequest,
  ZPasskeyOptions,
  ZPasskeyParams,
  ZPasskeyRegistered,
  ZPasskeyRegisterRequest,
  ZPasskeySignInOptionsRequest,
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
  passkeyRegisterOptions: { response: ZPasskeyOptions },
  passkeyRegister: { body: ZPasskeyRegisterRequest, response: ZPasskeyRegistered },
  // The proof is needed only when it is the person's last second factor (decision 092).
  passkeyRemove: { params: ZPasskeyParams, body: ZMfaProofOrNone, response: ZMfaStatus },
  passkeyProofOptions: { response: ZPasskeyOptions },
  passkeySignInOptions: { body: ZPasskeySignInOptionsRequest, response: ZPasskeyOptions },
} satisfies SchemaTable;
