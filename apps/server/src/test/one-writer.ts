/**
 * The scanner behind the one-writer tests (seats, a purchase's status, a purchase's refund state): finds every
 * statement in the server's source that writes one column of one table, in Kysely or in SQL. Changes when the
 * source gains a new way of writing a row (another query builder, a stored procedure).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Test code may stage a state (a slot's count, a purchase's status) to set up a race, so it is not scanned. */
const isTestCode = (path: string) =>
  path.startsWith('test/') || path.startsWith('faults/') || /\.(test|fixtures)\.ts$/.test(path);

/** The server's own source, paths relative to `apps/server/src`; migrations make the tables and may write them. */
export function serverSources(): { path: string; code: string }[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts') && !isTestCode(path))
    .map((path) => ({ path, code: readFileSync(join(src, path), 'utf8') }));
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The text inside the parentheses that open at `open`, nested ones included. */
function argumentsAt(code: string, open: number) {
  let depth = 0;
  for (let at = open; at < code.length; at += 1) {
    if (code[at] === '(') depth += 1;
    else if (code[at] === ')' && --depth === 0) return code.slice(open + 1, at);
  }
  return code.slice(open + 1);
}

/**
 * Every statement in `source` that writes `table.column`: a Kysely update or insert of the table whose
 * set/values/doUpdateSet names the column (not a longer name that ends in it, nor `alias.column` read inside), or
 * SQL updating or inserting it.
 */
export function columnWrites(source: string, { table, column }: { table: string; column: string }): string[] {
  const code = withoutComments(source);
  const named = new RegExp(`(?<![\\w.])${column}\\b`);
  const found: string[] = [];
  const statements = new RegExp(
    `\\.(?:updateTable|insertInto)\\(\\s*['"]${table}(?:\\s+as\\s+\\w+)?['"]\\s*\\)`,
    'g',
  );
  for (const start of code.matchAll(statements)) {
    const from = (start.index ?? 0) + start[0].length;
    const rest = code.slice(from);
    // The statement's chain: up to its end, where the next statement begins.
    const chain = rest.slice(0, rest.search(/;|\n\s*\n|\.(?:updateTable|insertInto|selectFrom)\(/) >>> 0);
    for (const call of chain.matchAll(/\.(?:set|values|doUpdateSet)\(/g)) {
      const args = argumentsAt(chain, (call.index ?? 0) + call[0].length - 1);
      if (named.test(args)) found.push(`${start[0]}${call[0]}${args.trim().slice(0, 60)}`);
    }
  }
  const sqlWrites = [
    new RegExp(
      `\\bupdate\\s+(?:only\\s+)?[\\w."]*\\b${table}\\b[^;\`]*?\\bset\\b(?:(?!\\bwhere\\b|\\breturning\\b|\\bfrom\\b)[^;\`])*?(?<![\\w.])${column}\\s*=(?!=)`,
      'gi',
    ),
    new RegExp(
      `\\binsert\\s+into\\s+[\\w."]*\\b${table}\\b[^;\`]*?\\(\\s*[^)]*(?<![\\w.])${column}\\b`,
      'gi',
    ),
  ];
  for (const pattern of sqlWrites) for (const match of code.matchAll(pattern)) found.push(match[0]);
  return found;
}

/** Every write of `table.column` outside `writer` and the migrations, as `path: statement`. */
export function writesOutside(
  sources: { path: string; code: string }[],
  writer: string,
  target: { table: string; column: string },
): string[] {
  return sources
    .filter((file) => file.path !== writer && !file.path.startsWith('platform/db/migrations/'))
    .flatMap((file) => columnWrites(file.code, target).map((write) => `${file.path}: ${write}`));
}
