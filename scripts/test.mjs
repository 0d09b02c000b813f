// Runs every test: unit and API tests (Vitest), then the browser journeys (Playwright) against the built apps.
// Ends with one line, `tests: N passed, N failed`, whatever happened on the way.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';
import { ensurePdfTools } from './pdf-tools.mjs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const timings = [];
/**
 * Starts a command, recording how long it took under `phase`; settles with its status. Its output goes to ours, or to
 * `log` (a file under reports/) when it runs beside another command.
 */
const run = (phase, cmd, args, env = {}, log = null) => {
  const started = Date.now();
  const output = log ? openSync(`${reports}/${log}`, 'w') : 'inherit';
  const child = spawn(cmd, args, { stdio: ['ignore', output, output], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => {
      timings.push(`${phase} ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(code ?? 1);
    });
  });
};

const only = process.argv[2]; // 'unit' | 'e2e' | undefined (both)

// Before anything slow: the journeys need a browser, and a missing one should not be found out minutes in.
let chromium;
if (only !== 'unit') {
  chromium = await findChromium();
  if (chromium instanceof Error) {
    console.error(chromium.message);
    process.exit(1);
  }
}

// The PDF tests render PDFs and read them back: without the tools, CI fails here; a local run goes on (they skip).
if (only !== 'e2e') {
  const pdfTools = ensurePdfTools();
  if (pdfTools) {
    console.error(pdfTools.message);
    if (process.env.CI && process.env.CI !== 'false') process.exit(1);
  }
}

const statuses = [];
// The browser journeys run on a build that checks every API answer against its contract. Its first load is the
// production build's (the contracts' schemas load lazily), so the size budgets are checked on it too. It is built
// while the unit tests run, at the lowest priority: they wait on databases and child processes, and the build takes
// time they leave (at nice 19 it gets little of a busy core).
const build =
  only === 'unit'
    ? null
    : run(
        'build (beside unit)',
        'nice',
        ['-n', '19', 'npm', 'run', 'build'],
        { VITE_CHECK_RESPONSES: 'true' },
        'build.log',
      );
if (only !== 'e2e') {
  statuses.push(
    await run('unit', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/unit.json`,
    ]),
  );
}
if (build) {
  const built = await build;
  if (built !== 0) console.error(`The build failed:\n${readFileSync(`${reports}/build.log`, 'utf8').slice(-4_000)}`);
  if (built === 0) statuses.push(await run('budgets', 'node', ['scripts/bundle-budgets.mjs']));
  statuses.push(
    built === 0
      ? await run('e2e', 'npx', ['playwright', 'test'], {
          PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json`,
          CHROMIUM_PATH: chromium,
        })
      : built,
  );
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const unit = read(`${reports}/unit.json`);
const e2e = read(`${reports}/e2e.json`);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
const broken = statuses.some((s) => s !== 0);

// The names of what failed, last, where a log's tail shows them.
const failures = [
  ...(unit?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `unit ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`,
      ),
  ),
  ...(unit?.testResults ?? [])
    .filter((file) => file.status === 'failed' && file.assertionResults.length === 0)
    .map((file) => `unit ${file.name.replace(`${process.cwd()}/`, '')}: ${file.message.split('\n')[0]}`),
];
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);

console.log(`\nunit: ${unit ? `${unit.numPassedTests} passed, ${unit.numFailedTests} failed` : 'no report'}`);
console.log(
  `e2e: ${e2e ? `${e2e.stats.expected + e2e.stats.flaky} passed (${e2e.stats.flaky} flaky), ${e2e.stats.unexpected} failed` : only === 'unit' ? 'not run' : 'no report'}`,
);
console.log(`time: ${timings.join(', ')}`);
console.log(`tests: ${passed} passed, ${broken && failed === 0 ? 1 : failed} failed, ${skipped} skipped`);
process.exit(broken || failed > 0 || passed === 0 ? 1 : 0);
