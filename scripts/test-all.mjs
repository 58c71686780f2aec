// `npm test`: every suite in turn, then one closing line `N passed, N failed` over all of them.
// Suites: typecheck and lint (one check each: passed when the command succeeds), the tests of the tooling in
// scripts/ (lint rules, engines), contract, API on SQLite, API on PostgreSQL (when TEST_DATABASE_URL is set),
// console unit tests, the fault suite (real server processes killed, stopped and scaled out: apps/api/faults),
// end-to-end in Chromium against the built console and a real API server.
// Independent suites run two at a time (TEST_LANES); the fault suite and end-to-end, whose servers and browsers time
// their steps, run alone afterwards. Each suite's output is printed whole when it ends, with its duration.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/**
 * @typedef {{ passed: number, failed: number, names?: string[] }} Counts
 * @typedef {{ name: string, dir: string, env: Record<string, string>, args: string[], alone?: boolean,
 *   before?: [string, string[]], read?: (json: any) => Counts }} Suite
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * A vitest project whose JSON report gives the counts.
 * @param {string} name
 * @param {string} dir
 * @param {Record<string, string>} [env]
 * @param {string[]} [options] more of vitest's options (another config)
 * @returns {Suite}
 */
const vitest = (name, dir, env = {}, options = []) => ({
  name,
  dir,
  env,
  args: [
    'vitest',
    'run',
    ...options,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${name}.json`)}`,
  ],
  // A file that fails to load fails no test but sets success false: count it as one failure.
  read: (json) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests || (json.success ? 0 : 1),
    names: json.testResults.flatMap((/** @type {any} */ file) =>
      file.assertionResults
        .filter((/** @type {any} */ test) => test.status === 'failed')
        .map(
          (/** @type {any} */ test) =>
            `${file.name.slice(root.length)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`,
        ),
    ),
  }),
});

/**
 * A command that passes or fails as a whole (typecheck, lint): one check, no report file.
 * @param {string} name
 * @param {string} script the root npm script that runs it
 * @returns {Suite}
 */
const check = (name, script) => ({ name, dir: '.', env: {}, args: ['npm', 'run', script, '--silent'] });

// Without terminal colours: the summary is read in CI logs.
const firstLine = (text = '') => stripVTControlCharacters(text).split('\n')[0].slice(0, 200);

/**
 * The page as the failed step saw it (Playwright's error context: the page's accessibility snapshot), its first lines
 * indented under the failure: CI keeps no trace, and a locator that found nothing says little without the screen.
 * @param {any} result
 * @returns {string}
 */
const pageAt = (result) => {
  const path = result?.attachments?.find((/** @type {any} */ a) => a.name === 'error-context')?.path;
  if (!path || !existsSync(path)) return '';
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(readFileSync(path, 'utf8'))?.[1];
  if (!snapshot) return '';
  const lines = snapshot.trimEnd().split('\n').slice(0, 60);
  return `\n      the page then:\n${lines.map((line) => `      | ${line}`).join('\n')}`;
};

/**
 * Playwright nests suites (file > describe > spec); a spec's last result is its outcome.
 * @param {any} suite
 * @returns {string[]}
 */
const playwrightFailures = (suite) => [
  ...(suite.specs ?? []).flatMap((/** @type {any} */ spec) =>
    spec.tests
      .filter((/** @type {any} */ test) => test.status === 'unexpected')
      .map((/** @type {any} */ test) => {
        const last = test.results.at(-1);
        return `${spec.file} › ${spec.title}: ${firstLine(last?.error?.message)}${pageAt(last)}`;
      }),
  ),
  ...(suite.suites ?? []).flatMap(playwrightFailures),
];

/** @type {Suite[]} */
// The longest first (as CI measured them: console ~12 min, API on PostgreSQL ~10, on SQLite ~7, the rest ~2), so the
// two lanes end together instead of one running the console suite alone at the end.
const suites = [
  vitest('console', 'apps/console'),
  ...(process.env.TEST_DATABASE_URL ? [vitest('api-postgres', 'apps/api', { TEST_DB: 'postgres' })] : []),
  vitest('api-sqlite', 'apps/api', { TEST_DB: 'sqlite' }),
  check('typecheck', 'typecheck'),
  check('lint', 'lint'),
  vitest('contract', 'packages/contract'),
  vitest('scripts', 'scripts'),
  // Real server processes killed, stopped and scaled out (apps/api/faults): each file starts its own clusters.
  { ...vitest('faults', 'apps/api', {}, ['-c', 'vitest.faults.config.ts']), alone: true },
  {
    name: 'e2e',
    alone: true,
    dir: 'e2e',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    before: ['npm', ['run', 'build', '-w', 'apps/console', '--silent']],
    args: ['playwright', 'test'],
    read: (json) => ({
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected + (json.errors?.length ?? 0),
      names: [
        ...json.suites.flatMap(playwrightFailures),
        ...(json.errors ?? []).map((/** @type {any} */ error) => firstLine(error.message)),
      ],
    }),
  },
];

if (!process.env.TEST_DATABASE_URL)
  console.log('TEST_DATABASE_URL não definido: a suíte da API em PostgreSQL não roda.');

const LANES = Math.max(1, Number(process.env.TEST_LANES ?? 2));

/**
 * Runs a command with its output into the suite's log; answers its exit code.
 * @param {string[]} command
 * @param {string} cwd
 * @param {NodeJS.ProcessEnv} env
 * @param {import('node:fs').WriteStream} log
 * @returns {Promise<number | null>}
 */
const run = (command, cwd, env, log) =>
  new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (error) => {
      log.write(`${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code));
  });

/**
 * One suite: its preparation, its run, its counts and failures; its output is printed whole when it ends.
 * @param {Suite} suite
 * @returns {Promise<{ counts: Counts, line: string, failures: string[] }>}
 */
async function runSuite(suite) {
  const started = performance.now();
  const env = { ...process.env, ...suite.env };
  const logFile = join(reports, `${suite.name}.log`);
  const log = createWriteStream(logFile);
  /** @type {Counts} */
  let counts;
  /** @type {string[]} */
  let failures = [];
  if (suite.before && (await run(suite.before.flat(), root, env, log)) !== 0) {
    counts = { passed: 0, failed: 1 };
    failures = [`${suite.name}: preparation failed`];
  } else if (!suite.read) {
    const ok = (await run(suite.args, join(root, suite.dir), env, log)) === 0;
    counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
    if (!ok) failures = [`${suite.name}: \`${suite.args.join(' ')}\` failed, see its output above`];
  } else {
    await run(['npx', '--no-install', ...suite.args], join(root, suite.dir), env, log);
    const file = join(reports, `${suite.name}.json`);
    // A suite that crashed before writing its report counts as one failure: a silent crash must not pass.
    counts = existsSync(file) ? suite.read(JSON.parse(readFileSync(file, 'utf8'))) : { passed: 0, failed: 1 };
    failures = (counts.names ?? []).map((name) => `${suite.name}: ${name}`);
  }
  await new Promise((resolve) => log.end(resolve));
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`\n=== ${suite.name} (${seconds} s) ===\n${readFileSync(logFile, 'utf8')}`);
  return { counts, line: `${suite.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds} s)`, failures };
}

/**
 * Runs suites at most `lanes` at a time, answering their results in the suites' order.
 * @param {Suite[]} list
 * @param {number} lanes
 */
async function inLanes(list, lanes) {
  /** @type {Awaited<ReturnType<typeof runSuite>>[]} */
  const results = [];
  let next = 0;
  const lane = async () => {
    while (next < list.length) {
      const index = next++;
      results[index] = await runSuite(list[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, list.length) }, lane));
  return results;
}

// TEST_SUITES=contract,scripts runs those alone (a developer's shortcut; CI runs every suite).
const chosen = process.env.TEST_SUITES?.split(',');
if (chosen) suites.splice(0, suites.length, ...suites.filter((suite) => chosen.includes(suite.name)));

const started = performance.now();
const results = [
  ...(await inLanes(
    suites.filter((suite) => !suite.alone),
    LANES,
  )),
  ...(await inLanes(
    suites.filter((suite) => suite.alone),
    1,
  )),
];
const passed = results.reduce((sum, r) => sum + r.counts.passed, 0);
const failed = results.reduce((sum, r) => sum + r.counts.failed, 0);
const failures = results.flatMap((r) => r.failures);

// Named again at the end, where a truncated log still shows them.
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`\n${results.map((r) => r.line).join('\n')}`);
console.log(`all suites: ${Math.round((performance.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
