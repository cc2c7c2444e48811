import { NOTIFICATIONS_KEY } from '@/lib/query-client';

export type NotificationsFilter = { unreadOnly: boolean; page: number };

/**
 * The count and the lists live under the app-wide key, so any action the user takes refreshes them (lib/query-client).
 * The preferences do not: only their own page changes them, and it keeps the server's answer.
 */
export const notificationsKeys = {
  all: NOTIFICATIONS_KEY,
  unreadCount: [...NOTIFICATIONS_KEY, 'unread-count'] as const,
  list: (filter: NotificationsFilter) => [...NOTIFICATIONS_KEY, 'list', filter] as const,
  preferences: ['notification-preferences'] as const,
};
