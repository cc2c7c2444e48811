// The gzip size of what a signed-in visitor downloads before the dashboard shows: the entry chunk, the variant
// shell and the dashboard page, each with its static imports; and the largest chunk loaded later. Run after
// `vite build`. `npm run size` prints it; `npm run budget` (repository root) reports the same figures.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_KB = 120;
const DEFAULT_DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * @param {string} [dist] the web app's build folder
 * @returns {{ chunks: Record<string, { file: string, bytes: number }>, initial: Record<'desktop' | 'mobile', { bytes: number, files: { file: string, bytes: number }[] }>, largestLazy: { file: string, bytes: number } }}
 */
export function measureBundle(dist = DEFAULT_DIST) {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  /** @type {Map<string, number>} */
  const sizes = new Map(files.map((f) => [f, gzipSync(readFileSync(join(assets, f)), { level: 9 }).length]));
  const gz = (/** @type {string} */ file) => sizes.get(file) ?? 0;

  /** `import … from "./x.js"` and bare `import "./x.js"`; dynamic `import("./x.js")` is not followed. */
  const staticImports = (/** @type {string} */ file) => {
    const code = readFileSync(join(assets, file), 'utf8');
    const pattern = /(?:^|[;\s}])import\s*(?:[\w$*{},\s]+from\s*)?["']\.\/([^"']+\.js)["']/g;
    return [...code.matchAll(pattern)].map((m) => m[1] ?? '');
  };
  const closure = (/** @type {string[]} */ starts) => {
    const seen = new Set();
    const queue = [...starts];
    while (queue.length) {
      const file = /** @type {string} */ (queue.pop());
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...staticImports(file));
    }
    return [...seen];
  };

  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${join(dist, 'index.html')}`);
  const find = (/** @type {string} */ prefix) => {
    const file = files.find((f) => f.startsWith(prefix));
    if (!file) throw new Error(`no ${prefix}*.js in ${assets}: was the chunk renamed?`);
    return file;
  };
  const own = {
    entry,
    'desktop shell': find('DesktopShell-'),
    'mobile shell': find('MobileShell-'),
    dashboard: find('HomePage-'),
    'sign-in': find('SignInPage-'),
    'module page': find('ModulePage-'),
  };
  const chunks = Object.fromEntries(
    Object.entries(own).map(([name, file]) => [name, { file, bytes: gz(file) }]),
  );
  const initialOf = (/** @type {string} */ shell) => {
    const set = closure([entry, shell, own.dashboard]);
    const sorted = set.sort((a, b) => gz(b) - gz(a)).map((file) => ({ file, bytes: gz(file) }));
    return { bytes: sorted.reduce((sum, f) => sum + f.bytes, 0), files: sorted };
  };
  const initial = { desktop: initialOf(own['desktop shell']), mobile: initialOf(own['mobile shell']) };
  const firstLoad = new Set([...initial.desktop.files, ...initial.mobile.files].map((f) => f.file));
  const [largest] = files.filter((f) => !firstLoad.has(f)).sort((a, b) => gz(b) - gz(a));
  return { chunks, initial, largestLazy: { file: largest ?? '-', bytes: largest ? gz(largest) : 0 } };
}

export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { chunks, initial, largestLazy } = measureBundle();
  for (const [name, { file, bytes }] of Object.entries(chunks))
    console.log(`${name.padEnd(14)} ${file.padEnd(36)} ${kb(bytes).padStart(9)} gzip (own chunk)`);
  for (const [variant, { bytes, files }] of Object.entries(initial)) {
    const verdict = bytes / 1024 <= INITIAL_JS_BUDGET_KB ? 'within' : 'OVER';
    console.log(
      `initial JS, ${variant} shell + dashboard: ${kb(bytes)} gzip in ${files.length} files (${verdict} ${INITIAL_JS_BUDGET_KB} KB)`,
    );
  }
  console.log(`largest lazy chunk: ${largestLazy.file} ${kb(largestLazy.bytes)} gzip`);
  if (process.argv.includes('--files')) {
    console.log('desktop first load:');
    for (const { file, bytes } of initial.desktop.files) console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
  }
}
