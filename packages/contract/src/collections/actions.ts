import { z } from 'zod';
import type { RowFilter } from './computed.ts';
import type { CollectionDef, FieldDef, Text } from './define.ts';
import { rowSchema } from './schemas.ts';

/**
 * Declarative actions (issue 28, as Directus flows with confirmations): a collection declares what an administrator
 * may do to a row or to a selection beyond editing it (check in a registration, approve a testimonial, refund an
 * order). Each action has a sub-tag of its own (`<tag>.<name>`, shown in the permission screens), runs on the server
 * in a transaction through a handler registered by the same name, is audited and announced to open lists.
 */

export interface ActionDef {
  /** Lower snake case; also the sub-tag's last part. */
  name: string;
  label: Text;
  /** Material icon name. */
  icon: string;
  /**
   * Offered on one row (its menu and its record page), on a selection (the bulk bar), or both; or by a screen of its
   * own (`screen`: a cohort's attendance grid), which has its own route and is not in the generic menus.
   */
  on: readonly ('row' | 'bulk' | 'screen')[];
  /** Asked before it runs ({{count}} is the number of rows). */
  confirm?: Text;
  /** A form the administrator fills before it runs (fields as in a definition). */
  input?: readonly FieldDef[];
  /** Offered only for rows whose enum field holds one of these values (a check-in for confirmed registrations). */
  when?: RowFilter;
  /** Shown in the error colour (refusing, refunding). */
  danger?: boolean;
  /**
   * The sub-tag's last part when the action shares one (default: its name): the forum's close, reopen and pin share
   * `moderar`; an action that makes a workflow's move is named after, or shares, that move's sub-tag.
   */
  sub?: string;
}

/** The sub-tag that allows an action: `<tag>.<sub or name>`. */
export const actionSub = (def: Pick<CollectionDef, 'tag'>, action: ActionDef): string =>
  `${def.tag}.${action.sub ?? action.name}`;

/** Rows of one bulk request; the console sends a larger selection in requests of this size, with progress. */
export const ACTION_BATCH = 100;

/** The body of a bulk action: the rows and the input. */
export const bulkActionBody = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(ACTION_BATCH),
  input: z.record(z.string(), z.unknown()).optional(),
});

/** What a bulk action answers: the rows it did, and each refused row with why. */
export const bulkActionResult = z.object({
  done: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type BulkActionResult = z.infer<typeof bulkActionResult>;

/**
 * The body of a row action: its input, and for an action that runs in steps (a cohort's enrolment of a 100,000-member
 * group), the `next` of the step before: the console calls again with it until the report's `next` is null.
 */
export const rowActionBody = z.object({
  input: z.record(z.string(), z.unknown()).optional(),
  cursor: z.number().int().nonnegative().optional(),
});

/**
 * What a row action that works on many rows reports of one step: how many the whole run takes (`total`, known at the
 * first step), those done, those skipped (already there: a member already enrolled), each refused with why (at most
 * ACTION_BATCH a step, `label` naming the row), and where the next step starts (null at the end).
 */
export const actionReport = z.object({
  total: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  failed: z.array(z.object({ label: z.string(), message: z.string() })).max(ACTION_BATCH),
  /** How many more were refused than `failed` lists (a full cohort refuses the rest of a 100,000-member group). */
  failed_more: z.number().int().nonnegative().optional(),
  next: z.number().int().nonnegative().nullable(),
});
export type ActionReport = z.infer<typeof actionReport>;

/**
 * A record a row action made (a course's copy, the member a lead became), for the console to open: its entity (a
 * collection's, or `user` for a member) and id.
 */
export const actionCreated = z.object({ entity: z.string(), id: z.number().int().positive() });
export type ActionCreated = z.infer<typeof actionCreated>;

/**
 * What a row action answers: the row as it stands after, the step's report when the action makes one, and the
 * record it made when it makes one (optional).
 */
export const rowActionResult = (def: CollectionDef) =>
  z.object({ row: rowSchema(def), report: actionReport.optional(), created: actionCreated.optional() });

/** The path of an action on one row, below the row's path: `…/<entity>/<id>/acoes/<name>`. */
export const ACTIONS_SEGMENT = 'acoes';

/** A collection's action by name, when it has one. */
export const actionOf = (def: Pick<CollectionDef, 'actions'>, name: string): ActionDef | undefined =>
  def.actions?.find((action) => action.name === name);
