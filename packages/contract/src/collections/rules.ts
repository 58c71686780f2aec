import type { CollectionDef } from './define.ts';

/**
 * Rules across a row's fields (issue 28): a period's end not before its start, a field required while another holds
 * one of some values. The schemas check them on a body, the API on a stored row merged with an update, the console's
 * form on the record it shows; each fault lands on one field, with the contract message named by `message`.
 */

export interface RuleFault {
  field: string;
  message: 'periodEnd' | 'required';
}

interface Rule extends RuleFault {
  /** Every field the rule reads: a partial body (an update) is checked only when it carries them all. */
  reads: readonly string[];
  broken: (values: Readonly<Record<string, unknown>>) => boolean;
}

const moment = (value: unknown) => (typeof value === 'string' && value ? Date.parse(value) : Number.NaN);
const blank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Each definition's rules, made once: every create, update and form validation reads them. */
const made = new WeakMap<CollectionDef, readonly Rule[]>();
function rulesOf(def: CollectionDef): readonly Rule[] {
  let rules = made.get(def);
  if (!rules) made.set(def, (rules = makeRules(def)));
  return rules;
}

function makeRules(def: CollectionDef): Rule[] {
  const periods = (def.periods ?? []).map(({ start, end }): Rule => ({
    field: end,
    message: 'periodEnd',
    reads: [start, end],
    broken: (values) => moment(values[end]) < moment(values[start]),
  }));
  const conditional = def.fields.flatMap(({ name, requiredWhen }) =>
    requiredWhen
      ? [
          {
            field: name,
            message: 'required' as const,
            reads: [requiredWhen.field, name],
            broken: (values: Readonly<Record<string, unknown>>) =>
              requiredWhen.equals.includes(String(values[requiredWhen.field])) && blank(values[name]),
          },
        ]
      : [],
  );
  return [...periods, ...conditional];
}

/** Whether a definition has any rule across fields. */
export const hasRowRules = (def: CollectionDef): boolean => rulesOf(def).length > 0;

/**
 * The faults of `values` (a whole row, or with `partial` a body of some fields); rules reading a field named in
 * `skip` (one already refused for its own value) are left out.
 */
export function ruleFaults(
  def: CollectionDef,
  values: Readonly<Record<string, unknown>>,
  options: { partial?: boolean; skip?: ReadonlySet<string> } = {},
): RuleFault[] {
  return rulesOf(def)
    .filter((rule) => !options.partial || rule.reads.every((name) => name in values))
    .filter((rule) => !rule.reads.some((name) => options.skip?.has(name)) && rule.broken(values))
    .map(({ field, message }) => ({ field, message }));
}
