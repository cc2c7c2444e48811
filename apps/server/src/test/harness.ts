import { randomBytes } from 'node:crypto';
import { devIdpApi } from '@engagex/contracts/api/dev-idp';
import { identityApi } from '@engagex/contracts/api/identity';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../platform/db/database.js';
import { inject as injectEndpoint } from './api.js';
import { migratedSnapshot } from './pglite-snapshot.js';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function testConfig(kind: DatabaseKind, env: Record<string, string> = {}, schema?: string): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEV_IDP: 'true',
    SERVE_WEB: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
    // The email worker writes on its own timer; suites that need it (platform/notifications) turn it on.
    MAIL_WORKER: 'false',
    WEBHOOK_WORKER: 'false',
    ...(kind === 'postgres'
      ? {
          DATABASE_URL: TEST_DATABASE_URL,
          DATABASE_SCHEMA: schema ?? uniqueSchemaName(),
          DATABASE_POOL_SIZE: '20',
        }
      : { DATA_DIR: 'memory://' }),
    ...env,
  });
}

/** Every PostgreSQL test run gets its own schema, so parallel runs and files never collide. */
export function uniqueSchemaName() {
  return `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

async function dropSchema(schema: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/**
 * A database for one test file: in-memory PGlite, or a fresh schema on the test PostgreSQL that is
 * dropped when the file ends. Several apps can be built on it to act as several API instances.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  /** `empty`: an unmigrated database, for tests that apply migrations themselves (PGlite skips the snapshot). */
  { empty = false }: { empty?: boolean } = {},
) {
  const schema = uniqueSchemaName();
  const config = testConfig(kind, {}, schema);
  // A PGlite database starts as a copy of the run's migrated one (test/pglite-snapshot.ts), where a set-up made it.
  const snapshotFile = kind === 'pglite' && !empty ? inject('pgliteSnapshot') : undefined;
  const handle: DatabaseHandle = await openDatabase(
    config,
    snapshotFile ? { loadDataDir: await migratedSnapshot(snapshotFile) } : {},
  );
  const apps: FastifyInstance[] = [];

  const ownHandles: DatabaseHandle[] = [];

  /** `ownPool` gives the app its own connection pool, as a separate API process would have. */
  async function build(
    env: Record<string, string> = {},
    options: BuildOptions = {},
    { ready = true, ownPool = false } = {},
  ) {
    const config = testConfig(kind, env, schema);
    let database = handle;
    if (ownPool && kind === 'postgres') {
      database = await openDatabase(config);
      ownHandles.push(database);
    }
    const app = await buildApp(config, { ...options, database });
    apps.push(app);
    if (ready) await app.ready();
    return app;
  }

  async function close() {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(ownHandles.map((own) => own.close()));
    await handle.close();
    if (kind === 'postgres') await dropSchema(schema);
  }

  return { kind, schema, db: handle.db, build, close };
}

export type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

/** Opens the database before the suite's tests and closes it after them. */
export function useTestDatabase(kind: DatabaseKind) {
  const holder: { current: TestDatabase | null } = { current: null };
  const ready = openTestDatabase(kind).then((database) => {
    holder.current = database;
    return database;
  });
  afterAll(async () => (await ready).close());
  return () => ready;
}

/** What answers a request: an app, or a stand-in that routes to several (a test's load balancer). */
export type Injector = { inject(options: InjectOptions): Promise<LightMyRequestResponse> };

/** An ID token from the development identity provider, as the sign-in page gets one for an email. */
export async function devIdToken(app: Injector, email: string, name?: string) {
  const minted = await injectEndpoint(app, devIdpApi.token, { body: { email, ...(name ? { name } : {}) } });
  if (minted.statusCode !== 200) throw new Error(`dev-idp token failed: ${minted.body}`);
  return minted.data().credential;
}

/** A sign-in with a dev ID token, answered as it came (cookies and refusals included). */
export async function signInResponse(
  app: Injector,
  email: string,
  options: { name?: string; referralCode?: string; deviceId?: string; remoteAddress?: string } = {},
) {
  const { name, referralCode, deviceId, remoteAddress } = options;
  return injectEndpoint(app, identityApi.signIn, {
    ...(remoteAddress ? { remoteAddress } : {}),
    body: {
      credential: await devIdToken(app, email, name),
      ...(referralCode ? { referralCode } : {}),
      ...(deviceId ? { deviceId } : {}),
    },
  });
}

/** Signs in through the dev identity provider and answers the session with its bearer header. */
export async function signIn(app: Injector, email = 'demo@engagex.dev', name?: string) {
  const response = await signInResponse(app, email, name === undefined ? {} : { name });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const data = response.json().data as {
    token: string;
    isNewUser: boolean;
    user: { id: string; roles: string[] };
  };
  return { ...data, headers: { authorization: `Bearer ${data.token}` } };
}

export type Session = Awaited<ReturnType<typeof signIn>>;
