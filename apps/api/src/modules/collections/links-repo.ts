import type { Kysely } from 'kysely';
import type { CollectionDef } from '@console/contract';
import { linkTableOf, multipleFieldsOf } from '../../db/collections/layout.ts';
import type { DbOrTx } from '../../db/handle.ts';
import { labelColumn } from './list-clauses-repo.ts';
import { targetOf } from './references.ts';
import type { StoredRow } from './repo.ts';

/**
 * The links of multiple fields (issue 28's many-to-many: an announcement's groups), each field in its table of
 * `(client_id, row_id, target_id)` (db/collections/sync.ts). A row's set is replaced whole on a write and read for a
 * page of rows at once, with the names of what it points at.
 */

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const dyn = (db: DbOrTx): AnyDb => db as unknown as AnyDb;

/** The values of a write without its multiple fields (the row's columns), and the sets of those it carries. */
export function splitLinks(
  def: CollectionDef,
  values: Record<string, unknown>,
): { columns: Record<string, unknown>; links: Map<string, number[]> } {
  const fields = multipleFieldsOf(def);
  if (!fields.length) return { columns: values, links: new Map() };
  const columns = { ...values };
  const links = new Map<string, number[]>();
  for (const field of fields) {
    if (!(field.name in columns)) continue;
    const ids = columns[field.name];
    delete columns[field.name];
    if (ids !== undefined) links.set(field.name, Array.isArray(ids) ? ids.map(Number) : []);
  }
  return { columns, links };
}

/** Replaces a row's set of each field in `links`, keeping the order given. */
export async function replaceLinks(
  db: DbOrTx,
  clientId: number,
  def: CollectionDef,
  rowId: number,
  links: ReadonlyMap<string, number[]>,
): Promise<void> {
  for (const [name, ids] of links) {
    const table = linkTableOf(def, { name });
    await dyn(db).deleteFrom(table).where('client_id', '=', clientId).where('row_id', '=', rowId).execute();
    if (ids.length)
      await dyn(db)
        .insertInto(table)
        .values(ids.map((id) => ({ client_id: clientId, row_id: rowId, target_id: id })))
        .execute();
  }
}

/**
 * Puts each multiple field's ids on the rows (`row[field]`, in the order given) and the names they point at, joined
 * by ", ", in the label column a list reads titles into (list-repo.ts labelColumn): one query per field for the rows.
 */
export async function attachLinks(
  db: DbOrTx,
  clientId: number,
  def: CollectionDef,
  rows: StoredRow[],
): Promise<StoredRow[]> {
  const fields = multipleFieldsOf(def);
  if (!fields.length || !rows.length) return rows;
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  for (const field of fields) {
    const target = targetOf(field.kind, field.target);
    const table = linkTableOf(def, field);
    for (const row of rows) {
      row[field.name] = [];
      row[labelColumn(field.name)] = null;
    }
    let query = dyn(db)
      .selectFrom(`${table} as link`)
      .select(['link.row_id', 'link.target_id'])
      .where('link.client_id', '=', clientId)
      .where('link.row_id', 'in', [...byId.keys()])
      .orderBy('link.id');
    if (target)
      query = query
        .leftJoin(`${target.table} as target`, (join) =>
          join.onRef('target.id', '=', 'link.target_id').onRef('target.client_id', '=', 'link.client_id'),
        )
        .select(`target.${target.title} as title`);
    const names = new Map<number, string[]>();
    for (const link of (await query.execute()) as { row_id: unknown; target_id: unknown; title?: unknown }[]) {
      const row = byId.get(Number(link.row_id));
      if (!row) continue;
      (row[field.name] as number[]).push(Number(link.target_id));
      const list = names.get(Number(link.row_id)) ?? [];
      list.push(String(link.title ?? ''));
      names.set(Number(link.row_id), list);
    }
    for (const [id, list] of names) byId.get(id)![labelColumn(field.name)] = list.join(', ');
  }
  return rows;
}

/** The client's rows whose `field` links to `targetId`. */
export async function rowsLinkedTo(db: DbOrTx, clientId: number, table: string, targetId: number): Promise<number[]> {
  const rows = await dyn(db)
    .selectFrom(table)
    .select('row_id')
    .distinct()
    .where('client_id', '=', clientId)
    .where('target_id', '=', targetId)
    .execute();
  return rows.map((r) => Number(r.row_id));
}

/** Removes the links to a target that goes. */
export async function unlinkTarget(db: DbOrTx, clientId: number, table: string, targetId: number): Promise<void> {
  await dyn(db).deleteFrom(table).where('client_id', '=', clientId).where('target_id', '=', targetId).execute();
}

/** Removes a row's links, of every multiple field (the row goes). */
export async function unlinkRow(db: DbOrTx, clientId: number, def: CollectionDef, rowId: number): Promise<void> {
  for (const field of multipleFieldsOf(def))
    await dyn(db)
      .deleteFrom(linkTableOf(def, field))
      .where('client_id', '=', clientId)
      .where('row_id', '=', rowId)
      .execute();
}
