// `npm start` stopped by SIGTERM (a supervisor, `kill`): the server it started stops too and frees its port, and
// npm ends with the server's exit code. Run through npm itself, with package.json's own `start` command, over a
// stand-in server (a real one would build the console and seed a database).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const supervisePath = new URL('./supervise.mjs', import.meta.url).href;

/** @type {string[]} */
const dirs = [];
/** @type {number[]} */
const servers = [];
afterEach(() => {
  // A server the test left behind (the failure this test is about) must not outlive it.
  for (const pid of servers.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A package whose `start` is the root's command with a stand-in for scripts/start.mjs that supervises a server
 * listening on a free port; on SIGTERM the server closes and exits with `exitCode`.
 * @param {number} exitCode
 */
function standIn(exitCode) {
  const dir = mkdtempSync(join(tmpdir(), 'start-test-'));
  dirs.push(dir);
  const server = `
    const server = require('node:net').createServer(() => {});
    server.listen(0, '127.0.0.1', () => console.log('port=' + server.address().port + ' pid=' + process.pid));
    process.on('SIGTERM', () => server.close(() => process.exit(${exitCode})));`;
  writeFileSync(
    join(dir, 'start.mjs'),
    `import { supervise } from ${JSON.stringify(supervisePath)};\n` +
      `supervise(process.execPath, ['-e', ${JSON.stringify(server)}]);\n`,
  );
  expect(scripts.start).toContain('node scripts/start.mjs');
  const start = scripts.start.replace('scripts/start.mjs', 'start.mjs');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'start-test', private: true, scripts: { start } }));
  return dir;
}

/** @param {number} port */
const accepts = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * Runs `npm start` in `dir`, waits for the server, sends npm SIGTERM; resolves with npm's exit and the server's port.
 * @param {string} dir
 */
async function startAndStop(dir) {
  const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
  const { port, pid } = await new Promise((resolve, reject) => {
    let out = '';
    npm.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      out += chunk.toString();
      const match = /port=(\d+) pid=(\d+)/.exec(out);
      if (match) resolve({ port: Number(match[1]), pid: Number(match[2]) });
    });
    npm.on('exit', () => reject(new Error(`npm ended before the server listened: ${out}`)));
  });
  servers.push(pid);
  expect(await accepts(port)).toBe(true);
  const exited = new Promise((resolve) => npm.on('exit', (code, signal) => resolve({ code, signal })));
  npm.kill('SIGTERM');
  const outcome = await exited;
  // The server had its SIGTERM: give it the moment it takes to close.
  for (let i = 0; i < 50 && (await accepts(port)); i++) await new Promise((r) => setTimeout(r, 100));
  return { outcome, port, pid };
}

it('stops the server on SIGTERM and frees its port', async () => {
  const { port, pid } = await startAndStop(standIn(0));
  expect(await accepts(port)).toBe(false);
  expect(() => process.kill(pid, 0)).toThrow();
}, 30_000);

it("ends with the server's exit code", async () => {
  const { outcome } = await startAndStop(standIn(3));
  expect(outcome).toEqual({ code: 3, signal: null });
}, 30_000);
