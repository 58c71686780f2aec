import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, sequenceValue, slugOf, type CollectionDef } from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import type { DbOrTx } from '../../db/handle.ts';
import { combinationTaken, nextInSequence } from './kept-repo.ts';

/**
 * Values made once, when a row is created (issue 28): a sequence per client and year (`PED-2026-000123`), a random
 * code, a slug from a text field. They are unique within the client: a sequence by its counter row, which two
 * writers cannot take the same number from; a code or slug by a look before writing and the unique index behind it.
 */

/** Tries before a code or slug gives up (a code of 8 of 31 characters collides once in ~850 billion). */
const ATTEMPTS = 20;

const randomCode = (length: number): string =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The stored values of the definition's generated fields for a new row whose other values are `values`. */
export async function generatedValues(
  db: DbOrTx,
  def: CollectionDef,
  clientId: number,
  values: Readonly<Record<string, unknown>>,
  at: Date,
): Promise<Record<string, string>> {
  const table = tableOf(def);
  const out: Record<string, string> = {};
  for (const field of def.fields) {
    const generated = field.generated;
    if (!generated) continue;
    if ('sequence' in generated) {
      const year = at.getUTCFullYear();
      out[field.name] = sequenceValue(generated.sequence, year, await nextInSequence(db, clientId, table, year));
      continue;
    }
    const base = 'slug' in generated ? slugOf(String(values[generated.slug] ?? ''), (field.max ?? 200) - 8) : '';
    for (let attempt = 0; attempt < ATTEMPTS && out[field.name] === undefined; attempt += 1) {
      const candidate =
        'code' in generated
          ? randomCode(generated.code)
          : attempt === 0
            ? base
            : `${base}-${attempt < 10 ? attempt + 1 : randomCode(6).toLowerCase()}`;
      if (!(await combinationTaken(db, clientId, table, { [field.name]: candidate }))) out[field.name] = candidate;
    }
    if (out[field.name] === undefined) throw new Error(`No free value for ${def.entity}.${field.name}`);
  }
  return out;
}

/**
 * The generated values of many new rows of one definition (a batch create): a sequence takes one block of numbers for
 * them all; codes and slugs are made row by row as for one row.
 */
export async function generatedMany(
  db: DbOrTx,
  def: CollectionDef,
  clientId: number,
  rows: readonly Readonly<Record<string, unknown>>[],
  at: Date,
): Promise<Record<string, string>[]> {
  const sequences = def.fields.filter((f) => f.generated && 'sequence' in f.generated);
  const others: CollectionDef = { ...def, fields: def.fields.filter((f) => f.generated && !sequences.includes(f)) };
  const out: Record<string, string>[] = [];
  for (const values of rows)
    out.push(others.fields.length ? await generatedValues(db, others, clientId, values, at) : {});
  const year = at.getUTCFullYear();
  for (const field of sequences) {
    const prefix = (field.generated as { sequence: string }).sequence;
    const last = await nextInSequence(db, clientId, tableOf(def), year, rows.length);
    const first = last - rows.length + 1;
    out.forEach((values, i) => (values[field.name] = sequenceValue(prefix, year, first + i)));
  }
  return out;
}
