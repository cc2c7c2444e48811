import { employeeApi } from '@engagex/contracts/api/employee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { employeeKeys } from './keys';

/** Limits, the credits this employee may still encash, and the rules. */
export const getEncashmentConfig = (signal?: AbortSignal) => call(employeeApi.encashmentConfig, { signal });

export const encashmentConfigQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.encashmentConfig,
    queryFn: ({ signal }) => getEncashmentConfig(signal),
  });

export const useEncashmentConfig = () => useQuery(encashmentConfigQueryOptions());
