/**
 * An event's booking-widget sites as its organiser reads and saves them (decision 095). Changes with the endpoints.
 */
import type { TEmbedSettings, TRealm } from '@engagex/contracts';
import { embedApi } from '@engagex/contracts/api/embed';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';

const embedKey = (realm: TRealm, eventId: string) => ['embed', realm, eventId] as const;

export const useEmbed = (realm: TRealm, eventId: string) =>
  useQuery({
    queryKey: embedKey(realm, eventId),
    queryFn: ({ signal }) => call(embedApi.get, { realm, params: { id: eventId }, signal }),
  });

export function useSaveEmbed(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmbedSettings) => call(embedApi.set, { realm, params: { id: eventId }, body }),
    onSuccess: (saved) => storeAnswer(queryClient, embedKey(realm, eventId), saved),
  });
}
