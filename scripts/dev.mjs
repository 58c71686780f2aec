// `npm run dev`: the API in watch mode and the Vite dev server (which proxies the API), side by side.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {Array<[name: string, cwd: string, args: string[]]>} */
const commands = [
  // The API runs from the repository root so DATA_DIR=./data is the same database `npm start` uses.
  ['api', root, ['tsx', 'watch', 'apps/api/src/server.ts']],
  ['console', join(root, 'apps/console'), ['vite']],
];
const children = commands.map(([name, cwd, args]) => {
  const child = spawn('npx', ['--no-install', ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  /**
   * @param {import('node:stream').Readable} stream
   * @param {NodeJS.WriteStream} out
   */
  const prefix = (stream, out) =>
    stream.on('data', (/** @type {Buffer} */ chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `)));
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`[${name}] terminou (${code})`);
    stop();
  });
  return child;
});

function stop() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
