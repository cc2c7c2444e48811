import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { startMain } from '../test/main-process.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs pg_ctl's `stop`/`start` on the PostgreSQL this run uses. scripts/test.mjs names it in
 * TEST_POSTGRES_CTL (a JSON command line): the machine's cluster, or the server it started for the run
 * where the machine has none. Run by hand without it, the machine's Debian cluster.
 */
export function postgresControl(): (...action: string[]) => void {
  const fromRun = process.env.TEST_POSTGRES_CTL;
  const cluster = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql')[0] : undefined;
  const command: string[] = fromRun
    ? JSON.parse(fromRun)
    : cluster
      ? ['pg_ctlcluster', '--skip-systemctl-redirect', cluster, 'main']
      : [];
  const [program, ...args] = command;
  if (!program)
    throw new Error('no TEST_POSTGRES_CTL and no Debian cluster: run the fault tests through npm test');
  return (...action) => {
    execFileSync(program, [...args, ...action]);
  };
}

/** A real API process (the built server) on a port of its own; the fault tests kill and restart it. */
export type Instance = {
  url: string;
  port: number;
  process: ChildProcess;
  stop: () => Promise<void>;
  /** Its exit code, or 128 + the signal's number. */
  exited: Promise<number>;
};

/** `port` restarts a killed instance behind the same URL. */
export async function startInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  const started = await startMain({
    from: 'build',
    env: { ...process.env, LOG_LEVEL: 'warn', SERVE_WEB: 'false', ...env },
    stdout: 'ignore',
    echoStderr: true,
    startupMs: 30_000,
    ...(port === undefined ? {} : { port }),
  });
  const { child } = started;
  return {
    url: started.url,
    port: started.port,
    process: child,
    exited: started.exit,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await started.exit;
    },
  };
}

export const uniqueSchema = () => `fault_${randomBytes(4).toString('hex')}`;

export async function dropSchema(schema: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

export type Answer = {
  status: number;
  body: { success?: boolean; code?: string; data?: unknown; message?: string } | null;
};

/** One HTTP call; a refused or reset connection is status 0, as a client would see it. */
export async function call(
  url: string,
  method: string,
  route: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  try {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let body: Answer['body'] = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/** The envelope's data of a successful answer; anything else is a failed set-up step. */
export function dataOf<T>(answer: Answer): T {
  if (!answer.body?.success)
    throw new Error(`expected success, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

export async function signIn(url: string, email: string) {
  const minted = await call(url, 'POST', '/api/dev-idp/token', { body: { email } });
  const session = await call(url, 'POST', '/api/main/auth/google', {
    body: { credential: dataOf<{ credential: string }>(minted).credential },
  });
  const data = dataOf<{ token: string; user: { id: string } }>(session);
  return { token: data.token, userId: data.user.id };
}

/** A small deterministic PRNG, so a failing workload can be replayed from its printed seed. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
