import type { CollectionDef, CollectionRow } from '@console/contract';
import { fromStored } from '../../db/collections/values.ts';
import type { StoredRow } from './repo.ts';

const stamp = (value: unknown): string | null => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value));

/** A stored row as the API answers it (labels filled by the caller). */
export function presentRow(def: CollectionDef, row: StoredRow, labels: Record<string, string | null> = {}): CollectionRow {
  const out: CollectionRow = { id: Number(row.id), labels };
  for (const field of def.fields) out[field.name] = fromStored(field, row[field.name]);
  if (def.parent) out[def.parent.param] = Number(row[def.parent.param]);
  if (!def.readOnly) {
    out.created_at = stamp(row.created_at);
    out.updated_at = stamp(row.updated_at);
  }
  return out;
}
