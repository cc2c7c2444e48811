import type { TCreditPurchase, TInitiatePurchaseRequest } from '@engagex/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';

export const initiatePurchase = (body: TInitiatePurchaseRequest) =>
  request<TCreditPurchase>('main', '/cps/credit-purchase/initiate', { method: 'POST', body });

/** Nothing to invalidate: the browser leaves for the checkout page right after. */
export const useInitiatePurchase = () => useMutation({ mutationFn: initiatePurchase });
