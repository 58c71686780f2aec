import { LANGUAGES } from '../constants.ts';
import { isBespokeTarget } from './bespoke-targets.ts';
import { actionProblems } from './check-actions.ts';
import { keptFieldProblems, uniqueTogetherProblems, withinProblems } from './check-computed.ts';
import { timerProblems } from './timers.ts';
import { workflowProblems } from './workflow-check.ts';
import {
  FIELD_SUBS,
  RANGE_KINDS,
  REFERENCE_KINDS,
  TEXT_KINDS,
  type CollectionDef,
  type FieldDef,
  type Text,
} from './define.ts';

/**
 * Definitions checked before anything is built from them (issue 28, as Payload's sanitize step): the API's start
 * stops on a bad one with a message naming the collection and the field, instead of a table, a route or a screen
 * failing later on a reference to nothing.
 */

/** Names the engine writes itself or the list's query string takes: no field may be called so. */
const RESERVED_NAMES: ReadonlySet<string> = new Set([
  'id',
  'client_id',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'search_key',
  'labels',
  'sort',
  'search',
  'format',
  'page',
  'per_page',
  'cursor',
]);

/** Kinds a list cannot order by (no single comparable column). */
const UNSORTABLE_KINDS: ReadonlySet<string> = new Set(['longtext', 'richtext', 'tags', 'image', 'file', 'audience']);

const ENTITY_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const FIELD_NAME = /^[a-z][a-z0-9_]*$/;
const PARENT_PARAM = /^[a-z][a-z0-9_]*_id$/;

/** One fault of one definition: `where` is `entity` or `entity.field`. */
export interface DefinitionProblem {
  where: string;
  message: string;
}

/** Raised at start when a definition is faulty; its message lists every fault, one per line. */
export class DefinitionError extends Error {
  constructor(readonly problems: readonly DefinitionProblem[]) {
    super(
      `Invalid collection definitions:\n${problems.map((problem) => `  ${problem.where}: ${problem.message}`).join('\n')}`,
    );
    this.name = 'DefinitionError';
  }
}

const missingLanguages = (text: Text | undefined): string[] => LANGUAGES.filter((lang) => !(text?.[lang] ?? '').trim());

function fieldProblems(def: CollectionDef, field: FieldDef, byEntity: ReadonlyMap<string, CollectionDef>): string[] {
  const problems: string[] = [...keptFieldProblems(def, field, byEntity), ...withinProblems(def, field, byEntity)];
  const names = new Set(def.fields.map((other) => other.name));
  if (!FIELD_NAME.test(field.name)) problems.push('the name must be lower snake case');
  // A read-only view (the audit log) shows the stamps its rows were written with.
  if (RESERVED_NAMES.has(field.name) && !(def.readOnly && field.name === 'created_at'))
    problems.push('the name is reserved by the engine');
  const untranslated = missingLanguages(field.label);
  if (untranslated.length) problems.push(`the label has no text in ${untranslated.join(', ')}`);
  if (field.searchable && !TEXT_KINDS.has(field.kind)) problems.push(`a ${field.kind} field cannot be searched`);
  if (field.sortable && UNSORTABLE_KINDS.has(field.kind)) problems.push(`a ${field.kind} field cannot be sorted`);
  if (field.kind === 'enum' || (field.kind === 'tags' && field.options)) {
    const values = (field.options ?? []).map((option) => option.value);
    if (!values.length) problems.push(field.kind === 'enum' ? 'an enum needs options' : 'tags with options need some');
    if (new Set(values).size !== values.length) problems.push('two options share a value');
    for (const option of field.options ?? []) {
      const missing = missingLanguages(option.label);
      if (missing.length) problems.push(`option "${option.value}" has no label in ${missing.join(', ')}`);
    }
    if (field.default !== undefined && !values.includes(String(field.default)))
      problems.push(`the default "${String(field.default)}" is not one of its options (${values.join(', ')})`);
  }
  if (field.requiredWhen) {
    const on = def.fields.find((other) => other.name === field.requiredWhen!.field);
    const values = (on?.options ?? []).map((option) => option.value);
    if (on?.kind !== 'enum')
      problems.push(`it is required by "${field.requiredWhen.field}", which is not an enum field`);
    else if (!field.requiredWhen.equals.length || field.requiredWhen.equals.some((value) => !values.includes(value)))
      problems.push(`it is required by values that are not options of "${on.name}" (${values.join(', ')})`);
    if (field.required) problems.push('it is required always and by a condition');
  }
  if (field.multiple) problems.push(...multipleProblems(field));
  if (field.kind === 'audience' && field.filterable) problems.push('an audience cannot be filtered');
  if (field.reveal !== undefined) {
    if (!(field.reveal in FIELD_SUBS)) problems.push(`the sub-tag "${field.reveal}" that reveals it has no label`);
    // Ordering, narrowing or searching by a hidden value would tell it.
    if (field.sortable || field.filterable || field.searchable)
      problems.push('a field shown only with a sub-tag cannot be sorted, filtered or searched');
  }
  if (field.kind === 'reference' && !byEntity.has(field.target ?? '') && !isBespokeTarget(field.target))
    problems.push(`the target "${field.target ?? ''}" is not a collection`);
  if (field.multiple && isBespokeTarget(field.target))
    problems.push(`a multiple field cannot name rows of "${field.target}" (not a collection)`);
  if (field.min !== undefined && field.max !== undefined && field.min > field.max)
    problems.push(`min ${field.min} is above max ${field.max}`);
  if (field.filterable && RANGE_KINDS.has(field.kind) && names.has(`${field.name}_min`))
    problems.push(`its range filter's "${field.name}_min" is taken by another field`);
  return problems;
}

/** A field of many ids is a set in a table of its own: it has no column to be unique, ordered or computed by. */
function multipleProblems(field: FieldDef): string[] {
  const problems: string[] = [];
  if (!REFERENCE_KINDS.has(field.kind)) problems.push(`a ${field.kind} field cannot hold many values (multiple)`);
  if (field.unique) problems.push('a multiple field cannot be unique');
  if (field.sortable) problems.push('a multiple field cannot be sorted');
  if (field.computed || field.generated || field.derived) problems.push('a multiple field cannot be computed');
  if (field.within) problems.push('a multiple field cannot be checked within another row');
  return problems;
}

function collectionProblems(def: CollectionDef, byEntity: ReadonlyMap<string, CollectionDef>): string[] {
  const problems: string[] = [];
  if (!ENTITY_NAME.test(def.entity)) problems.push('the entity must be kebab case');
  for (const [what, text] of [
    ['label', def.label],
    ['item', def.item],
    ['description', def.description],
  ] as const) {
    const missing = missingLanguages(text);
    if (missing.length) problems.push(`the ${what} has no text in ${missing.join(', ')}`);
  }
  if (!def.fields.length) problems.push('it has no fields');
  const seen = new Set<string>();
  for (const field of def.fields) {
    if (seen.has(field.name)) problems.push(`the field "${field.name}" is declared twice`);
    seen.add(field.name);
  }
  const fieldNamed = (name: string) => def.fields.find((field) => field.name === name);
  const title = fieldNamed(def.title);
  if (!title) problems.push(`the title "${def.title}" is not one of its fields`);
  else if (!TEXT_KINDS.has(title.kind) || title.kind === 'richtext')
    problems.push(`the title "${def.title}" is a ${title.kind}, not text`);
  // Versions are listed and restored at /<entity>/<id>/versions, the path of a writable top-level collection.
  if (def.versions && (def.readOnly || def.parent))
    problems.push('versions are kept for writable top-level collections');
  if (def.sort && !fieldNamed(def.sort.field)?.sortable)
    problems.push(`the default order's field "${def.sort.field}" is not a sortable field`);
  if (def.import) {
    const key = fieldNamed(def.import.key);
    if (!key?.required || !key.unique)
      problems.push(`the import key "${def.import.key}" is not a required unique field`);
  }
  for (const { start, end } of def.periods ?? []) {
    const [from, to] = [fieldNamed(start), fieldNamed(end)];
    if (!from || !to) problems.push(`the period ${start} → ${end} names a field it does not have`);
    else if (from.kind !== to.kind || !['date', 'datetime'].includes(from.kind))
      problems.push(`the period ${start} → ${end} needs two date fields or two date-time fields`);
  }
  problems.push(...uniqueTogetherProblems(def), ...actionProblems(def));
  if (def.parent) {
    if (!byEntity.has(def.parent.entity)) problems.push(`the parent "${def.parent.entity}" is not a collection`);
    if (!PARENT_PARAM.test(def.parent.param))
      problems.push(`the parent's parameter "${def.parent.param}" must end in _id`);
    if (seen.has(def.parent.param)) problems.push(`the parent's parameter "${def.parent.param}" is also a field`);
    const chain = new Set<string>();
    for (let at = byEntity.get(def.parent.entity); at; at = at.parent && byEntity.get(at.parent.entity)) {
      if (at.entity === def.entity || chain.has(at.entity)) {
        problems.push('its parents form a loop');
        break;
      }
      chain.add(at.entity);
    }
  }
  return problems;
}

/** Every fault of the definitions, collection by collection and field by field; none when they can be built. */
export function definitionProblems(defs: readonly CollectionDef[]): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const byEntity = new Map<string, CollectionDef>();
  const tags = new Set<string>();
  for (const def of defs) {
    if (byEntity.has(def.entity)) problems.push({ where: def.entity, message: 'the entity is declared twice' });
    if (tags.has(def.tag)) problems.push({ where: def.entity, message: `the tag "${def.tag}" is already taken` });
    byEntity.set(def.entity, def);
    tags.add(def.tag);
  }
  for (const def of defs) {
    for (const message of collectionProblems(def, byEntity)) problems.push({ where: def.entity, message });
    for (const field of def.fields)
      for (const message of fieldProblems(def, field, byEntity))
        problems.push({ where: `${def.entity}.${field.name}`, message });
    for (const [field, message] of workflowProblems(def, byEntity))
      problems.push({ where: `${def.entity}.${field}`, message });
    for (const [field, message] of timerProblems(def)) problems.push({ where: `${def.entity}.${field}`, message });
  }
  return problems;
}

/** Throws a DefinitionError listing every fault, so a start stops before building anything from them. */
export function checkDefinitions(defs: readonly CollectionDef[]): void {
  const problems = definitionProblems(defs);
  if (problems.length) throw new DefinitionError(problems);
}
