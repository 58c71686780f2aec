import { COLLECTION_SUBS, type CollectionDef } from './define.ts';
import { START, WORKFLOW_SUBS, type SetValue } from './workflow.ts';

/**
 * A workflow's faults, for the definitions' start check (check.ts): its field must be an enum whose options are its
 * states, a new row must have a state to start in, the fields its guards and sets name must exist with the right kind,
 * and its sub-tags must be known ones, not the standard sub-tags of every collection.
 */

/** The field kind each set value writes. */
const SET_KINDS: Readonly<Record<SetValue, string>> = { now: 'datetime', today: 'date', actor: 'user' };
const STANDARD_SUBS: ReadonlySet<string> = new Set([...COLLECTION_SUBS, 'importar']);

/** Each fault as [field, message]: the workflow's status field, or the field a guard or a set names. */
export function workflowProblems(
  def: CollectionDef,
  byEntity: ReadonlyMap<string, CollectionDef>,
): [field: string, message: string][] {
  const flow = def.workflow;
  if (!flow) return [];
  const problems: [string, string][] = [];
  const field = def.fields.find((candidate) => candidate.name === flow.field);
  if (def.readOnly) problems.push([flow.field, 'a read-only collection has no workflow']);
  if (field?.kind !== 'enum') return [...problems, [flow.field, 'the workflow field is not an enum field']];
  const options = (field.options ?? []).map((option) => option.value);
  const fieldOf = (name: string) => def.fields.find((candidate) => candidate.name === name);
  if (!flow.transitions.some((move) => move.from === START))
    problems.push([flow.field, 'the workflow has no state a new row may start in']);
  if (field.default !== undefined && !flow.transitions.some((m) => m.from === START && m.to === field.default))
    problems.push([flow.field, `the default "${String(field.default)}" is not a state a new row may start in`]);
  for (const move of flow.transitions) {
    const name = `${move.from ?? 'start'} → ${move.to}`;
    for (const state of [move.from, move.to])
      if (state !== START && !options.includes(state))
        problems.push([flow.field, `the workflow state "${state}" is not one of its options (${options.join(', ')})`]);
    if (move.sub && STANDARD_SUBS.has(move.sub))
      problems.push([flow.field, `the move ${name}'s sub-tag "${move.sub}" clashes with a standard sub-tag`]);
    else if (move.sub && !WORKFLOW_SUBS[move.sub])
      problems.push([flow.field, `the move ${name}'s sub-tag "${move.sub}" has no label (WORKFLOW_SUBS)`]);
    for (const [target, value] of Object.entries(move.sets ?? {})) {
      const kind = fieldOf(target)?.kind;
      if (!kind) problems.push([target, `the move ${name} sets a field the collection does not have`]);
      else if (kind !== SET_KINDS[value])
        problems.push([target, `the move ${name} sets "${value}" into a ${kind} field (needs ${SET_KINDS[value]})`]);
    }
    for (const required of move.guards?.required ?? [])
      if (!fieldOf(required))
        problems.push([required, `the move ${name} requires a field the collection does not have`]);
    const capacity = move.guards?.capacity;
    if (capacity) {
      const parent = def.parent && byEntity.get(def.parent.entity);
      const limit = parent?.fields.find((candidate) => candidate.name === capacity.limit);
      if (limit?.kind !== 'integer')
        problems.push([capacity.limit, `the move ${name}'s capacity is not an integer field of the parent`]);
      for (const state of capacity.counting)
        if (!options.includes(state))
          problems.push([flow.field, `the move ${name}'s capacity counts "${state}", not one of its options`]);
    }
  }
  return problems;
}
