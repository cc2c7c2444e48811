import type { TRealm } from '@engagex/contracts';
import { contestantRegistrationApi, contestantsApi } from '@engagex/contracts/api/contestants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { myRegistrationsKey } from '../keys';

export const MY_REGISTRATIONS_PAGE_SIZE = 10;

/**
 * The signed-in user's registrations. The events server has its own path for this (docs/product.md §7); the cultural
 * server answers GET /contestants with the caller's own registrations (an admin's call lists everyone's, so the
 * page keeps only the admin's own).
 */
export const listMyRegistrations = (realm: TRealm, page: number, signal?: AbortSignal) => {
  const query = { page, limit: MY_REGISTRATIONS_PAGE_SIZE };
  return realm === 'events'
    ? call(contestantRegistrationApi.myRegistrations, { query, signal })
    : call(contestantsApi.list, { realm, query, signal });
};

export const myRegistrationsQueryOptions = (realm: TRealm, page: number) =>
  queryOptions({
    queryKey: myRegistrationsKey(realm, page),
    queryFn: ({ signal }) => listMyRegistrations(realm, page, signal),
    // Holds lapse and the jury moves entries while the page is away: ask again soon after coming back.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export const useMyRegistrations = (realm: TRealm, page: number) =>
  useQuery(myRegistrationsQueryOptions(realm, page));
