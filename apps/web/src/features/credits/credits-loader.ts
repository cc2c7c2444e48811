import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { creditBalanceQueryOptions } from '@/lib/account';
import { userLocationQueryOptions } from './api/get-user-location';
import { purchasesQueryOptions } from './api/list-purchases';

/** Starts the credits page's requests alongside its chunk; the page has its own loading and error states. */
export function creditsRouteLoader(queryClient: QueryClient): LoaderFunction {
  return () => {
    void queryClient.prefetchQuery(creditBalanceQueryOptions());
    void queryClient.prefetchQuery(purchasesQueryOptions(1));
    void queryClient.prefetchQuery(userLocationQueryOptions());
    return null;
  };
}
