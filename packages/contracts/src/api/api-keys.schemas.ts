import { ZApiKeyParams, ZApiKeys, ZCreateApiKeyRequest, ZCreatedApiKey } from '../api-keys.js';
import type { SchemaTable } from './define.js';

export const apiKeysSchemas = {
  list: { response: ZApiKeys },
  create: { body: ZCreateApiKeyRequest, response: ZCreatedApiKey },
  revoke: { params: ZApiKeyParams, response: ZApiKeys },
} satisfies SchemaTable;
