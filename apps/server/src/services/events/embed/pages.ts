/**
 * The booking widget's pages (decision 095), served with the web app's shell: an event's booking page, framable by
 * the origins its organiser listed and nobody else, and the sign-in popup's two pages, which drop the opener policy
 * so the popup can hand its token back to the frame that opened it; the card payment's window (decision 105), framable
 * by nobody, like the gateway's checkout it opens, and the portal's return page that window comes back through,
 * without an opener policy so the frame keeps reading the window as open (decision 110); and the loader script other
 * sites include. Changes when a widget page or its headers do.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { pageCspFramableBy } from '../../../platform/security.js';
import { framingOrigins } from './settings.js';

/** The loader organisers' pages include (apps/web/public/embed.js). */
const LOADER = '/embed.js';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Removed at the end, after `completeDocumentHeaders` added helmet's set back to a page with its own CSP: on an
 * event's page CSP `frame-ancestors` governs framing (`X-Frame-Options: SAMEORIGIN` would contradict the listed
 * origins), and on every widget page the opener policy goes, since a popup whose page has one loses its opener.
 */
const removedOn = (url: string) =>
  url.startsWith('/embed/events/')
    ? ['x-frame-options', 'cross-origin-opener-policy']
    : ['cross-origin-opener-policy'];

/** The portal's page a booking's checkout comes back to (payment-purpose.ts), with or without its query. */
const PAYMENT_RETURN = '/events/payment-return';
const isPaymentReturn = (url: string) => url === PAYMENT_RETURN || url.startsWith(`${PAYMENT_RETURN}?`);

const shell = (reply: FastifyReply) =>
  // The list of origins can change at any moment: a stored copy must not keep an old frame-ancestors.
  reply.header('cache-control', 'no-store').sendFile('index.html');

export const embedPages: FastifyPluginAsync = async (web) => {
  web.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(LOADER)) {
      // Other sites load it as a script: helmet's `same-origin` resource policy would have the browser refuse it.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return payload;
    }
    if (isPaymentReturn(request.url)) {
      // The portal's return from the checkout, which a card window of the frame's comes back through before its
      // own page (decision 110): without an opener policy the frame keeps reading the window as open.
      reply.removeHeader('cross-origin-opener-policy');
      return payload;
    }
    if (!request.url.startsWith('/embed/')) return payload;
    for (const name of removedOn(request.url)) reply.removeHeader(name);
    reply.header('cache-control', 'no-store');
    return payload;
  });

  web.get<{ Params: { eventId: string } }>('/embed/events/:eventId', async (request, reply) => {
    const { eventId } = request.params;
    const origins = UUID.test(eventId) ? await framingOrigins(web.db, eventId) : null;
    // An unknown event: the app's own not-found page, framable by nobody.
    if (origins === null) return shell(reply.code(404));
    reply.header('content-security-policy', pageCspFramableBy(origins));
    return shell(reply);
  });

  // The loader organisers paste: a fixed address, so revalidated (ETag) rather than fingerprinted.
  web.get(LOADER, async (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('embed.js'));

  // The popup's pages are framable by nobody; they only lose the opener policy.
  web.get('/embed/sign-in', async (_request, reply) => shell(reply));
  web.get('/embed/signed-in', async (_request, reply) => shell(reply));
  // The card payment's window (decision 105): framable by nobody either, nor is the checkout it goes on to.
  web.get('/embed/checkout', async (_request, reply) => shell(reply));
  web.get('/embed/payment-return', async (_request, reply) => shell(reply));
  // The portal's own return page, served here so that the hook above can drop its opener policy (decision 110).
  web.get(PAYMENT_RETURN, async (_request, reply) => shell(reply));
};
