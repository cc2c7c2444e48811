import type { TTaxProfileInput } from '@engagex/contracts';
import { organiserInvoicesApi } from '@engagex/contracts/api/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { taxKeys } from './invoice-keys';

/** PUT /organiser/tax-profile: the next invoice of the organiser's events names this profile. */
export const saveTaxProfile = (body: TTaxProfileInput) => call(organiserInvoicesApi.putTaxProfile, { body });

export function useSaveTaxProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaxProfile,
    onSuccess: (saved) => storeAnswer(queryClient, taxKeys.profile(), saved),
  });
}
