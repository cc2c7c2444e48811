import type { TRealm, ZContestantPricing } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { contestantsKey } from '../keys';

export type TContestantPricing = z.infer<typeof ZContestantPricing>;

export const getContestantPricing = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(contestantsApi.pricing, { realm, params: { id: eventId }, signal });

export const contestantPricingQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: [...contestantsKey(realm), 'pricing', eventId],
    queryFn: ({ signal }) => getContestantPricing(realm, eventId, signal),
  });

export const useContestantPricing = (realm: TRealm, eventId: string) =>
  useQuery(contestantPricingQueryOptions(realm, eventId));

/** The fee for a group of `members` people in all (the registrant included). */
export const feeFor = (pricing: TContestantPricing, members: number): number =>
  pricing.baseFeeCredits + Math.max(0, members - 1) * pricing.perAdditionalContestantCredits;
