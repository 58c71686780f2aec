import {
  COLLECTION_MESSAGES,
  createSchema,
  isKeptField,
  ruleFaults,
  updateSchema,
  type CollectionDef,
} from '@console/contract';
import { invalid } from '../../platform/errors.ts';
import { sanitizedBody } from './rich-text.ts';

/** A create or update body as the service writes it: parsed by the definition's schema, 422 by field otherwise. */

/** A create body with the definition's defaults in the fields it leaves out (before validation: required fields may have one). */
function withDefaults(def: CollectionDef, raw: unknown): unknown {
  if (raw === null || raw === undefined || typeof raw !== 'object' || Array.isArray(raw))
    return raw ?? withDefaults(def, {});
  const body: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const field of def.fields)
    if (body[field.name] === undefined && field.default !== undefined && !isKeptField(field))
      body[field.name] = field.default;
  return body;
}

/** The defaults of the fields only the platform writes (a mark starts false), added after the body is checked. */
const systemDefaults = (def: CollectionDef): Record<string, unknown> =>
  Object.fromEntries(
    def.fields.filter((field) => field.system && field.default !== undefined).map((f) => [f.name, f.default]),
  );

/** A body through a definition's schema: 422 by field (the field's name, also for an item of a list), in Portuguese. */
function parse(schema: ReturnType<typeof createSchema>, raw: unknown): Record<string, unknown> {
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  throw invalid(errors);
}

/** The body of a create, defaults filled in. */
export const createBody = (def: CollectionDef, raw: unknown): Record<string, unknown> => ({
  ...parse(createSchema(def), sanitizedBody(def, withDefaults(def, raw))),
  ...systemDefaults(def),
});

/** The body of an update (any subset of the fields). */
export const updateBody = (def: CollectionDef, raw: unknown): Record<string, unknown> =>
  parse(updateSchema(def), sanitizedBody(def, raw));

/**
 * Rules across fields over the record as an update would leave it (`stored` as answered, then the body): an end sent
 * alone against the stored start, a type changed without the field it then needs.
 */
export function checkRules(def: CollectionDef, stored: Record<string, unknown>, body: Record<string, unknown>): void {
  const faults = ruleFaults(def, { ...stored, ...body });
  if (faults.length)
    throw invalid(Object.fromEntries(faults.map((fault) => [fault.field, [COLLECTION_MESSAGES[fault.message]]])));
}
