// Owns what the build makes of the web's calls through the contracts' endpoint tables (decisions 040, 099): each
// `eventsApi.get` becomes the facts of that one endpoint, so no page downloads a whole table. Changes when the
// tables are declared another way (packages/contracts/src/api/define.ts) or the web reads more of an endpoint.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const API_DIR = fileURLToPath(new URL('../../../packages/contracts/src/api/', import.meta.url));
const SOURCE_FILE = /[\\/]apps[\\/]web[\\/]src[\\/](?!.*\.test\.).*\.[jt]sx?$/;
const TABLE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])@engagex\/contracts\/api\/([\w-]+)\2;?/g;
/** `export const eventsApi = defineApi<…>()('events', 'realm', () => import(…).then(…), {` */
const TABLE_START =
  /export const (\w+) = defineApi<[^>]*>\(\)\(\s*'([^']+)',\s*'([^']+)',\s*\(\) =>[^\n]*,\s*\{/g;

/** What the web reads of an endpoint (lib/api.ts, lib/download.ts, define.ts): not who may call it. */
type Facts = { method: string; path: string; status?: number; file?: string; redirect?: true };
type Table = Map<string, Facts & { group: string; name: string; service: string }>;

/** The object literal after `start` (its `{`), read as data: the tables hold literals only, and comments. */
function objectAt(source: string, start: number): Record<string, Facts> {
  let depth = 0;
  let end = start;
  for (; end < source.length; end += 1) {
    if (source[end] === '{') depth += 1;
    if (source[end] === '}') depth -= 1;
    if (depth === 0) break;
  }
  const text = source
    .slice(start, end + 1)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return new Function(`return (${text});`)() as Record<string, Facts>;
}

const tables = new Map<string, Map<string, Table>>();

/** The tables one file of packages/contracts/src/api declares, by their exported name. */
function tablesOf(file: string): Map<string, Table> {
  const known = tables.get(file);
  if (known) return known;
  const source = readFileSync(path.join(API_DIR, `${file}.ts`), 'utf8');
  const found = new Map<string, Table>();
  for (const match of source.matchAll(TABLE_START)) {
    const [whole, exported = '', group = '', service = ''] = match;
    const facts = objectAt(source, (match.index ?? 0) + whole.length - 1);
    const table: Table = new Map();
    for (const [name, { method, path: route, status, file: answer, redirect }] of Object.entries(facts))
      table.set(name, {
        method,
        path: route,
        group,
        name,
        service,
        ...(status === undefined ? {} : { status }),
        ...(answer === undefined ? {} : { file: answer }),
        ...(redirect === undefined ? {} : { redirect }),
      });
    found.set(exported, table);
  }
  tables.set(file, found);
  return found;
}

/**
 * In the build, a web module's `import { eventsApi } from '@engagex/contracts/api/events'` and its `eventsApi.get`
 * become one constant per endpoint it calls, with that endpoint's facts (method, path, service, group, name; a
 * file's type, a redirect): the table itself, with every endpoint of the feature, the organisers' included, is
 * left to the server and OpenAPI. The same facts, so the same requests; about 1 KB less on an event page.
 * Development and tests import the tables as written (their schema check needs `schemas`, decision 040).
 */
export function endpointFactsOnly(): Plugin {
  return {
    name: 'engagex:endpoint-facts-only',
    apply: 'build',
    buildStart() {
      tables.clear();
    },
    transform(code, id) {
      if (!SOURCE_FILE.test(id) || !code.includes('@engagex/contracts/api/')) return null;
      const constants: string[] = [];
      let next = code.replace(TABLE_IMPORT, (statement, specifiers: string, _quote, file: string) => {
        if (file === 'define') return statement;
        const declared = tablesOf(file);
        const kept: string[] = [];
        for (const specifier of specifiers
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
          const table = declared.get(imported);
          if (!table) {
            kept.push(specifier);
            continue;
          }
          // Replaced below; the name stays imported only if the module uses the table otherwise too.
          constants.push(local);
          kept.push(specifier);
          tableOfLocal.set(local, table);
        }
        return `import { ${kept.join(', ')} } from '@engagex/contracts/api/${file}';`;
      });
      if (constants.length === 0) return null;
      const declarations: string[] = [];
      for (const local of constants) {
        const table = tableOfLocal.get(local);
        if (!table) continue;
        const used = new Set<string>();
        next = next.replace(new RegExp(`\\b${local}\\.(\\w+)\\b`, 'g'), (whole, name: string) => {
          const facts = table.get(name);
          if (!facts) return whole;
          used.add(name);
          return `__endpoint_${local}_${name}`;
        });
        for (const name of used)
          declarations.push(`const __endpoint_${local}_${name} = ${JSON.stringify(table.get(name))};`);
        // No other use of the table: its import goes, and with it the table from the build.
        if (!new RegExp(`\\b${local}\\b(?![\\w$])`).test(next.replace(TABLE_IMPORT, '')))
          next = next.replace(TABLE_IMPORT, (statement, specifiers: string, _quote, file: string) => {
            const rest = specifiers
              .split(',')
              .map((part) => part.trim())
              .filter((part) => part && (part.split(/\s+as\s+/)[1] ?? part) !== local);
            if (rest.length === specifiers.split(',').filter((part) => part.trim()).length) return statement;
            return rest.length > 0
              ? `import { ${rest.join(', ')} } from '@engagex/contracts/api/${file}';`
              : '';
          });
      }
      tableOfLocal.clear();
      return declarations.length > 0 ? { code: `${declarations.join('\n')}\n${next}`, map: null } : null;
    },
  };
}

const tableOfLocal = new Map<string, Table>();
