import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../platform/db/migrate.js';
import type { DB } from '../platform/db/schema.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (a `dumpDataDir` tarball) for every test database to start from. */
    pgliteSnapshot: string;
  }
}

/**
 * The server project's global set-up. A new embedded database spends most of its start-up in initdb and the
 * migrations: about four times as long as loading a data directory that already has both. So the suite migrates
 * one database, once per run, and every test's PGlite database starts as a copy of it (apps/server/src/test/harness.ts).
 * The migrations themselves are still tested from an empty cluster (platform/db/migrations.test.ts).
 */
export default async function setup(project: TestProject) {
  const pglite = await PGlite.create('memory://');
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db, 'public');
    const tarball = await pglite.dumpDataDir('none');
    const file = path.join(tmpdir(), `engagex-pglite-${process.pid}-${Date.now()}.tar`);
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    return () => rm(file, { force: true });
  } finally {
    await db.destroy();
  }
}

let snapshot: Promise<Blob> | undefined;

/** The migrated data directory this run's set-up made, read once per test file. */
export function migratedSnapshot(file: string): Promise<Blob> {
  snapshot ??= readFile(file).then((bytes) => new Blob([bytes]));
  return snapshot;
}
