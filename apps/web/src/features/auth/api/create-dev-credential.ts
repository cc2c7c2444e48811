import type { TDevIdpTokenRequest } from '@engagex/contracts';
import { devIdpApi } from '@engagex/contracts/api/dev-idp';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** The development identity provider issues an ID token that /auth/google verifies like Google's. */
export const createDevCredential = (body: TDevIdpTokenRequest) => call(devIdpApi.token, { body });

export const createDevCredentialMutationOptions = () =>
  mutationOptions({ mutationKey: ['dev-idp', 'token'], mutationFn: createDevCredential });

export const useCreateDevCredential = () => useMutation(createDevCredentialMutationOptions());
