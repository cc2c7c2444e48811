import type { TDevIdpTokenRequest, TDevIdpTokenResponse } from '@engagex/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';

/** The development identity provider issues an ID token that /auth/google verifies like Google's. */
export const createDevCredential = (body: TDevIdpTokenRequest) =>
  request<TDevIdpTokenResponse>('devIdp', '/token', { method: 'POST', body });

export const createDevCredentialMutationOptions = () =>
  mutationOptions({ mutationKey: ['dev-idp', 'token'], mutationFn: createDevCredential });

export const useCreateDevCredential = () => useMutation(createDevCredentialMutationOptions());
