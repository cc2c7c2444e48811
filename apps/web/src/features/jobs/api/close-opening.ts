import type { TJobOpening } from '@engagex/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { openingQueryOptions } from './get-opening';
import { JOBS_KEY } from './keys';

/** Admins: stop taking applications for an opening. */
export const closeOpening = (openingId: string) =>
  request<TJobOpening>('jobs', `/job-openings/${encodeURIComponent(openingId)}/close`, { method: 'POST' });

export function useCloseOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeOpening,
    onSuccess: (opening) => {
      queryClient.setQueryData(openingQueryOptions(opening.id).queryKey, opening);
      return queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
  });
}
