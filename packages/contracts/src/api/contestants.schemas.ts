import {
  ZAddContestantsRequest,
  ZCompleteContestantPaymentRequest,
  ZContestant,
  ZContestantIdParams,
  ZContestantPaymentResponse,
  ZContestantPricing,
  ZContestantStats,
  ZContestantStatusRequest,
  ZInitiateContestantPaymentRequest,
  ZListContestantsQuery,
  ZRegisterContestantRequest,
} from '../contestants.js';
import { paginated, ZPageQuery } from '../envelope.js';
import { ZCancelRequest, ZPaymentDetails } from '../event-payments.js';
import { ZEventIdParams } from '../events.js';
import type { SchemaTable } from './define.js';

export const contestantsSchemas = {
  register: { body: ZRegisterContestantRequest, response: ZContestant },
  list: { query: ZListContestantsQuery, response: paginated(ZContestant) },
  pricing: { params: ZEventIdParams, response: ZContestantPricing },
  initiatePayment: { body: ZInitiateContestantPaymentRequest, response: ZContestantPaymentResponse },
  completePayment: { body: ZCompleteContestantPaymentRequest, response: ZContestantPaymentResponse },
  get: { params: ZContestantIdParams, response: ZContestant },
  changeStatus: { params: ZContestantIdParams, body: ZContestantStatusRequest, response: ZContestant },
  payment: { params: ZContestantIdParams, response: ZPaymentDetails },
  addContestants: { params: ZContestantIdParams, body: ZAddContestantsRequest, response: ZContestant },
  cancel: { params: ZContestantIdParams, body: ZCancelRequest, response: ZContestant },
} satisfies SchemaTable;

export const contestantRegistrationSchemas = {
  myRegistrations: { query: ZPageQuery, response: paginated(ZContestant) },
  myStats: { response: ZContestantStats },
} satisfies SchemaTable;
