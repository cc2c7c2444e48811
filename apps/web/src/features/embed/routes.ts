import type { RouteObject } from 'react-router';
import { signInPageLoader } from '@/features/auth/session';
import {
  WIDGET_CHECKOUT_PATH,
  WIDGET_EVENT_PATH,
  WIDGET_PAYMENT_RETURN_PATH,
  WIDGET_SIGN_IN_PATH,
  WIDGET_SIGNED_IN_PATH,
} from './paths';

/**
 * The booking widget's pages (decision 095), public and outside the portal's layout: the event page a listed site
 * frames, the sign-in popup (the portal's own sign-in, then the page that hands the token to the frame), and the
 * card payment's window (decision 105: the page that opens the checkout, and the one it comes back to). The server
 * serves them with their own headers (services/events/embed/pages.ts). Changes when a widget page is added.
 */
export function embedRoutes(): RouteObject[] {
  const paymentWindow = async () => import('./components/PaymentWindow');
  return [
    {
      path: `${WIDGET_EVENT_PATH}/:eventId`,
      lazy: { Component: async () => (await import('./components/WidgetEventPage')).WidgetEventRoute },
    },
    {
      path: WIDGET_SIGN_IN_PATH,
      loader: signInPageLoader,
      lazy: { Component: async () => (await import('@/features/auth/components/SignInPage')).SignInPage },
    },
    {
      path: WIDGET_SIGNED_IN_PATH,
      lazy: { Component: async () => (await import('./components/SignedInPage')).SignedInPage },
    },
    {
      path: WIDGET_CHECKOUT_PATH,
      lazy: {
        loader: async () => (await paymentWindow()).checkoutLoader,
        Component: async () => (await paymentWindow()).WidgetCheckoutPage,
      },
    },
    {
      path: WIDGET_PAYMENT_RETURN_PATH,
      lazy: { Component: async () => (await paymentWindow()).WidgetPaymentReturn },
    },
  ];
}
