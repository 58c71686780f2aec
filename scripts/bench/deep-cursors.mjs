// Cursors of deep pages of a collection's list, for the benchmarks that open them (bench-collections.mjs and its
// events' measurements): the list's own plan binds them, so they are what the API would hand out.
import { sql } from 'kysely';
import { planList } from '../../apps/api/src/modules/collections/listing.ts';
import { cursorAfter } from '../../apps/api/src/platform/pagination.ts';
import { defOf } from './collections-load.mjs';

/**
 * Cursors of the pages after rows taken at `places` places spread over a list, in its own order.
 * @param {import('../../apps/api/src/db/database.ts').Database} database
 * @param {number} clientId
 * @param {string} entity
 * @param {Record<string, string>} query the list's query (filters, sort)
 * @param {number} [parentId] a parent named by the path
 * @param {number} [places]
 */
export async function deepCursors(database, clientId, entity, query, parentId, places = 20) {
  const def = defOf(entity);
  const plan = await planList(database.db, database.sql, def, clientId, query, parentId);
  const { table, sort } = plan.list;
  const filters = [...plan.list.scope, ...plan.list.filters].map((c) => sql`and ${sql.ref(c.column)} = ${c.value}`);
  const dir = sql.raw(plan.direction);
  const orderBy = sort
    ? sql`${sql.ref(sort)} ${dir} ${sql.raw(plan.direction === 'asc' ? 'nulls first' : 'nulls last')}, id ${dir}`
    : sql`id ${dir}`;
  const rows = (
    await sql`select id from ${sql.table(table)} where client_id = ${clientId} ${sql.join(filters, sql` `)} order by ${orderBy}`.execute(
      database.db,
    )
  ).rows;
  return Array.from({ length: places }, (_, i) =>
    cursorAfter(
      plan.binding,
      Number(/** @type {{ id: number }} */ (rows[Math.floor(((i + 0.5) * rows.length) / places)]).id),
    ),
  );
}
