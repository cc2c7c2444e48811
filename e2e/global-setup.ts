import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../scripts/build.mjs';
import { startServer } from '../scripts/lib/server.mjs';
import { ensureChromium } from '../scripts/lib/system.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds what is stale and starts one real server (embedded database in a fresh temporary DATA_DIR)
 * for every journey. `E2E_BASE_URL` points the journeys at a server that is already running instead.
 */
export default async function setup(project: TestProject) {
  const given = process.env.E2E_BASE_URL;
  if (given) {
    project.provide('baseUrl', given.replace(/\/$/, ''));
    return;
  }
  await ensureChromium();
  await buildIfStale({ web: 'required', log: (line) => console.log(`[e2e] ${line}`) });
  // Every journey signs in; the default 20 sign-ins a minute per address would throttle the suite.
  const server = await startServer({
    env: { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    echo: true,
    // Migrating a fresh embedded database takes seconds alone, and over a minute on a busy two-core machine.
    timeoutMs: 180_000,
  });
  console.log(`[e2e] server on ${server.url} (data in ${server.dataDir})`);
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
  };
}
