/**
 * The gate on hand-built API URLs in tests (decision 064): server tests and e2e journeys call the API through the
 * contracts' endpoint table (test/api.ts `inject`, e2e/support/api.ts `call`), so a changed path or body breaks
 * them when they compile. Changes when a new hostile-input suite needs raw requests (it joins HOSTILE) or a route
 * outside the table is added.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** What building an API URL by hand looks like: a service's path, a prefix spliced in, or a method and a path. */
const HAND_BUILT = [
  /['"`]\/api\/(?:main|events|cultural-events|jobs|employee|module|payments|dev-idp)\b/,
  /\$\{SERVICE_PREFIXES\./,
  /\bapiClient\(/,
  /['"](?:GET|POST|PUT|PATCH|DELETE)['"],\s*[`'"]\//,
];

/**
 * The helpers that turn an endpoint into a URL, and so must build one; and the sandbox's webhooks, which are no
 * endpoint of the table (decision 040: verified over their raw bytes).
 */
const HELPERS = ['apps/server/src/test/api.ts', 'e2e/support/api.ts', 'apps/server/src/test/webhooks.ts'];

/**
 * Suites that send malformed requests, unknown paths or another gateway's callbacks on purpose: they stay raw,
 * since the table would refuse to build what they send.
 */
const HOSTILE = [/^apps\/server\/src\/test\/security\//, /^apps\/server\/src\/faults\//];

function testFiles(): string[] {
  const server = readdirSync(join(repo, 'apps/server/src'), { recursive: true, encoding: 'utf8' })
    .map((path) => `apps/server/src/${path.split('\\').join('/')}`)
    .filter((path) => /(?:\/test\/.*|\.test|\.fixtures)\.ts$/.test(path));
  const e2e = readdirSync(join(repo, 'e2e'), { recursive: true, encoding: 'utf8' })
    .map((path) => `e2e/${path.split('\\').join('/')}`)
    .filter((path) => path.endsWith('.ts'));
  return [...server, ...e2e].filter(
    (path) => path !== 'apps/server/src/test/hand-built-urls.test.ts' && !HELPERS.includes(path),
  );
}

/**
 * Routes no endpoint of the table can describe, since their answer is not the envelope (endpoints.test.ts,
 * `NOT_ENVELOPE_ROUTES`): a test reaches them by their literal path.
 */
const OUTSIDE_THE_TABLE = ['/api/main/geo/ip', '/api/dev-idp/.well-known/jwks.json'];

const buildsUrls = (path: string) => {
  let code = readFileSync(join(repo, path), 'utf8');
  for (const route of OUTSIDE_THE_TABLE) code = code.split(`'${route}'`).join("''");
  return HAND_BUILT.some((pattern) => pattern.test(code));
};

describe('tests call the API through the endpoint table', () => {
  const files = testFiles();
  const raw = files.filter(buildsUrls).filter((path) => !HOSTILE.some((hostile) => hostile.test(path)));

  it('finds the server tests and the journeys', () => {
    expect(files.filter((path) => path.endsWith('.e2e.ts')).length).toBeGreaterThan(20);
    expect(files.filter((path) => path.endsWith('.test.ts')).length).toBeGreaterThan(100);
  });

  it('builds no API URL by hand outside the helpers and the hostile-input suites', () => {
    expect(raw).toEqual([]);
  });
});
