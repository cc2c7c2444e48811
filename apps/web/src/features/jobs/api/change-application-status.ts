import type { TJobStatus } from '@engagex/contracts';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { JOBS_KEY, jobsKeys } from './keys';

export type StatusChange = { applicationId: string; status: TJobStatus; notes?: string | undefined };

/** Admins move an application along JOB_STATUS_TRANSITIONS; UNDER_REVIEW needs the fee paid (422 otherwise). */
export const changeApplicationStatus = ({ applicationId, status, notes }: StatusChange) =>
  call(jobsApi.changeStatus, {
    params: { id: applicationId },
    body: { status, ...(notes ? { notes } : {}) },
  });

export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplicationStatus,
    onSuccess: async (application) => {
      await storeAnswer(queryClient, jobsKeys.application(application.id), application);
      return queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
  });
}
