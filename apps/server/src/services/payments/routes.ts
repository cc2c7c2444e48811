/**
 * The payments service: the gateway-facing routes (decision 019). Changes when a gateway is added or what a
 * gateway or the browser coming back from it may ask changes. The JSON ones come from the endpoint table
 * (decision 040, `@engagex/contracts/api/payments`); the checkout pages are HTML, so plain routes.
 */
import { razorpayPaymentsApi, sandboxPaymentsApi } from '@engagex/contracts/api/payments';
import { razorpayPaymentsSchemas, sandboxPaymentsSchemas } from '@engagex/contracts/api/payments.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { PaymentGateway } from '../../platform/payments/gateway.js';
import { logUnknownPurpose, paysFor, UnknownPurposeError } from '../../platform/payments/purposes.js';
import { moneyText } from '../../platform/wording.js';
import { applyPaymentEvent, purchaseReturnPage } from '../main/index.js';
import {
  type CheckoutView,
  paymentNotConfirmedPage,
  RAZORPAY_OPENER_SCRIPT,
  RAZORPAY_PAGE_CSP,
  razorpayCheckoutPage,
  sandboxCheckoutPage,
} from './pages.js';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

async function orderView(app: FastifyInstance, gateway: 'sandbox' | 'razorpay', orderId: string) {
  const row = await app.db
    .selectFrom('credit_purchases')
    .select(['id', 'amount_minor', 'currency', 'credits', 'status', 'expires_at', 'purpose', 'purpose_ref'])
    .where('gateway', '=', gateway)
    .where('gateway_order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) throw notFound('Order');
  const amountMinor = Number(row.amount_minor);
  const view: CheckoutView = {
    orderId,
    amount: moneyText(amountMinor, row.currency),
    // What the money pays for, in the words of the page the user came from; plain credits name their count.
    forWhat: paysFor(row.purpose) ?? 'EngageX credits',
    credits: row.credits,
    status: row.status,
    expiresAt: row.expires_at,
    portalUrl: app.config.webAppUrl,
  };
  return {
    ...view,
    purchaseId: row.id,
    amountMinor,
    currency: row.currency,
    purpose: row.purpose,
    purposeRef: row.purpose_ref,
  };
}

/**
 * Sends the browser back from checkout with the gateway's answer, to the page of what the purchase pays for (its
 * purpose says which) or the credits page for plain credits. A purpose this process does not know gets a page
 * that says to wait, and a 503, never the credits page (decision 034).
 */
function returnToPortal(
  app: FastifyInstance,
  reply: FastifyReply,
  order: { purpose: string; purposeRef: string | null },
  query: Record<string, string>,
) {
  let page: ReturnType<typeof purchaseReturnPage>;
  try {
    page = purchaseReturnPage(order);
  } catch (error) {
    if (!(error instanceof UnknownPurposeError)) throw error;
    logUnknownPurpose(reply.log, error);
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('retry-after', '60')
      .send(paymentNotConfirmedPage(app.config.webAppUrl));
  }
  const search = new URLSearchParams({ ...page.params, ...query }).toString();
  return reply.redirect(`${app.config.webAppUrl}${page.path}?${search}`, 303);
}

/** Webhook bodies are verified over their exact bytes, so this context keeps them raw. */
function keepRawJsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(new AppError('VALIDATION_ERROR', 'Malformed JSON body'), undefined);
    }
  });
}

function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

function webhookHandler(gateway: PaymentGateway, app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const event = request.rawBody ? gateway.parseWebhook(request.rawBody, request.headers) : null;
    if (!event) throw new AppError('UNAUTHENTICATED', 'Webhook signature is invalid');
    return ok({ status: await applyPaymentEvent(app.db, gateway, event) });
  };
}

/**
 * Gateway-facing routes: the sandbox checkout, Razorpay's checkout and callback, and webhooks. The web never calls
 * them; each gateway's routes exist only where it is configured, and its webhook is verified over its raw bytes.
 * The table's endpoints (webhooks, the checkout's way back) answer the envelope or a 303; the checkout pages
 * answer HTML and Razorpay's opener a script, so they are plain routes, hidden from the API docs.
 */
export const paymentsService: FastifyPluginAsyncZod = async (app) => {
  keepRawJsonBodies(app);
  acceptForms(app);
  const page = { config: { auth: 'public' as const } };
  // The checkout pages keep the widget's card window tied to its frame (decision 110): no opener policy.
  const checkoutPage = { config: { auth: 'public' as const, keepsOpener: true } };
  // The checkout pages take the order the way the table's endpoints do.
  const orderParams = sandboxPaymentsSchemas.pay.params;
  const gateway = app.paymentGateway;
  const sandbox = app.sandboxGateway;

  if (sandbox) {
    app.get(
      '/sandbox/:orderId',
      { ...checkoutPage, schema: { tags: ['payments'], params: orderParams, hide: true } },
      async (request, reply) => {
        const view = await orderView(app, 'sandbox', request.params.orderId);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(sandboxCheckoutPage(view));
      },
    );

    registerEndpoints(
      app,
      sandboxPaymentsApi,
      sandboxPaymentsSchemas,
      {
        pay: {
          summary: "The sandbox checkout's Pay: back to the portal with a signed payment",
          handler: async (request, reply) => {
            const view = await orderView(app, 'sandbox', request.params.orderId);
            const paymentId = sandbox.newPaymentId();
            const signature = sandbox.signPayment(request.params.orderId, paymentId);
            return returnToPortal(app, reply, view, { purchaseId: view.purchaseId, paymentId, signature });
          },
        },
        fail: {
          summary: "The sandbox checkout's Fail: the payment is declined, back to the portal",
          handler: async (request, reply) => {
            const view = await orderView(app, 'sandbox', request.params.orderId);
            await applyPaymentEvent(app.db, sandbox, {
              eventId: `sbx_fail_${sandbox.newPaymentId()}`,
              type: 'payment.failed',
              orderId: request.params.orderId,
              paymentId: sandbox.newPaymentId(),
              reason: 'The payment was declined in the sandbox',
            });
            return returnToPortal(app, reply, view, { purchaseId: view.purchaseId, status: 'failed' });
          },
        },
        webhook: { summary: "The sandbox's signed webhook", handler: webhookHandler(sandbox, app) },
      },
      { tags: ['payments'] },
    );
  }

  if (gateway.name === 'razorpay') {
    const keyId = app.config.payments.razorpay?.keyId ?? '';
    app.get(
      '/razorpay/checkout/:orderId',
      { ...checkoutPage, schema: { tags: ['payments'], params: orderParams, hide: true } },
      async (request, reply) => {
        const view = await orderView(app, 'razorpay', request.params.orderId);
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', RAZORPAY_PAGE_CSP)
          .header('cache-control', 'no-store')
          .send(razorpayCheckoutPage({ ...view, keyId }));
      },
    );

    app.get('/razorpay/checkout.js', { ...page, schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(RAZORPAY_OPENER_SCRIPT),
    );

    registerEndpoints(
      app,
      razorpayPaymentsApi,
      razorpayPaymentsSchemas,
      {
        callback: {
          summary: "Razorpay checkout's return: the payment's proof, back to the portal",
          handler: async (request, reply) => {
            const {
              razorpay_order_id: orderId,
              razorpay_payment_id: paymentId,
              razorpay_signature: signature,
            } = request.body;
            if (!orderId) throw new AppError('VALIDATION_ERROR', 'Missing order');
            const view = await orderView(app, 'razorpay', orderId);
            if (!paymentId || !signature) {
              return returnToPortal(app, reply, view, { purchaseId: view.purchaseId, status: 'failed' });
            }
            return returnToPortal(app, reply, view, { purchaseId: view.purchaseId, paymentId, signature });
          },
        },
        webhook: { summary: "Razorpay's signed webhook", handler: webhookHandler(gateway, app) },
      },
      { tags: ['payments'] },
    );
  }
};
