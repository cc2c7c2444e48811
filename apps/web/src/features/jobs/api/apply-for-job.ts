import type { TJobApplicationRequest } from '@engagex/contracts';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { JOBS_KEY } from './keys';

/** 201 with the application; 409 when one exists already, 422 when the opening stopped taking applications. */
export const applyForJob = (body: TJobApplicationRequest) => call(jobsApi.apply, { body });

export function useApplyForJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
