import { EXACT_TOTAL_LIMIT, type CollectionDef } from '@console/contract';
import type { DialectSql } from '../../db/dialects/index.ts';
import type { DbOrTx } from '../../db/handle.ts';
import {
  defaultSortOf,
  filterOrderIndexOf,
  keyIndexOf,
  orderIndexHoldsSearch,
  orderIndexOf,
} from '../../db/collections/layout.ts';
import { perDefinition } from '../../db/collections/per-definition.ts';
import { DEFAULT_LIST_TUNING, type KeysetSource, type Seek, type Total } from '../../platform/pagination.ts';
import { batchesOf, listQueryOf, type ListPlan as QueryPlan } from './list-plan.ts';
import { countUpTo, keyOfRow, LIVE_COLUMN, matchesUpTo, readCounted, readList, rowsByIds } from './list-repo.ts';
import { indexedFilter, type ListKey, type ListSql } from './list-clauses-repo.ts';
import { sampleList, type ListSample } from './list-sample-repo.ts';
import { liveCount, type StoredRow } from './repo.ts';
import { exactTotal, sampledTotal } from '../../platform/list-planner.ts';

/**
 * The adaptive list strategy (list-strategy.ts): how a collection's list is read once its query string is read
 * (list-plan.ts: scope, filters, order, search), and its total. A narrowed list walks its order testing rows for a
 * while and then reads its matches from their own index (list-repo.ts, readList); a search of 3+ characters with few
 * matches reads the trigram index at once. A sample of rows spread over the scope tells which, and estimates totals
 * that counting would make slow.
 */

/** The shared plan, and what the adaptive reads learnt while planning and totalling (kept for the page's reads). */
export interface ListPlan extends QueryPlan {
  /** The sample and the scope's live rows, once read (the search's plan reads them first; the total reuses them). */
  sample?: ListSample;
  live?: number;
  /** Every match's id in the list's order, when the total read them all (a search's under the exact limit). */
  ordered?: number[];
}

type OrderLayout = Pick<ListSql, 'orderIndex' | 'keyIndex' | 'searchInOrderIndex'>;

const orderLayouts = perDefinition(() => new Map<string | null, OrderLayout>());

/** The indexes that serve the collection's order by `sort` (its rows outside a parent), once per definition and order. */
function orderLayoutOf(def: CollectionDef, sort: string | null): OrderLayout {
  const layouts = orderLayouts(def);
  let layout = layouts.get(sort);
  if (!layout) {
    layout = { orderIndex: orderIndexOf(def, sort) };
    if (sort && sort === defaultSortOf(def))
      Object.assign(layout, { keyIndex: keyIndexOf(def), searchInOrderIndex: orderIndexHoldsSearch(def, sort) });
    layouts.set(sort, layout);
  }
  return layout;
}

export async function planList(
  db: DbOrTx,
  dialect: DialectSql,
  def: CollectionDef,
  clientId: number,
  query: Record<string, unknown>,
  parentFromPath?: number,
): Promise<ListPlan> {
  const plan: ListPlan = listQueryOf(def, clientId, query, parentFromPath);
  const { list, parentId, direction } = plan;
  const { scope, filters, sort } = list;
  if (!scope.length) Object.assign(list, orderLayoutOf(def, sort));
  // Alone: with another filter the walk of the value's range would test it on each row, however few rows it keeps.
  if (!scope.length && sort && sort === defaultSortOf(def))
    list.filterInOrder =
      filters.length === 1 && filters[0].op === '=' && filterOrderIndexOf(def, filters[0].column, sort) !== undefined;

  if (list.search?.indexed) {
    const sample = (plan.sample = await sampleList(db, dialect, list, direction));
    const { seen, matched, filtered, searched } = sample;
    const { ahead, edge } = sample.order ?? { ahead: 0 };
    const live = (plan.live = await liveCount(db, clientId, list.table, parentId));
    list.search.few = seen === 0 || (matched * live) / seen <= DEFAULT_LIST_TUNING.fetchLimit;
    // Reading a filter's index entries costs a fraction of looking up a match's row.
    list.search.alongFilter = filters.some(indexedFilter) && filtered < 8 * searched;
    // Spread matches put the first within a few times seen/matched sampled rows of the start; far more means they
    // sit together further along, and walks from the start would not reach them.
    if (matched > 0)
      list.search.ahead = {
        rows: (ahead * live) / seen,
        sampled: ahead,
        direction,
        edge,
        together: ahead > (3 * seen) / matched,
      };
  }
  return plan;
}

/** Matches of a counted search read in order, at most. */
const ORDERED_LIMIT = 4 * DEFAULT_LIST_TUNING.exactTotalLimit;

/**
 * The list's total: the counters when nothing narrows it, else the sample's count when it saw the whole scope, an
 * estimate when the sample shows more matches than the exact limit (counting them would visit every one), else
 * counted up to the exact limit through the narrowing indexes.
 */
export async function listTotal(db: DbOrTx, dialect: DialectSql, def: CollectionDef, plan: ListPlan): Promise<Total> {
  const { list } = plan;
  const narrowed = list.filters.length > 0 || list.search !== undefined;
  if (def.readOnly) {
    // Tables of other modules (the audit log) keep no counters: counted up to the limit, then "more than".
    const counted = await countUpTo(db, dialect, list, EXACT_TOTAL_LIMIT + 1);
    return counted <= EXACT_TOTAL_LIMIT ? exactTotal(counted) : { total: counted, estimated: true };
  }
  const live = (plan.live ??= await liveCount(db, list.clientId, list.table, plan.parentId));
  if (!narrowed) return exactTotal(live);
  plan.sample ??= await sampleList(db, dialect, list);
  if (plan.sample.seen >= live) return exactTotal(plan.sample.matched);
  const sample = plan.sample;
  // A search's matches are read in order as they are counted, a few times past the limit (reading them costs about
  // what counting them does, and sorting them is what the page would do): that count holds every page.
  const count = list.search?.indexed
    ? async (cap: number) => {
        const ids = await matchesUpTo(db, dialect, list, plan.direction, ORDERED_LIMIT);
        if (ids.length < ORDERED_LIMIT) plan.ordered = ids;
        return Math.min(ids.length, cap);
      }
    : (cap: number) => countUpTo(db, dialect, list, cap);
  return (await sampledTotal(live, DEFAULT_LIST_TUNING, async () => sample, count)).total;
}

const flip = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

/** A window of the matches the total read in order; undefined when the cursor's row is no longer among them. */
function orderedWindow(
  db: DbOrTx,
  plan: ListPlan,
  ordered: number[],
  seek: Seek<ListKey>,
): Promise<StoredRow[]> | undefined {
  const ids = seek.order === 'asc' ? ordered : [...ordered].reverse();
  const start = seek.from ? ids.indexOf(seek.from.id) + 1 : seek.offset;
  if (seek.from && start === 0) return undefined;
  return rowsByIds(
    db,
    plan.list,
    seek.order === 'asc' ? plan.direction : flip(plan.direction),
    ids.slice(start, start + seek.limit),
  );
}

/** The plan as pagination.ts's keyset source. */
export function listSource(
  db: DbOrTx,
  dialect: DialectSql,
  def: CollectionDef,
  plan: ListPlan,
): KeysetSource<StoredRow, ListKey> {
  const total = () => listTotal(db, dialect, def, plan);
  const read = (seek: Seek<ListKey>) =>
    (plan.ordered && orderedWindow(db, plan, plan.ordered, seek)) ||
    readList(db, dialect, plan.list, {
      direction: seek.order === 'asc' ? plan.direction : flip(plan.direction),
      from: seek.from,
      offset: seek.offset,
      limit: seek.limit,
    });
  const { list } = plan;
  // A list nothing narrows opens with its page and its counter in one statement (a cursor's page reads them apart).
  const counted = !def.readOnly && !list.filters.length && !list.search;
  return {
    scope: plan.binding,
    total,
    keyOf: (id) => keyOfRow(db, list, id),
    read,
    readCounted: counted
      ? async (seek) => {
          if (seek.from) return { rows: await read(seek), total: await total() };
          const rows = await readCounted(db, dialect, list, plan.parentId, {
            direction: plan.direction,
            offset: seek.offset,
            limit: seek.limit,
          });
          return { rows, total: rows.length ? exactTotal(Number(rows[0][LIVE_COLUMN] ?? 0)) : undefined };
        }
      : undefined,
  };
}

/** Every row of the list in its order, `size` at a time (exports): each batch continues from the last row's key. */
export function listBatches(
  db: DbOrTx,
  dialect: DialectSql,
  plan: ListPlan,
  size = 1_000,
): AsyncGenerator<StoredRow[]> {
  return batchesOf(
    plan,
    (from, limit) =>
      readList(db, dialect, plan.list, { direction: plan.direction, from, offset: 0, limit, whole: true }),
    size,
  );
}
