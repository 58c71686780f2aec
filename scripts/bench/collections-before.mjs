// The collections list's profile before issue 16, kept for docs/benchmarks.md (bench-collections.mjs prints it).

/** The profile before issue 16's changes to the uncached read path, for comparison (measured once, kept here). */
export const COLLECTIONS_BEFORE = `Before the changes of issue 16 to this path (the code of commit 98c6330), measured the same way on 2026-11-25 with
\`BENCH_COLLECTIONS_ROWS=20000 --floor-only\` (a reduced run on a shared machine, load average about 15 on 2 cores):
SQLite 99 requests/s against bare 11,273 (ratio 0.01), server CPU per request 1,957 us (bare 19); PostgreSQL 27
against 3,506 (0.01), 4,601 us (bare 26).

Profile before, SQLite:

| # | self time by package or area | self time by function | inclusive time by function |
|---|---|---|---|
| 1 | 31.6% \`kysely\` | 22.2% \`executeQuery (kysely sqlite-driver.js:60)\` | 88.6% \`processTicksAndRejections (node (internals) task_queues:67)\` |
| 2 | 20.2% \`V8 builtins / native\` | 16.4% \`writev (V8 builtins / native)\` | 83.8% \`runMicrotasks (V8 builtins / native)\` |
| 3 | 18.0% \`node (internals)\` | 5.0% \`(garbage collector) (GC)\` | 28.8% \`(anonymous) (fastify wrap-thenable.js:14)\` |
| 4 | 7.0% \`api modules/collections/\` | 4.5% \`(anonymous) (api platform/ serializer.ts:1)\` | 28.6% \`Reply.send (fastify reply.js:156)\` |
| 5 | 5.4% \`api platform/\` | 3.0% \`digest (node (internals) hash:150)\` | 28.3% \`preSerializationHook (fastify reply.js:524)\` |
| 6 | 5.0% \`GC\` | 2.5% \`Hash (node (internals) hash:88)\` | 28.2% \`preSerializationHookEnd (fastify reply.js:538)\` |
| 7 | 3.4% \`fastify\` | 1.9% \`list (api modules/collections/ service.ts:1)\` | 23.4% \`provideConnection (kysely default-connection-provider.js:7)\` |
| 8 | 2.9% \`zod\` | 1.8% \`runMicrotasks (V8 builtins / native)\` | 22.7% \`(anonymous) (kysely query-executor-base.js:34)\` |
| 9 | 1.0% \`find-my-way\` | 1.4% \`(anonymous) (V8 builtins / native)\` | 22.6% \`executeQuery (kysely sqlite-driver.js:60)\` |
| 10 | 0.9% \`better-sqlite3\` | 1.3% \`writevGeneric (node (internals) stream_base_commons:123)\` | 20.9% \`onSendHook (fastify reply.js:565)\` |
| 11 | 0.8% \`api db/\` | 1.2% \`execute (kysely select-query-builder.js:316)\` | 20.8% \`onSendEnd (fastify reply.js:599)\` |
| 12 | 0.8% \`(program)\` | 1.1% \`setHeader (node (internals) node:_http_outgoing:653)\` | 19.3% \`writePayload (fastify reply.js:718)\` |

Profile before, PostgreSQL:

| # | self time by package or area | self time by function | inclusive time by function |
|---|---|---|---|
| 1 | 41.3% \`V8 builtins / native\` | 36.2% \`writev (V8 builtins / native)\` | 79.7% \`processTicksAndRejections (node (internals) task_queues:67)\` |
| 2 | 15.7% \`node (internals)\` | 4.3% \`(garbage collector) (GC)\` | 75.9% \`runMicrotasks (V8 builtins / native)\` |
| 3 | 7.6% \`kysely\` | 2.9% \`labelsOf (api modules/collections/ service.ts:1)\` | 39.2% \`Writable.uncork (node (internals) writable:520)\` |
| 4 | 7.1% \`api modules/collections/\` | 2.2% \`(anonymous) (V8 builtins / native)\` | 39.0% \`clearBuffer (node (internals) writable:744)\` |
| 5 | 5.0% \`pg\` | 1.9% \`(program) ((program))\` | 37.7% \`Socket._writeGeneric (node (internals) node:net:927)\` |
| 6 | 4.3% \`GC\` | 1.8% \`clearBuffer (node (internals) writable:744)\` | 37.2% \`doWrite (node (internals) writable:587)\` |
| 7 | 3.8% \`zod\` | 1.6% \`(anonymous) (api modules/collections/ service.ts:1)\` | 37.2% \`Socket._writev (node (internals) node:net:964)\` |
| 8 | 3.3% \`pg-protocol\` | 1.4% \`inst._zod.parse (zod schemas.js:1199)\` | 37.2% \`writevGeneric (node (internals) stream_base_commons:123)\` |
| 9 | 2.7% \`fastify\` | 1.4% \`addFields (pg result.js:82)\` | 36.6% \`provideConnection (kysely default-connection-provider.js:7)\` |
| 10 | 2.2% \`pg-pool\` | 1.4% \`parseRowDescriptionMessage (pg-protocol parser.js:201)\` | 36.2% \`writev (V8 builtins / native)\` |
| 11 | 1.9% \`(program)\` | 1.3% \`runMicrotasks (V8 builtins / native)\` | 33.2% \`(anonymous) (kysely query-executor-base.js:34)\` |
| 12 | 1.6% \`find-my-way\` | 1.2% \`visitNode (kysely operation-node-visitor.js:107)\` | 32.2% \`executeQuery (kysely postgres-driver.js:93)\` |`;
