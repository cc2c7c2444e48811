import { STORAGE_KEYS } from '@engagex/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { endSession, SIGN_IN_PATH, signInHref } from '@/features/auth/session';
import { rememberSuspension } from '@/features/auth/suspension';
import { isApiError, suspensionOf } from '@/lib/api-error';
import { t } from '@/lib/messages';
import { getAuthToken } from '@/lib/storage';
import { type ToastWords, toast } from '@/ui/toast';

type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

/**
 * App-level reactions to a session that ends elsewhere: a request refused with 401 (token revoked or
 * expired) and a sign-out in another tab. The fetch layer only reports; this is where the app decides.
 */
export function installSessionSync({
  queryClient,
  navigate,
  currentPath,
}: {
  queryClient: QueryClient;
  navigate: Navigate;
  currentPath: () => string;
}): () => void {
  const leave = (message?: ToastWords) => {
    const path = currentPath();
    endSession(queryClient);
    if (message) toast({ title: message, description: () => t('app.session.signInAgain'), variant: 'error' });
    if (!path.startsWith(SIGN_IN_PATH)) void navigate(signInHref(path), { replace: true });
  };

  // A 401 reaches here only after the fetch layer failed to renew the session (decision 037). The first one
  // ends the session and says so; the others that were in flight with it find no token and stay quiet.
  const onError = (error: unknown) => {
    // A suspended account is told so at once, with the reason and how to appeal, on the sign-in page.
    const suspension = suspensionOf(error);
    if (suspension && getAuthToken()) {
      rememberSuspension(suspension);
      leave();
      return;
    }
    if (isApiError(error) && error.code === 401 && getAuthToken()) leave(() => t('app.session.ended'));
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (event.query.meta?.authCheck) return; // the route guard handles its own verification
    onError(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });

  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.authToken && event.newValue === null) leave();
    if (event.key === null) leave(); // storage cleared
  };
  window.addEventListener('storage', onStorage);

  return () => {
    stopQueries();
    stopMutations();
    window.removeEventListener('storage', onStorage);
  };
}
