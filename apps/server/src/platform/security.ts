/**
 * Security headers on every answer (a JSON answer's own set: decision 094), CORS and proxy trust (decision 036).
 * Changes when a header, the CSP or the trust rules do.
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import { type Config, isLoopback } from '../config.js';
import { forbidden } from './errors.js';
import { SnapshotLocalStore } from './rate-limit-store.js';

const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval' lets the check-in camera compile its QR reader (our own zxing .wasm; docs/product.md "At the door (check-in)"); it
      // allows WebAssembly only, never eval of script text.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", `${GOOGLE_SIGN_IN}client`],
      styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_SIGN_IN}style`],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", GOOGLE_SIGN_IN],
      frameSrc: [GOOGLE_SIGN_IN],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      // The installable app (docs/product.md "The ticket wallet"): its manifest and its service worker are the app's own files.
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Google's sign-in popup talks back to the opener window.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/**
 * helmet's headers depend only on its options (we use no CSP nonces), so they are worked out once at start-up
 * instead of on every request, as @fastify/helmet does (it re-parsed the CSP per request: 8% of a ping).
 */
function staticHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/** helmet's headers for our options; every answer carries them, also those the router refuses before a route runs. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(
  staticHelmetHeaders(HELMET_OPTIONS),
);

const PAGE_CSP = SECURITY_HEADERS['content-security-policy'] ?? '';

/**
 * The web app's CSP for a page the listed origins may frame (an event's booking widget, decision 095), or nobody
 * when none is listed. Every other page keeps `frame-ancestors 'none'`. The origins are the contracts' (a scheme,
 * host and port, no spaces or semicolons), so they cannot add a directive.
 */
export function pageCspFramableBy(origins: readonly string[]): string {
  const ancestors = origins.length > 0 ? origins.join(' ') : "'none'";
  return PAGE_CSP.replace("frame-ancestors 'none'", `frame-ancestors ${ancestors}`);
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * What a JSON answer carries (decision 094): the headers OWASP's REST security cheat sheet asks of an API. The rest
 * of helmet's set (the web app's CSP, the opener and agent-cluster policies, the legacy IE, Flash and XSS-filter
 * switches) only acts on a document, and was 700 of a poll's 1,070 header bytes. A JSON answer opened as a page
 * is held tighter than before: it may load nothing at all.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': API_CSP,
  'cross-origin-resource-policy': SECURITY_HEADERS['cross-origin-resource-policy'] ?? 'same-origin',
  'referrer-policy': SECURITY_HEADERS['referrer-policy'] ?? 'no-referrer',
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security'] ?? 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** The set an answer starts with: the API's for a URL under /api/, helmet's whole set for the web app's. */
export function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  return url.startsWith('/api/') ? API_SECURITY_HEADERS : SECURITY_HEADERS;
}

/**
 * An API route that answers with something other than JSON (the docs page, a payment page, a PDF or a CSV) gets
 * helmet's whole set after all, as it did before decision 094; a CSP the route set itself stays. Called from the
 * request-id hook every answer already runs, so JSON answers pay one header read.
 */
export function completeDocumentHeaders(reply: FastifyReply) {
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || type.startsWith('application/json')) return;
  const policy = reply.getHeader('content-security-policy');
  // The web app's answers started with the whole set.
  if (policy === SECURITY_HEADERS['content-security-policy']) return;
  reply.headers(SECURITY_HEADERS);
  if (policy !== undefined && policy !== API_CSP) reply.header('content-security-policy', policy);
  if (reply.routeOptions.config?.keepsOpener) reply.removeHeader('cross-origin-opener-policy');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A payment page the widget's card window passes through (decision 110): it answers without an opener policy,
     * which would switch the window's browsing context group and leave the frame that opened it reading `closed`
     * while it is open. Its framing stays `'none'`.
     */
    keepsOpener?: boolean;
  }
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY (decision 036). Fastify ignores a bare hop count (it trusts no hop,
 * since a client that bypasses the balancer could write the hops itself), so a count becomes a function that
 * trusts that many hops from the socket's side: right for instances reachable only through the balancer.
 */
export function trustProxyOption(value: boolean | number | string[]) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

/**
 * Whether requests from other machines are refused (decision 036): a development convenience is on and not allowed
 * on the network. The hook below and the pre-routing answers (fast-answers.ts) both ask here.
 */
export function answersOnlyItsMachine(config: Config): boolean {
  return config.devConveniences.length > 0 && !config.allowDevConveniencesOnNetwork;
}

/** Security headers with a CSP the built web app passes, the CORS allow-list, and shared rate limits. */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const { config } = app;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(securityHeadersFor(request.url));
      done();
    });
    if (answersOnlyItsMachine(config)) {
      // Listening on loopback already keeps others out; this also holds when the port is reached some other
      // way (a container's published port, a tunnel). The socket's peer, never X-Forwarded-For.
      app.addHook('onRequest', (request, _reply, done) => {
        if (isLoopback(request.socket.remoteAddress)) return done();
        request.log.warn({ peer: request.socket.remoteAddress }, 'refused: development conveniences are on');
        done(forbidden('Development conveniences are on: this server answers its own machine only'));
      });
    }
    // Without an allow-list every answer is same-origin only, and @fastify/cors would still run a hook on every
    // request to conclude so (decision 094); with none registered a preflight is an unknown route, as it was.
    if (config.corsOrigins.length > 0)
      await app.register(cors, { origin: config.corsOrigins, credentials: true });
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'engagex-rate-limit-' } : { store: SnapshotLocalStore }),
      skipOnError: false,
    });
  },
  { name: 'security', dependencies: [] },
);
