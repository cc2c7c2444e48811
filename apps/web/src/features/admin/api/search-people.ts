import { adminApi } from '@engagex/contracts/api/admin';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminKeys } from './keys';

export const PEOPLE_PAGE_SIZE = 25;

/** People whose name or email contains `q` (any case); everyone, newest first, when it is empty. */
export const searchPeople = (q: string, cursor: string | undefined, signal?: AbortSignal) =>
  call(adminApi.users, { query: { q, cursor, limit: PEOPLE_PAGE_SIZE }, signal });

export const peopleQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.people(q),
    queryFn: ({ pageParam, signal }) => searchPeople(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The previous results stay (dimmed) while a new search runs, so the list does not jump with every pause. */
export const usePeople = (q: string) =>
  useInfiniteQuery({ ...peopleQueryOptions(q), placeholderData: keepPreviousData });
