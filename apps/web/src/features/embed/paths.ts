/**
 * The booking widget's addresses (decision 095): the event page a listed site frames, the sign-in popup's two
 * pages, and the card payment's window (decision 105): the page that opens the checkout and the one it comes back
 * to. Small, since main.tsx reads it before anything else. Changes when a widget page moves.
 */
/** Every widget page's address starts so (the router adds their table when first asked for one). */
export const WIDGET_PREFIX = '/embed/';
export const WIDGET_EVENT_PATH = '/embed/events';
export const WIDGET_SIGN_IN_PATH = '/embed/sign-in';
export const WIDGET_SIGNED_IN_PATH = '/embed/signed-in';
export const WIDGET_CHECKOUT_PATH = '/embed/checkout';
export const WIDGET_PAYMENT_RETURN_PATH = '/embed/payment-return';

/** The page runs in the widget's frame on another site: its session is held in memory only. */
export const isWidgetFrame = (pathname: string): boolean => pathname.startsWith(`${WIDGET_EVENT_PATH}/`);

/** The popup's sign-in, then the page that hands the token back (or, from the payment's window, that window). */
export const widgetSignInHref = (returnTo = WIDGET_SIGNED_IN_PATH): string =>
  `${WIDGET_SIGN_IN_PATH}?${new URLSearchParams({ returnTo })}`;
