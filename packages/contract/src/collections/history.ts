import { z } from 'zod';
import { clientQuery, keysetPageQuery, keysetPaginated, ok } from '../envelope.ts';
import { buildResourcePath } from '../resource-path.ts';

/**
 * A record's history (issue 28): GET `<record path>/history` answers the audit entries of one collection record,
 * newest first, keyset-paged like the lists, each with who, when, what and the fields it changed. The diff is made
 * on the server from the entry's before and after, with the audit log's masking for the reader.
 */

/** The last segment of a record's history route. */
export const RECORD_HISTORY_SEGMENT = 'history';

/** `<base>[/<param>/<parent id>]/<entity>/<id>/history[?query]`. */
export const recordHistoryPath = (input: {
  base: string;
  entity: string;
  id: number;
  params?: Record<string, number>;
  query?: Record<string, string | number | undefined>;
}): string => buildResourcePath({ ...input, router: RECORD_HISTORY_SEGMENT });

/**
 * One changed field: its name (a definition's field, the parent's `*_id`, or a key the definition no longer has) and
 * its value before and after (null when absent), as the reader may see them ('•••' masked, '[removido]' for a
 * credential). A reference or user field also names the rows its ids point at, when they still exist.
 */
export const recordChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  before_label: z.string().nullable(),
  after_label: z.string().nullable(),
});
export type RecordChange = z.infer<typeof recordChange>;

export const recordHistoryEntry = z.object({
  id: z.number().int(),
  /** `<entity>.create`, `<entity>.update`, `<entity>.delete`, or any other action recorded on the record. */
  action: z.string(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The fields that changed; on a create every field set, on a delete every field the record had. */
  changes: z.array(recordChange),
});
export type RecordHistoryEntry = z.infer<typeof recordHistoryEntry>;

export const recordHistoryQuery = keysetPageQuery.extend(clientQuery.shape);
export const recordHistoryPage = keysetPaginated(recordHistoryEntry);
export type RecordHistoryPage = z.infer<typeof recordHistoryPage>;
export const recordHistoryResponse = ok(recordHistoryPage);
