import type { CollectionDef, CollectionRow, RecordVersion, RecordVersionSummary } from '@console/contract';
import { VERSION_MESSAGES } from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import type { DbOrTx } from '../../db/handle.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { checkRules, updateBody } from './bodies.ts';
import { rowById, type StoredRow } from './repo.ts';
import { attachLinks } from './links-repo.ts';
import { collectionService, type CollectionDeps, type Place } from './service.ts';
import { versionValues } from './versions-keep.ts';
import { insertVersion, listVersions, nextNumber, versionByNumber, type VersionRow } from './versions-repo.ts';

/**
 * Versions of versioned collections' records (issue 28, CollectionDef.versions; versions-keep.ts stores them on each
 * write): the routes of versions-routes.ts list them, save drafts and restore one, a restore being an update through
 * the collections' own write path (checked, audited, versioned).
 */

const summaryOf = (row: VersionRow): RecordVersionSummary => ({
  number: row.number,
  draft: row.draft,
  by: row.user_id !== null && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
  at: row.created_at,
});

const fullOf = (row: VersionRow): RecordVersion => ({
  ...summaryOf(row),
  values: JSON.parse(row.data) as Record<string, unknown>,
});

const versionMissing = () => new AppError(404, 'notFound', {}, {}, { number: [VERSION_MESSAGES.notFound] });

export function versionsService(deps: CollectionDeps) {
  const { db } = deps;
  const records = collectionService(deps);

  /** The client's record, or 404 (another client's record is not found either). */
  async function record(trx: DbOrTx, def: CollectionDef, place: Place, id: number): Promise<StoredRow> {
    const row = await rowById(trx, place.access.clientId, tableOf(def), id);
    if (!row) throw notFound();
    return (await attachLinks(trx, place.access.clientId, def, [row]))[0];
  }

  async function version(def: CollectionDef, place: Place, id: number, number: number): Promise<VersionRow> {
    await record(db, def, place, id);
    const found = await versionByNumber(db, place.access.clientId, def.entity, id, number);
    if (!found) throw versionMissing();
    return found;
  }

  return {
    async list(def: CollectionDef, place: Place, id: number): Promise<RecordVersionSummary[]> {
      await record(db, def, place, id);
      return (await listVersions(db, place.access.clientId, def.entity, id)).map(summaryOf);
    },

    async get(def: CollectionDef, place: Place, id: number, number: number): Promise<RecordVersion> {
      return fullOf(await version(def, place, id, number));
    },

    /**
     * A draft: the update's body over the record as it is, kept as a version marked draft; the record itself does
     * not change. Its values are checked as an update's; references and files are checked when it is published.
     */
    async saveDraft(def: CollectionDef, place: Place, id: number, raw: unknown): Promise<RecordVersion> {
      const body = updateBody(def, raw);
      const { clientId, user } = place.access;
      const at = isoAt(deps.clock());
      return db.transaction().execute(async (trx) => {
        const row = await record(trx, def, place, id);
        const current = versionValues(def, row);
        checkRules(def, current, body);
        const values = { ...current, ...body };
        const number = await nextNumber(trx, clientId, def.entity, id);
        await insertVersion(trx, clientId, {
          entity: def.entity,
          recordId: id,
          number,
          draft: true,
          data: JSON.stringify(values),
          userId: user.id,
          at,
        });
        await recordAudit(trx, {
          clientId,
          actorUserId: user.id,
          action: `${def.entity}.draft`,
          entity: def.entity,
          entityId: id,
          after: { version: number, ...values },
          requestId: place.requestId,
          at: deps.clock(),
        });
        return { number, draft: true, by: { id: user.id, name: user.name }, at, values };
      });
    },

    /** A version's values written back (a draft published): the collection's update, which keeps a new version. */
    async restore(def: CollectionDef, place: Place, id: number, number: number): Promise<CollectionRow> {
      const { values } = fullOf(await version(def, place, id, number));
      return records.update(def, place, id, values);
    },
  };
}
