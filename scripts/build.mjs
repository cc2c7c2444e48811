// Builds what `npm start` and the end-to-end tests run, and only what is missing or stale:
//   - the server and the contracts it imports (`tsc -b apps/server`, incremental by itself);
//   - the web app (`vite build`), when apps/web/dist/index.html is older than any of its inputs.
// Usage: `node scripts/build.mjs` (or import { buildIfStale }).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bin, ROOT, runOrThrow, runQuietly, secondsSince } from './lib/process.mjs';

const WEB_OUTPUT = path.join(ROOT, 'apps/web/dist/index.html');
/** Everything `vite build` reads that can change without a change of dependencies. */
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  // How the build splits its chunks (decisions 076, 081).
  'apps/web/build',
  'apps/web/package.json',
  'apps/web/public',
  'packages/contracts/src',
].map((input) => path.join(ROOT, input));

/** The newest modification time (ms) of a file, or of any file below a folder; 0 when it does not exist. */
function newestMtime(/** @type {string} */ target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Why the web app needs building, or null when apps/web/dist is up to date. */
export function webBuildReason() {
  if (!existsSync(WEB_OUTPUT)) return 'apps/web/dist/index.html is missing';
  const built = statSync(WEB_OUTPUT).mtimeMs;
  const changed = WEB_INPUTS.find((input) => newestMtime(input) > built);
  return changed ? `${path.relative(ROOT, changed)} changed since the last build` : null;
}

export async function buildServer() {
  const started = performance.now();
  await runOrThrow(bin('tsc'), ['-b', 'apps/server']);
  return secondsSince(started);
}

export async function buildWeb() {
  const started = performance.now();
  // Always a production build: under a test runner NODE_ENV is `test`, which would ship React's
  // development build (60 KB more, and slower) to the browser journeys.
  // Quiet unless it fails: Vite lists every file it writes, about 200 lines (decision 055).
  await runQuietly('npm', ['run', 'build', '--silent', '-w', '@engagex/web'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return secondsSince(started);
}

/**
 * Brings apps/server/dist (with packages/contracts/dist) and apps/web/dist up to date.
 * With `web: 'optional'` a failing web build is reported and the server still counts as built.
 * @param {{ web?: 'required' | 'optional' | 'skip', log?: (line: string) => void }} [options]
 * @returns {Promise<{ web: 'fresh' | 'built' | 'failed' | 'skipped' }>}
 */
export async function buildIfStale({
  web = 'required',
  log = (line) => console.log(`[build] ${line}`),
} = {}) {
  log(`server compiled (tsc -b apps/server, ${await buildServer()})`);
  if (web === 'skip') return { web: 'skipped' };
  const reason = webBuildReason();
  if (!reason) {
    log('web app is up to date (apps/web/dist)');
    return { web: 'fresh' };
  }
  log(`building the web app: ${reason}`);
  try {
    log(`web app built (${await buildWeb()})`);
    return { web: 'built' };
  } catch (error) {
    if (web === 'required') throw error;
    log(`the web app did not build: ${/** @type {Error} */ (error).message}`);
    return { web: 'failed' };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildIfStale().catch((/** @type {Error} */ error) => {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  });
}
