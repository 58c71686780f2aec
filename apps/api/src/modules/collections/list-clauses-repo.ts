import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectSql } from '../../db/dialects/index.ts';
import type { LabelLink } from './references.ts';

/**
 * The vocabulary of a collection's list in SQL: its conditions (scope, filters, search), its order and the ranges
 * past a key. The reads that use them are list-repo.ts and list-plain-repo.ts; the sample, list-sample-repo.ts.
 */

/**
 * LIMIT [OFFSET] written into the SQL rather than bound (db/inline-limits.ts says why: both engines plan a bound
 * LIMIT anew on every run). Whole numbers only: they come from page windows and budgets, never from text.
 */
export function limitOf(limit: number, offset?: number): RawBuilder<unknown> {
  for (const n of [limit, offset ?? 0])
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`list window: ${n} is not a row count`);
  return offset === undefined ? sql`limit ${sql.lit(limit)}` : sql`limit ${sql.lit(limit)} offset ${sql.lit(offset)}`;
}

/** A condition of a list: the scope (client, parent, filters from the query string), as SQL. */
export interface ListCondition {
  column: string;
  /** 'linked': rows a multiple field links to the value (`column` is the field's table of links). */
  op: '=' | '>=' | '<=' | 'has-tag' | 'linked';
  value: string | number;
}

interface ListSearch {
  term: string;
  /** Columns tested row by row. */
  columns: string[];
  /** Whether the trigram index answers the term (a search key and 3+ characters). */
  indexed: boolean;
  /** Few matches: read them from the index and sort them rather than walk the order. */
  few: boolean;
  /** The filters keep fewer rows than the search matches, or not many more: read them and test each against the search. */
  alongFilter?: boolean;
  /**
   * Where the sample places the first match in `direction`: the scope's rows before it, the key of the sampled row
   * just before it, and whether the matches sit together further along (far more rows before the first than a
   * spread of them would leave): a walk of the order's index that would not reach them is then not begun.
   */
  ahead?: { rows: number; sampled: number; direction: 'asc' | 'desc'; edge?: ListKey; together: boolean };
}

export interface ListSql {
  table: string;
  clientId: number;
  /** The parent, part of the list's scope and of its indexes. */
  scope: ListCondition[];
  /** The query string's filters. */
  filters: ListCondition[];
  search?: ListSearch;
  /** The columns a row is presented from (not search_key and its head: a row's largest and never shown). */
  columns: string[];
  /** Columns naming other rows, whose titles the rows are read with (labelColumn). */
  labels: LabelLink[];
  /** The sort column; null orders by id alone. */
  sort: string | null;
  /** The index of `(client_id, <sort>, id)` that serves the order (none under a parent, whose scope is small). */
  orderIndex?: string;
  /** The index of `(client_id, id, <sort>)`: a search's matches read their keys from it, not from their rows. */
  keyIndex?: string;
  /** The list's one filter is by equality and its index walks the value's rows in the list's order: the list is that walk. */
  filterInOrder?: boolean;
  /** The order's index holds search_key: a search alone is tested along that index, not along the rows. */
  searchInOrderIndex?: boolean;
}

/** The column of a read row that holds the title of the row its column `name` refers to (null when none is found). */
export const labelColumn = (name: string): string => `label:${name}`;

/**
 * What a read of the list's rows selects from `from` (the table, or the walk's subquery): the presented columns and
 * each reference's title, looked up for the rows read only (a select list is computed after the LIMIT), in the
 * list's client. A found row without a title reads '', so that null means none was found.
 */
export function selection(list: ListSql, from: string): RawBuilder<unknown> {
  const own = list.columns.map((column) => sql.ref(`${from}.${column}`));
  const labels = list.labels.map(
    (link) =>
      sql`(select coalesce(${sql.ref(`labelled.${link.title}`)}, '') from ${sql.table(link.table)} labelled where labelled.client_id = ${list.clientId} and labelled.id = ${sql.ref(`${from}.${link.name}`)}) as ${sql.id(labelColumn(link.name))}`,
  );
  return sql.join([...own, ...labels]);
}

/** Filters an index of the table serves (every filterable field but tags has one). */
export const indexedFilter = (c: ListCondition) => c.op !== 'has-tag' && c.op !== 'linked';

/** The WHERE of a list, without its keyset position; `viaIndex` reads an indexed search's matches from the trigram index. */
export function where(dialect: DialectSql, list: ListSql, viaIndex = false): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`client_id = ${list.clientId}`];
  for (const c of [...list.scope, ...list.filters]) {
    if (c.op === 'linked')
      parts.push(
        sql`id in (select link.row_id from ${sql.table(c.column)} link where link.client_id = ${list.clientId} and link.target_id = ${c.value})`,
      );
    else if (c.op === 'has-tag')
      parts.push(
        sql`${sql.ref(c.column)} like ${`%${JSON.stringify(c.value).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`,
      );
    else parts.push(sql`${sql.ref(c.column)} ${sql.raw(c.op)} ${c.value}`);
  }
  const { search } = list;
  if (search && viaIndex && search.indexed)
    parts.push(dialect.collections.matching(list.table, list.clientId, search.term, search.alongFilter));
  else if (search)
    parts.push(
      sql`(${sql.join(
        search.columns.map((column) => dialect.contains(sql`lower(${sql.ref(column)})`, search.term)),
        sql` or `,
      )})`,
    );
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** The list's scope alone: the rows the counters and the sample cover. */
export const scopeOf = (list: ListSql): ListSql => ({ ...list, filters: [], search: undefined });

export interface ListKey {
  value: unknown;
  id: number;
}

/** One read along the list's index: `direction` with NULLs first ascending, optionally strictly past `from`. */
export interface ListRead {
  direction: 'asc' | 'desc';
  from?: ListKey;
  offset: number;
  limit: number;
  /**
   * A read of the whole list batch after batch (exports) walks its order without a budget: each batch goes on where
   * the last stopped, so the whole walk reads the scope once, where reading every batch's matches from another index
   * would sort what is left of them again and again.
   */
  whole?: boolean;
}

export function order(list: ListSql, direction: 'asc' | 'desc'): RawBuilder<unknown> {
  const dir = sql.raw(direction);
  if (!list.sort) return sql`id ${dir}`;
  return sql`${sql.ref(list.sort)} ${dir} ${sql.raw(direction === 'asc' ? 'nulls first' : 'nulls last')}, id ${dir}`;
}

/** The rows past a key: one range, or two (the NULL keys and the others) where NULLs sit on the way. */
export function pastKey(list: ListSql, direction: 'asc' | 'desc', from: ListKey): RawBuilder<SqlBool>[] {
  const cmp = sql.raw(direction === 'asc' ? '>' : '<');
  if (!list.sort) return [sql<SqlBool>`id ${cmp} ${from.id}`];
  const column = sql.ref(list.sort);
  if (from.value === null || from.value === undefined) {
    const nulls = sql<SqlBool>`${column} is null and id ${cmp} ${from.id}`;
    return direction === 'asc' ? [nulls, sql<SqlBool>`${column} is not null`] : [nulls];
  }
  const range = sql<SqlBool>`(${column}, id) ${cmp} (${from.value}, ${from.id})`;
  return direction === 'asc' ? [range] : [range, sql<SqlBool>`${column} is null`];
}

/** The keys of the order: the sort column and id. */
export const keys = (list: ListSql) => (list.sort ? sql`${sql.ref(list.sort)}, id` : sql`id`);
