import { z } from 'zod';
import { COLLECTIONS_BASE } from './meta.ts';

/**
 * Versions of a versioned collection's records (issue 28, CollectionDef.versions): each create and update stores the
 * record's values as a numbered version; a draft is a version saved without touching the live record. Restoring a
 * version (publishing a draft) writes its values through the collection's update.
 */

/** `/api/v2/admin/<entity>/<id>/versions`: the record's versions (GET) or a new draft (POST, an update's body). */
export const recordVersionsPath = (entity: string, id: number | string): string =>
  `${COLLECTIONS_BASE}/${entity}/${id}/versions`;

export const recordVersionSummary = z.object({
  number: z.number().int(),
  draft: z.boolean(),
  /** Who wrote it (null when that user is gone). */
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  at: z.string(),
});
export type RecordVersionSummary = z.infer<typeof recordVersionSummary>;

/** One version with the record's values as the API answers a row's fields. */
export const recordVersion = recordVersionSummary.extend({ values: z.record(z.string(), z.unknown()) });
export type RecordVersion = z.infer<typeof recordVersion>;

export const VERSION_MESSAGES = {
  notFound: 'Versão não encontrada.',
} as const;
