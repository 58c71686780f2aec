import type { FormField } from '@console/contract';
import type { FormDefinition } from '../../../lib/user-form.ts';

export { optionsOf, type FormDefinition } from '../../../lib/user-form.ts';

/** The fields in the order the client set. */
export const orderedFields = (definition: FormDefinition): FormField[] =>
  [...definition.fields].sort((a, b) => a.order - b.order || Number(a.custom) - Number(b.custom));

export const isRequired = (definition: FormDefinition, field: FormField): boolean =>
  field.required || definition.required.includes(field.key);
