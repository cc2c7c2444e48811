import type { RouteObject } from 'react-router';

/** /notifications: what the portal told the user (the header's bell links here); /preferences: which are emailed. */
export function notificationsRoutes(): RouteObject[] {
  return [
    {
      path: 'notifications',
      lazy: {
        Component: async () => (await import('./components/NotificationsPage')).NotificationsPage,
      },
    },
    {
      path: 'notifications/preferences',
      lazy: {
        Component: async () => (await import('./components/PreferencesPage')).PreferencesPage,
      },
    },
  ];
}
