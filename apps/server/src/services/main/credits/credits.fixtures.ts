import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type DatabaseKind, signIn, type TestDatabase } from '../../../test/harness.js';

export type Session = Awaited<ReturnType<typeof signIn>>;

/** Test helpers shared by the credits suites: the app they build, who signs in, the calls they make. */
export const CREDITS_ENV = { PAYMENT_SIGNING_SECRET: 's'.repeat(40), PUBLIC_URL: 'http://portal.test' };

/** Two users and the admin, signed in on a suite's app. */
export async function signInCast(app: FastifyInstance, kind: DatabaseKind) {
  const alice = await signIn(app, `alice-${kind}@example.com`);
  const bob = await signIn(app, `bob-${kind}@example.com`);
  const admin = await signIn(app, 'admin@engagex.dev');
  return { alice, bob, admin };
}

/** The calls a suite makes on its app and database, read when called: the suite's beforeAll builds them. */
export function creditsClient(suite: () => { app: FastifyInstance; db: TestDatabase }) {
  const call = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
    suite().app.inject({
      method,
      url: `/api/main${url}`,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });
  const balanceOf = async (session: Session) =>
    (await call(session, 'GET', '/cps/credit-transaction/balance')).json().data;
  const sign = (orderId: string, paymentId: string) =>
    createHmac('sha256', CREDITS_ENV.PAYMENT_SIGNING_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

  async function initiate(session: Session, amount: number | string = 1000, currency = 'INR') {
    const response = await call(session, 'POST', '/cps/credit-purchase/initiate', { amount, currency });
    expect(response.statusCode).toBe(201);
    const purchase = response.json().data;
    const order = await suite()
      .db.db.selectFrom('credit_purchases')
      .select('gateway_order_id')
      .where('id', '=', purchase.purchaseId)
      .executeTakeFirstOrThrow();
    return { ...purchase, orderId: order.gateway_order_id as string };
  }

  return { call, balanceOf, sign, initiate };
}
