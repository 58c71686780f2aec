// `npm test`: every suite in turn, then one closing line `N passed, N failed` over all of them.
// Suites: contract, API on SQLite, API on PostgreSQL (when TEST_DATABASE_URL is set),
// console unit tests, end-to-end in Chromium against the built console and a real API server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (name, dir, env = {}) => ({
  name,
  dir,
  env,
  args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`],
  // A file that fails to load fails no test but sets success false: count it as one failure.
  read: (json) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests || (json.success ? 0 : 1),
    names: json.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${file.name.slice(root.length)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`),
    ),
  }),
});

// Without terminal colours: the summary is read in CI logs.
const firstLine = (text = '') => text.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0].slice(0, 200);

// Playwright nests suites (file > describe > spec); a spec's last result is its outcome.
const playwrightFailures = (suite) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => `${spec.file} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`),
  ),
  ...(suite.suites ?? []).flatMap(playwrightFailures),
];

const suites = [
  vitest('contract', 'packages/contract'),
  vitest('api-sqlite', 'apps/api', { TEST_DB: 'sqlite' }),
  ...(process.env.TEST_DATABASE_URL ? [vitest('api-postgres', 'apps/api', { TEST_DB: 'postgres' })] : []),
  vitest('console', 'apps/console'),
  {
    name: 'e2e',
    dir: 'e2e',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    before: ['npm', ['run', 'build', '-w', 'apps/console', '--silent']],
    args: ['playwright', 'test'],
    read: (json) => ({
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected + (json.errors?.length ?? 0),
      names: [...json.suites.flatMap(playwrightFailures), ...(json.errors ?? []).map((error) => firstLine(error.message))],
    }),
  },
];

if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL não definido: a suíte da API em PostgreSQL não roda.');

let passed = 0;
let failed = 0;
const lines = [];
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
  spawnSync('npx', ['--no-install', ...suite.args], { cwd: join(root, suite.dir), stdio: 'inherit', env });
  const file = join(reports, `${suite.name}.json`);
  // A suite that crashed before writing its report counts as one failure: a silent crash must not pass.
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
