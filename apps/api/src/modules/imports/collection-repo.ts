import type { Kysely } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';

/** Collection tables are made from definitions at run time: Kysely sees them as rows of unknown columns. */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const dyn = (db: DbOrTx): AnyDb => db as unknown as AnyDb;
type Row = Record<string, unknown> & { id: number };

/** The SQL of a collection's import check: a batch's lookups in one query each (its writes go through the collections' write path). */
export function collectionRowsRepo(db: DbOrTx) {
  return {
    /** The client's rows whose `column` holds one of `values`, by that value as text. */
    async byValues(clientId: number, table: string, column: string, values: string[]): Promise<Map<string, Row>> {
      if (!values.length) return new Map();
      const rows = (await dyn(db)
        .selectFrom(table)
        .selectAll()
        .where('client_id', '=', clientId)
        .where(column, 'in', values)
        .execute()) as Row[];
      return new Map(rows.map((r) => [String(r[column]), { ...r, id: Number(r.id) }]));
    },

    /** Ids of the client's rows (users: live ones) whose `column` is one of `texts`, by that text. */
    async idsByText(clientId: number, table: string, column: string, texts: string[]): Promise<Map<string, number>> {
      if (!texts.length) return new Map();
      let query = dyn(db)
        .selectFrom(table)
        .select(['id', column])
        .where('client_id', '=', clientId)
        .where(column, 'in', texts);
      if (table === 'users') query = query.where('deleted_at', 'is', null);
      return new Map((await query.execute()).map((r) => [String(r[column]), Number(r.id)]));
    },
  };
}
