import { sql } from 'kysely';
import { collectionTable } from '../../db/collections/table-fields.ts';
import type { DbOrTx } from '../../db/handle.ts';

const TEXTS = collectionTable('traducoes', ['chave', 'idioma', 'texto', 'ativo']);
const x = TEXTS.as('x');

/**
 * What changes when any override of the client in the language is written or removed: how many rows, the newest
 * id and the latest write (the collection's stamps). Read through the (client, idioma) index.
 */
export const textsVersion = async (db: DbOrTx, clientId: number, language: string): Promise<string> => {
  const row = (
    await sql<{ n: number | string; top: number | null; at: string | Date | null }>`select count(*) as n,
      max(${x.col('id')}) as top, max(x.updated_at) as at from ${x.from}
      where ${x.col('client_id')} = ${clientId} and ${x.col('idioma')} = ${language}`.execute(db)
  ).rows[0];
  const at = row.at instanceof Date ? row.at.toISOString() : String(row.at ?? '');
  return `${Number(row.n)}.${Number(row.top ?? 0)}.${at}`;
};

/** The client's active overrides in the language, by key (the latest row wins a repeated key). */
export const activeTexts = async (db: DbOrTx, clientId: number, language: string) =>
  (
    await sql<{ chave: string; texto: string }>`select ${x.col('chave')}, ${x.col('texto')} from ${x.from}
      where ${x.col('client_id')} = ${clientId} and ${x.col('idioma')} = ${language} and ${x.col('ativo')} = 1
      order by ${x.col('id')} limit 5000`.execute(db)
  ).rows;
