import type { TQuestionUpdate, TRealm } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

/** PATCH /events/:id/questions/:questionId: what changed (a question's kind stays what it was). */
export const updateQuestion = (realm: TRealm, eventId: string, questionId: string, body: TQuestionUpdate) =>
  call(ticketingApi.updateQuestion, { realm, params: { id: eventId, questionId }, body });

export function useUpdateQuestion(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: string; body: TQuestionUpdate }) =>
      updateQuestion(realm, eventId, questionId, body),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
