import { EXACT_TOTAL_LIMIT, RANGE_KINDS, REFERENCE_KINDS, valueSchema, type CollectionDef, type FieldDef } from '@console/contract';
import type { DialectSql } from '../../db/dialects/index.ts';
import type { DbOrTx } from '../../db/handle.ts';
import { hasSearchKey, searchableFields, tableOf } from '../../db/collections/layout.ts';
import { searchKey } from '../../db/search-keys.ts';
import { invalid } from '../../platform/errors.ts';
import type { KeysetSource, Total } from '../../platform/pagination.ts';
import { countUpTo, keyOfRow, liveCount, readList, sampleNewest, type ListCondition, type ListKey, type ListSql, type StoredRow } from './repo.ts';
import { toStored } from '../../db/collections/values.ts';

/**
 * How a collection's list is read: its scope (client, parent, filters from the query string), its order (a
 * sortable field NULLs first, then id; newest first by default), its search and its total. Searches of 3+ characters
 * read the trigram index when the matches are few, else walk the order testing each row (pages fill soon); the
 * newest rows are the sample that tells which.
 */

/** Up to this many matches are read from the search index and sorted; more, and the order is walked. */
const CANDIDATE_LIMIT = 5_000;
/** Newest rows sampled to judge a search's or a filter's share of the list. */
const SAMPLE_SIZE = 2_000;
/** Matches in the sample that make its share of the list trustworthy enough to estimate the total at once. */
const SURE_MATCHES = 40;

export interface ListPlan {
  list: ListSql;
  /** Client and parent alone: what the counters and the sample cover. */
  scope: ListSql;
  parentId: number;
  direction: 'asc' | 'desc';
  /** The sample when one was read (searches), to spare a second. */
  sample?: { seen: number; matched: number };
  /** Cursor binding: the client, filters, search and order. */
  binding: unknown[];
}

const FILTER_MESSAGE = 'Filtro inválido.';

/** A query-string value of a filter, as the stored column holds it; undefined when the value does not fit the kind. */
function filterValue(field: FieldDef, raw: string): string | number | undefined {
  let value: unknown = raw;
  if (field.kind === 'boolean') value = raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined;
  else if (REFERENCE_KINDS.has(field.kind) || ['integer', 'decimal', 'money'].includes(field.kind)) value = raw.trim() === '' ? undefined : Number(raw);
  if (value === undefined) return undefined;
  if (field.kind === 'tags') return raw.trim() || undefined;
  const parsed = valueSchema(field).safeParse(value);
  return parsed.success ? (toStored(field, parsed.data) as string | number) : undefined;
}

export async function planList(
  db: DbOrTx,
  dialect: DialectSql,
  def: CollectionDef,
  clientId: number,
  query: Record<string, unknown>,
  parentFromPath?: number,
): Promise<ListPlan> {
  const errors: Record<string, string[]> = {};
  const conditions: ListCondition[] = [];
  const parentId = parentFromPath ?? (def.parent ? (query[def.parent.param] as number | undefined) : undefined) ?? 0;
  const scopeConditions: ListCondition[] = def.parent && parentId ? [{ column: def.parent.param, op: '=', value: parentId }] : [];
  for (const field of def.fields.filter((f) => f.filterable)) {
    const variants: [string, ListCondition['op']][] = RANGE_KINDS.has(field.kind)
      ? [
          [field.name, '='],
          [`${field.name}_min`, '>='],
          [`${field.name}_max`, '<='],
        ]
      : [[field.name, field.kind === 'tags' ? 'has-tag' : '=']];
    for (const [name, op] of variants) {
      const raw = query[name];
      if (typeof raw !== 'string' || raw === '') continue;
      const value = filterValue(field, raw);
      if (value === undefined) errors[name] = [FILTER_MESSAGE];
      else conditions.push({ column: field.name, op, value });
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);

  const sortParam = typeof query.sort === 'string' ? query.sort : undefined;
  const sortField = sortParam ? sortParam.replace(/^-/, '') : def.sort?.field;
  const direction: 'asc' | 'desc' = sortParam ? (sortParam.startsWith('-') ? 'desc' : 'asc') : (def.sort?.order ?? 'desc');
  const table = tableOf(def);
  const scope: ListSql = { table, clientId, conditions: scopeConditions, sort: sortField ?? null };
  const list: ListSql = { ...scope, conditions: [...scopeConditions, ...conditions] };

  const term = searchKey(typeof query.search === 'string' ? query.search : '');
  let sample: ListPlan['sample'];
  if (term) {
    const columns = hasSearchKey(def) ? ['search_key'] : searchableFields(def).map((f) => f.name);
    list.search = { term, columns, plan: 'test' };
    if (hasSearchKey(def) && [...term].length >= 3) {
      sample = await sampleNewest(db, dialect, list, scope, SAMPLE_SIZE);
      const live = await liveCount(db, clientId, table, parentId);
      if (sample.seen === 0 || (sample.matched * live) / sample.seen <= CANDIDATE_LIMIT) list.search = { ...list.search, plan: 'candidates' };
    }
  }
  const binding = [clientId, parentId, conditions, term, sortField ?? null, direction];
  return { list, scope, parentId, direction, sample, binding };
}

/**
 * The list's total: the counters when nothing narrows it, else counted up to the exact limit and estimated beyond.
 * A search whose sample already shows it far past the limit is estimated without counting: its rows are tested one
 * by one along the order, so counting the limit's worth of matches would read a large part of the list.
 */
export async function listTotal(db: DbOrTx, dialect: DialectSql, def: CollectionDef, plan: ListPlan): Promise<Total> {
  const narrowed = plan.list.conditions.length > plan.scope.conditions.length || plan.list.search !== undefined;
  if (!narrowed && !def.readOnly) return { total: await liveCount(db, plan.list.clientId, plan.list.table, plan.parentId), estimated: false };
  if (plan.sample && plan.sample.matched >= SURE_MATCHES && !def.readOnly) {
    const guess = Math.round((plan.sample.matched * (await liveCount(db, plan.list.clientId, plan.list.table, plan.parentId))) / plan.sample.seen);
    if (guess > 2 * EXACT_TOTAL_LIMIT) return { total: guess, estimated: true };
  }
  // Counting visits every match: a search the trigram index can answer is counted from it, whatever the page's plan.
  const counting: ListSql = plan.sample && plan.list.search ? { ...plan.list, search: { ...plan.list.search, plan: 'candidates' } } : plan.list;
  const counted = await countUpTo(db, dialect, counting, EXACT_TOTAL_LIMIT + 1);
  if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, estimated: false };
  const sample = plan.sample ?? (await sampleNewest(db, dialect, plan.list, plan.scope, SAMPLE_SIZE));
  const live = def.readOnly ? counted : await liveCount(db, plan.list.clientId, plan.list.table, plan.parentId);
  const guess = sample.seen ? Math.round((live * sample.matched) / sample.seen) : 0;
  return { total: Math.max(EXACT_TOTAL_LIMIT + 1, guess), estimated: true };
}

const flip = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

/** The plan as pagination.ts's keyset source. */
export function listSource(db: DbOrTx, dialect: DialectSql, def: CollectionDef, plan: ListPlan): KeysetSource<StoredRow, ListKey> {
  return {
    scope: plan.binding,
    total: () => listTotal(db, dialect, def, plan),
    keyOf: (id) => keyOfRow(db, plan.list, id),
    read: (seek) => readList(db, dialect, plan.list, { direction: seek.order === 'asc' ? plan.direction : flip(plan.direction), from: seek.from, offset: seek.offset, limit: seek.limit }),
  };
}

/** Every row of the list in its order, `size` at a time (exports): each batch continues from the last row's key. */
export async function* listBatches(db: DbOrTx, dialect: DialectSql, plan: ListPlan, size = 1_000): AsyncGenerator<StoredRow[]> {
  let from: ListKey | undefined;
  for (;;) {
    const rows = await readList(db, dialect, plan.list, { direction: plan.direction, from, offset: 0, limit: size });
    if (!rows.length) return;
    yield rows;
    if (rows.length < size) return;
    // SQLite answers synchronously: without a turn of the event loop between batches, nothing written so far would
    // reach the socket until the whole export was made (and held in memory).
    await new Promise((resolve) => setImmediate(resolve));
    const last = rows[rows.length - 1];
    from = { value: plan.list.sort ? last[plan.list.sort] : last.id, id: Number(last.id) };
  }
}
