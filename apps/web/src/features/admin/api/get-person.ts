import { adminApi } from '@engagex/contracts/api/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminKeys } from './keys';

/** Everything about one person: account, wallet and ledger, sessions, standing and their history elsewhere. */
export const getPerson = (id: string, signal?: AbortSignal) =>
  call(adminApi.user, { params: { id }, signal });

export const personQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.person(id), queryFn: ({ signal }) => getPerson(id, signal) });

export const usePerson = (id: string) => useQuery(personQueryOptions(id));
