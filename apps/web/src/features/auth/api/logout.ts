import type { ZLogoutResponse } from '@engagex/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/http';

export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;

/** Revokes the token server-side. */
export const logout = () => request<TLogoutResponse>('main', '/auth/logout', { method: 'POST' });

export const logoutMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'logout'], mutationFn: logout });

export const useLogout = () => useMutation(logoutMutationOptions());
