import type { TRealm } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { contestantPricingKey } from '../keys';

export const getContestantPricing = (realm: TRealm, eventId: string, signal?: AbortSignal) =>
  call(contestantsApi.pricing, { realm, params: { id: eventId }, signal });

export const contestantPricingQueryOptions = (realm: TRealm, eventId: string) =>
  queryOptions({
    queryKey: contestantPricingKey(realm, eventId),
    queryFn: ({ signal }) => getContestantPricing(realm, eventId, signal),
  });

export const useContestantPricing = (realm: TRealm, eventId: string) =>
  useQuery(contestantPricingQueryOptions(realm, eventId));
