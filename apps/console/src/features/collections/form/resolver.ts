import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { TFunction } from 'i18next';
import {
  COLLECTION_MESSAGES,
  MAX_TAG_LENGTH,
  createSchema,
  ruleFaults,
  updateSchema,
  type CollectionDef,
} from '@console/contract';
import { formBody, type CollectionFormValues } from './values.ts';

type MessageKey = keyof typeof COLLECTION_MESSAGES;

/** A number the message functions are called with to learn their wording around it. */
const PROBE = 987654321;

/** Each contract message as a pattern: fixed ones whole, the ones with a number around that number. */
const PATTERNS: { key: MessageKey; prefix: string; suffix: string; fixed: boolean }[] = (
  Object.keys(COLLECTION_MESSAGES) as MessageKey[]
).map((key) => {
  const entry = COLLECTION_MESSAGES[key];
  if (typeof entry === 'string') return { key, prefix: entry, suffix: '', fixed: true };
  const [prefix = '', suffix = ''] = entry(PROBE).split(String(PROBE));
  return { key, prefix, suffix, fixed: false };
});

/**
 * The contract's (Portuguese) validation messages, as the form's schema and a Portuguese server give them, in the
 * interface language (`collection.validation.*`); any other message as it came.
 */
export function translateCollectionMessage(t: TFunction, message: string): string {
  for (const { key, prefix, suffix, fixed } of PATTERNS) {
    if (fixed) {
      if (message === prefix) return t(`collection.validation.${key}`, { max: MAX_TAG_LENGTH });
      continue;
    }
    if (!message.startsWith(prefix) || !message.endsWith(suffix)) continue;
    const number = message.slice(prefix.length, message.length - suffix.length);
    if (/^-?\d+(\.\d+)?$/.test(number)) return t(`collection.validation.${key}`, { n: Number(number) });
  }
  return message;
}

export type CollectionFormMode = 'create' | 'update';

/**
 * Validates as the API does: the body a save would send (every field on create, the changed ones on update) against
 * the contract's createSchema / updateSchema of the definition. Valid, it answers the parsed body (trimmed texts,
 * e-mails in lower case, moments in ISO); otherwise one translated message per field.
 */
export function collectionResolver(
  def: CollectionDef,
  mode: CollectionFormMode,
  initial: CollectionFormValues,
  t: TFunction,
): Resolver<CollectionFormValues, unknown, Record<string, unknown>> {
  const schema = mode === 'create' ? createSchema(def) : updateSchema(def);
  return async (values, _context, options): Promise<ResolverResult<CollectionFormValues, Record<string, unknown>>> => {
    const body = formBody(def, values, mode === 'create' ? null : initial);
    const parsed = schema.safeParse(body);
    const errors: FieldErrors = {};
    const add = (name: string, message: string) => {
      // The first message of a field wins ('Campo obrigatório.' before a format message).
      if (!errors[name]) errors[name] = { type: 'validate', message: translateCollectionMessage(t, message) };
    };
    // A new child names its parent (in the body when the path does not carry it).
    const param = def.parent?.param;
    if (mode === 'create' && param && typeof body[param] !== 'number') add(param, COLLECTION_MESSAGES.required);
    if (!parsed.success) for (const issue of parsed.error.issues) add(String(issue.path[0] ?? 'root'), issue.message);
    // An edit sends the changed fields only: rules across fields are checked on the whole record, as the API does.
    if (mode === 'update')
      for (const fault of ruleFaults(def, formBody(def, values, null)))
        add(fault.field, COLLECTION_MESSAGES[fault.message]);
    if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
