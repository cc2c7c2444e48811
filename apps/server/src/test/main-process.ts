/**
 * `main.ts` as an operating-system process of its own on a free loopback port: from source under tsx (always the code
 * under test, no build needed) or from the build, as the fault tests run it. For the suites about what only a real
 * process shows: the terminal's lines, signals and shutdown, a process killed mid-work. Changes when such a suite
 * needs more of the process. `scripts/lib/server.mjs` does the same for the journeys and benches (decision 117).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
const ENTRY = {
  source: ['--conditions=source', '--import', 'tsx', path.join(SERVER_ROOT, 'src/main.ts')],
  build: [path.join(SERVER_ROOT, 'dist/main.js')],
} as const;

/**
 * A port is chosen by listening on port 0 and closing, so it can be taken again before the process binds it (by
 * another test's server or an outgoing connection): the process then exits with EADDRINUSE and starts again on a new
 * port, this many times in all.
 */
const PORT_ATTEMPTS = 4;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type MainProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything it wrote so far: stderr, and stdout unless it was left unread or ignored. */
  output: () => string;
  /** The exit code, or 128 + the signal's number when a signal ended it, as a shell reports it. */
  exit: Promise<number>;
  waitFor: (text: string) => Promise<void>;
};

export type MainOptions = {
  /** The process's whole environment, with HOST and PORT set here. */
  env: Record<string, string | undefined>;
  from: 'source' | 'build';
  /** `read` keeps it, `unread` leaves the pipe to fill (nobody reads it), `ignore` sends it nowhere. */
  stdout?: 'read' | 'unread' | 'ignore';
  /** Also write its stderr to this process's, as it comes. */
  echoStderr?: boolean;
  /** The same address again (a restart behind the same URL): no new port when it is taken. */
  port?: number;
  /** Where a new port comes from; a test of the retry hands out a taken one first. */
  choosePort?: () => Promise<number>;
  /** How long it may take to answer its ping. */
  startupMs?: number;
  /**
   * It is up once its output holds one of these (read from stderr and a read stdout). Without them, once it answers
   * its ping; a suite about what the terminal shows waits for the words, so no request of ours is in them.
   */
  readyText?: string[];
};

/** Starts the process and resolves once it answers; throws with its output when it exits or the time runs out. */
export async function startMain(options: MainOptions): Promise<MainProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await (options.choosePort ?? freePort)());
    const started = spawnMain(options, port);
    const outcome = await untilAnswered(started, options);
    if (outcome === 'answered') return started;
    const taken = outcome === 'exited' && started.output().includes('EADDRINUSE');
    if (taken && options.port === undefined && attempt < PORT_ATTEMPTS) continue;
    if (started.child.exitCode === null) started.child.kill('SIGKILL');
    throw new Error(
      `${outcome === 'exited' ? 'the server exited before it answered' : 'the server did not answer in time'}` +
        ` (port ${port}, attempt ${attempt}):\n${started.output().slice(-4000)}`,
    );
  }
}

function spawnMain(
  { env, from, stdout = 'read', echoStderr = false }: MainOptions,
  port: number,
): MainProcess {
  const child = spawn(process.execPath, [...ENTRY[from]], {
    cwd: REPO_ROOT,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', stdout === 'ignore' ? 'ignore' : 'pipe', 'pipe'],
  });
  let text = '';
  const waiters: { needle: string; resolve: () => void }[] = [];
  const keep = (chunk: Buffer) => {
    text += chunk.toString();
    for (const waiter of waiters.filter((w) => text.includes(w.needle))) waiter.resolve();
  };
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    if (echoStderr) process.stderr.write(chunk);
  });
  if (stdout === 'read') child.stdout?.on('data', keep);
  const signals: Record<string, number> = constants.signals;
  const exit = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? 128 + (signal ? (signals[signal] ?? 0) : 0))),
  );
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => text,
    exit,
    waitFor: (needle) =>
      new Promise<void>((resolve) => {
        if (text.includes(needle)) resolve();
        else waiters.push({ needle, resolve });
      }),
  };
}

async function untilAnswered(
  started: MainProcess,
  { startupMs = 120_000, readyText }: MainOptions,
): Promise<'answered' | 'exited' | 'timed out'> {
  let exited = false;
  void started.exit.then(() => {
    exited = true;
  });
  const deadline = Date.now() + startupMs;
  while (Date.now() < deadline) {
    if (exited) return 'exited';
    if (readyText) {
      if (readyText.some((text) => started.output().includes(text))) return 'answered';
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    const answered = await fetch(`${started.url}/api/module/ping`, {
      signal: AbortSignal.timeout(5000),
    }).then(
      async (response) => {
        await response.body?.cancel();
        return response.ok;
      },
      () => false,
    );
    // Whoever took the port may answer too: an answer counts only while ours still runs.
    if (answered && !exited && started.child.exitCode === null) return 'answered';
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return exited ? 'exited' : 'timed out';
}
