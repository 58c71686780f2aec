// The top of a V8 CPU profile (a .cpuprofile that `node --cpu-prof` writes): self and inclusive time by function, and
// self time by package or source area, as shares of the busy time (idle samples left out). The samples before the
// first request Fastify routes (the server's start: loading modules, migrating) are left out too.
//   node scripts/bench/cpuprofile-top.mjs FILE.cpuprofile [rows]
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * @typedef {{ functionName: string, url: string, lineNumber: number }} CallFrame
 * @typedef {{ id: number, callFrame: CallFrame, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} Profile
 */

/**
 * Where a frame's code lives: a package of node_modules, Node's own code, a file of the API or the contract, or the
 * engine (garbage collector, native code).
 * @param {CallFrame} frame
 */
export function areaOf({ url, functionName }) {
  if (!url)
    return functionName === '(garbage collector)'
      ? 'GC'
      : functionName.startsWith('(')
        ? functionName
        : 'V8 builtins / native';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node (internals)';
  const api = /apps\/api\/src\/(.+)$/.exec(url);
  if (api) return `api ${api[1].replace(/\/[^/]+$/, '/')}`;
  if (url.includes('packages/contract/')) return '@console/contract';
  return basename(url);
}

/** @param {CallFrame} frame */
const labelOf = (frame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url ? `(${areaOf(frame)} ${basename(frame.url)}:${frame.lineNumber + 1})` : `(${areaOf(frame)})`}`;

/**
 * @param {Map<string, number>} map
 * @param {number} busy
 * @param {number} rows
 */
const top = (map, busy, rows) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, us]) => ({ name, share: `${((100 * us) / busy).toFixed(1)}%` }));

/**
 * @param {string} file a .cpuprofile
 * @param {number} [rows]
 */
export function summariseProfile(file, rows = 12) {
  /** @type {Profile} */
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {Map<number, ProfileNode>} */
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  /** @type {Map<number, number>} */
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const self = new Map();
  const areas = new Map();
  const inclusive = new Map();
  const add = (/** @type {Map<string, number>} */ map, /** @type {string} */ key, /** @type {number} */ us) =>
    map.set(key, (map.get(key) ?? 0) + us);
  const stackOf = function* (/** @type {number} */ id) {
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parent.get(at))
      yield /** @type {ProfileNode} */ (byId.get(at)).callFrame;
  };
  const routing = (/** @type {number} */ id) =>
    [...stackOf(id)].some((f) => f.functionName === 'handleRequest' && /fastify\/lib\/handle-request\.js$/.test(f.url));
  const first = profile.samples.findIndex(routing);
  let busy = 0;
  let total = 0;
  profile.samples.forEach((id, i) => {
    if (i < first) return;
    const us = profile.timeDeltas[i] ?? 0;
    total += us;
    const leaf = /** @type {ProfileNode} */ (byId.get(id));
    if (leaf.callFrame.functionName === '(idle)') return;
    busy += us;
    add(self, labelOf(leaf.callFrame), us);
    add(areas, areaOf(leaf.callFrame), us);
    // Each function once per sample, however deep it recurses.
    const seen = new Set();
    for (const frame of stackOf(id)) {
      if (frame.functionName === '(root)') continue;
      const label = labelOf(frame);
      if (!seen.has(label)) {
        seen.add(label);
        add(inclusive, label, us);
      }
    }
  });
  const bySelf = top(self, busy, rows);
  const byArea = top(areas, busy, rows);
  const byInclusive = top(inclusive, busy, rows);
  const cell = (/** @type {{ name: string, share: string } | undefined} */ e) => (e ? `${e.share} \`${e.name}\`` : '');
  const table = [
    '| # | self time by package or area | self time by function | inclusive time by function |',
    '|---|---|---|---|',
    ...Array.from(
      { length: rows },
      (_, i) => `| ${i + 1} | ${cell(byArea[i])} | ${cell(bySelf[i])} | ${cell(byInclusive[i])} |`,
    ),
  ].join('\n');
  return {
    samples: profile.samples.length - Math.max(0, first),
    busyShare: `${((100 * busy) / Math.max(1, total)).toFixed(0)}%`,
    bySelf,
    byArea,
    byInclusive,
    table,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, rows] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/bench/cpuprofile-top.mjs FILE.cpuprofile [rows]');
    process.exit(2);
  }
  const summary = summariseProfile(file, rows ? Number(rows) : 20);
  console.log(`${summary.samples} samples, ${summary.busyShare} busy\n\n${summary.table}`);
}
