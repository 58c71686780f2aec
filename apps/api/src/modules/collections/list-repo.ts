import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { runCompiled } from '../../db/compiled.ts';
import type { DialectSql } from '../../db/dialects/index.ts';
import { SEARCH_HEAD_CHARS } from '../../db/collections/layout.ts';
import type { DbOrTx } from '../../db/handle.ts';
import {
  indexedFilter,
  keys,
  limitOf,
  order,
  pastKey,
  scopeOf,
  selection,
  where,
  type ListKey,
  type ListRead,
  type ListSql,
} from './list-clauses-repo.ts';
import type { StoredRow } from './repo.ts';

/**
 * The reads of a collection's lists: a window along the order or through a narrowing index, and counts (in the
 * vocabulary of list-clauses-repo.ts); the sample that chooses between them is list-sample-repo.ts (listing.ts plans which).
 */

/**
 * Rows of the order a narrowed list walks before it reads its matches another way. A match in a few hundred rows
 * fills a page within the walk; matches that are rare, or that sit together far along the order (names that all
 * begin "Whey", sorted by name), are read from their own index and sorted instead.
 */
export const WALK_BUDGET = 5_000;

/** A window of the list: `first` when it starts at the start of the order (no cursor). */
type Window = { range: RawBuilder<SqlBool>; direction: 'asc' | 'desc'; limit: number; offset: number; first: boolean };

/** The sample's view of where the window's matches begin (only for a window at the start of the order it sampled). */
const aheadOf = (list: ListSql, w: Window) =>
  w.first && list.search?.ahead?.direction === w.direction ? list.search.ahead : undefined;

/** Whether the matches sit together beyond `rows` rows of the order, so that a walk of the order's index that long would not reach them. */
const beyond = (list: ListSql, w: Window, rows: number) => {
  const ahead = aheadOf(list, w);
  return Boolean(ahead?.together && ahead.rows > rows);
};

/** Rows before the edge that a count through the narrowing indexes covers quickly (bitmaps of index ranges). */
const EDGE_REACH = 250_000;

/**
 * Walks the order testing each row; with a budget, the walk stops after that many rows of the scope. `keyed` walks
 * the order's index alone (it holds search_head: a search alone is tested there) and reads the window's rows after.
 */
async function walk(
  db: DbOrTx,
  dialect: DialectSql,
  list: ListSql,
  w: Window,
  budget?: number,
  keyed = false,
): Promise<StoredRow[]> {
  const by = order(list, w.direction);
  const window = sql`order by ${by} ${limitOf(w.limit, w.offset)}`;
  const bound = budget === undefined ? sql`` : sql` ${limitOf(budget)}`;
  if (keyed) {
    const entries = sql`select client_id, ${keys(list)}, search_head from ${sql.table(list.table)} where client_id = ${list.clientId} and ${w.range} order by ${by}${bound}`;
    return (
      await rowsOf(
        list,
        w.direction,
        sql`select id from (${entries}) walked where ${headMatches(dialect, list)} ${window}`,
      ).execute(db)
    ).rows;
  }
  if (budget === undefined)
    return (
      await sql<StoredRow>`select ${selection(list, list.table)} from ${sql.table(list.table)} where ${where(dialect, list)} and ${w.range} ${window}`.execute(
        db,
      )
    ).rows;
  // The budget bounds the inner walk of the scope's index; the filters and the search apply outside it (neither
  // engine moves a condition into a subquery that has a LIMIT, so the index walked stays the order's).
  const walked = sql`select * from ${sql.table(list.table)} where ${where(dialect, scopeOf(list))} and ${w.range} order by ${by}${bound}`;
  return (
    await sql<StoredRow>`select ${selection(list, 'walked')} from (${walked}) walked where ${where(dialect, { ...list, scope: [] })} ${window}`.execute(
      db,
    )
  ).rows;
}

/** Entries of the order's index a search alone is tested along when the index holds search_head (each a fraction of a row). */
const KEY_WALK_BUDGET = 50_000;

/** A search tested on the walked entries' search_head; a row is read only when its search_key is longer than that. */
function headMatches(dialect: DialectSql, list: ListSql): RawBuilder<SqlBool> {
  const term = list.search?.term ?? '';
  const longer = sql`length(search_head) = ${SEARCH_HEAD_CHARS} and exists (select 1 from ${sql.table(list.table)} whole where whole.id = walked.id and ${dialect.contains(sql`whole.search_key`, term)})`;
  return sql<SqlBool>`(${dialect.contains(sql`search_head`, term)} or (${longer}))`;
}

/**
 * Index entries of the order a search walks, testing each row's id against the trigram index's matches, before it
 * sorts the matches instead: the walk reads the index alone (a fraction of a row's cost), so it finds matches a long
 * way down the order cheaply, and sorting is left to matches that sit further still.
 */
const INDEX_WALK_BUDGET = 100_000;

/** The rows among `ids` (a subquery of at most a window's size), in the order in `direction`. */
const rowsOf = (list: ListSql, direction: 'asc' | 'desc', ids: RawBuilder<unknown>) =>
  sql<StoredRow>`select ${selection(list, list.table)} from ${sql.table(list.table)} where client_id = ${list.clientId} and id in (${ids}) order by ${order(list, direction)}`;

/** The rows of the order up to `edge` in `direction`, the edge's own row included (NULL keys first ascending). */
function upTo(list: ListSql, direction: 'asc' | 'desc', edge: ListKey): RawBuilder<SqlBool> {
  const cmp = sql.raw(direction === 'asc' ? '<=' : '>=');
  if (!list.sort) return sql<SqlBool>`id ${cmp} ${edge.id}`;
  const column = sql.ref(list.sort);
  if (edge.value === null || edge.value === undefined) {
    const nulls = sql<SqlBool>`${column} is null and id ${cmp} ${edge.id}`;
    return direction === 'asc' ? nulls : sql<SqlBool>`(${column} is not null or (${nulls}))`;
  }
  const range = sql<SqlBool>`(${column}, id) ${cmp} (${edge.value}, ${edge.id})`;
  return direction === 'asc' ? sql<SqlBool>`(${column} is null or ${range})` : range;
}

/**
 * The window read from the edge the sample places just before the first match, when a count finds no match up to
 * it: PostgreSQL ANDs the bitmaps of the order's index range and of the trigram index, SQLite reads the range's
 * index entries against FTS5's ids, so proving there is none reads no row, and the walk starts where the matches
 * begin. Undefined when the count finds some (the sample missed them) or there is no edge within reach.
 */
async function pastEdge(db: DbOrTx, dialect: DialectSql, list: ListSql, w: Window): Promise<StoredRow[] | undefined> {
  const ahead = aheadOf(list, w);
  const edge = ahead?.edge;
  const { search } = list;
  // Spread matches leave some unsampled before any edge: only matches that sit together begin past it.
  if (!edge || !ahead.together || ahead.rows > EDGE_REACH) return undefined;
  // Along the order's range up to the edge, each row's id tested against the search's matches gathered once.
  const along = { ...list, search: search && { ...search, alongFilter: true } };
  const before = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(list.table)} where ${where(dialect, along, true)} and ${upTo(list, w.direction, edge)}`.execute(
    db,
  );
  if (Number(before.rows[0]?.n ?? 1) > 0) return undefined;
  // Past the edge the read is exact (walk, then the matches' own index): with none before it, so is the window.
  return (
    await readList(db, dialect, list, { direction: w.direction, from: edge, offset: 0, limit: w.offset + w.limit })
  ).slice(w.offset);
}

/**
 * Reads the window's matches through their own index: a search's from the trigram index (many matches walk the
 * order's index first), a filter's from the filter's index; either way only the keys are sorted
 * and the window's rows are read after.
 */
async function narrow(db: DbOrTx, dialect: DialectSql, list: ListSql, w: Window): Promise<StoredRow[]> {
  const by = order(list, w.direction);
  const { search } = list;
  if (
    search?.indexed &&
    !search.few &&
    list.orderIndex &&
    !list.scope.length &&
    dialect.collections.walksCandidates &&
    !beyond(list, w, INDEX_WALK_BUDGET)
  ) {
    const candidates = dialect.collections.candidates(list.table, list.clientId, search.term);
    const walked = sql`select ${keys(list)} from ${dialect.indexedBy(list.table, list.orderIndex)} where client_id = ${list.clientId} and ${w.range} order by ${by} ${limitOf(INDEX_WALK_BUDGET)}`;
    // Filters are tested on the rows of the search's matches only (their columns are not in the order's index).
    const filtered = list.filters.length
      ? sql` and exists (select 1 from ${sql.table(list.table)} where id = ordered.id and ${where(dialect, { ...list, scope: [], search: undefined })})`
      : sql``;
    // The matches are gathered first (materialized): PostgreSQL would otherwise test the search on each walked row.
    const ids = sql`with found as materialized (${candidates}) select id from (${walked}) ordered where id in (select id from found)${filtered} order by ${by} ${limitOf(w.limit, w.offset)}`;
    const found = (await rowsOf(list, w.direction, ids).execute(db)).rows;
    if (found.length === w.limit) return found;
  } else if (search?.indexed && !search.few) {
    const past = await pastEdge(db, dialect, list, w);
    if (past) return past;
  }
  if (list.keyIndex && !list.filters.length && search?.indexed && dialect.collections.walksCandidates) {
    // The search index answers ids (FTS5): a search alone reads their keys from the key index, pinned so that the
    // order's index is not walked instead, and keeps only the window while sorting.
    const ids = sql`select id from ${dialect.indexedBy(list.table, list.keyIndex)} where ${where(dialect, list, true)} and ${w.range} order by ${by} ${limitOf(w.limit, w.offset)}`;
    return (await rowsOf(list, w.direction, ids).execute(db)).rows;
  }
  // Materialized, so that neither engine walks the order instead (PostgreSQL's planner does, for a LIMIT, when it
  // believes the matches spread evenly over the order).
  const matches = sql`select ${keys(list)} from ${sql.table(list.table)} where ${where(dialect, list, true)} and ${w.range}`;
  return (
    await rowsOf(
      list,
      w.direction,
      sql`with matches as materialized (${matches}) select id from matches order by ${by} ${limitOf(w.limit, w.offset)}`,
    ).execute(db)
  ).rows;
}

/** Whether an index other than the order's narrows the list: a filter's, or the trigram index for the search. */
const narrowable = (list: ListSql) => list.filters.some(indexedFilter) || Boolean(list.search?.indexed);

async function readWindow(
  db: DbOrTx,
  dialect: DialectSql,
  list: ListSql,
  w: Window,
  whole: boolean,
): Promise<StoredRow[]> {
  if (list.search?.few && list.search.indexed) return narrow(db, dialect, list, w);
  // A search alone along an order's index that holds search_key: tested there, a page's worth of matches found
  // within KEY_WALK_BUDGET entries costs less than a walk of a tenth as many rows (exports read the rows anyway).
  const keyed = !whole && Boolean(list.search && list.searchInOrderIndex && !list.filters.length);
  if (whole || !narrowable(list) || (list.filterInOrder && !list.search))
    return walk(db, dialect, list, w, undefined, keyed);
  if (keyed) {
    if (!beyond(list, w, KEY_WALK_BUDGET)) {
      const walked = await walk(db, dialect, list, w, KEY_WALK_BUDGET + w.offset, true);
      if (walked.length === w.limit) return walked;
    }
    return narrow(db, dialect, list, w);
  }
  // Walked even when the sample places the first match further: matches may be sparse near the start and dense
  // further along, and a few thousand rows are cheap next to what the other reads cost. Not when the sample saw so
  // many rows before its first match that a window's worth in the walk's rows would have put one among them with
  // odds of 95% (1 - e^-3): then the window is surely not there.
  const ahead = aheadOf(list, w);
  const budget = WALK_BUDGET + w.offset;
  if (ahead && (ahead.sampled * (w.offset + w.limit)) / budget > 3) return narrow(db, dialect, list, w);
  const walked = await walk(db, dialect, list, w, budget);
  return walked.length === w.limit ? walked : narrow(db, dialect, list, w);
}

/** A window of a list in `direction`: each range in turn until the window is full. */
export async function readList(db: DbOrTx, dialect: DialectSql, list: ListSql, read: ListRead): Promise<StoredRow[]> {
  const ranges = read.from ? pastKey(list, read.direction, read.from) : [sql<SqlBool>`1 = 1`];
  const out: StoredRow[] = [];
  for (const range of ranges) {
    const need = read.limit - out.length;
    if (need <= 0) break;
    out.push(
      ...(await readWindow(
        db,
        dialect,
        list,
        { range, direction: read.direction, limit: need, offset: read.from ? 0 : read.offset, first: !read.from },
        read.whole ?? false,
      )),
    );
  }
  return out;
}

/** The column of a counted read's rows that holds the scope's live rows. */
export const LIVE_COLUMN = 'count:live';

/**
 * A window at the start of a list that nothing narrows, each row with the scope's live rows from the counters
 * (LIVE_COLUMN): the list as it opens, its page and its total in one statement.
 */
export async function readCounted(
  db: DbOrTx,
  dialect: DialectSql,
  list: ListSql,
  parentId: number,
  read: Pick<ListRead, 'direction' | 'offset' | 'limit'>,
): Promise<StoredRow[]> {
  // Compiled once per shape (db/compiled.ts): the client, the parent and the counter's key are its slots.
  const shape = `collections.counted ${list.table} ${list.sort} ${read.direction} ${list.scope.map((c) => `${c.column}${c.op}`).join(',')}`;
  const values: Record<string, unknown> = {
    clientId: list.clientId,
    parentId,
    table: list.table,
    limit: read.limit,
    offset: read.offset,
  };
  list.scope.forEach((c, i) => (values[`scope${i}`] = c.value));
  return runCompiled(
    db,
    shape,
    values,
    (p) => {
      const slotted: ListSql = {
        ...list,
        clientId: p('clientId'),
        scope: list.scope.map((c, i) => ({ ...c, value: p(`scope${i}`) })),
      };
      const live = sql`(select live from collection_counts where tbl = ${p('table')} and client_id = ${p('clientId')} and parent_id = ${p('parentId')}) as ${sql.id(LIVE_COLUMN)}`;
      const rows = sql<StoredRow>`select ${selection(slotted, list.table)}, ${live} from ${sql.table(list.table)} where ${where(dialect, scopeOf(slotted))} order by ${order(list, read.direction)} ${limitOf(p('limit'), p('offset'))}`;
      return { compile: () => rows.compile(db) };
    },
    ['limit', 'offset'],
  );
}

/** The sort key of a row of the list's client. */
export async function keyOfRow(db: DbOrTx, list: ListSql, id: number): Promise<ListKey | undefined> {
  const value = list.sort ? sql.ref(list.sort) : sql`id`;
  const row = await sql<{
    value: unknown;
    id: number;
  }>`select ${value} as value, id from ${sql.table(list.table)} where client_id = ${list.clientId} and id = ${id}`.execute(
    db,
  );
  const found = row.rows[0];
  return found ? { value: found.value, id: Number(found.id) } : undefined;
}

/** How many rows the list holds, counting no further than `cap` (an indexed search counts from the trigram index). */
export async function countUpTo(db: DbOrTx, dialect: DialectSql, list: ListSql, cap: number): Promise<number> {
  const row = await sql<{
    n: number | string;
  }>`select count(*) as n from (select 1 from ${sql.table(list.table)} where ${where(dialect, list, true)} ${limitOf(cap)}) capped`.execute(
    db,
  );
  return Number(row.rows[0]?.n ?? 0);
}

/**
 * The ids of the list's matches in its order in `direction`, reading at most `cap` of them through the narrowing
 * indexes: a count that also holds every page when the list has fewer than `cap`.
 */
export async function matchesUpTo(
  db: DbOrTx,
  dialect: DialectSql,
  list: ListSql,
  direction: 'asc' | 'desc',
  cap: number,
): Promise<number[]> {
  const found = sql`select ${keys(list)} from ${sql.table(list.table)} where ${where(dialect, list, true)} ${limitOf(cap)}`;
  const rows = await sql<{
    id: number | string;
  }>`with found as materialized (${found}) select id from found order by ${order(list, direction)}`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}

/** The client's rows of `ids`, in the list's order in `direction`. */
export async function rowsByIds(
  db: DbOrTx,
  list: ListSql,
  direction: 'asc' | 'desc',
  ids: number[],
): Promise<StoredRow[]> {
  return ids.length ? (await rowsOf(list, direction, sql.join(ids)).execute(db)).rows : [];
}
