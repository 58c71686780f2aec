import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { TFunction } from 'i18next';
import {
  formFieldCreateBody,
  formFieldUpdateBody,
  type CUSTOM_FIELD_TYPES,
  type FieldLabelLanguage,
  type FormField,
  type FormFieldCreateBody,
  type FormFieldUpdateBody,
} from '@console/contract';
import { translateFieldMessage } from './field-messages.ts';

export interface FieldDialogValues {
  key: string;
  label: string;
  /** The label in English and Spanish; blank shows the Portuguese one there. */
  labels: Record<FieldLabelLanguage, string>;
  type: (typeof CUSTOM_FIELD_TYPES)[number];
  required: boolean;
  /** As typed; blank means "at the end" on create and "unchanged" on edit. */
  order: string;
  options: { value: string; label: string }[];
}

export type FieldBody = FormFieldCreateBody | FormFieldUpdateBody;

/** Only custom selects keep their own options; group and regional take theirs from their tables. */
export const editsOptions = (field: FormField | null, type: FieldDialogValues['type']) =>
  field ? field.custom && field.type === 'select' : type === 'select';

export const dialogValues = (field: FormField | null): FieldDialogValues => ({
  key: field?.key ?? '',
  label: field?.label ?? '',
  labels: { en: field?.labels?.en ?? '', es: field?.labels?.es ?? '' },
  type: field && field.type !== 'address' ? field.type : 'text',
  required: field?.required ?? false,
  order: field ? String(field.order) : '',
  options: field?.options && editsOptions(field, 'select') ? field.options : [],
});

const orderOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The body the dialog sends: the create body for a new field, label/order/options for an existing one. */
function dialogBody(field: FormField | null, values: FieldDialogValues): Record<string, unknown> {
  const options = editsOptions(field, values.type) ? { options: values.options } : {};
  if (field) return { label: values.label, labels: values.labels, order: orderOf(values.order), ...options };
  // A new field without translations sends none; an edit always sends them, so that a blank one clears it.
  const labels = Object.values(values.labels).some((text) => text.trim()) ? { labels: values.labels } : {};
  return {
    key: values.key,
    label: values.label,
    ...labels,
    type: values.type,
    required: values.required,
    order: orderOf(values.order),
    ...options,
  };
}

/** Validates the dialog with the contract's schema; messages sit on the dialog's names (options.0.value...). */
export function fieldDialogResolver(
  field: FormField | null,
  t: TFunction,
): Resolver<FieldDialogValues, unknown, FieldBody> {
  return async (values, _context, options): Promise<ResolverResult<FieldDialogValues, FieldBody>> => {
    const parsed = (field ? formFieldUpdateBody : formFieldCreateBody).safeParse(dialogBody(field, values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const flat: FieldErrors = {};
    for (const issue of parsed.error.issues)
      flat[issue.path.join('.') || 'root'] ??= { type: 'validate', message: translateFieldMessage(t, issue.message) };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
