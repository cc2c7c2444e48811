import type { TMarkedRead } from '@engagex/contracts';
import { notificationsApi } from '@engagex/contracts/api/notifications';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { notificationsKeys } from './keys';

export const markNotificationRead = (id: string) => call(notificationsApi.read, { params: { id } });
export const markAllNotificationsRead = () => call(notificationsApi.readAll);

/**
 * The answer carries the unread count as it now stands, so the bell changes at once; the lists are refetched by
 * the app-wide rule after every successful action (lib/query-client).
 */
const showUnread = (queryClient: QueryClient, answer: TMarkedRead) =>
  storeAnswer(queryClient, notificationsKeys.unreadCount, { count: answer.unread });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (answer) => showUnread(queryClient, answer),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (answer) => showUnread(queryClient, answer),
  });
}
