import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { type ApiCall, apiClient } from './api.js';
import { type DatabaseKind, type Session, signIn, type TestDatabase, useTestDatabase } from './harness.js';

export type AdminSuite = { db: TestDatabase; app: FastifyInstance; admin: Session };

/**
 * A suite on one database: its app and the admin signed in, filled before its tests (a suite's own beforeAll,
 * registered after this, sees them), and `call` on one service's prefix, which reads the app when called.
 */
export function useAdminSuite(kind: DatabaseKind, prefix: string, env?: Record<string, string>) {
  const database = useTestDatabase(kind);
  const suite = {} as AdminSuite;
  beforeAll(async () => {
    suite.db = await database();
    suite.app = await suite.db.build(env);
    suite.admin = await signIn(suite.app, 'admin@engagex.dev');
  });
  const call: ApiCall = (...args) => apiClient(suite.app, prefix)(...args);
  return { suite, call };
}
