import {
  collectionByEntity,
  type CollectionDef,
  type CollectionRow,
  type ExportFormat,
  type KeysetPaginated,
} from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import type { Tx } from '../../db/handle.ts';
import type { RequestAccess } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, invalid, notFound, referenced } from '../../platform/errors.ts';
import { keysetPage } from '../../platform/pagination.ts';
import type { FormPart } from '../../platform/uploads/form-parts.ts';
import { asUploadError } from '../../platform/uploads/ingest.ts';
import { discardUploads, keepUpload } from '../../platform/uploads/library.ts';
import { exportAbout, exportColumns } from './export.ts';
import { mapBatches } from '../../platform/export/batches.ts';
import type { ExportedFile, ExportRequest } from '../../platform/export/http.ts';
import { startExport } from '../../platform/export/start.ts';
import { exportTimeZone } from '../../platform/export/time-zone.ts';
import { listStrategy } from './list-strategy.ts';
import { storedValues } from '../../db/collections/values.ts';
import type { OnceValues } from './hooks/index.ts';
import { checkRules, createBody, updateBody } from './bodies.ts';
import { keepFigures, keepsFigures } from './computed.ts';
import { appendOnly, collectionWrites } from './write-path.ts';
import { hooksOf } from './hooks/index.ts';
import type { WriteActor, WrittenChange } from '../../platform/collection-writes.ts';
import { forReader, presentListed, presentRow } from './present.ts';
import { fileFieldsOf, formBody } from './form.ts';
import { labelLinksOf, linkReferrersOf, referrersOf } from './references.ts';
import { attachLinks, rowsLinkedTo, unlinkRow, unlinkTarget } from './links-repo.ts';
import { labelColumn } from './list-clauses-repo.ts';
import { multipleFieldsOf } from '../../db/collections/layout.ts';
import { dropVersions } from './versions-keep.ts';
import {
  clearReferences,
  deleteReferencing,
  deleteRow,
  namesOf,
  referencingIds,
  rowById,
  type StoredRow,
} from './repo.ts';

export type CollectionDeps = Pick<AppDeps, 'db' | 'sql' | 'clock' | 'realtime' | 'storage' | 'config' | 'events'>;

const IMAGE_MESSAGE = 'Envie uma imagem (PNG, JPG ou GIF).';

/** Where a request stands: its client, its actor, and the parent its path names (child collections). */
export interface Place {
  access: RequestAccess;
  requestId: string;
  parentId?: number;
}

/**
 * The generic resource layer's rules (SPEC.md §7, issue 12): every query scoped to the request's client, references
 * checked within it, unique values and references kept, every write in a transaction with its audit entry, and
 * announced on the realtime hub once committed.
 */
export function collectionService(deps: CollectionDeps) {
  const { db, sql: dialect } = deps;
  const writes = collectionWrites(deps);
  const actorOf = (place: Place): WriteActor => ({
    clientId: place.access.clientId,
    userId: place.access.user.id,
    grants: place.access.grants,
    requestId: place.requestId,
  });
  const { planList, listSource, listBatches } = listStrategy(deps.config.COLLECTION_LIST_ENGINE);

  /** Names of referenced rows and users of a batch of rows, by field: one query per referenced table. */
  async function labelsOf(
    def: CollectionDef,
    clientId: number,
    rows: StoredRow[],
    via: typeof db | Tx,
  ): Promise<Record<string, string | null>[]> {
    const links = labelLinksOf(def);
    const names = await Promise.all(
      links.map((link) =>
        namesOf(via, clientId, link.table, link.title, [
          ...new Set(rows.map((r) => Number(r[link.name])).filter((id) => id > 0)),
        ]),
      ),
    );
    const multiple = multipleFieldsOf(def);
    return rows.map((row) =>
      Object.fromEntries([
        ...links.map((link, i) => [
          link.name,
          row[link.name] == null ? null : (names[i].get(Number(row[link.name])) ?? null),
        ]),
        // Put on the row by attachLinks (links-repo.ts) when it was read.
        ...multiple.map((field) => [field.name, (row[labelColumn(field.name)] as string | null | undefined) ?? null]),
      ]),
    );
  }

  /** Rows as answered; a write presents its row in its own transaction (`via`), see create. */
  async function present(
    def: CollectionDef,
    clientId: number,
    rows: StoredRow[],
    via: typeof db | Tx = db,
  ): Promise<CollectionRow[]> {
    const labels = await labelsOf(def, clientId, rows, via);
    return rows.map((row, i) => presentRow(def, row, labels[i]));
  }

  /** A row of the client (and of the path's parent), or 404. */
  async function found(trx: typeof db | Tx, def: CollectionDef, place: Place, id: number): Promise<StoredRow> {
    const row = await rowById(trx, place.access.clientId, tableOf(def), id);
    if (!row || (def.parent && place.parentId !== undefined && Number(row[def.parent.param]) !== place.parentId))
      throw notFound();
    return (await attachLinks(trx, place.access.clientId, def, [row]))[0];
  }

  /** Runs a write; a unique index that a concurrent write beat the check to still answers 409. */
  async function write<T>(work: (trx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (dialect.isUniqueViolation(error)) throw conflict();
      throw error;
    }
  }

  /**
   * Removes a row and what its definition says goes with it; refuses (409) when a restricting referrer remains.
   * `touched` gathers the collections' rows that went or lost a reference, for the changes announced after commit.
   */
  async function remove(
    trx: Tx,
    def: CollectionDef,
    clientId: number,
    id: number,
    cascaded: Record<string, number>,
    touched: WrittenChange[],
  ): Promise<void> {
    const blocking: string[] = [];
    for (const referrer of referrersOf(def)) {
      const ids = await referencingIds(trx, clientId, referrer.table, referrer.column, id);
      if (!ids.length) continue;
      if (referrer.onDelete === 'restrict') blocking.push(`${referrer.name} (${ids.length})`);
      else if (referrer.onDelete === 'null') {
        await clearReferences(trx, clientId, referrer.table, referrer.column, id);
        if (referrer.def)
          touched.push(
            ...ids.map((child) => ({ entity: referrer.def!.entity, id: child, action: 'updated' as const })),
          );
      } else if (referrer.def)
        for (const child of ids) await remove(trx, referrer.def, clientId, child, cascaded, touched);
      else await deleteReferencing(trx, clientId, referrer.table, referrer.column, id);
      if (referrer.onDelete === 'cascade') cascaded[referrer.name] = (cascaded[referrer.name] ?? 0) + ids.length;
    }
    for (const link of linkReferrersOf(def)) {
      const ids = await rowsLinkedTo(trx, clientId, link.table, id);
      if (!ids.length) continue;
      if (link.onDelete === 'restrict') blocking.push(`${link.def.entity} (${ids.length})`);
      else {
        // The rows that named it keep their other links; they changed, so their lists refresh.
        await unlinkTarget(trx, clientId, link.table, id);
        touched.push(...ids.map((row) => ({ entity: link.def.entity, id: row, action: 'updated' as const })));
      }
    }
    if (blocking.length) throw referenced(blocking.join(', '), { references: blocking });
    await unlinkRow(trx, clientId, def, id);
    const gone = keepsFigures(def) ? await rowById(trx, clientId, tableOf(def), id) : undefined;
    await deleteRow(trx, clientId, tableOf(def), id);
    await dropVersions(trx, def, clientId, id);
    touched.push({ entity: def.entity, id, action: 'deleted' });
    if (gone)
      touched.push(
        ...(await keepFigures(trx, dialect.name, def, clientId, gone, undefined)).recounted.map((r): WrittenChange => ({
          entity: r.def.entity,
          id: r.id,
          action: 'updated',
        })),
      );
  }

  const library = {
    db,
    storage: deps.storage,
    clock: deps.clock,
    limits: { maxImageBytes: deps.config.MAX_IMAGE_BYTES, maxFileBytes: deps.config.MAX_FILE_BYTES },
  };

  const service = {
    /**
     * A create sent as a form: each file part of an image or file field is stored and kept in the client's library
     * as /api/cloudinary/upload does, its address becomes the field's value; text parts convert by kind; then the
     * create validates as for JSON. A create that fails takes its uploads back.
     */
    async createFromForm(
      def: CollectionDef,
      place: Place,
      parts: AsyncIterable<FormPart>,
      once?: OnceValues,
    ): Promise<CollectionRow> {
      const slots = fileFieldsOf(def);
      const texts: Record<string, string[]> = {};
      const kept: {
        field: string;
        stored: { url: string; kind: string };
        row: Awaited<ReturnType<typeof keepUpload>>['row'];
      }[] = [];
      try {
        for await (const part of parts) {
          if (part.kind === 'field') (texts[part.name] ??= []).push(part.value);
          else if (!slots.has(part.name) || kept.some((k) => k.field === part.name)) part.stream.resume();
          else
            kept.push({ field: part.name, ...(await keepUpload(library, place.access, part.stream, part.filename)) });
        }
        const wrong = kept.filter((k) => slots.get(k.field)?.kind === 'image' && k.stored.kind !== 'image');
        if (wrong.length) throw invalid(Object.fromEntries(wrong.map((k) => [k.field, [IMAGE_MESSAGE]])));
        const body = { ...formBody(def, texts), ...Object.fromEntries(kept.map((k) => [k.field, k.stored.url])) };
        return await service.create(def, place, body, once);
      } catch (error) {
        await discardUploads(library, place.access.clientId, kept).catch(() => {});
        throw asUploadError(error);
      }
    },

    /**
     * The whole filtered list as a file, streamed in the list's order (platform/export: audited before the first
     * byte with who, which collection, which filters, which format; the row count once written).
     */
    async export(
      def: CollectionDef,
      place: Place,
      query: Record<string, unknown>,
      format: ExportFormat,
      request: ExportRequest,
    ): Promise<ExportedFile> {
      const { clientId } = place.access;
      const { lang } = request;
      const plan = await planList(db, dialect, def, clientId, query, place.parentId);
      const {
        format: _format,
        page: _page,
        per_page: _perPage,
        cursor: _cursor,
        client_id: _client,
        ...filters
      } = query;
      const parent = def.parent && collectionByEntity(def.parent.entity);
      const parentName =
        parent && plan.parentId
          ? (await namesOf(db, clientId, tableOf(parent), parent.title, [plan.parentId])).get(plan.parentId)
          : undefined;
      // A parent that is not one of the client's (another client's, or none) is unknown: 404, never an empty file.
      if (parent && plan.parentId && parentName === undefined) throw notFound();
      const timeZone = await exportTimeZone(db, clientId);
      return startExport(deps, request, format, {
        entity: def.entity,
        filters: { ...filters, parent_id: plan.parentId || null },
        about: exportAbout(def, filters, parent && parentName ? [parent.item[lang], parentName] : null, lang),
        sheet: def.label,
        columns: exportColumns(def, parent ? parent.item[lang] : null, lang, timeZone),
        timeZone,
        batches: mapBatches(listBatches(db, dialect, plan), async (batch) =>
          forReader(def, presentListed(def, await attachLinks(db, clientId, def, batch)), place.access.grants),
        ),
        fileBase: def.entity,
      });
    },

    async list(
      def: CollectionDef,
      place: Place,
      query: Record<string, unknown>,
    ): Promise<KeysetPaginated<CollectionRow>> {
      const plan = await planList(db, dialect, def, place.access.clientId, query, place.parentId);
      const page = await keysetPage(query as never, listSource(db, dialect, def, plan));
      const rows = await attachLinks(db, place.access.clientId, def, page.data);
      return { ...page, data: forReader(def, presentListed(def, rows), place.access.grants) };
    },

    async get(def: CollectionDef, place: Place, id: number): Promise<CollectionRow> {
      const row = await found(db, def, place, id);
      return forReader(def, await present(def, place.access.clientId, [row]), place.access.grants)[0];
    },

    /** `once`, when given, receives the values the create answers once (a new API key: hooks' afterCreate). */
    async create(def: CollectionDef, place: Place, raw: unknown, once?: OnceValues): Promise<CollectionRow> {
      const body = createBody(def, raw);
      if (def.parent) {
        if (place.parentId !== undefined) body[def.parent.param] = place.parentId;
        if (body[def.parent.param] === undefined) throw invalid({ [def.parent.param]: ['Campo obrigatório.'] });
      }
      const { clientId } = place.access;
      // Presented before the commit, on the transaction's connection: once committed, the answer needs no other one
      // (under a burst of writes on PostgreSQL the pool's wait could fail a request whose row was written).
      const {
        presented,
        changes,
        once: shown,
      } = await write(async (trx) => {
        const written = await writes.create(trx, def, actorOf(place), storedValues(def, body));
        return { ...written, presented: (await present(def, clientId, [written.row], trx))[0] };
      });
      writes.announce(clientId, changes);
      if (once && shown) Object.assign(once, shown);
      return forReader(def, [presented], place.access.grants)[0];
    },

    async update(def: CollectionDef, place: Place, id: number, raw: unknown): Promise<CollectionRow> {
      const body = updateBody(def, raw);
      const { clientId } = place.access;
      const { presented, changes } = await write(async (trx) => {
        const before = await found(trx, def, place, id);
        checkRules(def, presentRow(def, before), body);
        const written = await writes.update(trx, def, actorOf(place), before, storedValues(def, body, before));
        return { ...written, presented: (await present(def, clientId, [written.row], trx))[0] };
      });
      writes.announce(clientId, changes);
      return forReader(def, [presented], place.access.grants)[0];
    },

    async delete(def: CollectionDef, place: Place, id: number): Promise<{ id: number }> {
      const { clientId, user } = place.access;
      if (def.appendOnly) throw appendOnly();
      const touched: WrittenChange[] = [];
      await write(async (trx) => {
        const before = await found(trx, def, place, id);
        const cascaded: Record<string, number> = {};
        await remove(trx, def, clientId, id, cascaded, touched);
        await hooksOf(def.entity).afterDelete?.({ trx, dialect: dialect.name, clientId, def, before });
        await recordAudit(trx, {
          clientId,
          actorUserId: user.id,
          action: `${def.entity}.delete`,
          entity: def.entity,
          entityId: id,
          before: presentRow(def, before),
          after: Object.keys(cascaded).length ? { cascaded } : null,
          requestId: place.requestId,
          at: deps.clock(),
        });
      });
      // The row, what went with it and what lost its reference to it: open lists of each refresh.
      writes.announce(clientId, touched);
      return { id };
    },
  };
  return service;
}
