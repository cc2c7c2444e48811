import type { TPromoCodeInput, TRealm } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

/** POST /events/:id/promo-codes: a code that discounts some types, unlocks hidden ones, or both. */
export const createPromoCode = (realm: TRealm, eventId: string, body: TPromoCodeInput) =>
  call(ticketingApi.createPromoCode, { realm, params: { id: eventId }, body });

export function useCreatePromoCode(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPromoCodeInput) => createPromoCode(realm, eventId, body),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
