import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { num, type ReportContext } from './source.ts';

/**
 * The reports' filters, written once for every source (people, feed, content): the period, the group and regional
 * of the person a row is about, the folders the reader opens, and a report's count of rows.
 */

/** The column's instant within the period [fromAt, toAt). */
export const inPeriod = (ctx: ReportContext, column: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} >= ${ctx.fromAt} and ${sql.ref(column)} < ${ctx.toAt}`;

/** Narrowed to the report's group and regional through the users row `users` (an alias). */
export function inPlace<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  ctx: ReportContext,
  users: string,
): SelectQueryBuilder<DB, TB, O> {
  let q = query;
  if (ctx.groupId) q = q.where(sql<boolean>`${sql.ref(`${users}.group_id`)} = ${ctx.groupId}`);
  if (ctx.regionalId) q = q.where(sql<boolean>`${sql.ref(`${users}.regional_id`)} = ${ctx.regionalId}`);
  return q;
}

/** The folder column within the folders the reader opens (feed reports); none open, nothing counted. */
export const inReaderFolders = (ctx: ReportContext, column: string): RawBuilder<boolean> => {
  const folders = ctx.folderIds ?? [];
  return folders.length ? sql<boolean>`${sql.ref(column)} in (${sql.join([...folders])})` : sql<boolean>`1 = 0`;
};

/** How many rows the query finds (`counted`: count(*) unless the report counts something else). */
export async function countOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  counted: RawBuilder<unknown> = sql`count(*)`,
): Promise<number> {
  const row = await query.select(sql<number | string>`${counted}`.as('n')).executeTakeFirstOrThrow();
  return num((row as unknown as { n: unknown }).n);
}
