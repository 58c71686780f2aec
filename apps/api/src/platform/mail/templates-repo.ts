import { sql } from 'kysely';
import { collectionTable } from '../../db/collections/table-fields.ts';
import type { DbOrTx } from '../../db/handle.ts';

const TEMPLATES = collectionTable('templates-email', ['chave', 'idioma', 'assunto', 'corpo', 'ativo']);
const m = TEMPLATES.as('m');

export interface StoredTemplate {
  assunto: string;
  corpo: string;
}

/** The client's active template for a mail's key in a language (the latest written when several are). */
export const activeTemplate = async (
  db: DbOrTx,
  clientId: number,
  key: string,
  language: string,
): Promise<StoredTemplate | undefined> =>
  (
    await sql<StoredTemplate>`select ${m.col('assunto')}, ${m.col('corpo')} from ${m.from}
      where ${m.col('client_id')} = ${clientId} and ${m.col('chave')} = ${key} and ${m.col('idioma')} = ${language}
        and ${m.col('ativo')} = 1
      order by ${m.col('id')} desc limit 1`.execute(db)
  ).rows[0];
