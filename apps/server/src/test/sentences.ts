/**
 * The scanner behind the catalogue gate (decision 077): finds every English sentence the server can say to a person
 * in its source (AppError and its helpers, `say`, `msg`) and in the contracts' zod messages, by reading the code's
 * syntax tree. Changes when the source gains a new way of saying a sentence.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const serverSrc = join(here, '..');
const contractsSrc = join(here, '../../../../packages/contracts/src');

/**
 * A sentence found: `plain` is looked up as written, `icu` is a `say` template, `pattern` a contract's template
 * literal whose `${…}` parts are constants (any catalogue key it matches will do).
 */
export type Sentence = { where: string; kind: 'plain' | 'icu' | 'pattern'; text: string };
/** A message the gate cannot read, so no catalogue can hold it: it must be rewritten (a `say`, a literal). */
export type Unreadable = { where: string; why: string };

const isTestCode = (path: string) =>
  path.startsWith('test/') || path.startsWith('faults/') || /\.(test|fixtures)\.ts$/.test(path);

function sources(root: string) {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts') && !isTestCode(path) && !path.includes('migrations/'))
    .map((path) => ({ path, code: withoutComments(readFileSync(join(root, path), 'utf8')) }));
}

/** Comments blanked to spaces and newlines, so positions and line numbers stay where they were. */
const withoutComments = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^(\s*)\/\/.*$/gm, (_, indent: string) => indent);

type Literal = { text: string; substituted: boolean; end: number };

/** The string literal that opens at `at` (a quote or a backtick); `${…}` parts read as `${}`. */
function literalAt(code: string, at: number): Literal | null {
  const quote = code[at];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  let text = '';
  let substituted = false;
  for (let i = at + 1; i < code.length; i += 1) {
    const char = code[i];
    if (char === '\\') {
      const next = code[i + 1] ?? '';
      text += next === 'n' ? '\n' : next;
      i += 1;
    } else if (char === quote) {
      return { text, substituted, end: i + 1 };
    } else if (quote === '`' && char === '$' && code[i + 1] === '{') {
      let depth = 0;
      for (i += 1; i < code.length; i += 1) {
        if (code[i] === '{') depth += 1;
        else if (code[i] === '}' && --depth === 0) break;
      }
      text += '\u0024{}';
      substituted = true;
    } else text += char;
  }
  return null;
}

const skipSpace = (code: string, at: number) => {
  while (/\s/.test(code[at] ?? '')) at += 1;
  return at;
};

/** The text inside the parentheses that open at `open`, nested ones included. */
function argumentsAt(code: string, open: number) {
  let depth = 0;
  for (let at = open; at < code.length; at += 1) {
    const literal = literalAt(code, at);
    if (literal) {
      at = literal.end - 1;
      continue;
    }
    if (code[at] === '(') depth += 1;
    else if (code[at] === ')' && --depth === 0) return { text: code.slice(open + 1, at), start: open + 1 };
  }
  return { text: code.slice(open + 1), start: open + 1 };
}

/** Where each argument starts, at the top level of an argument list (inside no bracket, brace or literal). */
function argumentStarts(text: string): number[] {
  const starts = [skipSpace(text, 0)];
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const literal = literalAt(text, at);
    if (literal) {
      at = literal.end - 1;
      continue;
    }
    const char = text[at] ?? '';
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (char === ',' && depth === 0) starts.push(skipSpace(text, at + 1));
  }
  return starts;
}

const lineOf = (code: string, at: number) => code.slice(0, at).split('\n').length;

function scanServer(path: string, code: string, found: Sentence[], unreadable: Unreadable[]) {
  const where = (at: number) => `${path}:${lineOf(code, at)}`;
  /** A message argument at `at`: a literal is a sentence, a template literal cannot be one, the rest is found where it is written. */
  const message = (at: number, wrap: (text: string) => string = (text) => text) => {
    const literal = literalAt(code, at);
    if (!literal) return;
    if (literal.substituted)
      unreadable.push({ where: where(at), why: `a template literal; write say('…{name}…', { name })` });
    else found.push({ where: where(at), kind: 'plain', text: wrap(literal.text) });
  };
  for (const match of code.matchAll(/\bnew AppError\(/g)) {
    const open = match.index + match[0].length - 1;
    const args = argumentsAt(code, open);
    const starts = argumentStarts(args.text);
    if (starts[1] !== undefined) message(args.start + starts[1]);
    // The details' messages: `{ path, message: '…' }` among the arguments after the message.
    const rest = starts[2] === undefined ? '' : args.text.slice(starts[2]);
    for (const detail of rest.matchAll(/\bmessage:\s*/g))
      message(args.start + (starts[2] ?? 0) + detail.index + detail[0].length);
  }
  // `t('…')` and `translate(language, '…')`: a fixed sentence said in a reader's language (emails).
  for (const match of code.matchAll(/(?<![.\w])(t\(|translate\(\s*[\w.]*language,)\s*/g))
    message(match.index + match[0].length);
  for (const match of code.matchAll(/(?<![.\w])(notFound|unauthenticated|forbidden|msg|say)\(\s*/g)) {
    const at = match.index + match[0].length;
    const name = match[1];
    if (name === 'notFound') {
      if (code[at] === ')') found.push({ where: where(at), kind: 'plain', text: 'Resource not found' });
      else if (literalAt(code, at)) message(at, (what) => `${what} not found`);
      else unreadable.push({ where: where(at), why: 'notFound of a variable: name the thing' });
    } else if (name === 'say') {
      const literal = literalAt(code, at);
      if (literal && !literal.substituted) found.push({ where: where(at), kind: 'icu', text: literal.text });
      else if (!/^[a-z]+[:,)]/i.test(code.slice(at, at + 40)) && code[at] !== ')')
        unreadable.push({ where: where(at), why: 'say() of a template that is not a literal' });
    } else message(at);
  }
}

/** Zod methods whose string argument (or `message`/`error` option) is the refusal's message. */
const ZOD_MESSAGE_METHODS =
  'min|max|length|regex|uuid|email|url|int|positive|nonnegative|negative|nonpositive|refine|superRefine|gt|gte|lt|' +
  'lte|multipleOf|startsWith|endsWith|includes|datetime|date|time|nonempty|enum|string|number|boolean|object|array';

function scanContracts(path: string, code: string, found: Sentence[]) {
  const where = (at: number) => `contracts/${path}:${lineOf(code, at)}`;
  const take = (at: number) => {
    // A constant named in the message's place: its literal, where this file declares it (`const NAME = '…'`).
    const name = /^[A-Z][A-Z0-9_]+\b/.exec(code.slice(at, at + 64))?.[0];
    const declared = name && new RegExp(`\\bconst ${name}\\s*=\\s*`).exec(code);
    if (declared) at = declared.index + declared[0].length;
    const literal = literalAt(code, at);
    if (!literal) return;
    found.push({ where: where(at), kind: literal.substituted ? 'pattern' : 'plain', text: literal.text });
  };
  for (const match of code.matchAll(new RegExp(`\\.(${ZOD_MESSAGE_METHODS})\\(`, 'g'))) {
    const args = argumentsAt(code, match.index + match[0].length - 1);
    for (const start of argumentStarts(args.text)) take(args.start + start);
  }
  for (const match of code.matchAll(/\b(message|error):\s*(\(\)\s*=>\s*)?/g))
    take(match.index + match[0].length);
  // A helper's default message (`message = NOT_DECIMAL`).
  for (const match of code.matchAll(/\bmessage = /g)) take(match.index + match[0].length);
}

/** Every sentence the server and the contracts can say, and every message the gate cannot read. */
export function sentences(): { found: Sentence[]; unreadable: Unreadable[] } {
  const found: Sentence[] = [];
  const unreadable: Unreadable[] = [];
  for (const { path, code } of sources(serverSrc)) scanServer(path, code, found, unreadable);
  for (const { path, code } of sources(contractsSrc)) scanContracts(path, code, found);
  return { found, unreadable };
}
