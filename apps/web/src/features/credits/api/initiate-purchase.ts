import type { TInitiatePurchaseRequest } from '@engagex/contracts';
import { creditsApi } from '@engagex/contracts/api/credits';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** One purchase attempt: its key goes with every retry of it, so the server opens one order however often. */
export type TPurchaseAttempt = TInitiatePurchaseRequest & { idempotencyKey: string };

export const initiatePurchase = ({ idempotencyKey, ...body }: TPurchaseAttempt) =>
  call(creditsApi.initiatePurchase, { body, idempotencyKey });

/** Nothing to invalidate: the browser leaves for the checkout page right after. */
export const useInitiatePurchase = () => useMutation({ mutationFn: initiatePurchase });
