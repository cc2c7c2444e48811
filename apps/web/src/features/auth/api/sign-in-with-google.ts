import type { TGoogleSignInRequest } from '@engagex/contracts';
import { identityApi } from '@engagex/contracts/api/identity';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { deviceId } from '@/lib/device-id';

/** The browser's device id goes along, so that a referral from the referrer's own device is held for review. */
export const signInWithGoogle = (body: TGoogleSignInRequest) =>
  call(identityApi.signIn, { body: { ...body, deviceId: body.deviceId ?? deviceId() } });

export const signInMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sign-in'], mutationFn: signInWithGoogle });

export const useSignInWithGoogle = () => useMutation(signInMutationOptions());
