import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

export const SECRET = 'p'.repeat(40);
export const PUBLIC_URL = 'http://portal.test';
export const SERVICES_PROCESS = 'events,culturalEvents,jobs';
export const PAYMENTS_PROCESS = 'main,payments,module,employee,devIdp';

export type ApiProcess = { app: FastifyInstance; close(): Promise<void> };

/**
 * One API process of the README's split topology: built from its own copy of the server's modules, so it
 * shares no in-memory state with the other (as two `node` processes share none), with its own pool on the
 * shared PostgreSQL schema. The harness's build() shares the test's modules, which would hide exactly the
 * state a process keeps to itself.
 */
export async function startProcess(
  schema: string,
  services: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  vi.resetModules();
  const { testConfig } = await import('../../test/harness.js');
  const { buildApp } = await import('../../app.js');
  const { openDatabase } = await import('../../platform/db/database.js');
  const config = testConfig(
    'postgres',
    { SERVICES: services, PAYMENT_SIGNING_SECRET: SECRET, PUBLIC_URL, WEB_APP_URL: PUBLIC_URL, ...env },
    schema,
  );
  const handle = await openDatabase(config);
  const app = await buildApp(config, { database: handle });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
