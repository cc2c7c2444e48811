import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const REPORTER = path.join(import.meta.dirname, 'setup-failures-reporter.mjs');

// CI keeps a log's tail only, and Vitest's JSON report drops a failed hook's reason: the summary must name it.
describe('the setup-failures reporter', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'setup-failures-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names a failed beforeAll by its suite and reason, a file that did not load, and nothing that passed', () => {
    writeFileSync(path.join(dir, 'package.json'), '{}');
    writeFileSync(
      path.join(dir, 'hook.test.mjs'),
      `import { beforeAll, describe, expect, it } from 'vitest';
       describe('servers', () => {
         beforeAll(() => { throw new Error('server exited before it answered:\\nlisten EADDRINUSE'); });
         it('runs', () => expect(1).toBe(1));
       });`,
    );
    writeFileSync(path.join(dir, 'load.test.mjs'), `import './no-such-module.mjs';`);
    writeFileSync(
      path.join(dir, 'fine.test.mjs'),
      `import { expect, it } from 'vitest'; it('passes', () => expect(1).toBe(1));`,
    );
    const output = path.join(dir, 'failures.jsonl');
    const run = spawnSync(
      process.execPath,
      [VITEST, 'run', '--root', dir, '--reporter=dot', `--reporter=${REPORTER}`],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, ENGAGEX_SETUP_FAILURES: output } },
    );
    expect(run.status).toBe(1);
    const failures = readFileSync(output, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(failures).toEqual([
      { where: 'hook.test.mjs > servers', reason: 'server exited before it answered:' },
      {
        where: 'load.test.mjs',
        reason: expect.stringContaining("Cannot find module './no-such-module.mjs'"),
      },
    ]);
  });
});
