import { isAllowed, revealTagOf, type CollectionDef, type CollectionRow, type Grants } from '@console/contract';
import { auditRowFor } from '../../platform/audit-redact.ts';
import { multipleFieldsOf } from '../../db/collections/layout.ts';
import { perDefinition } from '../../db/collections/per-definition.ts';
import { fromStored } from '../../db/collections/values.ts';
import { labelColumn } from './list-clauses-repo.ts';
import { labelLinksOf } from './references.ts';
import type { StoredRow } from './repo.ts';

type Labels = Record<string, string | null>;

const stamp = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

interface Presenter {
  present: (row: StoredRow, labels: Labels) => CollectionRow;
  /** The labels of a row read with its references' titles as columns (list-repo.ts, labelColumn). */
  labels: (row: StoredRow) => Labels;
}

/**
 * A definition's presenter, written once as object literals of its keys: every list page presents twenty rows or
 * more, and keys set one by one from the definition cost a generic property store each. The text is made of
 * JSON-quoted column names and indexes only.
 */
const presenterOf = perDefinition((def): Presenter => {
  const key = (name: string) => JSON.stringify(name);
  const keys = ['id: Number(row.id)', 'labels'];
  def.fields.forEach((field, i) => keys.push(`${key(field.name)}: convert[${i}](row[${key(field.name)}])`));
  if (def.parent) keys.push(`${key(def.parent.param)}: Number(row[${key(def.parent.param)}])`);
  if (!def.readOnly) keys.push('created_at: stamp(row.created_at)', 'updated_at: stamp(row.updated_at)');
  const labels = labelLinksOf(def).map(
    (link) =>
      `${key(link.name)}: row[${key(link.name)}] == null ? null : (row[${key(labelColumn(link.name))}] ?? null)`,
  );
  // A multiple field's names were put on the row by attachLinks (links-repo.ts).
  for (const field of multipleFieldsOf(def))
    labels.push(`${key(field.name)}: row[${key(labelColumn(field.name))}] ?? null`);
  const converters = def.fields.map((field) => (value: unknown) => fromStored(field, value));
  return {
    present: new Function('convert', 'stamp', `return (row, labels) => ({ ${keys.join(', ')} });`)(
      converters,
      stamp,
    ) as Presenter['present'],
    labels: new Function(`return (row) => ({ ${labels.join(', ')} });`)() as Presenter['labels'],
  };
});

/** A stored row as the API answers it (labels filled by the caller). */
export function presentRow(def: CollectionDef, row: StoredRow, labels: Labels = {}): CollectionRow {
  return presenterOf(def).present(row, labels);
}

/** Rows a list read with their references' titles, as the API answers them. */
export function presentListed(def: CollectionDef, rows: StoredRow[]): CollectionRow[] {
  const { present, labels } = presenterOf(def);
  return rows.map((row) => present(row, labels(row)));
}

/** The fields a reader without their sub-tag reads empty (FieldDef.reveal), with that sub-tag. */
const guardedOf = perDefinition((def) =>
  def.fields.flatMap((field) => {
    const tag = revealTagOf(def, field);
    return tag ? [{ name: field.name, tag }] : [];
  }),
);

/**
 * Rows as a reader may see them: the audit log's before and after lose their credentials and, without the audited
 * area's tag, their personal data (platform/audit-redact.ts, issue 27); fields guarded by a sub-tag (a job role's
 * salaries, a webhook's secret) are null to readers without it, answered as any other value (no 403).
 */
export function forReader(def: CollectionDef, rows: CollectionRow[], reader: Grants): CollectionRow[] {
  if (def.entity === 'auditoria') return rows.map((row) => auditRowFor(row, reader));
  const hidden = guardedOf(def).filter((guard) => !isAllowed(reader, guard.tag));
  if (!hidden.length) return rows;
  return rows.map((row) => ({ ...row, ...Object.fromEntries(hidden.map((guard) => [guard.name, null])) }));
}
