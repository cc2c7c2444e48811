import { jobsApi } from '@engagex/contracts/api/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { JOBS_KEY, jobsKeys } from './keys';

/** Admins: stop taking applications for an opening. */
export const closeOpening = (openingId: string) => call(jobsApi.closeOpening, { params: { id: openingId } });

export function useCloseOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeOpening,
    onSuccess: async (opening) => {
      await storeAnswer(queryClient, jobsKeys.opening(opening.id), opening);
      return queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
  });
}
