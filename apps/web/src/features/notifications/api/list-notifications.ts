import { notificationsApi } from '@engagex/contracts/api/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, queryFlag } from '@/lib/api';
import { type NotificationsFilter, notificationsKeys } from './keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const listNotifications = (filter: NotificationsFilter, signal?: AbortSignal) =>
  call(notificationsApi.list, {
    query: {
      page: filter.page,
      limit: NOTIFICATIONS_PAGE_SIZE,
      unread: filter.unreadOnly ? queryFlag(true) : undefined,
    },
    signal,
  });

export const notificationsQueryOptions = (filter: NotificationsFilter) =>
  queryOptions({
    queryKey: notificationsKeys.list(filter),
    queryFn: ({ signal }) => listNotifications(filter, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the list does not jump. */
export const useNotifications = (filter: NotificationsFilter) =>
  useQuery({ ...notificationsQueryOptions(filter), placeholderData: keepPreviousData });
