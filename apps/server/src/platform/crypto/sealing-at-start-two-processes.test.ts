// Two API processes starting together on one PostgreSQL (decision 102), both finding plain and old-key secrets of
// authenticator apps and webhooks: every row ends sealed under the new key, written once, and opens to the secret it
// held. The test holds each table's write lock until both processes have read its rows and wait to write, so the
// two sweeps always race over the same rows.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { newTotpSecret } from '../../services/main/identity/mfa/totp.js';
import { openTotpSecret, sealTotpSecret } from '../../services/main/identity/mfa/totp-secrets.js';
import { openWebhookSecret, sealWebhookSecret } from '../../services/main/webhooks/secrets.js';
import { newWebhookSecret } from '../../services/main/webhooks/signature.js';
import { openTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../test/harness.js';
import { type ApiProcess, startProcessesTogether } from '../../test/processes.js';
import { keyIdOf } from './sealed-secrets.js';

const ROWS = 40;
const TABLES = { mfa_totp: 'user_id', webhook_endpoints: 'id' } as const;
type Table = keyof typeof TABLES;

const base64Key = () => randomBytes(32).toString('base64');
const keysOf = (list: string) => loadConfig({ SECRETS_ENCRYPTION_KEY: list }).secretKeys;

/** A connection holding `table`'s write lock (reads still pass) until `release`. */
async function holdWrites(schema: string, table: Table) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(`set search_path to "${schema}"`);
  await client.query('begin');
  await client.query(`lock table ${table} in exclusive mode`);
  return {
    release: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}

/** How many connections wait for `table`'s lock: a process that read its rows and is about to write them. */
async function waiting(test: TestDatabase, table: Table): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(distinct l.pid) as count from pg_locks l
    join pg_class c on c.oid = l.relation join pg_namespace n on n.oid = c.relnamespace
    where not l.granted and n.nspname = ${test.schema} and c.relname = ${table}`.execute(test.db);
  return Number(rows[0]?.count);
}

describe('sealing at start-up with two processes starting together (PostgreSQL)', () => {
  let test: TestDatabase;
  const started: ApiProcess[] = [];
  beforeAll(async () => {
    test = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const process of started) await process.close();
    await test?.close();
  });

  it('leaves every authenticator and webhook secret sealed once under the new key, opening to what it was', async () => {
    const [oldKey, newKey] = [base64Key(), base64Key()];
    await test.build({ SECRETS_ENCRYPTION_KEY: oldKey });
    const old = keysOf(oldKey);
    const users = await test.db
      .insertInto('users')
      .values(
        Array.from({ length: ROWS }, (_, index) => ({
          issuer: 'https://two-processes.test',
          subject: `sealer-${index}`,
          email: `sealer-${index}@example.com`,
          name: `Sealer ${index}`,
          email_verified: false,
        })),
      )
      .returning('id')
      .execute();
    // Half plain (rows from before decisions 100 and 102), half under the key being rotated out.
    const totp = users.map(({ id }, index) => ({ id, secret: newTotpSecret(), plain: index % 2 === 0 }));
    await test.db
      .insertInto('mfa_totp')
      .values(
        totp.map((row) => ({
          user_id: row.id,
          secret: row.plain ? row.secret : sealTotpSecret(old, row.id, row.secret),
        })),
      )
      .execute();
    const owner = users[0]?.id as string;
    const hooks = users.map((_, index) => ({
      id: randomUUID(),
      secret: newWebhookSecret(),
      plain: index % 2 === 0,
    }));
    await test.db
      .insertInto('webhook_endpoints')
      .values(
        hooks.map((row) => ({
          id: row.id,
          user_id: owner,
          url: 'https://receiver.example.com/hooks',
          events: ['booking.confirmed'],
          secret: row.plain ? row.secret : sealWebhookSecret(old, row.id, row.secret),
        })),
      )
      .execute();
    // Each write of a secret, noted with the connection that made it.
    await sql`create table seal_writes (tbl text not null, row_id text not null, pid int not null)`.execute(
      test.db,
    );
    await sql`create function note_seal_write() returns trigger language plpgsql as $$
      begin
        insert into seal_writes values (tg_table_name, to_jsonb(new) ->> tg_argv[0], pg_backend_pid());
        return new;
      end $$`.execute(test.db);
    for (const [table, id] of Object.entries(TABLES))
      await sql`create trigger note_seal_write after update of secret on ${sql.table(table)}
        for each row execute function note_seal_write(${sql.lit(id)})`.execute(test.db);

    const held = {
      mfa_totp: await holdWrites(test.schema, 'mfa_totp'),
      webhook_endpoints: await holdWrites(test.schema, 'webhook_endpoints'),
    };
    const env = { SECRETS_ENCRYPTION_KEY: `${newKey},${oldKey}` };
    const starting = startProcessesTogether(test.schema, [
      { services: 'main,devIdp', env },
      { services: 'main,devIdp', env },
    ]);
    // Whichever table a start-up sweeps first: let its writes go once both processes wait on it, then the other's.
    const pending = new Set<Table>(['mfa_totp', 'webhook_endpoints']);
    const deadline = Date.now() + 60_000;
    while (pending.size > 0) {
      if (Date.now() > deadline) throw new Error(`both processes never waited to write ${[...pending]}`);
      for (const table of pending)
        if ((await waiting(test, table)) >= 2) {
          await held[table].release();
          pending.delete(table);
        }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    started.push(...(await starting));

    const fresh = keysOf(newKey);
    const { rows: writes } = await sql<{ tbl: string; row_id: string; writes: string; pids: string }>`
      select tbl, row_id, count(*) as writes, count(distinct pid) as pids from seal_writes group by tbl, row_id`.execute(
      test.db,
    );
    expect(writes.filter((row) => row.tbl === 'mfa_totp')).toHaveLength(ROWS);
    expect(writes.filter((row) => row.tbl === 'webhook_endpoints')).toHaveLength(ROWS);
    expect(writes.filter((row) => Number(row.writes) !== 1)).toEqual([]);

    const storedTotp = await test.db.selectFrom('mfa_totp').select(['user_id', 'secret']).execute();
    for (const row of totp) {
      const stored = storedTotp.find((candidate) => candidate.user_id === row.id)?.secret as string;
      expect(keyIdOf(stored)).toBe(fresh[0]?.id);
      expect(stored).not.toContain(row.secret);
      expect(openTotpSecret(fresh, row.id, stored)).toBe(row.secret);
    }
    const storedHooks = await test.db.selectFrom('webhook_endpoints').select(['id', 'secret']).execute();
    for (const row of hooks) {
      const stored = storedHooks.find((candidate) => candidate.id === row.id)?.secret as string;
      expect(keyIdOf(stored)).toBe(fresh[0]?.id);
      expect(stored).not.toContain(row.secret);
      expect(openWebhookSecret(fresh, row.id, stored)).toBe(row.secret);
    }
  }, 120_000);
});
