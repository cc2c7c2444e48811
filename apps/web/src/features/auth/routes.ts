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

/**
 * The account's pages, signed in: /account/devices, where the person is signed in and ending those sessions
 * (decision 087); /account/two-factor, their second factor (decision 089).
 */
export function accountRoutes(): RouteObject[] {
  return [
    {
      path: 'account/devices',
      lazy: { Component: async () => (await import('./devices/components/DevicesPage')).DevicesPage },
    },
    {
      path: 'account/two-factor',
      lazy: { Component: async () => (await import('./two-factor/components/TwoFactorPage')).TwoFactorPage },
    },
  ];
}
