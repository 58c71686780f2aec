// The API server's heap limit: 1 GiB unless API_HEAP_MB says otherwise, and a clear refusal of a value Node would ignore.
import { execFileSync } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import { serverArgv } from './server-argv.mjs';

const saved = process.env.API_HEAP_MB;
afterEach(() => {
  if (saved === undefined) delete process.env.API_HEAP_MB;
  else process.env.API_HEAP_MB = saved;
});

it('runs the server with a heap limit of 1 GiB, or API_HEAP_MB', () => {
  delete process.env.API_HEAP_MB;
  expect(serverArgv().slice(0, 3)).toEqual(['--max-old-space-size=1024', '--import', 'tsx']);
  expect(serverArgv().at(-1)).toMatch(/apps\/api\/src\/server\.ts$/);
  process.env.API_HEAP_MB = '2048';
  expect(serverArgv()[0]).toBe('--max-old-space-size=2048');
});

it('refuses a limit that is not a whole number of megabytes from 256', () => {
  for (const value of ['abc', '100', '512.5', '']) {
    process.env.API_HEAP_MB = value;
    expect(() => serverArgv()).toThrow(/API_HEAP_MB inválido/);
  }
});

it('gives Node a limit it applies', () => {
  process.env.API_HEAP_MB = '300';
  const limit = execFileSync(
    process.execPath,
    [serverArgv()[0], '-e', 'console.log(require("v8").getHeapStatistics().heap_size_limit)'],
    { encoding: 'utf8' },
  );
  // The limit covers the old generation plus the young one V8 sizes from it.
  expect(Number(limit) / 2 ** 20).toBeGreaterThanOrEqual(300);
  expect(Number(limit) / 2 ** 20).toBeLessThan(400);
});
