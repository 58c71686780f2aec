import { collectionByEntity, type CollectionDef } from '@console/contract';
import { tableOf } from '../../../db/collections/layout.ts';
import { invalid } from '../../../platform/errors.ts';
import { rowById } from '../repo.ts';
import type { WriteContext } from './types.ts';

/** The 422 of a reference to a row of another poll, survey or form than the row's own (FieldDef.within). */
export const NOT_WITHIN_MESSAGE = 'Este item pertence a outro registro: escolha um do mesmo.';

/** The id of the `within` row above a row of `def` whose parent is `parentId`: its parent, or its parent's parent. */
async function withinOf(
  { trx, clientId }: WriteContext,
  def: CollectionDef,
  parentId: number,
  within: string,
): Promise<number | null> {
  if (def.parent!.entity === within) return parentId;
  const parentDef = collectionByEntity(def.parent!.entity)!;
  const parent = await rowById(trx, clientId, tableOf(parentDef), parentId);
  return parent ? Number(parent[parentDef.parent!.param]) : null;
}

/**
 * References that stay within a row (a vote's option is one of the vote's poll): on every write that sets the
 * reference or the row's parent, the referenced row's parent must be the row's own one (or its parent's).
 */
export async function checkWithin(context: WriteContext, values: Record<string, unknown>): Promise<void> {
  const { def, before, trx, clientId } = context;
  for (const field of def.fields) {
    if (!field.within || !def.parent) continue;
    const param = def.parent.param;
    if (values[field.name] === undefined && values[param] === undefined) continue;
    const target = Number(values[field.name] ?? before?.[field.name]);
    const parentId = Number(values[param] ?? before?.[param]);
    if (!(target > 0) || !(parentId > 0)) continue;
    const targetDef = collectionByEntity(field.target!)!;
    const referenced = await rowById(trx, clientId, tableOf(targetDef), target);
    const own = await withinOf(context, def, parentId, field.within);
    if (referenced && Number(referenced[targetDef.parent!.param]) !== own)
      throw invalid({ [field.name]: [NOT_WITHIN_MESSAGE] });
  }
}
