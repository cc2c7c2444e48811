import { z } from 'zod';
import { ZBackModuleRequest, ZModuleEngagement } from '../dashboard.js';
import { ZListModulesQuery, ZListModulesResponse, ZModule, ZModuleIdParams } from '../modules.js';
import type { SchemaTable } from './define.js';

/** Whether the opening counted as a new visit (repeated opens within an hour are one). */
export const ZModuleOpenResponse = z.object({ recorded: z.boolean() });

export const modulesSchemas = {
  list: { query: ZListModulesQuery, response: ZListModulesResponse },
  get: { params: ZModuleIdParams, response: ZModule },
  engagement: { params: ZModuleIdParams, response: ZModuleEngagement },
  back: { params: ZModuleIdParams, body: ZBackModuleRequest, response: ZModuleEngagement },
  alertOn: { params: ZModuleIdParams, response: ZModuleEngagement },
  alertOff: { params: ZModuleIdParams, response: ZModuleEngagement },
  open: { params: ZModuleIdParams, response: ZModuleOpenResponse },
} satisfies SchemaTable;
