import type { TEncashmentConfig } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { EMPLOYEE_KEY } from './keys';

/** Limits, the credits this employee may still encash, and the rules. */
export const getEncashmentConfig = (signal?: AbortSignal) =>
  request<TEncashmentConfig>('employee', '/encashment/config', { signal });

export const encashmentConfigQueryOptions = () =>
  queryOptions({
    queryKey: [...EMPLOYEE_KEY, 'encashment', 'config'],
    queryFn: ({ signal }) => getEncashmentConfig(signal),
  });

export const useEncashmentConfig = () => useQuery(encashmentConfigQueryOptions());
