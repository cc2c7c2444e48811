import type { RouteObject } from 'react-router';

/** /join/:code, public: an invite link records the visit and keeps the code for the sign-in that follows. */
export function referralsRoutes(): RouteObject[] {
  return [
    {
      path: '/join/:code',
      lazy: {
        loader: async () => (await import('./components/JoinPage')).joinLoader,
        Component: async () => (await import('./components/JoinPage')).JoinPage,
      },
    },
  ];
}
