/**
 * A Vitest reporter for what fails outside a test: a `beforeAll` or `afterAll` that threw or timed out, a file that
 * could not load, an error no test caught. Vitest's JSON report keeps none of these reasons (a failed hook leaves its
 * tests "skipped" and its file's message empty), and CI keeps only the log's tail, so `scripts/test.mjs` prints
 * what this writes in its summary (decision 117). Changes when Vitest's reporter API does.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';

/** The file `scripts/test.mjs` names; one JSON line a failure. Without it the reporter does nothing. */
const OUTPUT = process.env.ENGAGEX_SETUP_FAILURES;

/** @param {{ message?: string, name?: string } | undefined} error */
function firstLine(error) {
  const text = (error?.message ?? '').split('\n').find((line) => line.trim() !== '') ?? '';
  return `${error?.name && error.name !== 'Error' ? `${error.name}: ` : ''}${text.trim()}`.slice(0, 300);
}

export default class SetupFailuresReporter {
  /** Paths are written from the run's root, as the JSON report's are read in `scripts/test.mjs`. */
  root = process.cwd();

  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  /**
   * @param {ReadonlyArray<import('vitest/node').TestModule>} testModules
   * @param {ReadonlyArray<{ message?: string, name?: string }>} unhandledErrors
   */
  onTestRunEnd(testModules, unhandledErrors) {
    if (!OUTPUT) return;
    /** @type {{ where: string, reason: string }[]} */
    const failures = [];
    for (const testModule of testModules) {
      const file = path.relative(this.root, testModule.moduleId);
      for (const error of testModule.errors()) failures.push({ where: file, reason: firstLine(error) });
      for (const suite of testModule.children.allSuites()) {
        for (const error of suite.errors())
          failures.push({ where: `${file} > ${suite.fullName}`, reason: firstLine(error) });
      }
    }
    for (const error of unhandledErrors)
      failures.push({ where: 'an error no test caught', reason: firstLine(error) });
    for (const failure of failures) appendFileSync(OUTPUT, `${JSON.stringify(failure)}\n`);
  }
}
