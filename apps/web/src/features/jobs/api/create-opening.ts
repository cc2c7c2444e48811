import type { TJobOpening, ZJobOpeningInput } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';
import { openingQueryOptions } from './get-opening';
import { JOBS_KEY } from './keys';

/** The opening as the contract's schema parsed it (trimmed, questions defaulted). */
export type TJobOpeningInput = z.infer<typeof ZJobOpeningInput>;

/** Admins: post a new opening. 201 with the opening; 400 with field details (`body.title`). */
export const createOpening = (body: TJobOpeningInput) =>
  request<TJobOpening>('jobs', '/job-openings', { method: 'POST', body });

export function useCreateOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpening,
    onSuccess: (opening) => {
      queryClient.setQueryData(openingQueryOptions(opening.id).queryKey, opening);
      return queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
  });
}
