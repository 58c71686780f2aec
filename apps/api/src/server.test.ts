import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
// The server runs as `npm start` runs it (scripts/server-argv.mjs): node with tsx's loader, no tsx CLI in between. The
// CLI relays a signal to its child and kills the child if it has not acknowledged within 30 ms, so on a loaded
// machine a SIGTERM ended as a SIGKILL (exit 143) before the server's own shutdown could run.
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const CONTRACT = pathToFileURL(createRequire(import.meta.url).resolve('@console/contract')).href;
const dataDir = mkdtempSync(join(tmpdir(), 'console-server-'));
const children: ChildProcess[] = [];
afterAll(() => {
  // A test that failed half-way must not leave its server running.
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function start(env: Record<string, string>, preload: string[] = []) {
  const imports = [TSX_LOADER, ...preload].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...imports, SERVER], {
    cwd: dataDir,
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('server process', () => {
  it('exits with a one-line message naming a bad variable', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.err().trim()).toMatch(/^Invalid environment variable PORT="eighty": [^\n]+$/);
  });

  it('stops before touching the database on a faulty collection definition, naming the collection and the field', async () => {
    // Loaded before the server, in its process: the registry the server reads gains a collection with two faults.
    const faulty = join(dataDir, 'faulty-definition.mjs');
    writeFileSync(
      faulty,
      `import { COLLECTIONS, f, opt, t } from '${CONTRACT}';
const L = t('Campo', 'Field', 'Campo');
COLLECTIONS.push({ entity: 'eventos-x', tag: 'eventos-x', hub: 'social', icon: 'Event', label: L, item: L, description: L,
  title: 'titulo', fields: [f.text('titulo', L), f.reference('unidade_id', L, 'unidades-x'),
  f.enum('status', L, [opt('aberto', L)], { default: 'esgotado' })] });
`,
    );
    const server = start({ PORT: String(await freePort()), DATA_DIR: 'faulty' }, [pathToFileURL(faulty).href]);
    expect(await server.exited).toBe(1);
    expect(server.err().trim().split('\n')).toEqual([
      'Invalid collection definitions:',
      '  eventos-x.unidade_id: the target "unidades-x" is not a collection',
      '  eventos-x.status: the default "esgotado" is not one of its options (aberto)',
    ]);
    expect(existsSync(join(dataDir, 'faulty'))).toBe(false);
  });

  it('seeds on first start, prints the demo accounts and the URL, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), DATA_DIR: 'data' });
    // A first start writes the demo data of every collection (tens of thousands of rows).
    await until(() => server.out().includes('Console ready at'), 90_000);
    expect(server.out()).toContain(`http://127.0.0.1:${port}/`);
    expect(server.out()).toMatch(
      /\/smartfit\/login\s+admin admin@smartfit\.demo\s+member member@smartfit\.demo\s+password demo1234/,
    );
    const res = await fetch(`http://127.0.0.1:${port}/api/v2/admin/color/8`);
    expect(res.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // Second start: data is there, nothing re-seeded or re-printed.
    const again = start({ PORT: String(port), DATA_DIR: 'data' });
    await until(() => again.out().includes('Console ready at'));
    expect(again.out()).not.toContain('Demo accounts');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
