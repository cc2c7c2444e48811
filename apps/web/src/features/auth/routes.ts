import type { RouteObject } from 'react-router';
import { SIGN_IN_PATH, signInPageLoader } from './session';

/** /sign-in, public; a visitor who already holds a token goes straight on (see signInPageLoader). */
export function authRoutes(): RouteObject[] {
  return [
    {
      path: SIGN_IN_PATH,
      loader: signInPageLoader,
      lazy: { Component: async () => (await import('./components/SignInPage')).SignInPage },
    },
  ];
}

/** /account/devices, signed in: where the person is signed in, and ending those sessions (decision 087). */
export function accountRoutes(): RouteObject[] {
  return [
    {
      path: 'account/devices',
      lazy: { Component: async () => (await import('./devices/components/DevicesPage')).DevicesPage },
    },
  ];
}
