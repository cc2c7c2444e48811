import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The paths our docs name, and which of them do not exist. A decision record or README that points at a file
 * we moved or never wrote misleads the next reader, so `npm test` fails on it.
 */

/** Where a path written in a doc may be relative to, besides the repository root and the doc's own folder. */
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/contracts/src', 'apps/server', 'apps/web'];

const FILE_LIKE = /\.(ts|tsx|mjs|js|json|md|css|sql|html|yml|yaml)$/;

/** Markdown files that describe the code: READMEs and decision records (not the product description). */
/** @param {string} root */
export function docFiles(root) {
  const readmes = [
    'README.md',
    'apps/web/README.md',
    'apps/server/README.md',
    'packages/contracts/README.md',
  ];
  const decisions = readdirSync(path.join(root, 'docs/decisions')).map((name) => `docs/decisions/${name}`);
  return [...readmes, ...decisions, 'docs/guiding-principles.md', 'docs/performance.md'].filter((file) =>
    existsSync(path.join(root, file)),
  );
}

/**
 * Candidate paths in a doc: link targets and `backticked` tokens that look like a file or a folder of ours.
 * @param {string} markdown
 * @returns {string[]}
 */
export function namedPaths(markdown) {
  /** @type {Set<string>} */
  const found = new Set();
  for (const [, target = ''] of markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
    if (!/^[a-z]+:/i.test(target)) found.add(target);
  }
  for (const [, token = ''] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const bare = token.replace(/[),.:;]+$/, '').replace(/:\d+(-\d+)?$/, ''); // `file.ts:42` names file.ts
    if (/[*<>{}$…]|\.\.\.|^-|^@|^\//.test(bare)) continue; // globs, placeholders, flags, packages, URL paths
    if (FILE_LIKE.test(bare) || (bare.includes('/') && bare.endsWith('/'))) found.add(bare);
  }
  return [...found];
}

/** The names of every file in the repository, for a doc that names a file without its folder. */
/** @param {string} root */
function fileNames(root) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return new Set(files.split('\n').map((file) => path.basename(file)));
}

/** @param {string} root @param {string} docFile @param {string} named @param {Set<string>} names */
function exists(root, docFile, named, names) {
  const cleaned = named.replace(/:\d+(-\d+)?$/, ''); // file.ts:42
  if (!cleaned.includes('/')) return names.has(cleaned);
  const bases = [
    path.dirname(path.join(root, docFile)),
    root,
    ...SOURCE_ROOTS.map((base) => path.join(root, base)),
  ];
  return bases.some((base) => existsSync(path.resolve(base, cleaned)));
}

/** `{ doc, path }` for every path a doc names that is nowhere in the repository. */
/** @param {string} root @returns {{ doc: string, path: string }[]} */
export function missingDocPaths(root) {
  const names = fileNames(root);
  const missing = docFiles(root).flatMap((doc) =>
    namedPaths(readFileSync(path.join(root, doc), 'utf8'))
      .filter((named) => !exists(root, doc, named, names))
      .map((named) => ({ doc, path: named })),
  );
  const output = ignoredByGit(
    root,
    missing.map((entry) => entry.path),
  );
  return missing.filter((entry) => !output.has(entry.path));
}

/**
 * The paths git ignores: what a run writes (`.e2e-artifacts/`, `dist/`), which a fresh checkout does not have yet.
 * @param {string} root
 * @param {string[]} paths
 * @returns {Set<string>}
 */
function ignoredByGit(root, paths) {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: root,
      input: paths.join('\n'),
      encoding: 'utf8',
    });
    return new Set(out.split('\n').filter(Boolean));
  } catch {
    return new Set(); // exit 1: none of them is ignored
  }
}
