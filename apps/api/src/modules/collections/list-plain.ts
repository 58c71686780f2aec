import { EXACT_TOTAL_LIMIT, type CollectionDef } from '@console/contract';
import type { DialectSql } from '../../db/dialects/index.ts';
import type { DbOrTx } from '../../db/handle.ts';
import { exactTotal } from '../../platform/list-planner.ts';
import type { KeysetSource, Total } from '../../platform/pagination.ts';
import { batchesOf, listQueryOf, type ListPlan } from './list-plan.ts';
import { readPlain } from './list-plain-repo.ts';
import { countUpTo, keyOfRow } from './list-repo.ts';
import type { ListKey } from './list-clauses-repo.ts';
import type { ListStrategy } from './list-strategy.ts';
import { liveCount, type StoredRow } from './repo.ts';

/**
 * The plain list strategy (list-strategy.ts): every page is one `ORDER BY <sort>, id LIMIT n` statement past the
 * cursor's key, and nothing is sampled or planned here; the database's planner picks the index. The rows, their
 * order and the cursors are the adaptive strategy's (list-plan.ts reads the query string for both); what differs is
 * how long a page takes when the list is large and narrowed, and the total past the exact limit.
 */

/**
 * The counters when nothing narrows the list; else the matches counted up to the exact limit, and past it "more than"
 * that (estimated: the plain strategy does not sample to guess how many more).
 */
async function plainTotal(db: DbOrTx, dialect: DialectSql, def: CollectionDef, plan: ListPlan): Promise<Total> {
  const { list } = plan;
  if (!def.readOnly && !list.filters.length && !list.search)
    return exactTotal(await liveCount(db, list.clientId, list.table, plan.parentId));
  const counted = await countUpTo(db, dialect, list, EXACT_TOTAL_LIMIT + 1);
  return counted <= EXACT_TOTAL_LIMIT ? exactTotal(counted) : { total: counted, estimated: true };
}

const flip = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

export const plainList: ListStrategy = {
  planList: async (
    _db: DbOrTx,
    _dialect: DialectSql,
    def: CollectionDef,
    clientId: number,
    query: Record<string, unknown>,
    parentFromPath?: number,
  ): Promise<ListPlan> => listQueryOf(def, clientId, query, parentFromPath),

  listSource: (
    db: DbOrTx,
    dialect: DialectSql,
    def: CollectionDef,
    plan: ListPlan,
  ): KeysetSource<StoredRow, ListKey> => ({
    scope: plan.binding,
    total: () => plainTotal(db, dialect, def, plan),
    keyOf: (id) => keyOfRow(db, plan.list, id),
    read: (seek) =>
      readPlain(db, dialect, plan.list, {
        direction: seek.order === 'asc' ? plan.direction : flip(plan.direction),
        from: seek.from,
        offset: seek.offset,
        limit: seek.limit,
      }),
  }),

  listBatches: (db: DbOrTx, dialect: DialectSql, plan: ListPlan, size = 1_000): AsyncGenerator<StoredRow[]> =>
    batchesOf(
      plan,
      (from, limit) => readPlain(db, dialect, plan.list, { direction: plan.direction, from, offset: 0, limit }),
      size,
    ),
};
