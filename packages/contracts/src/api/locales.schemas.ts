import { ZLocalesResponse } from '../platform.js';
import type { SchemaTable } from './define.js';

export const localesSchemas = {
  list: { response: ZLocalesResponse },
} satisfies SchemaTable;
