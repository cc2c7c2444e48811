import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

/** /credits: balance, packs and purchases; /credits/return: where the payment gateway sends the browser back. */
export function creditsRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'credits',
      lazy: {
        loader: async () => (await import('./credits-loader')).creditsRouteLoader(queryClient),
        Component: async () => (await import('./components/CreditsPage')).CreditsPage,
      },
    },
    {
      // The payment gateway sends the browser back here (decision 019).
      path: 'credits/return',
      lazy: {
        Component: async () => (await import('./components/PurchaseReturnPage')).PurchaseReturnPage,
      },
    },
  ];
}
