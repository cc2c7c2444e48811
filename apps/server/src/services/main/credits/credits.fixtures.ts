import { creditsApi } from '@engagex/contracts/api/credits';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { inject, walletOf } from '../../../test/api.js';
import { type DatabaseKind, type Session, signIn, type TestDatabase } from '../../../test/harness.js';
import { useSuite } from '../../../test/suite.js';
import { signSandboxPayment } from '../../../test/webhooks.js';

/** Test helpers shared by the credits suites: the app they build, who signs in, the purchases they open. */
export const CREDITS_ENV = { PAYMENT_SIGNING_SECRET: 's'.repeat(40), PUBLIC_URL: 'http://portal.test' };

/** Two users and the admin, signed in on a suite's app. */
export async function signInCast(app: FastifyInstance, kind: DatabaseKind) {
  const alice = await signIn(app, `alice-${kind}@example.com`);
  const bob = await signIn(app, `bob-${kind}@example.com`);
  const admin = await signIn(app, 'admin@engagex.dev');
  return { alice, bob, admin };
}

/**
 * The set-ups a suite makes on its app and database, read when called: the suite's beforeAll builds them. Its
 * tests call the API through the endpoint table (test/api.ts `inject`, decision 064).
 */
export function creditsClient(suite: () => { app: FastifyInstance; db: TestDatabase }) {
  const walletOfSession = (session: Session) => walletOf(suite().app, session);
  /** The gateway's signature of a paid order, as the sandbox checkout signs it. */
  const sign = (orderId: string, paymentId: string) =>
    signSandboxPayment(CREDITS_ENV.PAYMENT_SIGNING_SECRET, orderId, paymentId);

  async function initiate(session: Session, amount: number | string = 1000, currency = 'INR') {
    const response = await inject(suite().app, creditsApi.initiatePurchase, {
      session,
      body: { amount, currency },
    });
    expect(response.statusCode).toBe(201);
    const purchase = response.data();
    const order = await suite()
      .db.db.selectFrom('credit_purchases')
      .select('gateway_order_id')
      .where('id', '=', purchase.purchaseId)
      .executeTakeFirstOrThrow();
    return { ...purchase, orderId: order.gateway_order_id as string };
  }

  return { walletOf: walletOfSession, sign, initiate };
}

export type CreditsSuite = {
  db: TestDatabase;
  app: FastifyInstance;
  alice: Session;
  bob: Session;
  admin: Session;
};

/**
 * A credits suite on one database: its app (CREDITS_ENV) and cast, filled before its tests, the ledger's
 * invariants checked after each, and its set-ups.
 */
export function useCreditsSuite(kind: DatabaseKind) {
  const suite: CreditsSuite = useSuite(kind, {
    env: CREDITS_ENV,
    cast: (app) => signInCast(app, kind),
    ledger: true,
  });
  return { suite, ...creditsClient(() => suite) };
}
