import {
  paginated,
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
  ZPageQuery,
  ZPurchaseIdParams,
  ZUserIdParams,
  ZVerifyPurchaseResponse,
  ZWalletInfo,
} from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { createdResponses, ok, responses, reusableAnswer } from '../../../platform/envelope.js';
import { getPurchase, purchaseHistory, verifyPurchase } from './purchase-reads.js';
import { cancelPurchase, completePurchase, initiatePurchase } from './purchases.js';
import {
  assertWalletAccess,
  creditBalance,
  creditHistory,
  deductCredits,
  grantCredits,
  walletInfo,
} from './wallet.js';

/** Credit purchases (`/cps/credit-purchase/*`) and the wallet (`/credit-transaction/*`), docs/product.md §7. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const user = { config: { auth: 'user' as const } };
  const tags = ['credits'];
  /** A wallet's balance as both balance calls answer it, from the process's balance cache (decision 031). */
  const balanceAnswer = (userId: string) =>
    app.balances.get(userId, async () => reusableAnswer(ok(await creditBalance(db, userId))));

  app.post(
    '/cps/credit-purchase/initiate',
    {
      ...user,
      schema: {
        tags,
        headers: ZIdempotencyKeyHeaders,
        body: ZInitiatePurchaseRequest,
        response: createdResponses(ZCreditPurchase),
      },
    },
    async (request, reply) => {
      const { purchase, replayed } = await initiatePurchase(db, app.paymentGateway, {
        userId: currentUser(request).id,
        ...request.body,
        maxPurchaseInr: app.config.payments.maxPurchaseInr,
        idempotencyKey: request.headers['idempotency-key'],
      });
      // Stripe's name for it: this answer is the first request's purchase, not a new one.
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(ok(purchase));
    },
  );

  app.post(
    '/cps/credit-purchase/complete',
    { ...user, schema: { tags, body: ZCompletePurchaseRequest, response: responses(ZCreditPurchase) } },
    async (request) =>
      ok(
        await completePurchase(db, app.paymentGateway, { userId: currentUser(request).id, ...request.body }),
      ),
  );

  app.post(
    '/cps/credit-purchase/cancel',
    { ...user, schema: { tags, body: ZCancelPurchaseRequest, response: responses(ZCreditPurchase) } },
    async (request) => ok(await cancelPurchase(db, { userId: currentUser(request).id, ...request.body })),
  );

  app.get(
    '/cps/credit-purchase/history',
    { ...user, schema: { tags, querystring: ZPageQuery, response: responses(paginated(ZCreditPurchase)) } },
    async (request) => ok(await purchaseHistory(db, { userId: currentUser(request).id, ...request.query })),
  );

  app.get(
    '/cps/credit-purchase/verify/:purchaseId',
    { ...user, schema: { tags, params: ZPurchaseIdParams, response: responses(ZVerifyPurchaseResponse) } },
    async (request) => ok(await verifyPurchase(db, { userId: currentUser(request).id, ...request.params })),
  );

  app.get(
    '/cps/credit-purchase/:purchaseId',
    { ...user, schema: { tags, params: ZPurchaseIdParams, response: responses(ZCreditPurchase) } },
    async (request) => ok(await getPurchase(db, { userId: currentUser(request).id, ...request.params })),
  );

  app.get(
    '/cps/credit-transaction/balance',
    { ...user, schema: { tags, response: responses(ZCreditBalance) } },
    async (request) => balanceAnswer(currentUser(request).id),
  );

  app.get(
    '/credit-transaction/balance/:userId',
    { ...user, schema: { tags, params: ZUserIdParams, response: responses(ZCreditBalance) } },
    async (request) => {
      await assertWalletAccess(db, currentUser(request), request.params.userId);
      return balanceAnswer(request.params.userId);
    },
  );

  app.get(
    '/wallet-management/info/:userId',
    { ...user, schema: { tags, params: ZUserIdParams, response: responses(ZWalletInfo) } },
    async (request) => {
      await assertWalletAccess(db, currentUser(request), request.params.userId);
      return ok(await walletInfo(db, request.params.userId));
    },
  );

  app.get(
    '/credit-transaction/history/:userId',
    {
      ...user,
      schema: {
        tags,
        params: ZUserIdParams,
        querystring: ZCreditHistoryQuery,
        response: responses(paginated(ZCreditTransaction)),
      },
    },
    async (request) => {
      await assertWalletAccess(db, currentUser(request), request.params.userId);
      return ok(await creditHistory(db, { userId: request.params.userId, ...request.query }));
    },
  );

  app.post(
    '/credit-transaction/deduct-credits',
    { ...user, schema: { tags, body: ZDeductCreditsRequest, response: responses(ZCreditMovementResponse) } },
    async (request) => {
      const actor = currentUser(request);
      await assertWalletAccess(db, actor, request.body.userId);
      return ok(await deductCredits(db, { ...request.body, actorId: actor.id }));
    },
  );

  app.post(
    '/credit-transaction/add-credits',
    {
      config: { auth: 'admin' },
      schema: { tags, body: ZAddCreditsRequest, response: responses(ZCreditMovementResponse) },
    },
    async (request) => ok(await grantCredits(db, { ...request.body, actorId: currentUser(request).id })),
  );
};
