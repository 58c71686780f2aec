import { parseAudience, richTextPlain, type CollectionDef, type FieldDef } from '@console/contract';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { searchKey } from '../search-keys.ts';
import { hasSearchKey, searchableFields } from './layout.ts';

/**
 * Between the API's values and the stored ones: money in cents, booleans as 0/1, tags as JSON text, date-times as
 * ISO text (PostgreSQL answers the audit log's timestamps as dates).
 */

export function toStored(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'money':
      return Math.round(Number(value) * 100);
    case 'boolean':
      return value ? 1 : 0;
    case 'tags':
    case 'audience':
      return JSON.stringify(value);
    case 'user':
    case 'reference':
      // Many ids stay an array: the write path puts them in the field's table of links.
      return Array.isArray(value) ? value.map(Number) : value;
    case 'richtext':
      // Whatever wrote it (a form, an import), stored rich text holds only the editor's tags.
      return sanitizeRichText(String(value));
    default:
      return value;
  }
}

export function fromStored(field: FieldDef, value: unknown): unknown {
  // A multiple field's ids come from its table of links (modules/collections/links-repo.ts), already an array.
  if (field.multiple) return Array.isArray(value) ? value.map(Number) : [];
  if (field.kind === 'tags') return typeof value === 'string' ? (JSON.parse(value) as string[]) : [];
  if (field.kind === 'audience') return parseAudience(value);
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'money':
      return Number(value) / 100;
    case 'boolean':
      return Boolean(Number(value));
    case 'integer':
    case 'decimal':
    case 'user':
    case 'reference':
      return Number(value);
    default:
      return value instanceof Date ? value.toISOString() : String(value);
  }
}

/** The stored columns of a parsed body (only the keys it holds), with search_key when a searchable field moves. */
export function storedValues(
  def: CollectionDef,
  body: Record<string, unknown>,
  current?: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of def.fields)
    if (field.name in body && body[field.name] !== undefined) out[field.name] = toStored(field, body[field.name]);
  if (def.parent && body[def.parent.param] !== undefined) out[def.parent.param] = body[def.parent.param];
  if (hasSearchKey(def)) {
    const fields = searchableFields(def);
    // A rich text is searched by its words, not its tags and attributes.
    const text = (f: FieldDef) => {
      const value = String((f.name in out ? out[f.name] : current?.[f.name]) ?? '');
      return f.kind === 'richtext' ? richTextPlain(value) : value;
    };
    if (!current || fields.some((f) => f.name in out)) out.search_key = searchKey(fields.map(text).join(' '));
  }
  return out;
}
