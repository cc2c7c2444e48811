import type { TRealm } from '@engagex/contracts';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

/** DELETE /events/:id/questions/:questionId: no longer asked; answers already given stay on their tickets. */
export const deleteQuestion = (realm: TRealm, eventId: string, questionId: string) =>
  call(ticketingApi.deleteQuestion, { realm, params: { id: eventId, questionId } });

export function useDeleteQuestion(realm: TRealm, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) => deleteQuestion(realm, eventId, questionId),
    onSuccess: () => invalidateRealm(queryClient, realm),
  });
}
