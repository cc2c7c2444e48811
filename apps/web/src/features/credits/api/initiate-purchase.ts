import type { TCreditPurchase, TInitiatePurchaseRequest } from '@engagex/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';

/** One purchase attempt: its key goes with every retry of it, so the server opens one order however often. */
export type TPurchaseAttempt = TInitiatePurchaseRequest & { idempotencyKey: string };

export const initiatePurchase = ({ idempotencyKey, ...body }: TPurchaseAttempt) =>
  request<TCreditPurchase>('main', '/cps/credit-purchase/initiate', { method: 'POST', body, idempotencyKey });

/** Nothing to invalidate: the browser leaves for the checkout page right after. */
export const useInitiatePurchase = () => useMutation({ mutationFn: initiatePurchase });
