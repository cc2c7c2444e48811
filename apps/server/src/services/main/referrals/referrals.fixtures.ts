import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { creditsApi } from '@engagex/contracts/api/credits';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../platform/db/transaction.js';
import { inject } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { type Injector, type Session, signInResponse, type TestDatabase } from '../../../test/harness.js';
import { payAtSandbox } from '../../../test/sandbox-checkout.js';
import { signSandboxPayment } from '../../../test/webhooks.js';

/** What the referral suites share: their sign-ups, a paid card booking and a credit purchase whose reward follows. */

/**
 * Someone signed up in a referral suite: a session as signIn answers one (their user, whether the sign-in made
 * them, their token and its bearer header), so `inject` can call as them.
 */
export type ReferralPerson = Session;

/**
 * Signs `email` up (or in) the way the referral journey does: with the code they followed, from their device and
 * address, which the self-referral checks compare.
 */
export async function signUpAt(
  app: Injector,
  email: string,
  referralCode?: string,
  client: { ip?: string; deviceId?: string } = {},
): Promise<ReferralPerson> {
  const response = await signInResponse(app, email, {
    name: email.split('@')[0],
    referralCode,
    deviceId: client.deviceId,
    remoteAddress: client.ip,
  });
  const data = response.data();
  if ('mfaRequired' in data) throw new Error(`${email} has two-factor sign-in on`);
  return { ...data, headers: { authorization: `Bearer ${data.token}` } };
}

/** A plain credit purchase recorded as completed, for suites that call the reward hook directly. */
export async function completedPurchase(db: Executor, userId: string, credits: number) {
  const row = await db
    .insertInto('credit_purchases')
    .values({
      user_id: userId,
      amount_minor: credits * 1000,
      currency: 'INR',
      credits,
      gateway: 'sandbox',
      expires_at: new Date(Date.now() + 900_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Buys credits at the sandbox as the checkout's return does (the referee's payment a reward follows): answers the
 * completion sent, so a suite can replay it. `secret` is the suite's PAYMENT_SIGNING_SECRET.
 */
export async function buyCredits(
  app: Injector,
  db: TestDatabase,
  secret: string,
  who: Session,
  amount: number,
) {
  const { purchaseId } = (
    await inject(app, creditsApi.initiatePurchase, { session: who, body: { amount, currency: 'INR' } })
  ).data();
  const { gateway_order_id: orderId } = await db.db
    .selectFrom('credit_purchases')
    .select('gateway_order_id')
    .where('id', '=', purchaseId)
    .executeTakeFirstOrThrow();
  const paymentId = `pay_${purchaseId.slice(0, 8)}`;
  const completion = {
    purchaseId,
    paymentId,
    signature: signSandboxPayment(secret, orderId as string, paymentId),
  };
  const completed = await inject(app, creditsApi.completePurchase, { session: who, body: completion });
  if (completed.statusCode !== 200) throw new Error(`completing the purchase failed: ${completed.body}`);
  return completion;
}

/**
 * Two seats at 500 credits, ₹10,000 by card through the sandbox: a referee's first payment, which earns the
 * referrer 50 + 100 credits. The show is made on `eventsApp` (an events process); the booking and its payment go
 * through `via` (the same app, or the balancer in front of a split topology).
 */
export async function cardBooking(
  { via, eventsApp }: { via: Injector; eventsApp: FastifyInstance },
  admin: Session,
  booker: Session,
  { capacity = 10, startsInHours = 72 }: { capacity?: number; startsInHours?: number } = {},
) {
  const show = await createEventWithSlot(eventsApp, SERVICE_PREFIXES.events, admin, {
    capacity,
    priceCredits: 500,
    startsInHours,
  });
  const realm = 'events';
  const hold = (
    await inject(via, bookingsApi.create, { realm, session: booker, body: { ...show, seats: 2 } })
  ).data();
  const started = (
    await inject(via, bookingsApi.initiatePayment, {
      realm,
      session: booker,
      body: { bookingId: hold.id, method: 'gateway' },
    })
  ).json().data;
  // payAtSandbox asks for an app; a balancer answers the same inject.
  const proof = await payAtSandbox(via as FastifyInstance, started.payment.paymentUrl);
  const done = await inject(via, bookingsApi.completePayment, {
    realm,
    session: booker,
    body: { bookingId: hold.id, ...(proof as { purchaseId: string; paymentId: string; signature: string }) },
  });
  if (done.statusCode !== 200) throw new Error(`completing the card payment failed: ${done.body}`);
  return { ...show, bookingId: hold.id, purchaseId: started.payment.purchaseId as string };
}
