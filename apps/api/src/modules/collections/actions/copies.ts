import { START, type CollectionDef, type FieldDef } from '@console/contract';
import { tableOf } from '../../../db/collections/layout.ts';
import { fromStored, storedValues } from '../../../db/collections/values.ts';
import type { DbOrTx } from '../../../db/handle.ts';
import { referencingIds, rowById, valueTaken, type StoredRow } from '../repo.ts';

/**
 * Copies of rows for the actions that duplicate (a course with its modules and lessons, a workout for members): the
 * row's own values, never what the platform keeps (computed figures, generated codes and sequences, derived values,
 * which the write path makes anew), nor what its workflow's moves stamp (a publication day): a copy starts at its
 * workflow's first state. Unique values are made free with a mark (" (cópia)", " (cópia 2)").
 */

/** Whether a copy carries the field's value: the platform makes the others. */
const copied = (field: FieldDef): boolean => !field.computed && !field.generated && !field.derived;

/** The state a new row of the collection starts in (its workflow's first creation move). */
export const startOf = (def: CollectionDef): string | undefined =>
  def.workflow?.transitions.find((move) => move.from === START)?.to;

/** Fields a workflow's moves write (stamps of a publication, an approval): a copy back at the start has none. */
const stampedFields = (def: CollectionDef): Set<string> =>
  new Set((def.workflow?.transitions ?? []).flatMap((move) => Object.keys(move.sets ?? {})));

/**
 * The stored values of a copy of `row`, with `changes` (values as the API takes them) over them: the parent's id
 * unless changed, the workflow's start state, the search key. Unique fields are left to `freeText`.
 */
export function copyOf(
  def: CollectionDef,
  row: StoredRow,
  changes: Record<string, unknown> = {},
): Record<string, unknown> {
  const stamped = stampedFields(def);
  const body: Record<string, unknown> = {};
  for (const field of def.fields)
    if (copied(field) && !stamped.has(field.name) && !field.unique)
      body[field.name] = fromStored(field, row[field.name]);
  const start = startOf(def);
  if (def.workflow && start) body[def.workflow.field] = start;
  if (def.parent) body[def.parent.param] = row[def.parent.param];
  return storedValues(def, { ...body, ...changes });
}

/** Copies of a text tried before giving up ("(cópia 2)" … ). */
const ATTEMPTS = 50;

/**
 * A value of a unique text field not yet taken in the client: `text (mark)`, then `text (mark 2)`, …, the text cut
 * so the whole fits the field's length.
 */
export async function freeText(
  db: DbOrTx,
  clientId: number,
  def: CollectionDef,
  field: FieldDef,
  text: string,
  mark: string,
): Promise<string> {
  for (let n = 1; n <= ATTEMPTS; n += 1) {
    const suffix = ` (${mark}${n === 1 ? '' : ` ${n}`})`;
    const candidate = `${text.slice(0, (field.max ?? 200) - suffix.length).trimEnd()}${suffix}`;
    if (!(await valueTaken(db, clientId, tableOf(def), field.name, candidate))) return candidate;
  }
  throw new Error(`No free copy of ${def.entity}.${field.name}`);
}

/** The unique text fields of a copy made free with the mark (changes for `copyOf`); other unique values are not copied. */
export async function freeUniques(
  db: DbOrTx,
  clientId: number,
  def: CollectionDef,
  row: StoredRow,
  mark: string,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const field of def.fields.filter((f) => f.unique && copied(f) && f.kind === 'text' && row[f.name] != null))
    out[field.name] = await freeText(db, clientId, def, field, String(row[field.name]), mark);
  return out;
}

/** The client's rows of `def` whose `column` names `id`, oldest first (a copy keeps their order). */
export async function rowsNaming(
  db: DbOrTx,
  clientId: number,
  def: CollectionDef,
  column: string,
  id: number,
): Promise<StoredRow[]> {
  const ids = (await referencingIds(db, clientId, tableOf(def), column, id)).sort((a, b) => a - b);
  const rows: StoredRow[] = [];
  for (const rowId of ids) {
    const row = await rowById(db, clientId, tableOf(def), rowId);
    if (row) rows.push(row);
  }
  return rows;
}

/** The id of the row a create made (the first change a create answers). */
export const createdId = (changes: readonly { entity: string; id: number; action: string }[], entity: string) =>
  changes.find((change) => change.entity === entity && change.action === 'created')!.id;
