import { ZPageQuery } from '../envelope.js';
import { ZKeptEmail, ZKeptEmailIdParams, ZKeptEmailsPage } from '../notifications.js';
import type { SchemaTable } from './define.js';

export const mailboxSchemas = {
  list: { query: ZPageQuery, response: ZKeptEmailsPage },
  get: { params: ZKeptEmailIdParams, response: ZKeptEmail },
} satisfies SchemaTable;
