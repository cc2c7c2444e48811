/**
 * The widget's frame and its windows (decision 095): the frame tells the page around it how tall it is, the sign-in
 * popup hands its token to the frame that opened it, and a card payment opens its checkout in a window of its own
 * (decision 105), which the frame watches for being closed (decision 110). Every message is checked for the window
 * it comes from and its origin. Changes when what the windows say to each other, or which windows the frame opens,
 * does.
 */
import { EMBED_HEIGHT_MESSAGE, EMBED_SIGNED_IN_MESSAGE } from '@engagex/contracts';
import { widgetSignInHref } from './paths';

/**
 * Tells the page around the frame how tall the widget is whenever that changes (embed.js sizes the iframe to it):
 * the widget's own box, not the document's, which is never shorter than the frame it is in. Sent to any origin: the
 * frame cannot know which listed site it is on, and a height tells nobody anything.
 */
export function reportHeight(widget: HTMLElement): () => void {
  if (window.parent === window) return () => {};
  const send = () =>
    window.parent.postMessage(
      { type: EMBED_HEIGHT_MESSAGE, height: Math.ceil(widget.getBoundingClientRect().height) },
      '*',
    );
  const observer = new ResizeObserver(send);
  observer.observe(widget);
  send();
  return () => observer.disconnect();
}

/**
 * A link inside the frame (to a ticket, My bookings, the portal) opens in a new tab: followed in the frame it would
 * replace the widget with a portal page the organiser's site never meant to show. Runs in the capture phase, before
 * the router's own link handler, so that handler never navigates the frame.
 */
export function openLinksInNewTab(event: {
  target: EventTarget | null;
  preventDefault(): void;
  stopPropagation(): void;
}) {
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || anchor.target === '_blank') return;
  event.preventDefault();
  event.stopPropagation();
  window.open(anchor.href, '_blank', 'noopener');
}

export class PopupBlocked extends Error {}

/**
 * Opens the card payment's window (decision 105) and answers it, or null when the browser did not let it: called in
 * the click itself. The checkout page may not be framed (`frame-ancestors 'none'`), so it opens there, on the
 * portal's own origin. The frame follows the booking through the API; the handle only tells it that the window was
 * closed (decision 110): the window cuts its own `opener`, so nothing there can reach the frame.
 */
export function openCheckoutWindow(href: string): Window | null {
  return window.open(href, 'engagex-checkout', 'popup,width=520,height=760');
}

/** How often the frame looks whether the payment's window is still open: `closed` is a property read, nothing more. */
export const WATCH_WINDOW_MS = 500;

/**
 * Calls `onClosed` once the window is closed (decision 110). `closed` is readable across origins, and the pages the
 * window passes through answer no opener policy, so it reads true only when the window is really gone.
 */
export function whenClosed(opened: Window, onClosed: () => void): () => void {
  const watch = window.setInterval(() => {
    if (!opened.closed) return;
    window.clearInterval(watch);
    onClosed();
  }, WATCH_WINDOW_MS);
  return () => window.clearInterval(watch);
}

/**
 * Opens the portal's sign-in in a popup and resolves with the token it hands back, or null when it is closed first.
 * Only a message from that popup, from the portal's own origin, counts.
 */
export function signInThroughPopup(): Promise<string | null> {
  const popup = window.open(widgetSignInHref(), 'engagex-sign-in', 'popup,width=480,height=720');
  if (!popup) return Promise.reject(new PopupBlocked());
  return new Promise((resolve) => {
    let settled = false;
    const done = (token: string | null) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
      resolve(token);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const data = event.data as { type?: unknown; token?: unknown } | null;
      if (data?.type === EMBED_SIGNED_IN_MESSAGE && typeof data.token === 'string' && data.token)
        done(data.token);
    };
    window.addEventListener('message', onMessage);
    const watch = setInterval(() => {
      // The popup closes itself right after handing the token over: its message may still be on its way.
      if (popup.closed) setTimeout(() => done(null), 300);
    }, 500);
  });
}

/**
 * In the popup, once signed in: the token goes to the window that opened it, only if that window is the portal's
 * own origin (the widget's frame); to anyone else the browser delivers nothing.
 */
export function handTokenToOpener(token: string): boolean {
  const opener = window.opener as Window | null;
  if (!opener) return false;
  opener.postMessage({ type: EMBED_SIGNED_IN_MESSAGE, token }, window.location.origin);
  return true;
}
