import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { missingDocPaths, namedPaths } from './doc-paths.mjs';

const REPO = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

describe('paths named in READMEs and decision records', () => {
  it('all exist in the repository', () => {
    expect(missingDocPaths(REPO)).toEqual([]);
  });

  it('reads link targets and backticked file paths, not globs, placeholders or URLs', () => {
    const markdown = [
      'See [the record](../decisions/001-x.md#why) and [site](https://example.com/a.md).',
      '`apps/server/src/app.ts:42`, `lib/api.ts`, `features/<name>/routes.ts`, `src/**/*.test.ts`, `/api/main/x.json`',
      '`bookings.test.ts`, `npm test`, `services/events/`',
    ].join('\n');
    expect(namedPaths(markdown).sort()).toEqual(
      [
        '../decisions/001-x.md',
        'apps/server/src/app.ts',
        'bookings.test.ts',
        'lib/api.ts',
        'services/events/',
      ].sort(),
    );
  });

  describe('in a repository whose record names a moved file', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'doc-paths-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('names the doc and the missing path', () => {
      mkdirSync(path.join(root, 'docs/decisions'), { recursive: true });
      mkdirSync(path.join(root, 'apps/server/src/services'), { recursive: true });
      writeFileSync(path.join(root, 'apps/server/src/services/kept.ts'), '');
      writeFileSync(
        path.join(root, 'docs/decisions/001-x.md'),
        'Tested in `services/moved.test.ts` and `services/kept.ts`; also `gone.test.ts`; output in `out/`.\n',
      );
      writeFileSync(path.join(root, '.gitignore'), 'out/\n');
      execFileSync('git', ['init', '-q'], { cwd: root });
      expect(missingDocPaths(root)).toEqual([
        { doc: 'docs/decisions/001-x.md', path: 'services/moved.test.ts' },
        { doc: 'docs/decisions/001-x.md', path: 'gone.test.ts' },
      ]);
    });
  });
});
