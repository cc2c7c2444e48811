import type { TEventDetail, TRealm, ZEventUpdate } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { realmService } from '../realm';
import { adminEventQueryOptions } from './get-event';
import { invalidateRealm } from './keys';

export type TEventUpdate = z.input<typeof ZEventUpdate>;

export const updateEvent = (realm: TRealm, eventId: string, body: TEventUpdate) =>
  request<TEventDetail>(realmService(realm), `/events/${encodeURIComponent(eventId)}`, {
    method: 'PATCH',
    body,
  });

export function useUpdateEvent(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEventUpdate) => updateEvent(realm, eventId, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminEventQueryOptions(realm, eventId).queryKey, detail);
      return invalidateRealm(queryClient, realm);
    },
  });
}
