import type { CollectionDef, KeysetPageQuery, RecordHistoryEntry, RecordHistoryPage } from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import { toMillis } from '../../db/dialects/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { keysetPage } from '../../platform/pagination.ts';
import { changesOf, type FieldChange } from './history-changes.ts';
import { historyKey, historyRows, historyTotal, newestEntry, type RecordRef } from './history-repo.ts';
import { labelLinksOf } from './references.ts';
import { namesOf, rowById } from './repo.ts';
import type { Place } from './service.ts';

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

const parentIn = (param: string, ...snapshots: unknown[]): number | undefined => {
  for (const value of snapshots) {
    const id = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[param] : undefined;
    if (id !== undefined && id !== null) return Number(id);
  }
  return undefined;
};

const idOf = (value: unknown): number | undefined => {
  const id = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * A collection record's history (issue 28): its audit entries, matched by entity and entity id whatever their action
 * (create, update, delete, and any other recorded on the record), newest first and keyset-paged, each as the fields
 * it changed (history-changes.ts). A record of the client answers, also one deleted since while the client's audit
 * holds entries of it; another client's, or one under another parent in a child's path, is unknown (404).
 */
export function recordHistory(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  async function assertKnown(def: CollectionDef, place: Place, record: RecordRef, id: number): Promise<void> {
    const { clientId } = place.access;
    const row = await rowById(db, clientId, tableOf(def), id);
    const param = def.parent?.param;
    if (row) {
      if (param && place.parentId !== undefined && Number(row[param]) !== place.parentId) throw notFound();
      return;
    }
    const newest = await newestEntry(db, clientId, record);
    if (!newest) throw notFound();
    if (param && place.parentId !== undefined) {
      if (parentIn(param, parsed(newest.before), parsed(newest.after)) !== place.parentId) throw notFound();
    }
  }

  /** The current names of the rows the changed reference fields point at, by field and id. */
  async function namesFor(def: CollectionDef, clientId: number, changes: FieldChange[]) {
    const names = new Map<string, Map<number, string>>();
    for (const link of labelLinksOf(def)) {
      const ids = new Set<number>();
      for (const change of changes.filter((c) => c.field === link.name)) {
        for (const value of [change.before, change.after]) {
          const id = idOf(value);
          if (id !== undefined) ids.add(id);
        }
      }
      if (ids.size) names.set(link.name, await namesOf(db, clientId, link.table, link.title, [...ids]));
    }
    return (field: string, value: unknown): string | null => {
      const id = idOf(value);
      return (id !== undefined && names.get(field)?.get(id)) || null;
    };
  }

  return {
    async page(def: CollectionDef, place: Place, id: number, query: KeysetPageQuery): Promise<RecordHistoryPage> {
      const { clientId, grants } = place.access;
      const record: RecordRef = { entity: def.entity, entityId: String(id) };
      await assertKnown(def, place, record, id);
      const page = await keysetPage(query, {
        scope: [clientId, 'history', def.entity, id],
        total: async () => ({ total: await historyTotal(db, clientId, record), estimated: false }),
        keyOf: (entryId) => historyKey(db, clientId, record, entryId),
        read: (seek) => historyRows(db, clientId, record, seek),
      });
      const entries = page.data.map((row) => ({
        row,
        changes: changesOf(def, parsed(row.before), parsed(row.after), grants),
      }));
      const nameOf = await namesFor(
        def,
        clientId,
        entries.flatMap((entry) => entry.changes),
      );
      const data = entries.map(({ row, changes }): RecordHistoryEntry => ({
        id: row.id,
        action: row.action,
        at: new Date(toMillis(row.created_at)).toISOString(),
        actor: row.actor_user_id === null ? null : { id: row.actor_user_id, name: row.actor_name ?? '' },
        changes: changes.map((change) => ({
          ...change,
          before_label: nameOf(change.field, change.before),
          after_label: nameOf(change.field, change.after),
        })),
      }));
      return { ...page, data };
    },
  };
}
