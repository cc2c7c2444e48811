import { z } from 'zod';
import {
  ZEmployeeReferralSummary,
  ZEncashmentConfig,
  ZEncashmentIdParams,
  ZEncashmentRequest,
  ZEncashmentRequestInput,
  ZEncashmentValidateRequest,
  ZEncashmentValidation,
  ZListEncashmentsQuery,
  ZMarkPaidRequest,
  ZPayoutReveal,
  ZReferralGuidance,
  ZReferralModule,
  ZRejectEncashmentRequest,
} from '../employee.js';
import { paginated } from '../envelope.js';
import { ZCsvFile, ZExportEncashmentsQuery } from '../exports.js';
import { ZModuleIdParams } from '../modules.js';
import type { SchemaTable } from './define.js';

export const employeeSchemas = {
  encashmentConfig: { response: ZEncashmentConfig },
  validateEncashment: { body: ZEncashmentValidateRequest, response: ZEncashmentValidation },
  requestEncashment: { body: ZEncashmentRequestInput, response: ZEncashmentRequest },
  listEncashments: { query: ZListEncashmentsQuery, response: paginated(ZEncashmentRequest) },
  getEncashment: { params: ZEncashmentIdParams, response: ZEncashmentRequest },
  cancelEncashment: { params: ZEncashmentIdParams, response: ZEncashmentRequest },
  encashmentQueue: { query: ZListEncashmentsQuery, response: paginated(ZEncashmentRequest) },
  approveEncashment: { params: ZEncashmentIdParams, response: ZEncashmentRequest },
  rejectEncashment: {
    params: ZEncashmentIdParams,
    body: ZRejectEncashmentRequest,
    response: ZEncashmentRequest,
  },
  markEncashmentPaid: { params: ZEncashmentIdParams, body: ZMarkPaidRequest, response: ZEncashmentRequest },
  revealPayout: { params: ZEncashmentIdParams, response: ZPayoutReveal },
  referralModules: { response: z.array(ZReferralModule) },
  referralGuidance: { params: ZModuleIdParams, response: ZReferralGuidance },
  referralSummary: { response: ZEmployeeReferralSummary },
  exportEncashmentQueue: { query: ZExportEncashmentsQuery, response: ZCsvFile },
} satisfies SchemaTable;
