import { collectionByEntity, COLLECTIONS, type Aggregate, type CollectionDef, type FieldDef } from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import type { DbOrTx } from '../../db/handle.ts';
import { aggregateOf, lockRow } from './kept-repo.ts';
import { rowById, rowsAfter, updateRow, type StoredRow } from './repo.ts';

/**
 * Computed figures kept exact in the write's own transaction (issue 28): after a row is written, its own aggregates,
 * formulas and derived values are settled; then every row that aggregates over it (its parent, a referenced row) is
 * locked and recounted from its rows, and so on up. A recount reads the rows, never adds to a stored figure, so a
 * figure cannot drift; the lock makes concurrent writes under one parent recount one after the other.
 */

/** A row's figure that reads rows of another collection. */
interface Source {
  def: CollectionDef;
  aggregate: Aggregate;
}

let sourcesByChild: Map<string, Source[]> | undefined;
/** The aggregates that read each collection, by the read collection's entity. */
function sourcesOf(entity: string): readonly Source[] {
  if (!sourcesByChild) {
    sourcesByChild = new Map();
    for (const def of COLLECTIONS)
      for (const field of def.fields) {
        const aggregate = field.computed?.aggregate;
        if (aggregate)
          sourcesByChild.set(aggregate.from, [...(sourcesByChild.get(aggregate.from) ?? []), { def, aggregate }]);
      }
  }
  return sourcesByChild.get(entity) ?? [];
}

/** Whether a definition has figures of its own to settle. */
const settles = (def: CollectionDef): boolean => def.fields.some((f) => f.computed ?? f.derived);

const storedEqual = (a: unknown, b: unknown): boolean =>
  (a === null || a === undefined) && (b === null || b === undefined) ? true : String(a) === String(b);

/** A row whose figures a write changed: open lists of its collection refresh. */
export interface Recounted {
  def: CollectionDef;
  id: number;
}

/** The row's aggregates, then its formulas and derived values, over `row`; the fields that changed. */
async function settledValues(
  db: DbOrTx,
  def: CollectionDef,
  clientId: number,
  row: StoredRow,
): Promise<Record<string, unknown>> {
  const next: Record<string, unknown> = { ...row };
  const fields: FieldDef[] = def.fields.filter((f) => f.computed ?? f.derived);
  for (const field of fields) {
    const aggregate = field.computed?.aggregate;
    const child = aggregate && collectionByEntity(aggregate.from);
    if (aggregate && child) next[field.name] = await aggregateOf(db, clientId, tableOf(child), aggregate, row.id);
  }
  for (const field of fields) {
    if (field.computed?.formula) next[field.name] = field.computed.formula.value(next);
    const derived = field.derived?.value(next);
    if (derived !== undefined) next[field.name] = derived;
  }
  return Object.fromEntries(
    fields.filter((f) => !storedEqual(next[f.name], row[f.name])).map((f) => [f.name, next[f.name] ?? null]),
  );
}

/** Settles one row's figures; answers the row before and after when any changed. */
async function settleRow(
  db: DbOrTx,
  def: CollectionDef,
  clientId: number,
  row: StoredRow,
): Promise<{ before: StoredRow; after: StoredRow } | null> {
  if (!settles(def)) return null;
  const changed = await settledValues(db, def, clientId, row);
  if (!Object.keys(changed).length) return null;
  await updateRow(db, clientId, tableOf(def), row.id, changed);
  return { before: row, after: { ...row, ...changed } };
}

/**
 * After a row of `def` went from `before` to `after` (a create has no before, a delete no after): recounts the rows
 * that aggregate over it, locking each first. Answers the rows whose figures changed.
 */
async function recountAbove(
  db: DbOrTx,
  dialect: 'sqlite' | 'postgres',
  def: CollectionDef,
  clientId: number,
  before: StoredRow | undefined,
  after: StoredRow | undefined,
  recounted: Recounted[],
): Promise<void> {
  for (const { def: parent, aggregate } of sourcesOf(def.entity)) {
    const read = [aggregate.via, aggregate.of, aggregate.where?.field].filter((c): c is string => Boolean(c));
    // An update that moves none of what the aggregate reads leaves it as it was.
    if (before && after && read.every((column) => storedEqual(before[column], after[column]))) continue;
    const ids = new Set([before?.[aggregate.via], after?.[aggregate.via]].map(Number).filter((id) => id > 0));
    for (const id of ids) {
      const table = tableOf(parent);
      await lockRow(db, dialect, clientId, table, id);
      const row = await rowById(db, clientId, table, id);
      if (!row) continue;
      const settled = await settleRow(db, parent, clientId, row);
      if (!settled) continue;
      recounted.push({ def: parent, id });
      await recountAbove(db, dialect, parent, clientId, settled.before, settled.after, recounted);
    }
  }
}

/**
 * Keeps the figures exact after a write of a row of `def`, inside the write's transaction: the written row's own
 * figures (create and update), then those of every row above it. Answers the written row as stored now (its
 * figures settled) and the other rows whose figures changed.
 */
export async function keepFigures(
  db: DbOrTx,
  dialect: 'sqlite' | 'postgres',
  def: CollectionDef,
  clientId: number,
  before: StoredRow | undefined,
  written: StoredRow | undefined,
): Promise<{ row: StoredRow | undefined; recounted: Recounted[] }> {
  const recounted: Recounted[] = [];
  const settled = written && (await settleRow(db, def, clientId, written));
  const row = settled ? settled.after : written;
  await recountAbove(db, dialect, def, clientId, before, row, recounted);
  return { row, recounted };
}

/**
 * keepFigures for many rows of `def` created together (a batch create): each row's own figures, then every row above
 * them recounted once, not once per row (a cohort's enrolment of 2,000 members recounts the cohort once).
 */
export async function keepFiguresMany(
  db: DbOrTx,
  dialect: 'sqlite' | 'postgres',
  def: CollectionDef,
  clientId: number,
  written: readonly StoredRow[],
): Promise<{ rows: StoredRow[]; recounted: Recounted[] }> {
  const rows: StoredRow[] = [];
  for (const row of written) rows.push((await settleRow(db, def, clientId, row))?.after ?? row);
  const recounted: Recounted[] = [];
  // One representative row per distinct set of the columns above aggregates read by (their parent, a reference).
  const vias = [...new Set(sourcesOf(def.entity).map((source) => source.aggregate.via))];
  const representatives = new Map<string, StoredRow>();
  for (const row of rows) representatives.set(JSON.stringify(vias.map((via) => row[via] ?? null)), row);
  for (const row of representatives.values()) await recountAbove(db, dialect, def, clientId, undefined, row, recounted);
  return { rows, recounted };
}

/** Whether writes of `def` can change any figure (its own or one above it): the delete path reads the row first. */
export const keepsFigures = (def: CollectionDef): boolean => settles(def) || sourcesOf(def.entity).length > 0;

/** Definitions with figures of their own, each after the collections its aggregates read (rows before their sums). */
export function settleOrder(defs: readonly CollectionDef[]): CollectionDef[] {
  const order: CollectionDef[] = [];
  const visit = (def: CollectionDef, path: Set<string>) => {
    if (order.includes(def) || path.has(def.entity)) return;
    path.add(def.entity);
    for (const field of def.fields) {
      const read = field.computed?.aggregate && defs.find((d) => d.entity === field.computed!.aggregate!.from);
      if (read) visit(read, path);
    }
    order.push(def);
  };
  for (const def of defs) visit(def, new Set());
  return order.filter(settles);
}

/** Settles the figures of every row of a client's collection (demo data written row by row, then counted). */
export async function settleAll(db: DbOrTx, def: CollectionDef, clientId: number): Promise<number> {
  let changed = 0;
  for (let after = 0; ;) {
    const rows = await rowsAfter(db, clientId, tableOf(def), after, 500);
    if (!rows.length) return changed;
    for (const row of rows) if (await settleRow(db, def, clientId, row)) changed += 1;
    after = rows.at(-1)!.id;
  }
}
