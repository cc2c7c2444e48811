/**
 * The organiser's webhooks (decision 091): the list, making one (which answers its secret once), resuming, removing,
 * rolling its secret (answered once, decision 111), and each endpoint's deliveries with sending one again. One file: the page is their only reader. Changes with the
 * endpoints.
 */
import type { TCreateWebhookRequest } from '@engagex/contracts';
import { webhooksApi } from '@engagex/contracts/api/webhooks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';

const webhooksKey = ['organiser', 'webhooks'] as const;
const deliveriesKey = (id: string) => [...webhooksKey, id, 'deliveries'] as const;

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: webhooksKey, queryFn: ({ signal }) => call(webhooksApi.list, { signal }) });
export const useWebhooks = () => useQuery(webhooksQueryOptions());

/** The newest 20 deliveries; read again every 10 s while shown, since retries land on their own. */
export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: deliveriesKey(id),
    queryFn: ({ signal }) =>
      call(webhooksApi.deliveries, { params: { id }, query: { page: 1, limit: 20 }, signal }),
    refetchInterval: 10_000,
  });

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateWebhookRequest) => call(webhooksApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useResumeWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(webhooksApi.update, { params: { id }, body: { paused: false } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useRemoveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(webhooksApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

/** A new signing secret, answered once (decision 111); the list shows no secret, so nothing to read again. */
export function useRollWebhookSecret() {
  return useMutation({
    mutationFn: (id: string) => call(webhooksApi.rollSecret, { params: { id } }),
  });
}

export function useResendDelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => call(webhooksApi.resend, { params: { id, deliveryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}
