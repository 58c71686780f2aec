import { sql } from 'kysely';
import { collectionTable } from '../db/collections/table-fields.ts';
import type { DbOrTx } from '../db/handle.ts';

/** SQL of the API keys' hashes (migration 031); the key rows themselves are the `chaves-api` collection's. */

export const insertKeyHash = (db: DbOrTx, clientId: number, keyId: number, keyHash: string, at: string) =>
  db
    .insertInto('api_key_hashes')
    .values({ client_id: clientId, key_id: keyId, key_hash: keyHash, created_at: at })
    .execute();

/** The key a hash belongs to, whatever its state (the caller reads the key's row and judges). */
export const keyOfHash = (db: DbOrTx, keyHash: string) =>
  db.selectFrom('api_key_hashes').select(['client_id', 'key_id']).where('key_hash', '=', keyHash).executeTakeFirst();

const KEYS = collectionTable('chaves-api', ['prefixo', 'escopos', 'expira_em', 'ativa', 'ultimo_uso']);
const k = KEYS.as('k');

/** A key's row in the client, as the collection stores it (scopes as JSON text, the flag as 0/1 or a boolean). */
export interface StoredKey {
  id: number;
  prefixo: string;
  escopos: string | null;
  expira_em: string | null;
  ativa: number | boolean | null;
  ultimo_uso: string | null;
}

export const keyRow = async (db: DbOrTx, clientId: number, keyId: number): Promise<StoredKey | undefined> =>
  (
    await sql<StoredKey>`select ${k.col('id')}, ${k.col('prefixo')}, ${k.col('escopos')}, ${k.col('expira_em')},
      ${k.col('ativa')}, ${k.col('ultimo_uso')} from ${k.from}
      where ${k.col('client_id')} = ${clientId} and ${k.col('id')} = ${keyId}`.execute(db)
  ).rows[0];

/** Stamps a key's last use (not a write of the collection: no audit entry, version or announcement per request). */
export const stampLastUse = (db: DbOrTx, clientId: number, keyId: number, at: string) =>
  sql`update ${sql.table(KEYS.table)} set ultimo_uso = ${at} where client_id = ${clientId} and id = ${keyId}`.execute(
    db,
  );
