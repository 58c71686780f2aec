import { type Compilable, type CompiledQuery, type Kysely } from 'kysely';

/**
 * Queries built and compiled once per shape, then run with each call's values.
 *
 * Kysely builds a tree of frozen nodes for every query and compiles it to SQL on every run: on a list page that took
 * about as long as SQLite took to answer it (docs/benchmarks.md, Users). A query whose SQL depends only on its shape
 * (which filters are present, the direction, whether it seeks from a key) is built on its shape's first run with
 * each value as a named slot (`p('client')`); later runs bind their values to the kept SQL.
 *
 * The shape key must name everything the builder branches on; every value that varies must go through `p`. The first
 * runs of each shape are also built in full with their own values and compared with what the kept SQL binds, so a
 * shape key that misses a branch, or a value captured from the first run, fails at once (and in tests) rather than
 * answering another call's query.
 */

/** A named slot in a kept query's parameters. */
class Slot {
  constructor(readonly name: string) {}
}

interface Template {
  query: CompiledQuery['query'];
  sql: string;
  parameters: readonly unknown[];
  /** Runs left that are checked against a full build. */
  checks: number;
}

/** Runs of each shape checked against a full build. */
const CHECKED_RUNS = 8;
/** Shapes kept per dialect; past it, the oldest goes. */
const MAX_SHAPES = 1_000;

/** Kept queries by dialect (an app, its transactions and its scripts share the adapter of one dialect). */
const templatesByAdapter = new WeakMap<object, Map<string, Template>>();

/** A run's values by name; the builder reads them through `p`, typed to fit wherever a value goes. */
export type Slots<V> = (name: keyof V & string) => never;

type Executor = Pick<Kysely<never>, 'executeQuery' | 'getExecutor'>;

const same = (a: unknown, b: unknown): boolean =>
  a === b ||
  (a instanceof Date && b instanceof Date && a.getTime() === b.getTime()) ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i])));

function bind(template: Template, values: Record<string, unknown>): unknown[] {
  return template.parameters.map((p) => {
    if (!(p instanceof Slot)) return p;
    if (!(p.name in values)) throw new Error(`compiled query: no value for slot '${p.name}'`);
    return values[p.name];
  });
}

/**
 * Runs the query `build` makes, built once per `shape` (a key unique to the call site and the builder's branches).
 * `literals` names values given to the builder as they are, not as slots, and made part of the shape: page sizes and
 * offsets must be, since they are written into the SQL (db/inline-limits.ts) and a slot there fails the check. Answers
 * the rows.
 */
export async function runCompiled<V extends Record<string, unknown>, R>(
  db: Executor,
  shape: string,
  values: V,
  build: (p: Slots<V>) => Compilable<R>,
  literals: readonly (keyof V & string)[] = [],
): Promise<R[]> {
  const adapter = db.getExecutor().adapter;
  let templates = templatesByAdapter.get(adapter);
  if (!templates) templatesByAdapter.set(adapter, (templates = new Map()));
  const key = literals.length ? `${shape} ${literals.map((name) => values[name]).join(' ')}` : shape;
  let template = templates.get(key);
  if (!template) {
    const slot = (name: string) => (literals.includes(name) ? values[name] : new Slot(name));
    const compiled = build(slot as Slots<V>).compile();
    if (templates.size >= MAX_SHAPES) templates.delete(templates.keys().next().value!);
    template = { query: compiled.query, sql: compiled.sql, parameters: compiled.parameters, checks: CHECKED_RUNS };
    templates.set(key, template);
  }
  const parameters = bind(template, values);
  if (template.checks > 0) {
    template.checks -= 1;
    const full = build(((name: string) => values[name]) as Slots<V>).compile();
    if (full.sql !== template.sql || !same(full.parameters, parameters)) {
      templates.delete(key);
      throw new Error(
        `compiled query '${shape}': the kept SQL does not fit this call (a branch or a value missing from its shape)`,
      );
    }
  }
  const result = await db.executeQuery<R>({
    query: template.query,
    queryId: { queryId: key },
    sql: template.sql,
    parameters,
  });
  return result.rows;
}
