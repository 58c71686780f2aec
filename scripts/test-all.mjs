// `npm test`: every suite in turn, then one closing line `N passed, N failed` over all of them.
// Suites: typecheck and lint (one check each: passed when the command succeeds), the tests of the tooling in
// scripts/ (lint rules, engines), contract, API on SQLite, API on PostgreSQL (when TEST_DATABASE_URL is set),
// console unit tests, the fault suite (real server processes killed, stopped and scaled out: apps/api/faults),
// end-to-end in Chromium against the built console and a real API server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/**
 * @typedef {{ passed: number, failed: number, names?: string[] }} Counts
 * @typedef {{ name: string, dir: string, env: Record<string, string>, args: string[],
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
 * Playwright nests suites (file > describe > spec); a spec's last result is its outcome.
 * @param {any} suite
 * @returns {string[]}
 */
const playwrightFailures = (suite) => [
  ...(suite.specs ?? []).flatMap((/** @type {any} */ spec) =>
    spec.tests
      .filter((/** @type {any} */ test) => test.status === 'unexpected')
      .map(
        (/** @type {any} */ test) => `${spec.file} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`,
      ),
  ),
  ...(suite.suites ?? []).flatMap(playwrightFailures),
];

/** @type {Suite[]} */
const suites = [
  check('typecheck', 'typecheck'),
  check('lint', 'lint'),
  vitest('scripts', 'scripts'),
  vitest('contract', 'packages/contract'),
  vitest('api-sqlite', 'apps/api', { TEST_DB: 'sqlite' }),
  ...(process.env.TEST_DATABASE_URL ? [vitest('api-postgres', 'apps/api', { TEST_DB: 'postgres' })] : []),
  vitest('console', 'apps/console'),
  // Real server processes killed, stopped and scaled out (apps/api/faults): each file starts its own clusters.
  vitest('faults', 'apps/api', {}, ['-c', 'vitest.faults.config.ts']),
  {
    name: 'e2e',
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

let passed = 0;
let failed = 0;
/** @type {string[]} */
const lines = [];
/** @type {string[]} */
const failures = [];
for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===`);
  const env = { ...process.env, ...suite.env };
  if (suite.before) {
    const pre = spawnSync(suite.before[0], suite.before[1], { cwd: root, stdio: 'inherit', env });
    if (pre.status !== 0) {
      failed += 1;
      lines.push(`${suite.name}: preparation failed`);
      continue;
    }
  }
  if (!suite.read) {
    const run = spawnSync(suite.args[0], suite.args.slice(1), { cwd: join(root, suite.dir), stdio: 'inherit', env });
    const ok = run.status === 0;
    passed += ok ? 1 : 0;
    failed += ok ? 0 : 1;
    lines.push(`${suite.name}: ${ok ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
    if (!ok) failures.push(`${suite.name}: \`${suite.args.join(' ')}\` failed, see its output above`);
    continue;
  }
  spawnSync('npx', ['--no-install', ...suite.args], { cwd: join(root, suite.dir), stdio: 'inherit', env });
  const file = join(reports, `${suite.name}.json`);
  // A suite that crashed before writing its report counts as one failure: a silent crash must not pass.
  /** @type {Counts} */
  const counts = existsSync(file) ? suite.read(JSON.parse(readFileSync(file, 'utf8'))) : { passed: 0, failed: 1 };
  passed += counts.passed;
  failed += counts.failed;
  lines.push(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed`);
  failures.push(...(counts.names ?? []).map((name) => `${suite.name}: ${name}`));
}

// Named again at the end, where a truncated log still shows them.
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`\n${lines.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
