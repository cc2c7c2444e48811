import type { ZJobPaymentStatusResponse } from '@engagex/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { JOBS_KEY } from './keys';

export type TJobPaymentStatus = z.infer<typeof ZJobPaymentStatusResponse>;

export const getPaymentStatus = (applicationId: string, signal?: AbortSignal) =>
  request<TJobPaymentStatus>('jobs', `/applications/${encodeURIComponent(applicationId)}/payment-status`, {
    signal,
  });

export const paymentStatusQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'payment-status', applicationId],
    queryFn: ({ signal }) => getPaymentStatus(applicationId, signal),
  });

export const usePaymentStatus = (applicationId: string, { enabled = true } = {}) =>
  useQuery({ ...paymentStatusQueryOptions(applicationId), enabled });
