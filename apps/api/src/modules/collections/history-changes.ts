import type { CollectionDef, Grants } from '@console/contract';
import { auditValueFor } from '../../platform/audit-redact.ts';

/** A changed field before its references are named. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Keys of a presented row that every write moves or that say nothing about the record's content. */
const BOOKKEEPING = new Set(['id', 'labels', 'created_at', 'updated_at']);

type Snapshot = Record<string, unknown>;

const snapshot = (value: unknown): Snapshot =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : {};

const blank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Object keys in a stable order, so values that differ only in key order compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Snapshot).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || canonical(a) === canonical(b);

/**
 * The fields an audit entry changed, from its before and after (presented rows, audit.ts): a create's before and a
 * delete's after are empty, so a create lists every field it set and a delete every field the record had. Keys are
 * compared on the stored values, then shown as the reader may see them (the audit log's rule, audit-redact.ts): a
 * masked field that changed still says so. The definition's fields come first in its order, then its parent, then
 * keys it does not know (fields removed since, what a delete cascaded), by name.
 */
export function changesOf(
  def: CollectionDef,
  rawBefore: unknown,
  rawAfter: unknown,
  reader: Grants | null,
): FieldChange[] {
  const before = snapshot(rawBefore);
  const after = snapshot(rawAfter);
  const shownBefore = snapshot(auditValueFor(def.entity, before, reader));
  const shownAfter = snapshot(auditValueFor(def.entity, after, reader));
  const known = def.fields.map((f) => f.name);
  if (def.parent) known.push(def.parent.param);
  const keys = new Set([...known, ...Object.keys(before), ...Object.keys(after)]);
  const changes: FieldChange[] = [];
  for (const key of keys) {
    if (BOOKKEEPING.has(key) || !(key in before || key in after)) continue;
    if (same(before[key], after[key])) continue;
    changes.push({ field: key, before: shownBefore[key] ?? null, after: shownAfter[key] ?? null });
  }
  return changes;
}
