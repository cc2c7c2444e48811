import { identityApi } from '@engagex/contracts/api/identity';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** Revokes the token server-side. */
export const logout = () => call(identityApi.logout);

export const logoutMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'logout'], mutationFn: logout });

export const useLogout = () => useMutation(logoutMutationOptions());
