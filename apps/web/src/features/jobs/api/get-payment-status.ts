import { jobsApi } from '@engagex/contracts/api/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { jobsKeys } from './keys';

export const getPaymentStatus = (applicationId: string, signal?: AbortSignal) =>
  call(jobsApi.paymentStatus, { params: { id: applicationId }, signal });

export const paymentStatusQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: jobsKeys.paymentStatus(applicationId),
    queryFn: ({ signal }) => getPaymentStatus(applicationId, signal),
  });

export const usePaymentStatus = (applicationId: string, { enabled = true } = {}) =>
  useQuery({ ...paymentStatusQueryOptions(applicationId), enabled });
