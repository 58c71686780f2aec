import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

/** The app's database client; services open transactions on it and hand them to repos. */
export type Db = Kysely<DB>;
/** A transaction opened by a service. */
export type Tx = Transaction<DB>;
/** What a repo runs on: the client itself or a transaction of it. */
export type DbOrTx = Db | Tx;
