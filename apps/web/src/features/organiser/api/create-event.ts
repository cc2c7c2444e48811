import type { TRealm, ZEventInput } from '@engagex/contracts';
import { eventsApi } from '@engagex/contracts/api/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

export type TEventInput = z.input<typeof ZEventInput>;

export const createEvent = (realm: TRealm, body: TEventInput) => call(eventsApi.create, { realm, body });

export function useCreateEvent(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEventInput) => createEvent(realm, body),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
