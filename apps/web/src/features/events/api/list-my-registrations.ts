import type { TContestant, TPaginated, TRealm } from '@engagex/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { contestantsKey } from '../keys';
import { serviceOf } from '../realm';

export const MY_REGISTRATIONS_PAGE_SIZE = 10;

/**
 * The signed-in user's registrations. The events server has its own path for this (docs/product.md §7); the cultural
 * server answers GET /contestants with the caller's own registrations (an admin's call lists everyone's, so the
 * page keeps only the admin's own).
 */
export const listMyRegistrations = (realm: TRealm, page: number, signal?: AbortSignal) =>
  request<TPaginated<TContestant>>(
    serviceOf(realm),
    realm === 'events' ? '/contestant-registration/my-registrations' : '/contestants',
    { query: { page, limit: MY_REGISTRATIONS_PAGE_SIZE }, signal },
  );

export const myRegistrationsQueryOptions = (realm: TRealm, page: number) =>
  queryOptions({
    queryKey: [...contestantsKey(realm), 'mine', page],
    queryFn: ({ signal }) => listMyRegistrations(realm, page, signal),
    // Holds lapse and the jury moves entries while the page is away: ask again soon after coming back.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export const useMyRegistrations = (realm: TRealm, page: number) =>
  useQuery(myRegistrationsQueryOptions(realm, page));
