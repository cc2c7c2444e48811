import type { TEventDetail, TRealm, ZEventInput } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { realmService } from '../realm';
import { invalidateRealm } from './keys';

export type TEventInput = z.input<typeof ZEventInput>;

export const createEvent = (realm: TRealm, body: TEventInput) =>
  request<TEventDetail>(realmService(realm), '/events', { method: 'POST', body });

export function useCreateEvent(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEventInput) => createEvent(realm, body),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
