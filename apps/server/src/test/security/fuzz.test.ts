import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../app.js';
import { ledgerInvariantViolations } from '../../platform/ledger/ledger-invariants.js';
import { openTestDatabase } from '../harness.js';
import { envelopeProblems, securityHeaderProblems } from './envelope.js';
import {
  createProber,
  fuzzRequests,
  injectOptions,
  schemaParts,
  seedFor,
  takesBody,
  wellFormedParts,
} from './fuzz-target.js';
import { RAW_BODIES, RAW_QUERIES, toQueryString, withNulInEveryString } from './hostile-inputs.js';
import { concreteUrl, exampleParams, pathParamNames, routeKey, routesOf } from './route-table.js';
import { SECRETS, signInAll } from './sessions.js';

/** FUZZ_SEED and FUZZ_RUNS reproduce or deepen a run; the default seed keeps CI deterministic. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

type Caller = 'anonymous' | 'user' | 'employee' | 'admin';

/** Callers that get past the role check, so validation and the domain see the hostile input. */
const CALLERS: Record<string, Caller[]> = {
  public: ['anonymous', 'user'],
  user: ['user', 'admin'],
  employee: ['employee', 'admin'],
  admin: ['admin'],
  payout: ['admin'],
};

/** Server-side errors by request id, so a 5xx in the report names its cause. */
const serverErrors = new Map<string, string>();
const errorLog = {
  level: 'error',
  stream: {
    write(line: string) {
      const record = JSON.parse(line) as { reqId?: string; msg?: string; err?: { message?: string } };
      if (record.reqId) serverErrors.set(record.reqId, `${record.msg}: ${record.err?.message ?? ''}`);
    },
  },
};

const database = await openTestDatabase('pglite');
afterAll(() => database.close());
/**
 * Short server timeouts (inject opens no socket, so nothing else feels them) keep the bell's long poll, which
 * waits half of them when asked with the count as it is (decision 056), to a second per request.
 */
const SHORT_WAITS = {
  CONNECTION_TIMEOUT_MS: '2000',
  REQUEST_TIMEOUT_MS: '2000',
  HEADERS_TIMEOUT_MS: '1000',
  KEEP_ALIVE_TIMEOUT_MS: '1000',
};
const sandboxApp = await database.build({ ...SECRETS, ...SHORT_WAITS }, { logger: errorLog });
/** The Razorpay gateway brings its own public routes; they are fuzzed against an app configured for it. */
const razorpayApp = await database.build(
  {
    ...SECRETS,
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_fuzz',
    RAZORPAY_KEY_SECRET: 'razorpay-key-secret-fuzz',
    RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret-fuzz',
  },
  { logger: errorLog },
);

const fuzzable = (route: RouteEntry) =>
  schemaParts(route).length > 0 || (route.auth === 'public' && takesBody(route));
const sandboxRoutes = routesOf(sandboxApp).filter(fuzzable);
const sandboxKeys = new Set(sandboxRoutes.map(routeKey));
const targets = [
  ...sandboxRoutes.map((route) => ({ key: routeKey(route), route, app: sandboxApp })),
  ...routesOf(razorpayApp)
    .filter((route) => fuzzable(route) && !sandboxKeys.has(routeKey(route)))
    .map((route) => ({ key: `${routeKey(route)} (razorpay)`, route, app: razorpayApp })),
];

describe(`fuzzing every route's body, query and params (FUZZ_SEED=${SEED}, ${RUNS} runs per caller)`, () => {
  const probe = createProber(database.db);
  const headers: Record<Caller, Record<string, string>> = {
    anonymous: {},
    user: {},
    employee: {},
    admin: {},
  };

  beforeAll(async () => {
    const people = await signInAll(sandboxApp);
    headers.user = people.user.headers;
    headers.employee = people.employee.headers;
    headers.admin = people.admin.headers;
  });

  it('covers every route that declares a schema, or takes a body without one', () => {
    expect(targets.length).toBeGreaterThan(100);
  });

  it('notices a refused request that wrote anyway (so the check below can fail)', async () => {
    const rogue = Fastify();
    rogue.post('/rogue', async (_request, reply) => {
      await database.db
        .insertInto('app_meta')
        .values({ key: `rogue-${randomUUID()}`, value: '{}' })
        .execute();
      return reply.code(422).send({ success: false, code: 'BUSINESS_RULE', message: 'No', error: 'No' });
    });
    const { problems } = await probe(rogue, { method: 'POST', url: '/rogue' });
    expect(problems).toEqual([
      expect.stringMatching(/^refused, yet changed app_meta: \d+ rows #-?\d+ -> \d+ rows/),
    ]);
    await database.db.deleteFrom('app_meta').where('key', 'like', 'rogue-%').execute();
    await rogue.close();
  });

  it.each(targets)('$key', async ({ key, route, app }) => {
    // Problems grouped by what went wrong, each with a count and the first input that caused it.
    const problems = new Map<string, { count: number; example: string }>();
    const send = async (what: string, options: InjectOptions) => {
      const { response, problems: found } = await probe(app, options);
      const logged = serverErrors.get(String(response.headers['x-request-id']));
      // Values in quotes vary from input to input; the cause without them groups one bug's failures.
      const cause = logged ? logged.replace(/"[^"]*"/g, '"…"') : response.body.slice(0, 120);
      for (const problem of found) {
        const grouping = `${problem} (${cause})`;
        const seen = problems.get(grouping);
        problems.set(grouping, { count: (seen?.count ?? 0) + 1, example: seen?.example ?? what });
      }
    };
    const callers = CALLERS[route.auth] ?? ['admin'];
    for (const caller of callers) {
      const seed = seedFor(SEED, `${key} ${caller}`);
      const inputs = fc.sample(fuzzRequests(route), { seed, numRuns: RUNS });
      for (const [run, input] of inputs.entries()) {
        const shown = JSON.stringify(input).slice(0, 300);
        await send(
          `${caller} seed ${seed} run ${run} (${input.how}) ${shown}`,
          injectOptions(route, input, headers[caller]),
        );
      }
    }
    // The parsers themselves, fed as the first caller who gets past the role check.
    const caller = callers[0] as Caller;
    const valid = { params: exampleParams(route), query: '' };
    if (takesBody(route)) {
      for (const raw of RAW_BODIES) {
        await send(`${caller} raw body (${raw.how})`, {
          ...injectOptions(route, { ...valid, body: undefined }, headers[caller]),
          headers: { ...headers[caller], 'content-type': raw.contentType },
          payload: raw.payload,
        });
      }
    }
    if (route.schema?.querystring) {
      for (const query of RAW_QUERIES) {
        await send(
          `${caller} raw query ${query.slice(0, 60)}`,
          injectOptions(route, { ...valid, query, body: {} }, headers[caller]),
        );
      }
    }
    expect(
      [...problems].map(([problem, { count, example }]) => `${problem} x${count}, e.g. ${example}`),
    ).toEqual([]);
  });

  it('refuses a NUL character in any text with a 4xx, on every route (PostgreSQL text cannot hold one)', async () => {
    const failures = new Map<string, string[]>();
    for (const { key, route, app } of targets) {
      const caller = (CALLERS[route.auth] ?? ['admin'])[0] as Caller;
      const [parts] = fc.sample(wellFormedParts(route), { seed: seedFor(SEED, `${key} nul`), numRuns: 1 });
      if (!parts) continue;
      const nul = {
        params: withNulInEveryString(parts.params) as Record<string, string>,
        query: toQueryString(withNulInEveryString(parts.query)),
        body: withNulInEveryString(parts.body),
      };
      const { response } = await probe(app, injectOptions(route, nul, headers[caller]));
      if (response.statusCode >= 500) {
        const cause = serverErrors.get(String(response.headers['x-request-id'])) ?? response.body;
        failures.set(cause, [...(failures.get(cause) ?? []), key]);
      }
    }
    expect(
      [...failures].map(([cause, keys]) => `${cause}: ${keys.length} routes: ${keys.join(', ')}`),
    ).toEqual([]);
  });

  it('keeps the ledger balanced after all of it', async () => {
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});

/**
 * URLs the router refuses before any route runs (bad percent-encoding, a parameter over its length
 * limit) must still answer with the envelope and the security headers.
 */
describe('malformed URLs on every route with a path parameter', () => {
  const SEGMENTS = ['%E0%A4%A', '%', '%ZZ', 'a'.repeat(101), `${'%F0%9F%94%A5'.repeat(30)}`];

  it('answers each with the envelope and the security headers', async () => {
    const failures: Record<string, string[]> = {};
    for (const route of routesOf(sandboxApp).filter((entry) => pathParamNames(entry).length > 0)) {
      for (const segment of SEGMENTS) {
        const params = Object.fromEntries(pathParamNames(route).map((name) => [name, segment]));
        const response = await sandboxApp.inject({
          method: route.method as InjectOptions['method'],
          url: concreteUrl(route, params, { encoded: true }),
        });
        const problems = [...envelopeProblems(response), ...securityHeaderProblems(response)];
        if (problems.length > 0) {
          const label = `${segment.slice(0, 24)} -> ${response.statusCode}: ${problems.join(', ')}`;
          failures[label] = [...(failures[label] ?? []), routeKey(route)];
        }
      }
    }
    // One line per distinct failure, with how many routes share it.
    expect(
      Object.entries(failures).map(
        ([label, routes]) => `${label} (${routes.length} routes, e.g. ${routes[0]})`,
      ),
    ).toEqual([]);
  });
});
