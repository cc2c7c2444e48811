import { ZBackModuleRequest, ZModuleEngagement } from '../dashboard.js';
import {
  ZListModulesQuery,
  ZListModulesResponse,
  ZModule,
  ZModuleIdParams,
  ZModuleOpenResponse,
} from '../modules.js';
import { ZLaunchModuleRequest, ZLaunchModuleResponse } from '../notifications.js';
import type { SchemaTable } from './define.js';

export const modulesSchemas = {
  list: { query: ZListModulesQuery, response: ZListModulesResponse },
  get: { params: ZModuleIdParams, response: ZModule },
  engagement: { params: ZModuleIdParams, response: ZModuleEngagement },
  back: { params: ZModuleIdParams, body: ZBackModuleRequest, response: ZModuleEngagement },
  alertOn: { params: ZModuleIdParams, response: ZModuleEngagement },
  alertOff: { params: ZModuleIdParams, response: ZModuleEngagement },
  open: { params: ZModuleIdParams, response: ZModuleOpenResponse },
  launch: { params: ZModuleIdParams, body: ZLaunchModuleRequest, response: ZLaunchModuleResponse },
} satisfies SchemaTable;
