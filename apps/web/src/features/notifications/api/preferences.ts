import type { TNotificationPreferences, TUpdateNotificationPreferences } from '@engagex/contracts';
import { notificationsApi } from '@engagex/contracts/api/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { notificationsKeys } from './keys';

export const getNotificationPreferences = (signal?: AbortSignal) =>
  call(notificationsApi.preferences, { signal });

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.preferences,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());

export const updateNotificationPreferences = (changes: TUpdateNotificationPreferences['preferences']) =>
  call(notificationsApi.updatePreferences, { body: { preferences: changes } });

/** The answer is every kind as it now stands: it replaces the cached preferences. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (answer: TNotificationPreferences) =>
      storeAnswer(queryClient, notificationsKeys.preferences, answer),
  });
}
