import { paginated, ZPageQuery } from '../envelope.js';
import { ZCsvFile, ZExportApplicationsQuery } from '../exports.js';
import {
  ZApplicationIdParams,
  ZCsrfResponse,
  ZJobApplication,
  ZJobApplicationRequest,
  ZJobOpening,
  ZJobOpeningInput,
  ZJobPaymentCompleteRequest,
  ZJobPaymentInitiateRequest,
  ZJobPaymentStatusResponse,
  ZJobStatusRequest,
  ZListApplicationsQuery,
  ZListOpeningsQuery,
  ZOpeningIdParams,
  ZPaymentRates,
} from '../jobs.js';
import type { SchemaTable } from './define.js';

export const jobsSchemas = {
  csrf: { response: ZCsrfResponse },
  listOpenings: { query: ZListOpeningsQuery, response: paginated(ZJobOpening) },
  getOpening: { params: ZOpeningIdParams, response: ZJobOpening },
  createOpening: { body: ZJobOpeningInput, response: ZJobOpening },
  closeOpening: { params: ZOpeningIdParams, response: ZJobOpening },
  apply: { body: ZJobApplicationRequest, response: ZJobApplication },
  myApplications: { query: ZPageQuery, response: paginated(ZJobApplication) },
  applicationRates: { response: ZPaymentRates },
  listApplications: { query: ZListApplicationsQuery, response: paginated(ZJobApplication) },
  getApplication: { params: ZApplicationIdParams, response: ZJobApplication },
  changeStatus: { params: ZApplicationIdParams, body: ZJobStatusRequest, response: ZJobApplication },
  paymentRates: { response: ZPaymentRates },
  initiatePayment: { body: ZJobPaymentInitiateRequest, response: ZJobPaymentStatusResponse },
  completePayment: { body: ZJobPaymentCompleteRequest, response: ZJobPaymentStatusResponse },
  paymentStatus: { params: ZApplicationIdParams, response: ZJobPaymentStatusResponse },
  exportApplications: { query: ZExportApplicationsQuery, response: ZCsvFile },
} satisfies SchemaTable;
