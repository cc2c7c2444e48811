import type { TGoogleSignInRequest, TSignInResponse } from '@engagex/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';

export const signInWithGoogle = (body: TGoogleSignInRequest) =>
  request<TSignInResponse>('main', '/auth/google', { method: 'POST', body });

export const signInMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sign-in'], mutationFn: signInWithGoogle });

export const useSignInWithGoogle = () => useMutation(signInMutationOptions());
