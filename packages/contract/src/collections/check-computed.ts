import type { CollectionDef, FieldDef, FieldKind } from './define.ts';

/**
 * The start checks of what the platform keeps (computed.ts): an aggregate over a missing child, a formula reading a
 * field the row lacks, a generated value that is not unique, a compound uniqueness over a field that is not there.
 */

const NUMERIC: ReadonlySet<FieldKind> = new Set(['integer', 'decimal', 'money']);

/** Where a child collection names its parent row: its parent's parameter, or a reference field to the parent. */
function viaColumn(child: CollectionDef, parentEntity: string, via: string): boolean {
  if (child.parent?.entity === parentEntity && child.parent.param === via) return true;
  return child.fields.some((f) => f.name === via && f.kind === 'reference' && f.target === parentEntity);
}

function aggregateProblems(
  def: CollectionDef,
  field: FieldDef,
  byEntity: ReadonlyMap<string, CollectionDef>,
): string[] {
  const aggregate = field.computed!.aggregate!;
  const child = byEntity.get(aggregate.from);
  if (!child) return [`it counts over "${aggregate.from}", which is not a collection`];
  const problems: string[] = [];
  if (!viaColumn(child, def.entity, aggregate.via))
    problems.push(`"${aggregate.from}.${aggregate.via}" does not reference ${def.entity}`);
  if (aggregate.op === 'count') {
    if (field.kind !== 'integer') problems.push('a count is an integer field');
    if (aggregate.of) problems.push('a count reads no field ("of")');
  } else {
    const of = child.fields.find((f) => f.name === aggregate.of);
    if (!of || !NUMERIC.has(of.kind))
      problems.push(`the ${aggregate.op} reads "${aggregate.from}.${aggregate.of ?? ''}", which is not a number field`);
    else if (aggregate.op !== 'avg' && of.kind !== field.kind)
      problems.push(`a ${aggregate.op} of a ${of.kind} field is a ${of.kind} field`);
    else if (aggregate.op === 'avg' && field.kind !== 'decimal') problems.push('an average is a decimal field');
  }
  if (aggregate.where) {
    const on = child.fields.find((f) => f.name === aggregate.where!.field);
    const values = (on?.options ?? []).map((o) => o.value);
    if (on?.kind !== 'enum') problems.push(`its filter's "${aggregate.where.field}" is not an enum of ${child.entity}`);
    else if (!aggregate.where.in.length || aggregate.where.in.some((v) => !values.includes(v)))
      problems.push(`its filter names values that are not options of "${child.entity}.${on.name}"`);
  }
  return problems;
}

const unknownReads = (def: CollectionDef, reads: readonly string[], self: string): string[] =>
  reads.filter((name) => name === self || !def.fields.some((f) => f.name === name));

/** The faults of a field the platform computes, generates or settles; none for other fields. */
export function keptFieldProblems(
  def: CollectionDef,
  field: FieldDef,
  byEntity: ReadonlyMap<string, CollectionDef>,
): string[] {
  const problems: string[] = [];
  const { computed, generated, derived } = field;
  if ([computed, generated, derived].filter(Boolean).length > 1)
    problems.push('it is at most one of computed, generated and derived');
  if ((computed ?? generated) && (field.required || field.requiredWhen))
    problems.push('a field the platform fills is not required of the writer');
  if (computed) {
    if (Boolean(computed.aggregate) === Boolean(computed.formula))
      problems.push('it is computed by exactly one of an aggregate and a formula');
    else if (computed.aggregate) problems.push(...aggregateProblems(def, field, byEntity));
    else {
      const unknown = unknownReads(def, computed.formula!.reads, field.name);
      if (unknown.length) problems.push(`its formula reads fields it cannot: ${unknown.join(', ')}`);
    }
  }
  if (derived) {
    if (field.kind !== 'enum') problems.push('a derived value is an enum field');
    const unknown = unknownReads(def, derived.reads, field.name);
    if (unknown.length) problems.push(`its derivation reads fields it cannot: ${unknown.join(', ')}`);
  }
  if (generated) {
    if (field.kind !== 'text') problems.push('a generated value is a text field');
    if (!field.unique) problems.push('a generated value is unique');
    if ('sequence' in generated && !/^[A-Z]{2,6}$/.test(generated.sequence))
      problems.push('a sequence prefix is 2 to 6 capital letters');
    if ('code' in generated && !(generated.code >= 6 && generated.code <= 32))
      problems.push('a code has 6 to 32 characters');
    if ('slug' in generated && def.fields.find((f) => f.name === generated.slug)?.kind !== 'text')
      problems.push(`its slug is made from "${generated.slug}", which is not a text field`);
  }
  return problems;
}

/** The faults of a reference that must stay within a row of another collection (FieldDef.within). */
export function withinProblems(
  def: CollectionDef,
  field: FieldDef,
  byEntity: ReadonlyMap<string, CollectionDef>,
): string[] {
  if (!field.within) return [];
  if (field.kind !== 'reference') return ['only a reference stays within a row'];
  if (byEntity.get(field.target ?? '')?.parent?.entity !== field.within)
    return [`its target's parent is not "${field.within}"`];
  const parent = def.parent && byEntity.get(def.parent.entity);
  if (def.parent?.entity !== field.within && parent?.parent?.entity !== field.within)
    return [`its row's parent is not "${field.within}" nor a child of it`];
  return [];
}

/** The faults of a definition's compound uniqueness. */
export function uniqueTogetherProblems(def: CollectionDef): string[] {
  const names = new Set([...def.fields.map((f) => f.name), ...(def.parent ? [def.parent.param] : [])]);
  return (def.uniqueTogether ?? []).flatMap((set) => {
    if (set.length < 2 || new Set(set).size !== set.length)
      return [`a unique set names two or more distinct fields (${set.join(', ')})`];
    const unknown = set.filter((name) => !names.has(name));
    return unknown.length ? [`the unique set (${set.join(', ')}) names what it lacks: ${unknown.join(', ')}`] : [];
  });
}
