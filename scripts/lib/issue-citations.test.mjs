// Source comments and test names cite decision records (`decision 042`) and docs/product.md, never the tracker's
// issue numbers, which mean nothing to a reader without it; the history belongs in commit messages. Changes when
// the folders or file kinds that hold our source do.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** This file names the pattern it looks for. */
const SELF = 'scripts/lib/issue-citations.test.mjs';
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|css|html)$/;

/** An issue number after the word, also with the two split by a comment's line break. */
const ISSUE_NUMBER = /\bissues?\s*(?:\n\s*(?:\*|\/\/)\s*)?#?\d+/gi;

/**
 * `file:line: text` for every citation of an issue number in the text.
 * @param {string} file
 * @param {string} text
 * @returns {string[]}
 */
function issueCitations(file, text) {
  return [...text.matchAll(ISSUE_NUMBER)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `${file}:${line}: ${match[0].replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ')}`;
  });
}

describe('citations in source', () => {
  it('name no issue number in apps, packages, e2e or scripts', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages', 'e2e', 'scripts'],
      {
        cwd: REPO,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((file) => SOURCE.test(file) && file !== SELF);
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) => issueCitations(file, readFileSync(path.join(REPO, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds them in comments, test names and across a wrapped line, not in words like "tissue 3"', () => {
    const text = [
      '/** Waitlists (issue #18, decision 042). */',
      "describe('the waitlist (Issue 18)', () => {});",
      ' * the saved tickets, issue',
      ' * #18), which then renders',
      "const label = 'tissue 3';",
    ].join('\n');
    expect(issueCitations('x.ts', text)).toEqual([
      'x.ts:1: issue #18',
      'x.ts:2: Issue 18',
      'x.ts:3: issue #18',
    ]);
  });
});
