import type { TGoogleSignInRequest, TSignInResponse } from '@engagex/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { deviceId } from '@/lib/device-id';
import { request } from '@/lib/http';

/** The browser's device id goes along, so that a referral from the referrer's own device is held for review. */
export const signInWithGoogle = (body: TGoogleSignInRequest) =>
  request<TSignInResponse>('main', '/auth/google', {
    method: 'POST',
    body: { ...body, deviceId: body.deviceId ?? deviceId() },
  });

export const signInMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sign-in'], mutationFn: signInWithGoogle });

export const useSignInWithGoogle = () => useMutation(signInMutationOptions());
