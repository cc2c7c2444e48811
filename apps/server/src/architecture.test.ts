import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './platform/db/table-owners.js';

/**
 * The server's imports flow one way, as the web's do (apps/web/src/architecture.test.ts):
 * config.ts → platform → services → demo → app.ts and main.ts, which compose them.
 * - The platform (database, auth, ledger, payments, errors) serves every service and never imports one.
 * - A service reaches another service only through that service's entry module, its `index.ts`: what it
 *   exports there it exports on purpose; every other file of the folder is its own business.
 * - Every service folder has an entry module, `services/<name>/index.ts`, which exports its plugin and its public API;
 *   app.ts and the demo data import services only through it (decision 066).
 * - Demo data imports the platform and services' entry modules; nothing imports the demo data but the app.
 * - Nothing imports test code.
 * - No import cycles between files at run time, but the one decision 042 keeps (seats.ts ↔ waitlist/offers.ts).
 * - Every table has one owner in platform/db/table-owners.ts, and only the writers named there write it.
 * - Every file of services/ and platform/ opens with a /** header saying what it owns and when it changes.
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
      const reachesAcross = otherService !== null && otherService !== ownService;
      if (reachesAcross && !isEntryModule(target)) found.push(shown);
    }
  }
  return found;
}

const serviceNames = readdirSync(join(root, 'services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Services without an index.ts, or whose index.ts exports no plugin (a `…Service` or `…Routes` binding). */
function missingEntryModules(): string[] {
  return serviceNames.filter((name) => {
    const entry = files.find((file) => file.path === `services/${name}/index.ts`);
    return (
      !entry ||
      !/export\s*(?:const\s+\w+(?:Service|Routes)\b|\{[^}]*\b\w+(?:Service|Routes)\b)/.test(entry.code)
    );
  });
}

/**
 * Import cycles between source files, as sorted groups of paths. Only imports that run count: `import type` is
 * erased at build, so a type may name a module that imports back (services/main/admin/user-detail.ts does).
 */
function importCycles(): string[][] {
  const graph = new Map<string, string[]>();
  for (const { path, code } of files) {
    const runtime = [
      ...code.matchAll(
        /(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
      ),
    ]
      .map((m) => resolve(path, (m[1] ?? m[2]) as string))
      .filter((target): target is string => target !== null)
      .map((target) => `${target}.ts`);
    graph.set(path, runtime);
  }
  // Tarjan's strongly connected components: every group of more than one file is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** The one cycle kept on purpose: decision 042, "Offering happens where seats come back". */
const ALLOWED_CYCLES = [['services/events/bookings/seats.ts', 'services/events/waitlist/offers.ts']];

/** The folder a file writes tables as: a service's feature folder, a flat service, or a platform part. */
function writerOf(path: string): string {
  const parts = path.replace(/\.ts$/, '').split('/');
  if (parts[0] === 'services') return parts.slice(0, parts.length > 3 ? 3 : 2).join('/');
  if (parts[0] === 'platform') return parts.slice(0, 2).join('/');
  return parts[0] as string;
}

const tables = Object.keys(TABLE_OWNERS);
const writePatterns = [
  // Kysely: .insertInto('bookings'), .updateTable('event_slots as s'), .deleteFrom('favorites')
  new RegExp(
    `\\.(?:insertInto|updateTable|deleteFrom|mergeInto)\\(\\s*['"](${tables.join('|')})(?:\\s+as\\s+\\w+)?['"]`,
    'g',
  ),
  // Raw SQL in sql`…`: insert into bookings, update event_slots, delete from favorites
  new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+"?(${tables.join('|')})"?(?![\\w.])`, 'gi'),
];
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Every (table, writer) pair the source holds, with the files; migrations and demo data may write any table. */
function tableWrites(): Map<string, Map<string, string[]>> {
  const writes = new Map<string, Map<string, string[]>>();
  for (const { path, code } of files) {
    if (path.startsWith('platform/db/migrations/') || path.startsWith('demo/')) continue;
    const bare = withoutComments(code);
    const written = new Set(
      writePatterns.flatMap((pattern) =>
        [...bare.matchAll(pattern)].map((m) => (m[1] as string).toLowerCase()),
      ),
    );
    for (const table of written) {
      const byWriter = writes.get(table) ?? new Map<string, string[]>();
      writes.set(table, byWriter);
      byWriter.set(writerOf(path), [...(byWriter.get(writerOf(path)) ?? []), path]);
    }
  }
  return writes;
}

/** Service and platform files whose first comment (after `//` lines: a long file's reason) is not a /** header. */
function filesWithoutHeader(): string[] {
  return serviceFiles()
    .filter(({ code }) => !/^\/\*\*[\s\S]*?\*\//.test(withoutReason(code)))
    .map(({ path }) => path);
}

/** Headers that say what the file owns but not when it changes ("Changes when …", or "Never changes."). */
function headersWithoutWhen(): string[] {
  return serviceFiles()
    .filter(({ code }) => {
      const header = withoutReason(code)
        .match(/^\/\*\*[\s\S]*?\*\//)?.[0]
        .replace(/\n\s*\*\s?/g, ' ');
      return (
        header !== undefined &&
        !/\bchanges?\s+(?:when|whenever|if|only|as|with|rarely)\b|\bnever\s+(?:changes|edited)\b/i.test(
          header,
        )
      );
    })
    .map(({ path }) => path);
}

const serviceFiles = () =>
  files
    .filter(({ path }) => path.startsWith('services/') || path.startsWith('platform/'))
    .filter(({ code }) => !code.startsWith('// Generated by'));
const withoutReason = (code: string) => code.replace(/^(\/\/[^\n]*\n)+/, '');

describe('server architecture', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(80);
    expect(files.some((file) => file.path === 'platform/db/database.ts')).toBe(true);
  });

  it('keeps imports flowing config → platform → services → demo → app, across services only by index.ts', () => {
    expect(violations()).toEqual([]);
  });

  it('gives every service one entry module that exports its plugin', () => {
    expect(serviceNames).toEqual(
      expect.arrayContaining(['main', 'events', 'jobs', 'employee', 'payments', 'module']),
    );
    expect(missingEntryModules()).toEqual([]);
  });

  it('opens every service and platform file with a header', () => {
    expect(filesWithoutHeader()).toEqual([]);
    expect(headersWithoutWhen(), 'a header says when its file changes').toEqual([]);
  });

  it('has no import cycle but the one decision 042 keeps', () => {
    expect(importCycles()).toEqual(ALLOWED_CYCLES);
  });

  it('lets only the writers platform/db/table-owners.ts names write each table', () => {
    const writes = tableWrites();
    expect(writes.get('bookings')?.has('services/events/bookings')).toBe(true);
    const unowned: string[] = [];
    for (const [table, byWriter] of writes) {
      const { owner, also = {} } = TABLE_OWNERS[table as keyof typeof TABLE_OWNERS];
      for (const [writer, paths] of byWriter) {
        if (writer !== owner && !(writer in also)) unowned.push(`${table} written by ${paths.join(', ')}`);
      }
    }
    expect(unowned).toEqual([]);
  });

  it('names no writer in platform/db/table-owners.ts that no longer writes its table', () => {
    const writes = tableWrites();
    const stale = Object.entries(TABLE_OWNERS).flatMap(([table, { also = {} }]) =>
      Object.keys(also)
        .filter((writer) => !writes.get(table)?.has(writer))
        .map((writer) => `${table}: ${writer}`),
    );
    expect(stale).toEqual([]);
  });
});
