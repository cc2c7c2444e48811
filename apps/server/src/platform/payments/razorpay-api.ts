/**
 * Calls to Razorpay's REST API with a time limit (decision 019). Changes when an API call is added.
 */
import { z } from 'zod';
import { gatewayUnavailable } from './gateway.js';

/**
 * A call to Razorpay waits this long at most: a refund runs while its purchase row is locked and an order is
 * opened inside the buyer's request, so a stalled gateway fails fast (and is retried) rather than holding both.
 */
export const RAZORPAY_TIMEOUT_MS = 10_000;

/** Razorpay refused the request (a 4xx): its JSON answer `{ error: { code, description } }`. */
export class RazorpayApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`Razorpay answered ${status} ${code}: ${description}`);
    this.name = 'RazorpayApiError';
  }
}

const ZRazorpayError = z.object({ error: z.object({ code: z.string(), description: z.string() }) });
const ZOrder = z.object({ id: z.string().min(1) });
const ZRefund = z.object({ id: z.string().min(1) });

type Notes = Record<string, string>;

/**
 * The two calls of Razorpay's REST API we make, over `fetch` with HTTP Basic auth (key id and secret). A
 * network failure, a timeout or a 5xx is the gateway being unavailable; a 4xx is Razorpay's own refusal.
 */
export function createRazorpayApi(options: {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  timeoutMs?: number;
}) {
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? RAZORPAY_TIMEOUT_MS;

  async function post<T>(path: string, body: unknown, answer: z.ZodType<T>, headers: Notes = {}) {
    let status: number;
    let text: string;
    try {
      // One signal for the whole exchange: a body that trickles in is as stalled as no answer.
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw gatewayUnavailable(error);
    }
    if (status >= 500)
      throw gatewayUnavailable(new Error(`Razorpay answered ${status}: ${text.slice(0, 200)}`));
    const json = parseJson(text);
    if (status >= 400) {
      const refusal = ZRazorpayError.safeParse(json);
      throw refusal.success
        ? new RazorpayApiError(status, refusal.data.error.code, refusal.data.error.description)
        : new RazorpayApiError(status, 'UNKNOWN', text.slice(0, 200));
    }
    return answer.parse(json);
  }

  return {
    createOrder: (order: { amount: number; currency: string; receipt: string; notes: Notes }) =>
      post('/v1/orders', order, ZOrder),
    /** `idempotencyKey` goes in Razorpay's X-Refund-Idempotency header: a retry answers the first refund. */
    refundPayment: (
      paymentId: string,
      refund: { amount: number; receipt?: string; notes?: Notes },
      idempotencyKey?: string,
    ) =>
      post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        refund,
        ZRefund,
        idempotencyKey ? { 'x-refund-idempotency': idempotencyKey } : {},
      ),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
