import type { TJobOpeningInput } from '@engagex/contracts';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { JOBS_KEY, jobsKeys } from './keys';

/** The opening as the contract's schema parsed it (trimmed, questions defaulted). */

/** Admins: post a new opening. 201 with the opening; 400 with field details (`body.title`). */
export const createOpening = (body: TJobOpeningInput) => call(jobsApi.createOpening, { body });

export function useCreateOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpening,
    onSuccess: async (opening) => {
      await storeAnswer(queryClient, jobsKeys.opening(opening.id), opening);
      return queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
  });
}
