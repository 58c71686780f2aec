import type { CollectionDef } from '@console/contract';
import type { Tx } from '../../../db/handle.ts';
import type { CollectionWriter, WriteActor, WrittenChange } from '../../../platform/collection-writes.ts';
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
   * After a create or update is stored (its figures, version and audit entry written), in the same transaction: keeps
   * what follows from the row (a ledger entry moves the member's balance, level and badges; a redemption debits the
   * points and the reward's stock). Answers the collection rows it wrote, announced once committed.
   */
  afterWrite?: (context: AfterWriteContext) => Promise<WrittenChange[]>;
  /** After a row is removed (and what went with it), in the same transaction: what follows (levels regraded). */
  afterDelete?: (context: WriteContext) => Promise<void>;
  /**
   * After a create is stored (generated values made), in its transaction: may answer values shown once to the
   * creator and kept nowhere (a new API key), which the create's answer carries as `once`.
   */
  afterCreate?: (context: WriteContext & { at: number }, row: StoredRow) => Promise<OnceValues | void>;
}

/** Where an afterWrite hook stands: the write's context, who wrote, when, and the row as stored now. */
interface AfterWriteContext extends WriteContext {
  actor: WriteActor;
  now: number;
  row: StoredRow;
  /** The write path, for the rows the hook writes (checked, audited and announced as any). */
  collections: CollectionWriter;
}

/** Values a create answers once (contract `onceValues`). */
export type OnceValues = Record<string, string>;
