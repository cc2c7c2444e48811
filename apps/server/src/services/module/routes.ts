/**
 * The module server's probes (docs/product.md §7): liveness and readiness with the database (decision 012).
 * Changes when a probe does.
 */
import { probesApi } from '@engagex/contracts/api/probes';
import { probesSchemas } from '@engagex/contracts/api/probes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseLatencyMs } from '../../platform/db/database.js';
import { registerEndpoints } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';

const startedAt = Date.now();
const version = process.env.npm_package_version ?? '0.1.0';

/**
 * The module server of docs/product.md §7, `SERVICES=module` under /api/module: the probes a load balancer
 * sends, liveness (`/ping`) and readiness with the database (`/health`).
 */
export const moduleService: FastifyPluginAsyncZod = async (app) => {
  registerEndpoints(
    app,
    probesApi,
    probesSchemas,
    {
      ping: async () => ok({ pong: true as const, time: new Date().toISOString() }),
      health: async (request) => {
        const latencyMs = await databaseLatencyMs(app.db).catch((error: unknown) => {
          request.log.error({ err: error }, 'database health check failed');
          return null;
        });
        return ok({
          status: latencyMs === null ? ('degraded' as const) : ('ok' as const),
          database: { reachable: latencyMs !== null, latencyMs, driver: app.dbDriver },
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          version,
        });
      },
    },
    { tags: ['module'] },
  );
};
