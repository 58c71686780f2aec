import { LANGUAGES } from '../constants.ts';
import { COLLECTION_SUBS, type CollectionDef, type Text } from './define.ts';

/**
 * The start checks of a collection's declared actions (actions.ts): a sub-tag of their own that no standard one takes,
 * texts in the three languages, somewhere to be offered, an input form of plain fields, a row condition on an enum.
 */

const ACTION_NAME = /^[a-z][a-z0-9_]*$/;
const RESERVED: ReadonlySet<string> = new Set([...COLLECTION_SUBS, 'importar']);

const untranslated = (text: Text | undefined): boolean => LANGUAGES.some((lang) => !(text?.[lang] ?? '').trim());

export function actionProblems(def: CollectionDef): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const action of def.actions ?? []) {
    const at = `the action "${action.name}"`;
    if (!ACTION_NAME.test(action.name)) problems.push(`${at} must be named in lower snake case`);
    if (RESERVED.has(action.name)) problems.push(`${at} takes the name of a standard sub-tag`);
    if (seen.has(action.name)) problems.push(`${at} is declared twice`);
    seen.add(action.name);
    if (untranslated(action.label)) problems.push(`${at} has a label missing a language`);
    if (action.confirm && untranslated(action.confirm)) problems.push(`${at} has a confirmation missing a language`);
    if (!action.on.length) problems.push(`${at} is offered nowhere (on: row, bulk)`);
    for (const field of action.input ?? [])
      if (field.kind === 'image' || field.kind === 'file' || field.computed || field.generated)
        problems.push(`${at} asks for "${field.name}", which a form of the action cannot take`);
    if (action.when) {
      const on = def.fields.find((f) => f.name === action.when!.field);
      const values = (on?.options ?? []).map((o) => o.value);
      if (on?.kind !== 'enum' || action.when.in.some((value) => !values.includes(value)))
        problems.push(`${at} is offered by values that are not options of an enum "${action.when.field}"`);
    }
  }
  return problems;
}
