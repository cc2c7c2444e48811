import type { TLaunchModuleRequest } from '@engagex/contracts';
import { modulesApi } from '@engagex/contracts/api/modules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_KEY } from '@/lib/account';
import { call } from '@/lib/api';
import { MODULES_KEY } from './keys';

/**
 * An admin launches an upcoming module (POST /modules/:id/launch): it goes live on the date given and everyone who
 * asked to be told is notified once. 422 when it is already live or the date is in the future.
 */
export const launchModule = (id: string, body: TLaunchModuleRequest) =>
  call(modulesApi.launch, { params: { id }, body });

export function useLaunchModule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLaunchModuleRequest) => launchModule(id, body),
    // The module's page, the catalogue and its counts (dashboard, navigation) all change with its status. Not
    // awaited: the page drops the launch dialog once it reads the module live, and the dialog's own onSuccess (its
    // toast) must run before that.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MODULES_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
