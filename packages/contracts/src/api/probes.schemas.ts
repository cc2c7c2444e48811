import { ZHealthResponse, ZPingResponse } from '../platform.js';
import type { SchemaTable } from './define.js';

export const probesSchemas = {
  ping: { response: ZPingResponse },
  health: { response: ZHealthResponse },
} satisfies SchemaTable;
