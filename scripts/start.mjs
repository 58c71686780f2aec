// `npm start`: builds the console when its build is missing or older than its sources,
// then runs the API server, which migrates and seeds on first start and serves the console.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgv } from './server-argv.mjs';
import { supervise } from './supervise.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const consoleDir = join(root, 'apps/console');
const built = join(consoleDir, 'dist/index.html');

/**
 * The newest modification time under `path` (0 when it does not exist).
 * @param {string} path
 * @returns {number}
 */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), st.mtimeMs);
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../../packages/contract/src'].map((p) =>
  join(consoleDir, p),
);
if (!existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs) {
  console.log('Compilando o console...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/console', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server stops on the signals that stop this process and we exit with its code. package.json's `start` runs this
// script through `exec`: npm passes its SIGTERM to the shell it starts, and a shell that waited on us would die
// without passing it on, leaving the server on its port.
supervise(process.execPath, serverArgv(), { cwd: root });
