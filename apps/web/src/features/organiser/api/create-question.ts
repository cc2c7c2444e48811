import type { TQuestionInput, TRealm } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

/** POST /events/:id/questions: a question put to every attendee, or to those holding some types. */
export const createQuestion = (realm: TRealm, eventId: string, body: TQuestionInput) =>
  call(ticketingApi.createQuestion, { realm, params: { id: eventId }, body });

export function useCreateQuestion(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TQuestionInput) => createQuestion(realm, eventId, body),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
