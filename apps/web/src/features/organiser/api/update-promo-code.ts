import type { TPromoCodeUpdate, TRealm } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

/** PATCH /events/:id/promo-codes/:promoCodeId: switches a code off or on, or changes its limit or end. */
export const updatePromoCode = (
  realm: TRealm,
  eventId: string,
  promoCodeId: string,
  body: TPromoCodeUpdate,
) => call(ticketingApi.updatePromoCode, { realm, params: { id: eventId, promoCodeId }, body });

export function useUpdatePromoCode(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promoCodeId, body }: { promoCodeId: string; body: TPromoCodeUpdate }) =>
      updatePromoCode(realm, eventId, promoCodeId, body),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
