/**
 * The credits routes (docs/product.md §7): purchases and the wallet, thin handlers over the endpoint table.
 * Changes when a credits endpoint is added.
 */
import { creditsApi } from '@engagex/contracts/api/credits';
import { creditsSchemas } from '@engagex/contracts/api/credits.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/auth.js';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok, reusableAnswer } from '../../../platform/envelope.js';
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
  /** A wallet's balance as both balance calls answer it, from the process's balance cache (decision 031). */
  const balanceAnswer = (userId: string) =>
    app.balances.get(userId, async () => reusableAnswer(ok(await creditBalance(db, userId))));

  registerEndpoints(
    app,
    creditsApi,
    creditsSchemas,
    {
      initiatePurchase: async (request, reply) => {
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
      completePurchase: async (request) =>
        ok(
          await completePurchase(db, app.paymentGateway, {
            userId: currentUser(request).id,
            ...request.body,
          }),
        ),
      cancelPurchase: async (request) =>
        ok(await cancelPurchase(db, { userId: currentUser(request).id, ...request.body })),
      purchaseHistory: async (request) =>
        ok(await purchaseHistory(db, { userId: currentUser(request).id, ...request.query })),
      verifyPurchase: async (request) =>
        ok(await verifyPurchase(db, { userId: currentUser(request).id, ...request.params })),
      getPurchase: async (request) =>
        ok(await getPurchase(db, { userId: currentUser(request).id, ...request.params })),
      myBalance: async (request) => balanceAnswer(currentUser(request).id),
      balance: async (request) => {
        await assertWalletAccess(db, currentUser(request), request.params.userId);
        return balanceAnswer(request.params.userId);
      },
      walletInfo: async (request) => {
        await assertWalletAccess(db, currentUser(request), request.params.userId);
        return ok(await walletInfo(db, request.params.userId));
      },
      history: async (request) => {
        await assertWalletAccess(db, currentUser(request), request.params.userId);
        return ok(await creditHistory(db, { userId: request.params.userId, ...request.query }));
      },
      deduct: async (request) => {
        const actor = currentUser(request);
        await assertWalletAccess(db, actor, request.body.userId);
        return ok(await deductCredits(db, { ...request.body, actorId: actor.id }));
      },
      add: async (request) =>
        ok(await grantCredits(db, { ...request.body, actorId: currentUser(request).id })),
    },
    { tags: ['credits'] },
  );
};
