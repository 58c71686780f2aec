import type { CollectionDef, Grants } from '@console/contract';
import type { Tx } from '../db/handle.ts';

/**
 * The one write path of the declarative collections, as other modules reach it (an import writes its rows through
 * it): the collections module implements it, the app hands it over in AppDeps. Values are stored values (after the
 * definition's schema); the writer checks references and uniqueness, runs the collection's hooks, fills generated
 * values, keeps computed figures and records the audit entry, all in the caller's transaction.
 */

/** Who writes: for the audit entry, and their grants for the sub-tags of a status workflow's moves. */
export interface WriteActor {
  clientId: number;
  /** Null for the platform itself (a timer of the job queue). */
  userId: number | null;
  grants: Grants;
  requestId?: string;
}

/** A row the write made or changed (its own, or one whose figures moved): announced once committed. */
export interface WrittenChange {
  entity: string;
  id: number;
  action: 'created' | 'updated' | 'deleted';
}

export interface CollectionWriter {
  create(trx: Tx, def: CollectionDef, actor: WriteActor, values: Record<string, unknown>): Promise<WrittenChange[]>;
  update(
    trx: Tx,
    def: CollectionDef,
    actor: WriteActor,
    id: number,
    values: Record<string, unknown>,
  ): Promise<WrittenChange[]>;
  /** Tells open lists of the committed changes. */
  announce(clientId: number, changes: readonly WrittenChange[]): void;
}
