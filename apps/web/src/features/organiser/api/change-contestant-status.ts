import type { TRealm, ZContestantStatusRequest } from '@engagex/contracts';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api';
import { invalidateRealm } from './keys';

export type TContestantStatusRequest = z.input<typeof ZContestantStatusRequest>;

/** PATCH /contestants/:id/status: only along CONTESTANT_REVIEW_TRANSITIONS (422 otherwise). */
export const changeContestantStatus = (realm: TRealm, contestantId: string, body: TContestantStatusRequest) =>
  call(contestantsApi.changeStatus, { realm, params: { id: contestantId }, body });

export function useChangeContestantStatus(realm: TRealm) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contestantId, ...body }: TContestantStatusRequest & { contestantId: string }) =>
      changeContestantStatus(realm, contestantId, body),
    // Also after a refusal: someone else may have moved the registration meanwhile.
    onSettled: () => invalidateRealm(queryClient, realm),
  });
}
