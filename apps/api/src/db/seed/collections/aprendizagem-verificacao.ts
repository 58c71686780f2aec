import { COLLECTIONS, createSchema, type CollectionDef } from '@console/contract';
import { demoRowsOf, type DemoContext, type DemoMakers, type DemoRow } from './demo.ts';

/**
 * Runs a hub's demo makers like the seed does (every client, collections in registry order, as many rows each as
 * the client's volume gives it, demo.ts demoRowsOf) with a fake context, and answers every problem found: a row its
 * create schema refuses, a field the definition does not have, a repeated unique value, a reference to a row that is
 * not there (yet), a maker that is not deterministic. The hubs' tests expect an empty answer.
 */

const CLIENTS: readonly [number, string][] = [
  [3, 'Asta'],
  [6, 'Fitness Link'],
  [8, 'Smart Fit'],
  [9, 'Action Aid'],
  [15, 'Lele'],
  [16, 'Admin'],
  [18, 'Nova Terra'],
];
const SEED_DAY = Date.UTC(2026, 10, 24);
const DAY = 86_400_000;

function fakeContext(
  clientId: number,
  clientName: string,
  n: number,
  seeded: ReadonlyMap<string, number[]>,
): DemoContext {
  return {
    clientId,
    clientName,
    n,
    users: Array.from({ length: 8 }, (_, i) => clientId * 100 + i + 1),
    ids: (entity) => seeded.get(entity) ?? [],
    pick: (list, salt = 0) => list[(n + salt) % list.length],
    day: (days) => new Date(SEED_DAY + days * DAY).toISOString().slice(0, 10),
    at: (days, hour = 12) => new Date(SEED_DAY + days * DAY + hour * 3_600_000).toISOString(),
    picture: () => `/media/demo/${clientId}/${n}.jpg`,
  };
}

const schemas = new Map<string, ReturnType<typeof createSchema>>();
const schemaOf = (def: CollectionDef) =>
  schemas.get(def.entity) ?? schemas.set(def.entity, createSchema(def)).get(def.entity)!;

function rowProblems(def: CollectionDef, row: DemoRow, ctx: DemoContext, seen: Map<string, Set<unknown>>): string[] {
  const where = `${ctx.clientName} ${def.entity}[${ctx.n}]`;
  const problems: string[] = [];
  const parsed = schemaOf(def).safeParse(row);
  if (!parsed.success)
    problems.push(`${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  const known = new Set([...def.fields.map((f) => f.name), ...(def.parent ? [def.parent.param] : [])]);
  for (const key of Object.keys(row)) if (!known.has(key)) problems.push(`${where}: unknown field ${key}`);
  if (
    def.parent &&
    row[def.parent.param] != null &&
    !ctx.ids(def.parent.entity).includes(row[def.parent.param] as number)
  )
    problems.push(`${where}: ${def.parent.param} ${String(row[def.parent.param])} is not a ${def.parent.entity} row`);
  for (const field of def.fields) {
    const value = row[field.name];
    if (value === null || value === undefined || value === '') continue;
    // A multiple field holds its ids as a list: each must be there.
    const ids = [value].flat() as number[];
    if (field.kind === 'reference' && !ids.every((id) => ctx.ids(field.target ?? '').includes(id)))
      problems.push(`${where}: ${field.name} ${String(value)} is not a ${field.target} row`);
    if (field.kind === 'user' && !ids.every((id) => ctx.users.includes(id)))
      problems.push(`${where}: ${field.name} ${String(value)} is not a user`);
    if (field.unique) {
      const values = seen.get(field.name) ?? new Set();
      const key = typeof value === 'string' ? value.trim().toLowerCase() : value;
      if (values.has(key)) problems.push(`${where}: ${field.name} "${String(value)}" repeats`);
      seen.set(field.name, values.add(key));
    }
  }
  return problems;
}

/** The problems of the makers of the collections of `hubs` (empty when every row would seed). */
export function demoProblems(hubs: readonly string[], makers: DemoMakers): string[] {
  const defs = COLLECTIONS.filter((c) => hubs.includes(c.hub));
  const problems: string[] = [];
  for (const def of defs) if (!makers[def.entity]) problems.push(`${def.entity}: no demo maker`);
  for (const entity of Object.keys(makers))
    if (!defs.some((d) => d.entity === entity)) problems.push(`${entity}: a maker without a collection`);
  let nextId = 1;
  for (const [clientId, clientName] of CLIENTS) {
    const seeded = new Map<string, number[]>();
    for (const def of defs) {
      const maker = makers[def.entity];
      if (!maker) continue;
      const seen = new Map<string, Set<unknown>>();
      const ids: number[] = [];
      for (let n = 0, count = demoRowsOf(def, clientId); n < count; n++) {
        const ctx = fakeContext(clientId, clientName, n, seeded);
        const row = maker(ctx);
        if (JSON.stringify(row) !== JSON.stringify(maker(ctx)))
          problems.push(`${clientName} ${def.entity}[${n}]: not deterministic`);
        problems.push(...rowProblems(def, row, ctx, seen));
        ids.push(nextId++);
      }
      seeded.set(def.entity, ids);
    }
  }
  return problems;
}
