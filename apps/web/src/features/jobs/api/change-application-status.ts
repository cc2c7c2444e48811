import type { TJobApplication, TJobStatus } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { applicationQueryOptions } from './get-application';
import { JOBS_KEY } from './keys';

export type StatusChange = { applicationId: string; status: TJobStatus; notes?: string | undefined };

/** Admins move an application along JOB_STATUS_TRANSITIONS; UNDER_REVIEW needs the fee paid (422 otherwise). */
export const changeApplicationStatus = ({ applicationId, status, notes }: StatusChange) =>
  request<TJobApplication>('jobs', `/job-applications/${encodeURIComponent(applicationId)}/status`, {
    method: 'PUT',
    body: { status, ...(notes ? { notes } : {}) },
  });

export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplicationStatus,
    onSuccess: (application) => {
      queryClient.setQueryData(applicationQueryOptions(application.id).queryKey, application);
      return queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
  });
}
