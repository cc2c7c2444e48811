import {
  ZAddCreditsRequest,
  ZCancelPurchaseRequest,
  ZCompletePurchaseRequest,
  ZCreditBalance,
  ZCreditHistoryQuery,
  ZCreditMovementResponse,
  ZCreditPurchase,
  ZCreditTransaction,
  ZDeductCreditsRequest,
  ZIdempotencyKeyHeaders,
  ZInitiatePurchaseRequest,
  ZPurchaseIdParams,
  ZUserIdParams,
  ZVerifyPurchaseResponse,
  ZWalletInfo,
} from '../credits.js';
import { paginated, ZPageQuery } from '../envelope.js';
import type { SchemaTable } from './define.js';

export const creditsSchemas = {
  initiatePurchase: {
    headers: ZIdempotencyKeyHeaders,
    body: ZInitiatePurchaseRequest,
    response: ZCreditPurchase,
  },
  completePurchase: { body: ZCompletePurchaseRequest, response: ZCreditPurchase },
  cancelPurchase: { body: ZCancelPurchaseRequest, response: ZCreditPurchase },
  purchaseHistory: { query: ZPageQuery, response: paginated(ZCreditPurchase) },
  verifyPurchase: { params: ZPurchaseIdParams, response: ZVerifyPurchaseResponse },
  getPurchase: { params: ZPurchaseIdParams, response: ZCreditPurchase },
  myBalance: { response: ZCreditBalance },
  balance: { params: ZUserIdParams, response: ZCreditBalance },
  walletInfo: { params: ZUserIdParams, response: ZWalletInfo },
  history: { params: ZUserIdParams, query: ZCreditHistoryQuery, response: paginated(ZCreditTransaction) },
  deduct: { body: ZDeductCreditsRequest, response: ZCreditMovementResponse },
  add: { body: ZAddCreditsRequest, response: ZCreditMovementResponse },
} satisfies SchemaTable;
