import { modulesApi } from '@engagex/contracts/api/modules';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { modulesKeys } from './keys';
import { modulesQueryOptions } from './list-modules';

export const getModule = (id: string, signal?: AbortSignal) =>
  call(modulesApi.get, { params: { id }, signal });

export const moduleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: modulesKeys.detail(id),
    queryFn: ({ signal }) => getModule(id, signal),
    staleTime: 5 * 60_000,
  });

/** Shows the catalogue entry already in the list cache at once, then the module's own answer. */
export function useModule(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...moduleQueryOptions(id),
    placeholderData: () =>
      queryClient
        .getQueryData(modulesQueryOptions('all').queryKey)
        ?.modules.find((module) => module.id === id),
  });
}
