// `npm start`: builds the console when its build is missing or older than its sources,
// then runs the API server, which migrates and seeds on first start and serves the console.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgv } from './server-argv.mjs';

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

const server = spawn(process.execPath, serverArgv(), { cwd: root, stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
