// Prints the gzip size of what a signed-in visitor downloads before the dashboard shows: the entry chunk,
// the variant shell and the dashboard page, each with its static imports. Run after `vite build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const gz = (file) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;

function staticImports(file) {
  const code = readFileSync(join(assets, file), 'utf8');
  const found = new Set();
  // `import … from "./x.js"` and bare `import "./x.js"`; dynamic `import("./x.js")` is not followed.
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{},\s]+from\s*)?["']\.\/([^"']+\.js)["']/g))
    found.add(m[1]);
  return [...found];
}

function closure(start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
const find = (prefix) => files.find((f) => f.startsWith(prefix));
const groups = {
  entry,
  'desktop shell': find('DesktopShell-'),
  'mobile shell': find('MobileShell-'),
  dashboard: find('HomePage-'),
  'sign-in': find('SignInPage-'),
  'module page': find('ModulePage-'),
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const [name, file] of Object.entries(groups)) {
  if (file) console.log(`${name.padEnd(14)} ${file.padEnd(36)} ${kb(gz(file)).padStart(9)} gzip (own chunk)`);
}

for (const variant of ['desktop shell', 'mobile shell']) {
  const set = new Set([...closure(groups.entry), ...closure(groups[variant]), ...closure(groups.dashboard)]);
  const total = [...set].reduce((sum, f) => sum + gz(f), 0);
  const verdict = total / 1024 <= BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `initial JS, ${variant} + dashboard: ${kb(total)} gzip in ${set.size} files (${verdict} ${BUDGET_KB} KB)`,
  );
}

if (process.argv.includes('--files')) {
  const set = new Set([
    ...closure(groups.entry),
    ...closure(groups['desktop shell']),
    ...closure(groups.dashboard),
  ]);
  for (const f of [...set].sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(f)).padStart(9)}  ${f}`);
}
