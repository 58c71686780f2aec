import type { FormField } from '@console/contract';

/** What GET /api/v2/admin/user/form answers: the active fields and the keys they require. */
export interface FormDefinition {
  fields: FormField[];
  required: string[];
}

/** The standard select fields whose options the list filters use too. */
export type OptionKey = 'group_id' | 'regional_id';

const NO_OPTIONS: NonNullable<FormField['options']> = [];

/** The options of a select field of the form; none while the form loads or when the client hides the field. */
export const optionsOf = (definition: FormDefinition | undefined, key: OptionKey) =>
  definition?.fields.find((field) => field.key === key && !field.custom)?.options ?? NO_OPTIONS;

/** The fields in the order the client set. */
export const orderedFields = (definition: FormDefinition): FormField[] =>
  [...definition.fields].sort((a, b) => a.order - b.order || Number(a.custom) - Number(b.custom));

export const isRequired = (definition: FormDefinition, field: FormField): boolean => field.required || definition.required.includes(field.key);
