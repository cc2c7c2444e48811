import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/** For the few answers helmet never sees (a URL the router cannot parse). */
export const BASELINE_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/** Security headers with a CSP the built web app passes, the CORS allow-list, and shared rate limits. */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const { config } = app;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", `${GOOGLE_SIGN_IN}client`],
          styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_SIGN_IN}style`],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'", GOOGLE_SIGN_IN],
          frameSrc: [GOOGLE_SIGN_IN],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Google's sign-in popup talks back to the opener window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    await app.register(cors, {
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      credentials: true,
    });
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'engagex-rate-limit-' } : {}),
      skipOnError: false,
    });
  },
  { name: 'security', dependencies: [] },
);
