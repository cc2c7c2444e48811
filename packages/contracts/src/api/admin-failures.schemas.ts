import {
  ZFailedEmailPage,
  ZFailedEmailParams,
  ZFailureAction,
  ZFailuresQuery,
  ZGivenUpRefundPage,
  ZGivenUpRefundParams,
  ZSettleRefundByHandRequest,
  ZStoppedWebhookPage,
  ZStoppedWebhookParams,
} from '../failures.js';
import type { SchemaTable } from './define.js';

export const adminFailuresSchemas = {
  failedEmails: { query: ZFailuresQuery, response: ZFailedEmailPage },
  resendEmail: { params: ZFailedEmailParams, response: ZFailureAction },
  givenUpRefunds: { query: ZFailuresQuery, response: ZGivenUpRefundPage },
  retryRefund: { params: ZGivenUpRefundParams, response: ZFailureAction },
  settleRefundByHand: {
    params: ZGivenUpRefundParams,
    body: ZSettleRefundByHandRequest,
    response: ZFailureAction,
  },
  stoppedWebhooks: { query: ZFailuresQuery, response: ZStoppedWebhookPage },
  resendWebhook: { params: ZStoppedWebhookParams, response: ZFailureAction },
} satisfies SchemaTable;
