// The failure throttle (apps/api/src/platform/throttle.ts, FailureWindow) as sign-in uses it (issue 27): 10 failures
// a minute per key, the keys `email:<address>` and `ip:<address>`, the system clock. With 10,000 distinct keys it
// times each call (ns per call, the median of --repeats passes over every key) and weighs a key (heap after a full
// collection, the key's string included) holding one failure and holding ten; beside them, one scrypt password check
// (verifyPassword), which every sign-in pays. Writes the "Hand-made pieces: the failure throttle" section of
// docs/benchmarks.md.
//   npm run bench:throttle [-- --keys 10000 --repeats 5]   (node --expose-gc, for the weights)
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { systemClock } from '../../apps/api/src/platform/clock.ts';
import { hashPassword, verifyPassword } from '../../apps/api/src/platform/passwords.ts';
import { FailureWindow } from '../../apps/api/src/platform/throttle.ts';
import { machine, writeSection } from './common.mjs';

const { values: args } = parseArgs({
  options: {
    keys: { type: 'string', default: '10000' },
    repeats: { type: 'string', default: '5' },
  },
});
const KEYS = Number(args.keys);
const REPEATS = Number(args.repeats);
/** modules/auth/service.ts: FAILURE_LIMIT and FAILURE_WINDOW_MS. */
const LIMIT = 10;
const WINDOW_MS = 60_000;

if (!globalThis.gc) throw new Error('run with node --expose-gc (npm run bench:throttle)');
const gc = globalThis.gc;

const emailKey = (i: number) => `email:pessoa.${i}@exemplo.com.br`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** ns per call of `call` over every key, the median of REPEATS passes (after one warm-up pass). */
function nsPerCall(keys: string[], call: (key: string) => void, before: () => void = () => {}): number {
  const passes: number[] = [];
  for (let pass = 0; pass <= REPEATS; pass++) {
    before();
    const start = process.hrtime.bigint();
    for (const key of keys) call(key);
    const ns = Number(process.hrtime.bigint() - start) / keys.length;
    if (pass > 0) passes.push(ns);
  }
  return median(passes);
}

/** A window whose keys each hold `failures` failures. */
function filled(keys: string[], failures: number): FailureWindow {
  const window = new FailureWindow(LIMIT, WINDOW_MS, systemClock);
  for (let f = 0; f < failures; f++) for (const key of keys) window.fail(key);
  return window;
}

/** The window weighed, dropped before each pass's first collection. Only `fill` and `check` touch it, so no stale
 * slot of the measuring function's frame keeps a previous pass's window alive. */
let held: FailureWindow | undefined;
function fill(failures: number) {
  held = new FailureWindow(LIMIT, WINDOW_MS, systemClock);
  for (let f = 0; f < failures; f++) for (let i = 0; i < KEYS; i++) held.fail(emailKey(i));
}
function check(failures: number) {
  if ((held?.retryAfter(emailKey(0)) ?? 0) > 0 !== failures >= LIMIT) throw new Error('the window lost a key');
  held = undefined;
}

/** Heap bytes per key of a window of KEYS keys holding `failures` each, the key strings made inside. */
function bytesPerKey(failures: number): number {
  const samples: number[] = [];
  for (let pass = 0; pass <= REPEATS; pass++) {
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    fill(failures);
    gc();
    gc();
    if (pass > 0) samples.push((process.memoryUsage().heapUsed - before) / KEYS);
    check(failures);
  }
  return median(samples);
}

const loadBefore = loadavg();
const keys = Array.from({ length: KEYS }, (_, i) => emailKey(i));
const absent = Array.from({ length: KEYS }, (_, i) => emailKey(KEYS + i));

const window5 = filled(keys, 5);
const window9 = filled(keys, 9); // reset empties it; each later pass refills one failure a key
const window10 = filled(keys, LIMIT);
if (window10.retryAfter(keys[0]) === 0 || window5.retryAfter(keys[0]) !== 0)
  throw new Error('the window does not count as sign-in expects');

let sink = 0;
const calls = {
  'retryAfter, key with no failures (the usual sign-in)': nsPerCall(absent, (k) => (sink += window5.retryAfter(k))),
  'retryAfter, key holding 5 failures': nsPerCall(keys, (k) => (sink += window5.retryAfter(k))),
  'retryAfter, key at the limit (10 failures: the 429)': nsPerCall(keys, (k) => (sink += window10.retryAfter(k))),
  'fail, key holding 0 to 9 failures (a failed sign-in)': (() => {
    const window = new FailureWindow(LIMIT, WINDOW_MS, systemClock);
    const passes: number[] = [];
    for (let pass = 0; pass <= REPEATS; pass++) {
      for (const key of keys) window.reset(key);
      const start = process.hrtime.bigint();
      for (let f = 0; f < LIMIT; f++) for (const key of keys) window.fail(key);
      if (pass > 0) passes.push(Number(process.hrtime.bigint() - start) / (keys.length * LIMIT));
    }
    return median(passes);
  })(),
  'reset, key holding failures (a sign-in that succeeds)': nsPerCall(
    keys,
    (k) => window9.reset(k),
    () => {
      for (const key of keys) window9.fail(key);
    },
  ),
};
if (sink < 0) throw new Error('unreachable');

const weights = { 1: bytesPerKey(1), [LIMIT]: bytesPerKey(LIMIT) };

const hash = await hashPassword('uma senha qualquer');
const verifyMs: number[] = [];
for (let i = 0; i < 10; i++) {
  const start = performance.now();
  await verifyPassword('uma senha qualquer', hash);
  verifyMs.push(performance.now() - start);
}
const verify = median(verifyMs);

const load = [loadBefore, loadavg()].map((l) => l.map((x) => x.toFixed(2)).join(' '));
const date = new Date().toISOString().slice(0, 10);
const checkNs = calls['retryAfter, key with no failures (the usual sign-in)'];
const section = `## Hand-made pieces: the failure throttle

\`npm run bench:throttle\` (scripts/bench/throttle.ts), ${date}. ${machine()}. Load average (1, 5, 15 min)
${load[0]} at the start and ${load[1]} at the end: other work ran on the machine. \`FailureWindow\` as sign-in
builds it (10 failures a minute per key, the system clock), ${fmt(KEYS)} distinct keys
(\`email:pessoa.<n>@exemplo.com.br\`); each figure the median of ${REPEATS} passes over every key, after a warm-up.

| call | ns per call |
|---|---:|
${Object.entries(calls)
  .map(([name, ns]) => `| ${name} | ${fmt(ns)} |`)
  .join('\n')}

A sign-in checks two keys (e-mail and IP) before the password and, on a failure, records both: about
${fmt(2 * checkNs)} ns before a password check that takes ${fmt(verify, 1)} ms (scrypt, \`verifyPassword\`, median of
10), about 1/${fmt((verify * 1e6) / (2 * checkNs))} of it.

Memory (heap after a full collection, the key's string included): ${fmt(weights[1])} bytes per key holding one
failure, ${fmt(weights[LIMIT])} per key holding ten; at the cap of 100,000 keys (\`maxKeys\`), at most about
${fmt((weights[LIMIT] * 100_000) / 1024 ** 2, 1)} MB per window.

Why not a rate-limit plugin: @fastify/rate-limit counts every request of a key, so a limit of 10 a minute would
also refuse the eleventh good sign-in from one office address. \`FailureWindow\` counts only failed sign-ins, and a
success clears the e-mail's count (not the IP's, so failures from one address keep adding up across accounts).
`;
writeSection('## Hand-made pieces: the failure throttle', section);
