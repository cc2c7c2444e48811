/**
 * What the gateway's checkout sent back to a booking's or an entry fee's return page: the portal's
 * (/events/payment-return) and the booking widget's window's (decision 105) read it the same way. Changes when the
 * way back says something new.
 */
import type { TGatewayProof } from '@engagex/contracts';
import { isRealm } from '@/lib/realm';
import { readGatewayProof } from '@/ui/payment-return';
import type { PendingPayment } from './pending-payment';

export type Outcome =
  | { kind: 'paid'; target: PendingPayment; proof: TGatewayProof }
  | { kind: 'failed'; target: PendingPayment | null }
  | { kind: 'invalid' };

/**
 * What the checkout sent back: `kind`, `realm` and `id` name the booking or entry (the server's return URL
 * carries them; the session's note is the fallback), `purchaseId`, `paymentId` and `signature` prove payment.
 */
export function readPaymentReturn(params: URLSearchParams, remembered: PendingPayment | null): Outcome {
  const kind = params.get('kind');
  const realm = params.get('realm');
  const id = params.get('id');
  const named: PendingPayment | null =
    (kind === 'booking' || kind === 'contestant') && isRealm(realm) && id ? { kind, realm, id } : null;
  const target = named ?? remembered;
  const proof = readGatewayProof(params);
  if (params.get('status') === 'failed') return { kind: 'failed', target };
  if (target && proof) return { kind: 'paid', target, proof };
  return { kind: 'invalid' };
}
