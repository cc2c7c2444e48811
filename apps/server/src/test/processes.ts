/**
 * Several API processes on one PostgreSQL schema, as the README's split topology deploys them, and the load
 * balancer in front of them that sends each service's prefix to the process serving it (decision 071). The
 * two-process suites (split topology, held rewards, the admin console's changes, the bell's long poll) build
 * through `useProcesses` and call through `inject(split.balancer, endpoint, …)` or one process's app. Changes
 * when such a suite needs something new of its processes or of the balancer.
 */
import { SERVICE_NAMES, SERVICE_PREFIXES, type ServiceName } from '@engagex/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, vi } from 'vitest';
import { type Injector, openTestDatabase, type Session, signIn, type TestDatabase } from './harness.js';

/** What the processes' sandbox gateway signs payments and webhooks with. */
export const SPLIT_PAYMENT_SECRET = 'p'.repeat(40);
export const PUBLIC_URL = 'http://portal.test';
/** The README's split topology: the events services and jobs in one process, everything else in the other. */
export const SERVICES_PROCESS = 'events,culturalEvents,jobs';
export const PAYMENTS_PROCESS = 'main,payments,module,employee,devIdp';

export type ApiProcess = { app: FastifyInstance; services: ServiceName[]; close(): Promise<void> };

/**
 * One API process: built from its own copy of the server's modules, so it shares no in-memory state with the
 * others (as two `node` processes share none), with its own pool on the shared PostgreSQL schema. The harness's
 * build() shares the test's modules, which would hide exactly the state a process keeps to itself. A module a
 * test imports after this is the copy of the process started last.
 */
export async function startProcess(
  schema: string,
  services: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  return (await loadProcess(schema, services, env))();
}

/**
 * Several processes whose start-up runs at the same moment (start-up work that must be safe when a deploy starts
 * them together, decision 102): each loads its own modules one after the other, then all build at once.
 */
export async function startProcessesTogether(
  schema: string,
  processes: { services: string; env?: Record<string, string> }[],
): Promise<ApiProcess[]> {
  const starts = [];
  for (const { services, env } of processes) starts.push(await loadProcess(schema, services, env));
  return Promise.all(starts.map((start) => start()));
}

/** A process's own copy of the modules, loaded now; calling the answer builds it and waits until it is ready. */
async function loadProcess(
  schema: string,
  services: string,
  env: Record<string, string> = {},
): Promise<() => Promise<ApiProcess>> {
  vi.resetModules();
  const { testConfig } = await import('./harness.js');
  const { buildApp } = await import('../app.js');
  const { openDatabase } = await import('../platform/db/database.js');
  const config = testConfig(
    'postgres',
    {
      SERVICES: services,
      PAYMENT_SIGNING_SECRET: SPLIT_PAYMENT_SECRET,
      PUBLIC_URL,
      WEB_APP_URL: PUBLIC_URL,
      ...env,
    },
    schema,
  );
  return async () => {
    const handle = await openDatabase(config);
    const app = await buildApp(config, { database: handle });
    await app.ready();
    return {
      app,
      services: services
        .split(',')
        .filter((name): name is ServiceName => SERVICE_NAMES.includes(name as never)),
      close: async () => {
        await app.close();
        await handle.close();
      },
    };
  };
}

/**
 * The load balancer: a request goes to the first process (in the order they started) serving its prefix, as a
 * path-routing balancer in front of the split topology sends it. A path no process serves is a test's mistake.
 */
export function balancerOver(processes: ApiProcess[]): Injector {
  return {
    inject(options: InjectOptions) {
      const url = typeof options.url === 'string' ? options.url : (options.url?.pathname ?? '');
      const target = processes.find((process) =>
        process.services.some((service) => url.startsWith(`${SERVICE_PREFIXES[service]}/`)),
      );
      if (!target) throw new Error(`no process serves ${url}`);
      return target.app.inject(options);
    },
  };
}

export type Processes<Name extends string> = {
  db: TestDatabase;
  /** Each process by the name the suite gave it. */
  processes: Record<Name, ApiProcess>;
  /** What a browser or a gateway reaches: each prefix on the process that serves it. */
  balancer: Injector;
};

/**
 * A PostgreSQL schema for the file and one process per entry of `services` (its SERVICES list), started in that
 * order before the suite's tests and closed after them. `env` is read when they start, so it may name what an
 * earlier beforeAll started (an SMTP server). Read the fields inside tests and hooks, not when the file loads.
 */
export function useProcesses<Name extends string>(
  services: Record<Name, string>,
  { env }: { env?: () => Record<string, string> } = {},
): Processes<Name> {
  const split = { processes: {} } as Processes<Name>;
  const started: ApiProcess[] = [];
  beforeAll(async () => {
    split.db = await openTestDatabase('postgres');
    for (const [name, list] of Object.entries(services) as [Name, string][]) {
      const process = await startProcess(split.db.schema, list, env?.() ?? {});
      started.push(process);
      split.processes[name] = process;
    }
    split.balancer = balancerOver(started);
  });
  afterAll(async () => {
    for (const process of started) await process.close();
    await split.db?.close();
  });
  return split;
}

/** A race's two processes (the README's split topology's and a second events process), its admin and its crowd. */
export type EventsRace = {
  split: Processes<'a' | 'b'>;
  a: FastifyInstance;
  b: FastifyInstance;
  admin: Session;
  crowd: Session[];
};

/**
 * The seat and counter races' set-up: process `a` serves everything, `b` the events services again, so a burst
 * split between them shares no memory; `crowdSize` people signed in as `<crowdName>-<i>@example.com`, each made
 * ready by `prepare` (credits to pay with) before the tests. Read the fields inside tests and hooks.
 */
export function useEventsRace(
  crowdName: string,
  crowdSize: number,
  prepare?: (person: Session, index: number, race: EventsRace) => Promise<unknown>,
): EventsRace {
  const split = useProcesses({ a: `${SERVICES_PROCESS},${PAYMENTS_PROCESS}`, b: 'events,culturalEvents' });
  const race = { split, crowd: [] as Session[] } as EventsRace;
  beforeAll(async () => {
    race.a = split.processes.a.app;
    race.b = split.processes.b.app;
    race.admin = await signIn(race.a, 'admin@engagex.dev');
    for (let index = 0; index < crowdSize; index += 1) {
      const person = await signIn(race.a, `${crowdName}-${index}@example.com`);
      await prepare?.(person, index, race);
      race.crowd.push(person);
    }
  }, 120_000);
  return race;
}
