/**
 * Finds English a person would read that is written in the web app's code instead of a message catalogue
 * (decision 075): JSX text, the attributes people read or hear (label, title, aria-label, placeholder…), and
 * sentence-like string literals. A heuristic on the source text, tuned to this code base's style; the
 * pseudo-language journey catches what it misses. Changes when code gains a new way to put text on screen.
 *
 *   node scripts/lib/english-in-code.mjs [folder…]   prints every finding (default: apps/web/src)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_SOURCE = path.join(ROOT, 'apps/web/src');

/** Attributes whose value a person reads or hears. */
const SPOKEN_ATTRIBUTES =
  'aria-label|aria-description|aria-valuetext|label|title|description|placeholder|alt|tooltip|message|hint|heading|confirmLabel|cancelLabel|emptyText|caption|subtitle|legend|helperText|actionLabel';
const ATTRIBUTE = new RegExp(
  `\\b(?:${SPOKEN_ATTRIBUTES})=(?:"([^"]*[A-Za-z]{2}[^"]*)"|\\{\\s*'([^']*[A-Za-z]{2}[^']*)'\\s*\\})`,
  'g',
);
/** Text between tags: `>Save changes<`, across lines, outside `{…}`. */
const JSX_TEXT = />([^<>{}]*[A-Za-z]{2}[^<>{}]*)</g;
/** A quoted literal that reads as words: a capital, then a lower-case letter, and a space or end punctuation. */
const SENTENCE = /(['"`])([A-Z][a-z][^'"`\n]*?(?: [^'"`\n]*|[.!?…:]))\1/g;

/** Lines that hold text for developers or machines, not people. */
const NOT_FOR_PEOPLE =
  /^\s*(\/\/|\*|\/\*)|console\.|Authorization|new Error\(|throw new |import |export \* |from '|describe\(|it\(|test\(|expect\(|biome-ignore|data-testid|\.test\(|className=|cx\(|@media|querySelector|new RegExp/;

/** Text that is the same in every language: brand, symbols, units, code-like tokens. */
const SAME_IN_EVERY_LANGUAGE =
  /^(EngageX|OK|UPI|GST|GSTIN|PAN|IFSC|QR|PDF|CSV|ICS|API|ID|URL|\W+|[\d\s.,:₹%+×x-]+)$/;

/** @param {string} text */
function isLikelyText(text) {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed || SAME_IN_EVERY_LANGUAGE.test(trimmed)) return false;
  if (/^[a-z0-9]+([-_:/.][a-z0-9]+)+$/i.test(trimmed)) return false; // tokens, paths, keys
  if (/^(&[a-z]+;|&#\d+;)+$/.test(trimmed)) return false;
  if (/=>|&&|\|\||===|\)\s*[;:]|^\)|\($/.test(trimmed)) return false; // code caught between a `>` and a `<`
  return /[A-Za-z]{2}/.test(trimmed);
}

/**
 * Findings of one file.
 * @param {string} source
 * @param {string} [file]
 * @returns {{ line: number, text: string }[]}
 */
export function englishIn(source, file = 'x.tsx') {
  /** @type {{ line: number, text: string }[]} */
  const findings = [];
  const lines = source.split('\n');
  const lineOf = (/** @type {number} */ index) => source.slice(0, index).split('\n').length;
  const push = (/** @type {number} */ index, /** @type {string} */ text, literal = false) => {
    const line = lineOf(index);
    const lineText = lines[line - 1] ?? '';
    // `// not translated: <why>` on the line, or the line before, marks text that stays as it is on purpose.
    if (
      /not translated:/.test(`${lines[line - 2] ?? ''} ${lineText}`) ||
      /^\s*(\/\/|\*|\/\*|\{\/\*)/.test(lineText)
    )
      return;
    // A quoted literal is text for people unless its line says otherwise (a class list, a log, an error for us).
    if (literal && NOT_FOR_PEOPLE.test(lineText)) return;
    if (isLikelyText(text)) findings.push({ line, text: text.replace(/\s+/g, ' ').trim() });
  };

  for (const match of source.matchAll(ATTRIBUTE)) push(match.index, match[1] ?? match[2] ?? '');
  if (file.endsWith('.tsx')) {
    for (const match of source.matchAll(JSX_TEXT)) {
      // Generic types (`useState<Foo>(`) and comparisons look like tags: only text after a tag-ish `>` counts.
      const before = source.slice(Math.max(0, match.index - 200), match.index + 1);
      const lineBefore = before.split('\n').pop() ?? '';
      if (/=>$/.test(lineBefore) || /^\s*[;,(:=&|?\]]|\w: \(|\w: \w+$| = |\?:|\]; /.test(match[1] ?? ''))
        continue;
      if (!/(<[A-Za-z][^<]*|<\/[A-Za-z.]*|\/)>$|^\s*>$/.test(lineBefore)) continue;
      push(match.index + 1, match[1] ?? '');
    }
  }
  for (const match of source.matchAll(SENTENCE)) push(match.index, match[2] ?? '', true);
  // One finding per line and text.
  const seen = new Set();
  return findings.filter(({ line, text }) => !seen.has(`${line} ${text}`) && seen.add(`${line} ${text}`));
}

/** Every source file of the web app a person's text could be in (tests, catalogues and test helpers aside). */
export function sourceFiles(folder = WEB_SOURCE) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .filter(
      (entry) =>
        !/\.test\.|test-utils|fixtures?\.tsx?$|\.d\.ts$|[\\/]test[\\/]/.test(
          path.join(entry.parentPath, entry.name),
        ),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export function englishInFiles(folder = WEB_SOURCE) {
  const result = new Map();
  for (const file of sourceFiles(folder)) {
    const findings = englishIn(readFileSync(file, 'utf8'), file);
    if (findings.length) result.set(path.relative(WEB_SOURCE, file), findings);
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folders = process.argv.slice(2);
  let total = 0;
  for (const folder of folders.length ? folders : [WEB_SOURCE]) {
    for (const [file, findings] of englishInFiles(path.resolve(folder))) {
      for (const { line, text } of findings) console.log(`${file}:${line}: ${text}`);
      total += findings.length;
    }
  }
  console.log(`${total} finding(s)`);
}
