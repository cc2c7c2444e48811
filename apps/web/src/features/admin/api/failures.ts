import type { TRefundKind, TSettleRefundByHandRequest } from '@engagex/contracts';
import { adminFailuresApi } from '@engagex/contracts/api/admin-failures';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { ADMIN_KEY } from './keys';

/** What failed (decision 096): each list a page at a time, oldest waits first for refunds, newest first otherwise. */
export const FAILURES_PAGE_SIZE = 20;
const failuresKey = (list: string, page: number) => [...ADMIN_KEY, 'failures', list, page] as const;

export const useFailedEmails = (page: number) =>
  useQuery({
    queryKey: failuresKey('emails', page),
    queryFn: ({ signal }) =>
      call(adminFailuresApi.failedEmails, { query: { page, limit: FAILURES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const useGivenUpRefunds = (page: number) =>
  useQuery({
    queryKey: failuresKey('refunds', page),
    queryFn: ({ signal }) =>
      call(adminFailuresApi.givenUpRefunds, { query: { page, limit: FAILURES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const useStoppedWebhooks = (page: number) =>
  useQuery({
    queryKey: failuresKey('webhooks', page),
    queryFn: ({ signal }) =>
      call(adminFailuresApi.stoppedWebhooks, { query: { page, limit: FAILURES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** What an action says once it is done, or refused (another admin answered first). */
type Outcome = { done?: () => void; failed?: (error: Error) => void };

/** Every action leaves an audit entry and takes a row off its list: the whole console is read again. */
function useFailureAction<I>(action: (input: I) => Promise<unknown>, { done, failed }: Outcome) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => done?.(),
    onError: (error) => failed?.(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export const useResendEmail = (outcome: Outcome) =>
  useFailureAction((id: string) => call(adminFailuresApi.resendEmail, { params: { id } }), outcome);

export const useRetryRefund = (outcome: Outcome) =>
  useFailureAction(
    ({ kind, id }: { kind: TRefundKind; id: string }) =>
      call(adminFailuresApi.retryRefund, { params: { kind, id } }),
    outcome,
  );

export const useSettleRefund = (outcome: Outcome) =>
  useFailureAction(
    ({ kind, id, ...body }: { kind: TRefundKind; id: string } & TSettleRefundByHandRequest) =>
      call(adminFailuresApi.settleRefundByHand, { params: { kind, id }, body }),
    outcome,
  );

export const useResendWebhook = (outcome: Outcome) =>
  useFailureAction((id: string) => call(adminFailuresApi.resendWebhook, { params: { id } }), outcome);
