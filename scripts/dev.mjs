// `npm run dev`: the API in watch mode and the Vite dev server (which proxies the API), side by side.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  ['api', ['run', 'dev', '-w', 'apps/api']],
  ['console', ['run', 'dev', '-w', 'apps/console']],
].map(([name, args]) => {
  const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `)));
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
