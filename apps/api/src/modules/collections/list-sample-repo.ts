import { sql } from 'kysely';
import type { DialectSql } from '../../db/dialects/index.ts';
import type { DbOrTx } from '../../db/handle.ts';
import type { Sample } from '../../platform/list-planner.ts';
import { keys, limitOf, order, scopeOf, where, type ListKey, type ListSql } from './list-clauses-repo.ts';

/**
 * The sample of a collection's list (listing.ts plans with it): rows spread over the scope's ids tested against the
 * filters and the search, and where the first kept one sits along the list's order.
 */

/** Rows the sample reads from each of its windows, and how many windows spread over the scope's ids. */
const SAMPLE_WINDOWS = 8;
const SAMPLE_WIDTH = 250;

/** A sample of the scope: rows seen, those the list keeps, those the filters alone and the search alone keep. */
export interface ListSample extends Sample {
  filtered: number;
  searched: number;
  /** Where the first kept row sits in the order sampled: seen rows before it (all when none is kept), and the key of the one just before it. */
  order?: { ahead: number; edge?: ListKey };
}

type SampleCounts = Record<'seen' | 'matched' | 'filtered' | 'searched', number | string | null>;

/**
 * How many of the scope's rows the list keeps, among windows of rows spread over the scope's ids (old and new rows
 * alike: a filter whose matches are all old is not mistaken for a rare one), and, given a `direction`, where along
 * the list's order the first of them sits. A scope smaller than the sample is seen whole.
 */
export async function sampleList(
  db: DbOrTx,
  dialect: DialectSql,
  list: ListSql,
  direction?: 'asc' | 'desc',
): Promise<ListSample> {
  const scope = where(dialect, scopeOf(list));
  // Two seeks of the (client_id[, parent], id) index: min() and max() together make SQLite scan the whole scope.
  const end = (dir: 'asc' | 'desc') =>
    sql`(select id from ${sql.table(list.table)} where ${scope} order by id ${sql.raw(dir)} limit 1)`;
  const bounds = await sql<{
    low: number | string | null;
    high: number | string | null;
  }>`select ${end('asc')} as low, ${end('desc')} as high`.execute(db);
  const low = Number(bounds.rows[0]?.low ?? 0);
  const high = Number(bounds.rows[0]?.high ?? 0);
  if (!low) return { seen: 0, matched: 0, filtered: 0, searched: 0, order: direction && { ahead: 0 } };
  const cut = (w: number) => low + Math.floor(((high - low + 1) * w) / SAMPLE_WINDOWS);
  const share = (part: ListSql) => sql`case when ${where(dialect, { ...part, scope: [] })} then 1 else 0 end`;
  const windows = Array.from(
    { length: SAMPLE_WINDOWS },
    (_, w) =>
      sql`select ${keys(list)}, ${share(list)} as kept, ${share({ ...list, search: undefined })} as filtered, ${share({ ...list, filters: [] })} as searched
      from (select * from ${sql.table(list.table)} where ${scope} and id >= ${cut(w)} and id < ${cut(w + 1)} order by id ${limitOf(SAMPLE_WIDTH)}) w`,
  );
  const seen = sql`(${sql.join(windows, sql` union all `)}) seen`;
  const totals = sql`count(*) as seen, sum(kept) as matched, sum(filtered) as filtered, sum(searched) as searched`;
  const counts = (row: SampleCounts | undefined) => ({
    seen: Number(row?.seen ?? 0),
    matched: Number(row?.matched ?? 0),
    filtered: Number(row?.filtered ?? 0),
    searched: Number(row?.searched ?? 0),
  });
  if (!direction) return counts((await sql<SampleCounts>`select ${totals} from ${seen}`.execute(db)).rows[0]);
  // Each sampled row with its place in the order and the key of the row before it; the first kept row tells both.
  const by = order(list, direction);
  const placed = sql`select kept, filtered, searched, row_number() over (order by ${by}) as position,
    lag(${list.sort ? sql.ref(list.sort) : sql`id`}) over (order by ${by}) as edge_value, lag(id) over (order by ${by}) as edge_id from ${seen}`;
  type Placed = SampleCounts & { first: number | string | null; edge_value: unknown; edge_id: number | string | null };
  const result = await sql<Placed>`with placed as (${placed})
    select counted.*, firstKept.edge_value, firstKept.edge_id
    from (select ${totals}, min(case when kept = 1 then position end) as first from placed) counted
    left join (select edge_value, edge_id from placed where kept = 1 order by position limit 1) firstKept on 1 = 1`.execute(
    db,
  );
  const row = result.rows[0];
  const sample: ListSample = counts(row);
  const first = row?.first;
  sample.order = { ahead: first === null || first === undefined ? sample.seen : Number(first) - 1 };
  if (row?.edge_id !== null && row?.edge_id !== undefined)
    sample.order.edge = { value: row.edge_value, id: Number(row.edge_id) };
  return sample;
}
