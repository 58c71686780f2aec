import type { CollectionDef } from '@console/contract';
import type { Tx } from '../../../db/handle.ts';
import type { StoredRow } from '../repo.ts';

/**
 * A collection's extension point on the API side (issue 28, as Payload's collection hooks): bespoke behaviour of an
 * area lives here, called by the generic write path inside its transaction, so no area forks the engine.
 */

/** Where a write stands: its transaction, engine, client and collection; `before` is the stored row of an update. */
export interface WriteContext {
  trx: Tx;
  dialect: 'sqlite' | 'postgres';
  clientId: number;
  def: CollectionDef;
  before?: StoredRow;
}

export interface CollectionHooks {
  /**
   * Before a create or update is stored, after its checks: may change the stored `values` (a registration for a
   * full event goes to the waiting list) or refuse the write by throwing an HTTP error (409).
   */
  beforeWrite?: (context: WriteContext, values: Record<string, unknown>) => Promise<void>;
  /**
   * After a create is stored (generated values made), in its transaction: may answer values shown once to the
   * creator and kept nowhere (a new API key), which the create's answer carries as `once`.
   */
  afterCreate?: (context: WriteContext & { at: number }, row: StoredRow) => Promise<OnceValues | void>;
}

/** Values a create answers once (contract `onceValues`). */
export type OnceValues = Record<string, string>;
