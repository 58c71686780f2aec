import type { CollectionDef } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import { presentRow } from './present.ts';
import type { StoredRow } from './repo.ts';
import { deleteVersions, insertVersion, nextNumber } from './versions-repo.ts';

/**
 * Versions kept by the collections' writes (issue 28, CollectionDef.versions): the service calls keepVersion inside
 * each create and update transaction of a versioned collection, and dropVersions when a record goes.
 */

/** A record's values as a version keeps them: its fields and parent, as the API answers them. */
export function versionValues(def: CollectionDef, row: StoredRow): Record<string, unknown> {
  const presented = presentRow(def, row);
  const names = [...def.fields.map((f) => f.name), ...(def.parent ? [def.parent.param] : [])];
  return Object.fromEntries(names.map((name) => [name, presented[name]]));
}

const stampOf = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

/**
 * Stores the record as written (`row`) as its next version. A record written before it had versions (the demo rows,
 * rows of before versions existed) first gets its earlier state (`before`) as version 1, so it can be gone back to.
 */
export async function keepVersion(
  trx: DbOrTx,
  def: CollectionDef,
  clientId: number,
  userId: number | null,
  row: StoredRow,
  before?: StoredRow,
): Promise<void> {
  if (!def.versions) return;
  let number = await nextNumber(trx, clientId, def.entity, row.id);
  if (number === 1 && before) {
    await insertVersion(trx, clientId, {
      entity: def.entity,
      recordId: row.id,
      number: number++,
      draft: false,
      data: JSON.stringify(versionValues(def, before)),
      userId: before.updated_by == null ? null : Number(before.updated_by),
      at: stampOf(before.updated_at),
    });
  }
  await insertVersion(trx, clientId, {
    entity: def.entity,
    recordId: row.id,
    number,
    draft: false,
    data: JSON.stringify(versionValues(def, row)),
    userId,
    at: stampOf(row.updated_at),
  });
}

/** A removed record's versions go with it. */
export async function dropVersions(trx: DbOrTx, def: CollectionDef, clientId: number, id: number): Promise<void> {
  if (def.versions) await deleteVersions(trx, clientId, def.entity, id);
}
