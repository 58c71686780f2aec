import type { CollectionFieldMeta, CollectionMeta, CollectionRow } from '@console/contract';

/**
 * The status control of a collection with a workflow (issue 28) offers what the reader may choose: on a new record
 * the states it may start in, on a stored one its current state and those the reader may move it to. The server
 * refuses anything else (409, shown on the field); the other fields are as the metadata gives them.
 */
export function workflowField(
  meta: Pick<CollectionMeta, 'workflow'>,
  field: CollectionFieldMeta,
  record: Pick<CollectionRow, string> | null,
): CollectionFieldMeta {
  const flow = meta.workflow;
  if (!flow || flow.field !== field.name || !field.options) return field;
  const current = record?.[field.name];
  const allowed = new Set(
    current === undefined || current === null ? flow.initial : [String(current), ...(flow.next[String(current)] ?? [])],
  );
  return { ...field, options: field.options.filter((option) => allowed.has(option.value)) };
}
