// `npm test`: the whole suite, installing what it needs itself.
//   1. Debian's Chromium for the end-to-end tests (apt-get, when missing);
//   2. PostgreSQL: the machine's on 127.0.0.1:5432, started when stopped, or else one of the run's own
//      (scripts/lib/postgres.mjs; TEST_POSTGRES=embedded forces that), and Redis when installed;
//   3. the declared Node line (`.nvmrc`), fetched from the npm registry when the machine has another one
//      (scripts/lib/node-lts.mjs);
//   4. types (`tsc -b`), 5. lint (`biome check .`), 6. the contracts, server and web tests on the declared Node,
//   7. the browser journeys (e2e) and 8. the fault tests alone on the machine's Node, 9. each measured page's
//   bytes on the wire against its budget (scripts/budget.mjs).
// Every step runs even after one fails, so one run shows everything that is wrong. Arguments go to Vitest
// (`npm test -- --project server`). The last line is the total: "N passed, N failed", where each static
// check counts as one test.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DECLARED_NODE_MAJOR, ensureDeclaredNode } from './lib/node-lts.mjs';
import { preparePostgres } from './lib/postgres.mjs';
import { bin, ROOT, run, secondsSince } from './lib/process.mjs';
import { ensureChromium, ensureRedis } from './lib/system.mjs';

/** @type {{ name: string, ok: boolean, note: string }[]} */
const steps = [];
const heading = (/** @type {string} */ title) => console.log(`\n━━ ${title}`);

heading('environment');
const chromium = await ensureChromium();
// Sets TEST_DATABASE_URL (and TEST_POSTGRES_CTL for the fault tests) for every step below.
const postgres = await preparePostgres((line) => console.log(`[setup] ${line}`));
const redis = await ensureRedis();
const declaredNode = await ensureDeclaredNode();
console.log(
  `chromium ${chromium ? 'ok' : 'MISSING'} · postgresql ${postgres ?? 'NOT ANSWERING'} · redis ${redis ? 'ok' : 'absent'}` +
    ` · node ${process.versions.node}, node ${DECLARED_NODE_MAJOR} ${declaredNode ? 'ok' : 'MISSING'}`,
);

/** @type {number[]} */
const failureCodes = [];
async function check(
  /** @type {string} */ name,
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {NodeJS.ProcessEnv} */ env = process.env,
) {
  heading(`${name}: ${path.basename(command)} ${args.join(' ')}`);
  const started = performance.now();
  const code = await run(command, args, { env });
  if (code !== 0) failureCodes.push(code);
  steps.push({
    name,
    ok: code === 0,
    note: `${code === 0 ? 'ok' : `exit ${code}`}, ${secondsSince(started)}`,
  });
}

await check('typecheck', bin('tsc'), ['-b']);
await check('lint', bin('biome'), ['check', '.']);

const reportDir = mkdtempSync(path.join(tmpdir(), 'engagex-vitest-'));
const started = performance.now();
const extraArgs = process.argv.slice(2);
const counts = { passed: 0, failed: 0, skipped: 0, byProject: '' };
/** Each failed test's file and name, printed again in the summary so a log's tail says what failed. */
/** @type {string[]} */
const failedTests = [];
/** Each run's slowest files, printed in the summary: where CI's minutes go (the budget is 40). */
/** @type {string[]} */
const slowestFiles = [];
let vitestCode = 0;
let reportNumber = 0;
/** One Vitest run on `node` (a Node binary), its counts added to the total. */
async function vitest(/** @type {string} */ title, /** @type {string} */ node, /** @type {string[]} */ args) {
  heading(`${title}: vitest run ${args.join(' ')}`);
  reportNumber += 1;
  const report = path.join(reportDir, `${reportNumber}.json`);
  const setupFailures = path.join(reportDir, `${reportNumber}.setup-failures.jsonl`);
  // The chosen Node first on PATH too, so whatever the tests spawn by name runs on it as well.
  const env = {
    ...process.env,
    PATH: `${path.dirname(node)}:${process.env.PATH}`,
    ENGAGEX_SETUP_FAILURES: setupFailures,
  };
  const code = await run(
    node,
    [
      vitestEntry,
      'run',
      '--reporter=default',
      '--reporter=json',
      `--reporter=${SETUP_FAILURES_REPORTER}`,
      `--outputFile.json=${report}`,
      ...args,
    ],
    { env },
  );
  const found = readCounts(report, setupFailures);
  counts.passed += found.passed;
  counts.failed += found.failed;
  counts.skipped += found.skipped;
  counts.byProject = [counts.byProject, found.byProject].filter(Boolean).join(', ');
  failedTests.push(...found.failedTests);
  if (found.slowest) slowestFiles.push(`${title}: ${found.slowest}`);
  if (vitestCode === 0) vitestCode = code;
}
const vitestEntry = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
/** Names what failed outside a test (a hook, a file's loading), which the JSON report leaves out. */
const SETUP_FAILURES_REPORTER = path.join(ROOT, 'scripts/lib/setup-failures-reporter.mjs');
const projectsOf = (/** @type {string[]} */ names) => names.flatMap((name) => ['--project', name]);

if (extraArgs.some((arg) => arg.startsWith('--project'))) {
  await vitest('tests', process.execPath, extraArgs);
} else {
  // The server and unit tests run on the declared Node line (`.nvmrc`); the machine's own Node runs the rest
  // (the browser journeys, the fault tests, the budget), so both lines run the server. When the declared
  // Node cannot be had, the unit tests still run here and the missing Node counts as a failure.
  const unitNode = declaredNode ?? process.execPath;
  if (!declaredNode) {
    failureCodes.push(1);
    steps.push({
      name: `node ${DECLARED_NODE_MAJOR}`,
      ok: false,
      note: 'could not be fetched from the npm registry',
    });
  }
  await vitest(
    `unit tests on node ${unitNode === process.execPath ? process.versions.node : DECLARED_NODE_MAJOR}`,
    unitNode,
    [...projectsOf(['contracts', 'scripts', 'server', 'web']), ...extraArgs],
  );
  await vitest(`browser journeys on node ${process.versions.node}`, process.execPath, [
    ...projectsOf(['e2e']),
    ...extraArgs,
  ]);
  // The fault tests kill API processes and restart PostgreSQL, so they run alone, after everything else.
  await vitest('fault tests', process.execPath, projectsOf(['faults']));
  // What each page transfers in Chromium, against its budgets (decisions 032, 081; the web app is built by now).
  await check('budget', process.execPath, [path.join(ROOT, 'scripts/budget.mjs')], {
    ...process.env,
    BUDGET_LIGHTHOUSE: 'false',
  });
}
rmSync(reportDir, { recursive: true, force: true });
if (vitestCode !== 0) failureCodes.push(vitestCode);

const passed = counts.passed + steps.filter((step) => step.ok).length;
// A Vitest failure that reported no failed test (a crashed set-up, a file that did not load) still counts.
const vitestFailed = counts.failed || (vitestCode === 0 ? 0 : 1);
const failed = vitestFailed + steps.filter((step) => !step.ok).length;

heading('summary');
for (const step of steps) console.log(`${step.ok ? '✓' : '✗'} ${step.name.padEnd(10)} ${step.note}`);
console.log(
  `${vitestCode === 0 ? '✓' : '✗'} ${'tests'.padEnd(10)} ${counts.passed} passed, ${counts.failed} failed, ` +
    `${counts.skipped} skipped${counts.byProject ? ` (${counts.byProject})` : ''}, ${secondsSince(started)}`,
);
for (const line of slowestFiles) console.log(`  slowest, ${line}`);
for (const test of failedTests) console.log(`  ✗ ${test}`);
console.log(`${passed} passed, ${failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(failureCodes[0] ?? 0);

/** Test counts from Vitest's JSON report, with a per-project breakdown read from the file paths. */
function readCounts(/** @type {string} */ file, /** @type {string} */ setupFailuresFile) {
  const empty = {
    passed: 0,
    failed: 0,
    skipped: 0,
    byProject: '',
    failedTests: /** @type {string[]} */ ([]),
    slowest: '',
  };
  /** @type {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number, testResults: { name: string, status: string, message?: string, startTime: number, endTime: number, assertionResults: { fullName: string, status: string }[] }[] }} */
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return empty;
  }
  /** @type {Record<string, number>} */
  const perProject = {};
  /** @type {{ where: string, reason: string }[]} */
  const setupFailures = existsSync(setupFailuresFile)
    ? readFileSync(setupFailuresFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  /** @type {string[]} */
  const failedTests = setupFailures.map(({ where, reason }) => `${where} (${reason || 'failed'})`);
  for (const result of report.testResults) {
    const relative = path.relative(ROOT, result.name);
    for (const assertion of result.assertionResults) {
      if (assertion.status === 'failed') failedTests.push(`${relative} > ${assertion.fullName}`);
    }
    // A file that failed to load or set up has no failed test of its own.
    if (
      result.status === 'failed' &&
      !result.assertionResults.some((a) => a.status === 'failed') &&
      !setupFailures.some(({ where }) => where === relative || where.startsWith(`${relative} > `))
    ) {
      failedTests.push(`${relative} (${(result.message ?? 'failed').split('\n')[0]})`);
    }
    const project = relative.endsWith('.fault.ts')
      ? 'faults'
      : relative.startsWith('e2e')
        ? 'e2e'
        : relative.startsWith('apps/web')
          ? 'web'
          : relative.startsWith('apps/server')
            ? 'server'
            : relative.startsWith('packages/contracts')
              ? 'contracts'
              : relative.startsWith('scripts')
                ? 'scripts'
                : 'other';
    perProject[project] = (perProject[project] ?? 0) + result.assertionResults.length;
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    byProject: Object.entries(perProject)
      .map(([project, count]) => `${project} ${count}`)
      .join(', '),
    failedTests,
    slowest: [...report.testResults]
      .sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))
      .slice(0, 8)
      .map(
        (result) =>
          `${path.basename(result.name)} ${Math.round((result.endTime - result.startTime) / 1000)} s`,
      )
      .join(', '),
  };
}
