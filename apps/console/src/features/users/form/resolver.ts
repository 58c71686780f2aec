import { toNestErrors } from '@hookform/resolvers';
import type { Control, FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  USER_MESSAGES,
  cpfSchema,
  parseBrDate,
  phoneSchema,
  postalCodeSchema,
  userCreateBody,
  userUpdateBody,
  type CustomFieldValue,
  type FormField,
  type UserCreateBody,
  type UserUpdateBody,
} from '@console/contract';
import { isRequired, type FormDefinition } from './definition.ts';
import { ADDRESS_PARTS, changedBody, createBody, type UserFormValues } from './values.ts';

export type UserFormMode = 'create' | 'update';

/** What a valid form submits: the body the contract accepts and, on create, the welcome e-mail choice. */
export interface UserSubmit {
  body: UserCreateBody | UserUpdateBody;
  sendWelcome: boolean;
}

export type UserFormControl = Control<UserFormValues, unknown, UserSubmit>;

const MESSAGE_KEYS = new Map<string, string>(Object.entries(USER_MESSAGES).map(([key, message]) => [message, key]));

/** The contract's (Portuguese) field messages in the interface language; any other message as it came. */
export const translateMessage = (t: TFunction, message: string): string => {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(`users.validation.${key}`) : message;
};

/** A custom field's value by its type, checked as the API's user form checks it (checkCustomValue). */
function customSchema(field: FormField, t: TFunction): z.ZodType<CustomFieldValue> {
  const invalid = t('users.validation.invalidValue');
  switch (field.type) {
    case 'checkbox':
      return z.boolean({ error: invalid });
    case 'number':
      return z.number({ error: invalid });
    case 'select':
      return z
        .string()
        .refine((value) => field.options?.some((option) => option.value === value) ?? false, USER_MESSAGES.option);
    case 'cpf':
      return cpfSchema;
    case 'phone':
      return phoneSchema;
    case 'cep':
      return postalCodeSchema;
    case 'date':
      return z.string().refine((value) => parseBrDate(value) !== null, t('users.validation.invalidDate'));
    case 'email':
      return userCreateBody.shape.email;
    default:
      return z.string().max(2000);
  }
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Validates like the server: the body that would be sent (all filled fields on create, the changed ones on update)
 * against userCreateBody / userUpdateBody, the required fields of the client's form definition, and each custom
 * value against its type. Messages sit on the form's field names (body paths: cpf, address.street, fields.key).
 */
export function userFormResolver(
  definition: FormDefinition,
  mode: UserFormMode,
  initial: UserFormValues,
  t: TFunction,
): Resolver<UserFormValues, unknown, UserSubmit> {
  const customs = new Map(definition.fields.filter((field) => field.custom).map((field) => [field.key, field]));
  return async (values, _context, options): Promise<ResolverResult<UserFormValues, UserSubmit>> => {
    const body = mode === 'create' ? createBody(definition, values) : changedBody(definition, values, initial);
    const sentFields = (body.fields ?? {}) as Record<string, CustomFieldValue>;
    const errors = new Map<string, string>();
    // The first message of a field wins: 'Campo obrigatório.' before a format message.
    const add = (path: string, message: string) => {
      if (!errors.has(path)) errors.set(path, translateMessage(t, message));
    };

    for (const field of definition.fields) {
      if (!isRequired(definition, field)) continue;
      const holder: Record<string, unknown> = field.custom ? sentFields : body;
      // An update may leave a required field alone, never empty it.
      if ((mode === 'create' || Object.hasOwn(holder, field.key)) && isBlank(holder[field.key]))
        add(field.custom ? `fields.${field.key}` : field.key, USER_MESSAGES.required);
    }
    const parsed = (mode === 'create' ? userCreateBody : userUpdateBody).safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path.join('.') || 'root', issue.message);
    const custom: Record<string, CustomFieldValue> = {};
    for (const [key, value] of Object.entries(sentFields)) {
      const field = customs.get(key);
      if (!field || value === null) {
        custom[key] = value;
        continue;
      }
      const result = customSchema(field, t).safeParse(value);
      if (result.success) custom[key] = result.data;
      else add(`fields.${key}`, result.error.issues[0]?.message ?? t('users.validation.invalidValue'));
    }

    if (errors.size || !parsed.success) {
      const flat: FieldErrors = Object.fromEntries(
        [...errors].map(([path, message]) => [path, { type: 'validate', message }]),
      );
      return { values: {}, errors: toNestErrors(flat, options) };
    }
    const valid = body.fields ? { ...parsed.data, fields: custom } : parsed.data;
    return { values: { body: valid, sendWelcome: mode === 'create' && values.send_welcome_email }, errors: {} };
  };
}

/** The names the form shows a message on; a server error under any other key is shown above the form. */
export function fieldNames(definition: FormDefinition): Set<string> {
  const names = new Set(['picture', 'status', 'password']);
  for (const field of definition.fields) {
    if (field.custom) names.add(`fields.${field.key}`);
    else if (field.key === 'address')
      for (const part of ['', ...ADDRESS_PARTS.map((name) => `.${name}`)]) names.add(`address${part}`);
    else names.add(field.key);
  }
  return names;
}
