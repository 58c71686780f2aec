import type { CollectionDef } from '@console/contract';
import type { Config } from '../../config.ts';
import type { DialectSql } from '../../db/dialects/index.ts';
import type { DbOrTx } from '../../db/handle.ts';
import type { KeysetSource } from '../../platform/pagination.ts';
import type { ListPlan } from './list-plan.ts';
import { plainList } from './list-plain.ts';
import type { ListKey } from './list-clauses-repo.ts';
import { listBatches, listSource, planList } from './listing.ts';
import type { StoredRow } from './repo.ts';

/**
 * The one seam of the generic lists' engine: what the collection service asks of a list (docs/collections.md, "The
 * list engine"). Both strategies read the query string alike (list-plan.ts), so they answer the same rows in the same
 * order, and a cursor of one names the same position in the other; they differ in how they read them.
 * - adaptive (listing.ts, list-repo.ts, list-sample-repo.ts): a sample of the list chooses each read (a walk of the
 *   order within a budget, a narrowing index, the trigram index) and estimates totals that counting would make slow;
 * - plain (list-plain.ts): one `ORDER BY <sort>, id LIMIT n` statement a page, the index left to the database.
 */
export interface ListStrategy {
  /** The list a query string asks for (400 on a bad filter), with what the strategy plans its reads from. */
  planList(
    db: DbOrTx,
    dialect: DialectSql,
    def: CollectionDef,
    clientId: number,
    query: Record<string, unknown>,
    parentFromPath?: number,
  ): Promise<ListPlan>;
  /** The plan as the keyset pages' source (platform/pagination.ts, keysetPage). */
  listSource(db: DbOrTx, dialect: DialectSql, def: CollectionDef, plan: ListPlan): KeysetSource<StoredRow, ListKey>;
  /** Every row of the list in its order, `size` at a time (exports). */
  listBatches(db: DbOrTx, dialect: DialectSql, plan: ListPlan, size?: number): AsyncGenerator<StoredRow[]>;
}

export type ListEngine = Config['COLLECTION_LIST_ENGINE'];

const adaptiveList: ListStrategy = { planList, listSource, listBatches };

const STRATEGIES: Record<ListEngine, ListStrategy> = { adaptive: adaptiveList, plain: plainList };

/** The strategy configured by COLLECTION_LIST_ENGINE. */
export const listStrategy = (engine: ListEngine): ListStrategy => STRATEGIES[engine];
