import { z } from 'zod';
import {
  ACTIONS_SEGMENT,
  actionReport,
  buildResourcePath,
  bulkActionResult,
  ok,
  type ActionReport,
  type BulkActionResult,
  type CollectionRow,
} from '@console/contract';
import type { ParentRef, ResourceRef } from '../../../lib/data-provider.ts';
import { http } from '../../../lib/http.ts';

/**
 * The two calls of a declared action (contract collections/actions.ts): on one row below the row's path, and on a
 * selection below the list's path (under the parent's path when the list is a record's child list).
 */

const rowAnswer = ok(
  z.object({
    row: z.looseObject({ id: z.number().int() }) as unknown as z.ZodType<CollectionRow>,
    report: actionReport.optional(),
  }),
);
const bulkAnswer = ok(bulkActionResult);

export type ActionInput = Record<string, unknown>;

export interface RowActionAnswer {
  row: CollectionRow;
  report?: ActionReport;
}

export async function postRowAction(
  ref: ResourceRef,
  id: number,
  name: string,
  body: { input?: ActionInput; cursor?: number },
): Promise<RowActionAnswer> {
  const path = buildResourcePath({ base: ref.base, entity: ref.entity, id, router: `${ACTIONS_SEGMENT}/${name}` });
  return rowAnswer.parse(await http.post<unknown>(path, body)).data;
}

export async function postBulkAction(
  ref: ResourceRef,
  parent: ParentRef | undefined,
  name: string,
  body: { ids: number[]; input?: ActionInput },
): Promise<BulkActionResult> {
  const path = buildResourcePath({
    base: ref.base,
    entity: ref.entity,
    params: parent ? { [parent.param]: parent.id } : {},
    router: `${ACTIONS_SEGMENT}/${name}`,
  });
  return bulkAnswer.parse(await http.post<unknown>(path, body)).data;
}
