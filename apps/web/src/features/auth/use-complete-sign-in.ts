import type { TSignInResponse } from '@engagex/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { currentUserQueryOptions } from '@/lib/account';
import { isApiError } from '@/lib/api-error';
import { syncLocationAfterSignIn } from '@/lib/location';
import { setAuthToken } from '@/lib/storage';
import { sessionQueryOptions } from './api/verify-session';
import { t } from './sign-in/messages';

/** Stores the token, seeds the session so the guard needs no second round trip, and goes back to returnTo. */
export function useCompleteSignIn(returnTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ token, user }: TSignInResponse) => {
    queryClient.clear();
    setAuthToken(token);
    // docs/product.md §7: the location's first trip to the server is the sign-in's (start-up only renews a cached one).
    void syncLocationAfterSignIn();
    queryClient.setQueryData(sessionQueryOptions().queryKey, { user });
    queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    await navigate(returnTo, { replace: true });
  };
}

/** docs/product.md §8: the server's error sentence when the server refused, else the generic one. */
export function authErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.isHttpError || error.code === 'API_ERROR') && error.message)
    return error.message;
  return t('authFailed');
}
