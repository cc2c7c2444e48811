import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, expect } from 'vitest';
import { ledgerInvariantViolations } from '../platform/ledger/ledger-invariants.js';
import { type DatabaseKind, type Session, signIn, type TestDatabase, useTestDatabase } from './harness.js';

/**
 * The one suite builder (decision 064): a database for the file, an app on it, the people a suite signs in,
 * and, where money moves, the ledger's invariants checked after each test. The credits, notifications and
 * events suites name their cast and settings and build through it. Changes when every suite needs something new.
 */

export type Suite<Cast> = { db: TestDatabase; app: FastifyInstance } & Cast;

export type SuiteOptions<Cast> = {
  /** The app's settings on top of the test configuration (harness.ts testConfig). */
  env?: Record<string, string>;
  /** Signs in the suite's people (and sets up what they hold) once the app is ready. */
  cast?: (app: FastifyInstance, db: TestDatabase) => Promise<Cast>;
  /** Checks the ledger's invariants after each test: set where a suite moves credits. */
  ledger?: boolean;
};

/**
 * A suite on one database, filled before its tests: a suite's own beforeAll, registered after this, sees it.
 * Read the fields inside tests and hooks, not when the file loads.
 */
export function useSuite<Cast extends object = Record<never, never>>(
  kind: DatabaseKind,
  { env, cast, ledger = false }: SuiteOptions<Cast> = {},
): Suite<Cast> {
  const database = useTestDatabase(kind);
  const suite = {} as Suite<Cast>;
  beforeAll(async () => {
    suite.db = await database();
    suite.app = await suite.db.build(env);
    if (cast) Object.assign(suite, await cast(suite.app, suite.db));
  });
  if (ledger) afterEach(async () => expect(await ledgerInvariantViolations(suite.db.db)).toEqual([]));
  return suite;
}

export type AdminSuite = Suite<{ admin: Session }>;

/** A suite with the demo admin signed in: its tests call through `inject` (test/api.ts). */
export function useAdminCast(kind: DatabaseKind, env?: Record<string, string>): AdminSuite {
  return useSuite(kind, {
    ...(env ? { env } : {}),
    cast: async (app) => ({ admin: await signIn(app, 'admin@engagex.dev') }),
  });
}
