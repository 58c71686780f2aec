// The command line of the API server process, for `npm start` and the benchmarks alike.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * V8 sizes its heap and young generation from the heap's limit, which on a machine with many GiB defaults to about
 * 4 GiB: a long export then lets garbage pile up to over 100 MB before collecting it. A limit of 1 GiB keeps an
 * export of a million rows within about 40 MB (docs/benchmarks.md, "Collections") and leaves room for any request.
 */
const DEFAULT_HEAP_MB = 1024;

/**
 * Node's arguments that run the API server with the heap limit of `API_HEAP_MB`.
 * @returns {string[]}
 */
export function serverArgv() {
  const raw = process.env.API_HEAP_MB ?? String(DEFAULT_HEAP_MB);
  const heap = Number(raw);
  if (!Number.isInteger(heap) || heap < 256)
    throw new Error(`API_HEAP_MB inválido: "${raw}" (um número inteiro de megabytes, a partir de 256).`);
  return [`--max-old-space-size=${heap}`, '--import', 'tsx', join(root, 'apps/api/src/server.ts')];
}
