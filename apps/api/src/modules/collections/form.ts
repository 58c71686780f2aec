import type { CollectionDef, FieldDef } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import { filesRepo } from '../../platform/uploads/files-repo.ts';
import { foreignRichTextImages } from './rich-text.ts';

/**
 * A create sent as multipart/form-data (SPEC.md §7: "POST create (multipart if form data)"): text parts arrive as
 * strings and become what the JSON body would carry, by the field's kind, before the create schema validates them.
 * What does not convert stays text, so the schema answers the kind's own message.
 */

const NUMBER_KINDS = new Set(['integer', 'decimal', 'money', 'user', 'reference']);
const TRUE = new Set(['true', '1', 'on', 'sim']);
const FALSE = new Set(['false', '0', 'off', 'nao', 'não']);

function asNumber(text: string): number | string {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
}

/** A part holding JSON (a list of tags, an audience), or the text itself for the schema to refuse. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function fieldValue(field: FieldDef, texts: string[]): unknown {
  const text = texts[texts.length - 1];
  if (field.kind === 'tags') {
    // Tags come as repeated parts, or one part holding a JSON list or a comma-separated list.
    if (texts.length > 1) return texts;
    if (text.trim().startsWith('[')) return jsonOrText(text);
    return text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
  }
  if (text.trim() === '') return '';
  if (field.kind === 'audience') return jsonOrText(text);
  if (NUMBER_KINDS.has(field.kind)) return asNumber(text);
  if (field.kind === 'boolean') {
    const lower = text.trim().toLowerCase();
    return TRUE.has(lower) ? true : FALSE.has(lower) ? false : text;
  }
  return text;
}

/** The text parts of a form as a create body of this collection (unknown names are left out, as the schema would). */
export function formBody(def: CollectionDef, texts: Record<string, string[]>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of def.fields)
    if (texts[field.name]?.length) body[field.name] = fieldValue(field, texts[field.name]);
  const parent = def.parent && texts[def.parent.param];
  if (def.parent && parent?.length) body[def.parent.param] = asNumber(parent[parent.length - 1]);
  return body;
}

/** The fields a form may carry a file for. */
export const fileFieldsOf = (def: CollectionDef): Map<string, FieldDef> =>
  new Map(def.fields.filter((f) => f.kind === 'image' || f.kind === 'file').map((f) => [f.name, f]));

const LIBRARY_MESSAGE = 'Escolha um arquivo da biblioteca desta organização ou envie um novo.';

/**
 * Image and file fields name files of the client's own library (another client's /media/ address or an outside
 * address answers 422); a value an update leaves as it was stays, whatever it is.
 */
export async function foreignFiles(
  db: DbOrTx,
  def: CollectionDef,
  clientId: number,
  values: Record<string, unknown>,
  before?: Record<string, unknown>,
): Promise<Record<string, string[]>> {
  const named = [...fileFieldsOf(def).keys()].filter(
    (name) => typeof values[name] === 'string' && values[name] !== '' && values[name] !== before?.[name],
  );
  const known = await filesRepo(db).knownUrls(
    clientId,
    named.map((name) => String(values[name])),
  );
  return {
    ...Object.fromEntries(named.filter((name) => !known.has(String(values[name]))).map((n) => [n, [LIBRARY_MESSAGE]])),
    ...(await foreignRichTextImages(db, def, clientId, values, before)),
  };
}
