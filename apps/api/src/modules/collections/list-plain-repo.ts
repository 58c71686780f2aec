import { sql, type SqlBool } from 'kysely';
import type { DialectSql } from '../../db/dialects/index.ts';
import type { DbOrTx } from '../../db/handle.ts';
import { limitOf, order, pastKey, selection, where, type ListRead, type ListSql } from './list-clauses-repo.ts';
import type { StoredRow } from './repo.ts';

/**
 * The plain strategy's read (list-plain.ts): one statement per window, its conditions and its order as the adaptive
 * reads write them (list-repo.ts), the choice of index left to the database's planner.
 */

/**
 * A window of the list: `select … where client_id = ? and <filters> and <search> and <past the key> order by <sort>,
 * id limit n`. The search is the condition the trigram index answers (FTS5 ids on SQLite, LIKE on PostgreSQL) when
 * the term has 3+ characters, so that the planner may use it; the key's ranges (NULLs sit on the way in one
 * direction) are ORed into one condition.
 */
export async function readPlain(db: DbOrTx, dialect: DialectSql, list: ListSql, read: ListRead): Promise<StoredRow[]> {
  const past = read.from
    ? sql<SqlBool>` and (${sql.join(pastKey(list, read.direction, read.from), sql` or `)})`
    : sql``;
  const window = limitOf(read.limit, read.from ? undefined : read.offset || undefined);
  return (
    await sql<StoredRow>`select ${selection(list, list.table)} from ${sql.table(list.table)} where ${where(dialect, list, true)}${past} order by ${order(list, read.direction)} ${window}`.execute(
      db,
    )
  ).rows;
}
