/**
 * The booking widget's addresses (decision 095): the event page a listed site frames, and the sign-in popup's two
 * pages. Small, since main.tsx reads it before anything else. Changes when a widget page moves.
 */
export const WIDGET_EVENT_PATH = '/embed/events';
export const WIDGET_SIGN_IN_PATH = '/embed/sign-in';
export const WIDGET_SIGNED_IN_PATH = '/embed/signed-in';

/** The page runs in the widget's frame on another site: its session is held in memory only. */
export const isWidgetFrame = (pathname: string): boolean => pathname.startsWith(`${WIDGET_EVENT_PATH}/`);

/** The popup's sign-in, which goes on to the page that hands the token back. */
export const widgetSignInHref = (): string =>
  `${WIDGET_SIGN_IN_PATH}?${new URLSearchParams({ returnTo: WIDGET_SIGNED_IN_PATH })}`;
