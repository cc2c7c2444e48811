import type { TJobApplication, TJobApplicationRequest } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { JOBS_KEY } from './keys';

/** 201 with the application; 409 when one exists already, 422 when the opening stopped taking applications. */
export const applyForJob = (body: TJobApplicationRequest) =>
  request<TJobApplication>('jobs', '/job-applications', { method: 'POST', body });

export function useApplyForJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
