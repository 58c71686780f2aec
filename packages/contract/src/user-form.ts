import { z } from 'zod';
import { ok } from './envelope.ts';
import { FORM_FIELD_TYPES, formField, strict, type FormField } from './users.ts';

/** The standard fields every client's user form has; name and e-mail are core (always required and active). */
export const STANDARD_FIELD_KEYS = [
  'name',
  'email',
  'cpf',
  'phone',
  'birth_date',
  'postal_code',
  'address',
  'group_id',
  'regional_id',
] as const;
export type StandardFieldKey = (typeof STANDARD_FIELD_KEYS)[number];
export const CORE_FIELD_KEYS: readonly string[] = ['name', 'email'] satisfies StandardFieldKey[];
/**
 * A user's personal data (issue 27): the audit log shows these masked to readers who do not hold 'usuarios', in any
 * entry's before and after (also under the list's names user_email, user_cpf, user_phone).
 */
export const SENSITIVE_USER_FIELDS: readonly string[] = ['email', 'cpf', 'phone'] satisfies StandardFieldKey[];
/** Standard selects whose options are the client's groups and regionals. */
export const DERIVED_OPTION_KEYS: readonly string[] = ['group_id', 'regional_id'] satisfies StandardFieldKey[];
/** An address is a structured standard field; a custom field cannot be one. */
export const CUSTOM_FIELD_TYPES = FORM_FIELD_TYPES.filter((t) => t !== 'address') as Exclude<
  (typeof FORM_FIELD_TYPES)[number],
  'address'
>[];
export const FIELD_LABEL_MAX = 80;
export const FIELD_OPTIONS_MAX = 100;

export const FORM_FIELD_MESSAGES = {
  key: 'Chave inválida: letras minúsculas, números e _, começando por letra (até 50).',
  keyStandard: 'Esta chave é de um campo padrão.',
  keyTaken: 'Já existe um campo com esta chave.',
  label: `Informe o rótulo (1 a ${FIELD_LABEL_MAX} caracteres).`,
  type: 'Tipo de campo inválido.',
  order: 'Ordem inválida.',
  optionsRequired: 'Informe ao menos uma opção.',
  optionsNotAllowed: 'Só campos do tipo lista têm opções.',
  optionsDerived: 'As opções deste campo vêm dos grupos e regionais cadastrados.',
  optionValue: 'Informe o valor da opção.',
  optionLabel: 'Informe o texto da opção.',
  optionDuplicate: 'Valores de opção repetidos.',
  core: 'Nome e e-mail são sempre obrigatórios e ativos.',
} as const;

const M = FORM_FIELD_MESSAGES;
const label = z.string().trim().min(1, M.label).max(FIELD_LABEL_MAX, M.label);
const order = z.number({ error: M.order }).int(M.order).min(0, M.order).max(1_000_000, M.order);
export const fieldOption = strict({
  value: z.string().trim().min(1, M.optionValue).max(FIELD_LABEL_MAX),
  label: z.string().trim().min(1, M.optionLabel).max(FIELD_LABEL_MAX),
});
export const fieldOptions = z
  .array(fieldOption)
  .min(1, M.optionsRequired)
  .max(FIELD_OPTIONS_MAX)
  .refine((list) => new Set(list.map((o) => o.value)).size === list.length, M.optionDuplicate);

/** The interface languages a field's label may be given in besides Portuguese (its `label`). */
export const FIELD_LABEL_LANGUAGES = ['en', 'es'] as const;
export type FieldLabelLanguage = (typeof FIELD_LABEL_LANGUAGES)[number];
const translatedLabel = z.string().trim().max(FIELD_LABEL_MAX, M.label);
/** A field's label per other language; a blank one is none (the Portuguese label shows). */
export const fieldLabels = strict({ en: translatedLabel.optional(), es: translatedLabel.optional() });
export type FieldLabels = z.infer<typeof fieldLabels>;

/** The labels worth keeping: the non-blank ones, or null when none is left. */
export function keptLabels(labels: FieldLabels | undefined): FieldLabels | null {
  const kept: FieldLabels = {};
  for (const lang of FIELD_LABEL_LANGUAGES) {
    const text = labels?.[lang]?.trim();
    if (text) kept[lang] = text;
  }
  return Object.keys(kept).length ? kept : null;
}

/** A field's label in a language: its own there if given, else the Portuguese one. */
export const labelIn = (field: Pick<FormField, 'label' | 'labels'>, language: string): string =>
  field.labels?.[language as FieldLabelLanguage]?.trim() || field.label;

/** POST /api/v2/admin/user/form: a custom field of the client's user form. */
export const formFieldCreateBody = strict({
  key: z
    .string({ error: M.key })
    .regex(/^[a-z][a-z0-9_]{0,49}$/, M.key)
    .refine((key) => !(STANDARD_FIELD_KEYS as readonly string[]).includes(key), M.keyStandard),
  label,
  labels: fieldLabels.optional(),
  type: z.enum(CUSTOM_FIELD_TYPES, { error: M.type }),
  required: z.boolean().optional(),
  options: fieldOptions.optional(),
  order: order.optional(),
}).superRefine((body, ctx) => {
  if (body.type === 'select' && !body.options)
    ctx.addIssue({ code: 'custom', path: ['options'], message: M.optionsRequired });
  if (body.type !== 'select' && body.options)
    ctx.addIssue({ code: 'custom', path: ['options'], message: M.optionsNotAllowed });
});
export type FormFieldCreateBody = z.infer<typeof formFieldCreateBody>;

/** PUT /api/v2/admin/user/form/{key}: any subset; a field's key and type never change. */
export const formFieldUpdateBody = strict({
  label: label.optional(),
  labels: fieldLabels.optional(),
  required: z.boolean().optional(),
  active: z.boolean().optional(),
  order: order.optional(),
  options: fieldOptions.optional(),
});
export type FormFieldUpdateBody = z.infer<typeof formFieldUpdateBody>;

export const formFieldParams = z.object({ key: z.string().max(50) });
export const formFieldResponse = ok(formField);

/** A key for a new field from its label: 'Tamanho da camiseta' -> 'tamanho_da_camiseta'. */
export function suggestFieldKey(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '');
  return words.slice(0, 50).replace(/_+$/, '');
}
