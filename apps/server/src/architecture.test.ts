import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's imports flow one way, as the web's do (apps/web/src/architecture.test.ts):
 * config.ts → platform → services → demo → app.ts and main.ts, which compose them.
 * - The platform (database, auth, ledger, payments, errors) serves every service and never imports one.
 * - A service reaches another service only through that service's entry module, its `index.ts`: what it
 *   exports there it exports on purpose; every other file of the folder is its own business.
 * - Demo data imports the platform and services' entry modules; nothing imports the demo data but the app.
 * - Nothing imports test code.
 */
// Tests and their helpers (test/, *.test.ts, *.fixtures.ts, the fault tests) may import anything, so they are not checked.
const root = dirname(fileURLToPath(import.meta.url));
const isTestCode = (path: string) =>
  path.startsWith('test/') || path.startsWith('faults/') || /\.(test|fixtures)\.ts$/.test(path);

const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split('\\').join('/'))
  .filter((path) => path.endsWith('.ts') && !isTestCode(path))
  .map((path) => ({ path, code: readFileSync(join(root, path), 'utf8') }));

const importsOf = (code: string) =>
  [
    ...code.matchAll(
      /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => (m[1] ?? m[2]) as string);

/** The imported file relative to src/, without its extension; null for packages. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return posix.join(posix.dirname(from), specifier).replace(/\.(js|ts)$/, '');
}

type Layer = 'config' | 'platform' | 'services' | 'demo' | 'root' | 'test';
function layerOf(path: string): Layer {
  if (isTestCode(`${path}.ts`)) return 'test';
  const top = path.split('/')[0];
  if (top === 'platform' || top === 'services' || top === 'demo') return top;
  return path === 'config' || path === 'config.ts' ? 'config' : 'root';
}
const serviceOf = (path: string) => (path.startsWith('services/') ? path.split('/')[1] : null);
const isEntryModule = (path: string) => /^services\/[^/]+\/index$/.test(path);

const allowed: Record<Layer, Layer[]> = {
  config: ['config'],
  platform: ['platform', 'config'],
  services: ['services', 'platform', 'config'],
  demo: ['demo', 'services', 'platform', 'config'],
  root: ['root', 'demo', 'services', 'platform', 'config'],
  test: [],
};

function violations(): string[] {
  const found: string[] = [];
  for (const { path, code } of files) {
    const from = layerOf(path);
    const ownService = serviceOf(path);
    for (const specifier of importsOf(code)) {
      const target = resolve(path, specifier);
      if (target === null) continue;
      const shown = `${path} → ${specifier}`;
      if (!allowed[from].includes(layerOf(target))) {
        found.push(shown);
        continue;
      }
      const otherService = serviceOf(target);
      const reachesAcross = otherService !== null && otherService !== ownService && from !== 'root';
      if (reachesAcross && !isEntryModule(target)) found.push(shown);
    }
  }
  return found;
}

describe('server architecture', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(80);
    expect(files.some((file) => file.path === 'platform/db/database.ts')).toBe(true);
  });

  it('keeps imports flowing config → platform → services → demo → app, across services only by index.ts', () => {
    expect(violations()).toEqual([]);
  });
});
