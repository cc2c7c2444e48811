/**
 * The configured payment gateway as a Fastify decorator, and the sweep that retries refunds (decisions 019 and 038).
 * Changes when a gateway is added.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadOrCreateKeyMaterial } from '../auth/signing-keys.js';
import { startPurchaseSweep } from './expiry.js';
import type { PaymentGateway } from './gateway.js';
import { logUnknownPurpose, UnknownPurposeError } from './purposes.js';
import { createRazorpayGateway } from './razorpay.js';
import { startRefundSweep } from './refund-retries.js';
import { createSandboxGateway, type SandboxGateway } from './sandbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
    /** Present only when the sandbox is the configured gateway. */
    sandboxGateway: SandboxGateway | null;
  }
}

/** The configured gateway; the sandbox's secret is PAYMENT_SIGNING_SECRET or one kept in the database. */
export default fp(
  async function paymentsPlugin(app: FastifyInstance) {
    const { payments, publicUrl } = app.config;
    // Whatever SERVICES runs here, this process can complete payments, so it also fails the lapsed ones.
    startPurchaseSweep(app);
    // And it retries the refunds to original payments that the gateway refused or did not answer (decision 038).
    startRefundSweep(app);
    // The envelope answers a 503; an operator must still hear that a payment waits on a purpose nobody knows.
    app.addHook('onError', async (request, _reply, error) => {
      if (error instanceof UnknownPurposeError) logUnknownPurpose(request.log, error);
    });
    if (payments.gateway === 'razorpay') {
      if (!payments.razorpay) throw new Error('razorpay gateway without keys');
      app.decorate('paymentGateway', createRazorpayGateway({ ...payments.razorpay, publicUrl }));
      app.decorate('sandboxGateway', null);
      return;
    }
    const secret =
      payments.signingSecret ??
      (
        await loadOrCreateKeyMaterial(app.db, 'payment-sandbox-secret', async () => ({
          secret: randomBytes(32).toString('base64url'),
        }))
      ).secret;
    const sandbox = createSandboxGateway({ secret: String(secret), publicUrl });
    app.decorate('paymentGateway', sandbox);
    app.decorate('sandboxGateway', sandbox);
  },
  { name: 'payments', dependencies: ['database'] },
);
