import { z } from 'zod';
import { ZActivity, ZDashboardStats } from '../dashboard.js';
import type { SchemaTable } from './define.js';

export const dashboardSchemas = {
  stats: { response: ZDashboardStats },
  activity: { response: z.array(ZActivity) },
} satisfies SchemaTable;
