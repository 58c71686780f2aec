import type { CollectionActionMeta, CollectionMeta, CollectionRow } from '@console/contract';

/** Whether an action is offered for this row: no `when`, or the row's enum field holds one of its values. */
const appliesTo = (action: CollectionActionMeta, row: CollectionRow): boolean =>
  !action.when || action.when.in.includes(String(row[action.when.field] ?? ''));

/** The actions the user may run on one row (its menu and its record page); read-only collections offer none. */
export const rowActionsOf = (meta: CollectionMeta): CollectionActionMeta[] =>
  meta.read_only ? [] : meta.actions.filter((action) => action.on.includes('row'));

/** Those offered for this row now. */
export const rowActionsFor = (meta: CollectionMeta, row: CollectionRow): CollectionActionMeta[] =>
  rowActionsOf(meta).filter((action) => appliesTo(action, row));

/** The actions the user may run on a selection (the bulk bar). */
export const bulkActionsOf = (meta: CollectionMeta): CollectionActionMeta[] =>
  meta.read_only ? [] : meta.actions.filter((action) => action.on.includes('bulk'));
