import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { isApiError, isUnreachable, suspensionOf } from '@/lib/api-error';
import { forgetSavedTickets } from '@/lib/saved-tickets';
import { clearAuthToken, getAuthToken } from '@/lib/storage';
import { toast } from '@/ui/toast';
import { sessionQueryOptions } from './api/verify-session';
import { t } from './messages';
import { rememberSuspension } from './suspension';

export const SIGN_IN_PATH = '/sign-in';
export const HOME_PATH = '/';

/**
 * Only an in-app path may be a return target: anything else (`//evil.example`, `https://…`, `/\…`) would make
 * the sign-in page an open redirect.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return HOME_PATH;
  if (
    value === SIGN_IN_PATH ||
    value.startsWith(`${SIGN_IN_PATH}?`) ||
    value.startsWith(`${SIGN_IN_PATH}/`)
  ) {
    return HOME_PATH;
  }
  return value;
}

export function signInHref(returnTo?: string): string {
  const target = safeReturnTo(returnTo);
  return target === HOME_PATH ? SIGN_IN_PATH : `${SIGN_IN_PATH}?${new URLSearchParams({ returnTo: target })}`;
}

/** Forgets the session locally: token, every cached response and the saved tickets (they belong to that user). */
export function endSession(queryClient: QueryClient): void {
  clearAuthToken();
  queryClient.clear();
  forgetSavedTickets();
}

/** The server refused the token itself, as opposed to not being reachable. */
export const isRejectedToken = (error: unknown): boolean =>
  isApiError(error) && (error.code === 401 || error.code === 403 || error.code === 'API_ERROR');

/**
 * Route guard for everything behind sign-in (docs/product.md §1: every module requires a signed-in user). No token:
 * off to sign-in with the asked path as returnTo. A token the server rejects: 'Token verification failed',
 * the user is signed out (docs/product.md §8); a suspended account is told why on the sign-in page. A server that cannot be reached does not sign anybody out: that error
 * goes to the error screen, which offers a retry, except on a page that `opensOffline` (the saved tickets,
 * docs/product.md "The ticket wallet"), which then renders and shows what the device kept.
 */
export function requireSessionLoader(
  queryClient: QueryClient,
  opensOffline: (pathname: string) => boolean = () => false,
): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const returnTo = `${url.pathname}${url.search}`;
    if (!getAuthToken()) throw redirect(signInHref(returnTo));
    try {
      await queryClient.ensureQueryData(sessionQueryOptions());
      return null;
    } catch (error) {
      if (isUnreachable(error) && opensOffline(url.pathname)) return null;
      if (!isRejectedToken(error)) throw error;
      endSession(queryClient);
      // A suspended account: the sign-in page says so, why, and how to appeal (decision 048).
      const suspension = suspensionOf(error);
      if (suspension) {
        rememberSuspension(suspension);
        throw redirect(signInHref(returnTo));
      }
      toast({ title: () => t('verifyFailed'), description: () => t('signInAgain'), variant: 'error' });
      throw redirect(signInHref(returnTo));
    }
  };
}

/**
 * Resolves once the session is known: true when a stored token verified. Never throws and never redirects
 * (the guard does both), so loaders below the guard, which React Router runs alongside it, can wait for it
 * before asking for data that needs a signed-in user.
 */
export async function whenSignedIn(queryClient: QueryClient): Promise<boolean> {
  if (!getAuthToken()) return false;
  try {
    await queryClient.ensureQueryData(sessionQueryOptions());
    return true;
  } catch {
    return false;
  }
}

/** A visitor who already holds a token goes straight on to where they were heading. */
export const signInPageLoader: LoaderFunction = ({ request }) => {
  if (getAuthToken()) {
    throw redirect(safeReturnTo(new URL(request.url).searchParams.get('returnTo')));
  }
  return null;
};
