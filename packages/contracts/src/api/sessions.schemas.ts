import { ZOwnSessionParams, ZOwnSessions } from '../sessions.js';
import type { SchemaTable } from './define.js';

export const sessionsSchemas = {
  list: { response: ZOwnSessions },
  end: { params: ZOwnSessionParams, response: ZOwnSessions },
  endOthers: { response: ZOwnSessions },
} satisfies SchemaTable;
