/**
 * Serving the built web app: precompressed files, its routes and their headers. Changes when the build's output or
 * its headers do.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Headers that only a document (or an SVG, which can be one) acts on. A script, a style sheet or a font
 * ignores them, and the dashboard loads about thirty of those: 700 bytes each on the wire for nothing.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const SUBRESOURCE_TYPE = /^(application\/javascript|text\/javascript|text\/css|font\/)/;
/**
 * The service worker is a script that a policy of its own governs: a worker takes its CSP from its own answer,
 * not from the page that registered it, so without one it could fetch or import from anywhere. It only ever asks
 * for the portal's own files (apps/web/public/sw.js), so it gets the tightest policy that lets it.
 */
const SERVICE_WORKER_PATH = '/sw.js';
const SERVICE_WORKER_CSP = "default-src 'self'";
/**
 * Validators of a hashed asset, which is cached for a year as immutable and so never revalidated, and the offer of
 * ranges no browser asks of a script: about 100 bytes of each of the thirty-odd requests of a page (decision 081).
 * The request id too (decision 093): a file the build wrote has nothing for a person to quote to support, and
 * the server's log line keeps it; 52 bytes of each of those requests.
 */
const IMMUTABLE_ASSET_NEEDLESS_HEADERS = ['etag', 'last-modified', 'accept-ranges', 'x-request-id'];
/**
 * What a hashed script or font the document loads does not need of the security set (decision 109), about 94 bytes
 * of each of a page's dozen scripts. HSTS: the document, same origin, carries it on every navigation, and nothing
 * reaches these files before a document has. Referrer-Policy: a font fetches nothing, and a module script's imports
 * without a policy of their own take the document's (the same `no-referrer`), as every other fetch a script makes
 * does. A style sheet keeps its Referrer-Policy, which governs the fonts and images it asks for, and loses only HSTS.
 * Files outside `assets/` (the service worker, whose own policy this header sets, the embed script others' pages
 * load) keep both.
 */
const HASHED_SUBRESOURCE_NEEDLESS_HEADERS = ['strict-transport-security'];
const HASHED_SCRIPT_OR_FONT_NEEDLESS_HEADERS = ['strict-transport-security', 'referrer-policy'];
const SCRIPT_OR_FONT_TYPE = /^(application\/javascript|text\/javascript|font\/)/;
/**
 * A hashed script needs no charset: a module script is always read as UTF-8, and the theme script (a classic one,
 * ASCII) in the document's encoding, UTF-8 too. The type RFC 9239 names for JavaScript is also the shorter one:
 * 22 bytes of each script (decision 109).
 */
const MODULE_SCRIPT_TYPE = 'text/javascript';

/** Where the built web app lives, unless WEB_DIST_DIR says otherwise. */
export function webDistDir(configured: string | null): string {
  return configured ?? path.resolve(import.meta.dirname, '../../../web/dist');
}

export function hasWebBuild(dir: string) {
  return existsSync(path.join(dir, 'index.html'));
}

/**
 * Serves the built SPA: hashed assets cached for a year, the shell and public/ files revalidated each time.
 * The build writes brotli and gzip copies of every text file (apps/web/vite.config.ts), and `preCompressed`
 * sends the one the browser accepts (with `Vary: Accept-Encoding`), or the file itself to one that takes none.
 * `pages` are a service's own routes that answer with the shell under headers of their own (the booking widget's,
 * decision 095): registered here, they can send it and count as the web app's.
 */
export async function registerWebApp(app: FastifyInstance, dir: string, pages: FastifyPluginAsync[] = []) {
  await app.register(async (web) => {
    web.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), auth: 'public' };
      route.schema = { ...(route.schema ?? {}), hide: true } as typeof route.schema;
    });
    web.addHook('onSend', async (request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      const subresource = SUBRESOURCE_TYPE.test(type);
      if (subresource) {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        if (request.url.split('?')[0] === SERVICE_WORKER_PATH) {
          reply.header('content-security-policy', SERVICE_WORKER_CSP);
        }
      }
      if (String(reply.getHeader('cache-control') ?? '').includes('immutable')) {
        for (const name of IMMUTABLE_ASSET_NEEDLESS_HEADERS) reply.removeHeader(name);
        if (SCRIPT_OR_FONT_TYPE.test(type)) {
          for (const name of HASHED_SCRIPT_OR_FONT_NEEDLESS_HEADERS) reply.removeHeader(name);
          if (!type.startsWith('font/')) reply.header('content-type', MODULE_SCRIPT_TYPE);
        } else if (subresource) {
          for (const name of HASHED_SUBRESOURCE_NEEDLESS_HEADERS) reply.removeHeader(name);
        }
      }
      return payload;
    });
    // The shell itself: @fastify/static would treat `/` as a directory listing and refuse it.
    web.get('/', async (_request, reply) => sendAppShell(reply));
    await web.register(fastifyStatic, {
      root: dir,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(response, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    for (const page of pages) await web.register(page);
  });
}

/** Client-side routes: any GET for a page that is not an API call gets the app shell. */
export function isSpaNavigation(request: FastifyRequest) {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    !path.extname(request.url.split('?')[0] ?? '')
  );
}

export function sendAppShell(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
