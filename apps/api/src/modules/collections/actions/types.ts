import type { ActionCreated, ActionReport, CollectionDef } from '@console/contract';
import type { DialectSql } from '../../../db/dialects/index.ts';
import type { Tx } from '../../../db/handle.ts';
import type { WriteActor, WrittenChange } from '../../../platform/collection-writes.ts';
import type { MemberRef, NewMember } from '../../../platform/member-accounts.ts';
import type { StoredRow } from '../repo.ts';

/** What an action's handler may write with: the collections' own write path (checks, hooks, figures, audit). */
export interface ActionWrites {
  update(def: CollectionDef, id: number, values: Record<string, unknown>): Promise<WrittenChange[]>;
  create(def: CollectionDef, values: Record<string, unknown>): Promise<WrittenChange[]>;
  /** Many rows of one collection at once (the write path's createMany): their ids and the changes to announce. */
  createMany(
    def: CollectionDef,
    rows: readonly Record<string, unknown>[],
  ): Promise<{ ids: number[]; changes: WrittenChange[] }>;
}

/**
 * The users area's create of a member, in the action's transaction (its rules, grants, audit); the welcome mail, when
 * `invite`, is delivered once the action commits.
 */
export interface ActionMembers {
  create(member: NewMember, invite: boolean): Promise<MemberRef>;
  byEmail(email: string): Promise<MemberRef | undefined>;
}

/** One run of an action on one row, inside its transaction. */
interface ActionContext {
  trx: Tx;
  /** The engine's differences, for the handler's own SQL. */
  sql: DialectSql;
  def: CollectionDef;
  actor: WriteActor;
  /** The row as stored (money in cents). */
  row: StoredRow;
  /** The input form's values, parsed by its fields' schemas (stored form). */
  input: Record<string, unknown>;
  /** Where this step starts, for an action that runs in steps (the `next` of the step before; absent at the first). */
  cursor?: number;
  /** The moment of the run (ISO). */
  at: string;
  writes: ActionWrites;
  members: ActionMembers;
}

/**
 * The rows an action changed; for an action over many rows (an enrolment of a group) its step's report; for an action
 * that makes a record (a course's copy, a lead's member) that record.
 */
export type ActionOutcome =
  WrittenChange[] | { changes: WrittenChange[]; report?: ActionReport; created?: ActionCreated };

/**
 * A server handler of a declared action: does the action's work through `writes` and answers the rows it changed.
 * A refusal throws an HTTP error (409 with a message), which a bulk run reports for that row.
 */
export type ActionHandler = (context: ActionContext) => Promise<ActionOutcome>;
