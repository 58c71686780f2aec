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
import { isoAt } from '../../platform/clock.ts';
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
import { checkRules, createBody, updateBody } from './bodies.ts';
import { forReader, presentListed, presentRow } from './present.ts';
import { fileFieldsOf, foreignFiles, formBody } from './form.ts';
import { labelLinksOf, referrersOf, targetOf } from './references.ts';
import {
  clearReferences,
  deleteReferencing,
  deleteRow,
  insertRow,
  namesOf,
  presentIds,
  referencingIds,
  rowById,
  updateRow,
  valueTaken,
  type StoredRow,
} from './repo.ts';

export type CollectionDeps = Pick<AppDeps, 'db' | 'sql' | 'clock' | 'realtime' | 'storage' | 'config'>;

/** The change message type on the realtime hub (contract collectionChange). */
export const COLLECTION_CHANGED = 'collection.changed';

const UNIQUE_MESSAGE = 'Já existe um registro com este valor.';
const REFERENCE_MESSAGE = 'Registro não encontrado nesta organização.';
const IMAGE_MESSAGE = 'Envie uma imagem (PNG, JPG ou GIF).';

/** A row a delete removed or cleared a reference of. */
interface Touched {
  def: CollectionDef;
  id: number;
  action: 'updated' | 'deleted';
}

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
  const { planList, listSource, listBatches } = listStrategy(deps.config.COLLECTION_LIST_ENGINE);

  /** Names of referenced rows and users of a batch of rows, by field: one query per referenced table. */
  async function labelsOf(
    def: CollectionDef,
    clientId: number,
    rows: StoredRow[],
  ): Promise<Record<string, string | null>[]> {
    const links = labelLinksOf(def);
    const names = await Promise.all(
      links.map((link) =>
        namesOf(db, clientId, link.table, link.title, [
          ...new Set(rows.map((r) => Number(r[link.name])).filter((id) => id > 0)),
        ]),
      ),
    );
    return rows.map((row) =>
      Object.fromEntries(
        links.map((link, i) => [
          link.name,
          row[link.name] == null ? null : (names[i].get(Number(row[link.name])) ?? null),
        ]),
      ),
    );
  }

  async function present(def: CollectionDef, clientId: number, rows: StoredRow[]): Promise<CollectionRow[]> {
    const labels = await labelsOf(def, clientId, rows);
    return rows.map((row, i) => presentRow(def, row, labels[i]));
  }

  /** A row of the client (and of the path's parent), or 404. */
  async function found(trx: typeof db | Tx, def: CollectionDef, place: Place, id: number): Promise<StoredRow> {
    const row = await rowById(trx, place.access.clientId, tableOf(def), id);
    if (!row || (def.parent && place.parentId !== undefined && Number(row[def.parent.param]) !== place.parentId))
      throw notFound();
    return row;
  }

  /** References (fields and the parent) must name rows of the same client; unique values must be free. */
  async function check(
    trx: Tx,
    def: CollectionDef,
    clientId: number,
    values: Record<string, unknown>,
    exceptId?: number,
    before?: StoredRow,
  ): Promise<void> {
    const errors: Record<string, string[]> = {};
    Object.assign(errors, await foreignFiles(trx, def, clientId, values, before));
    const refs = def.fields.flatMap((f) => {
      const target = targetOf(f.kind, f.target);
      return target && values[f.name] != null ? [{ name: f.name, table: target.table }] : [];
    });
    const parent = def.parent && collectionByEntity(def.parent.entity);
    if (def.parent && parent && values[def.parent.param] != null)
      refs.push({ name: def.parent.param, table: tableOf(parent) });
    for (const ref of refs) {
      const id = Number(values[ref.name]);
      if (!(await presentIds(trx, clientId, ref.table, [id])).has(id)) errors[ref.name] = [REFERENCE_MESSAGE];
    }
    if (Object.keys(errors).length) throw invalid(errors);
    for (const field of def.fields.filter((f) => f.unique && values[f.name] != null)) {
      if (await valueTaken(trx, clientId, tableOf(def), field.name, values[field.name], exceptId))
        errors[field.name] = [UNIQUE_MESSAGE];
    }
    if (Object.keys(errors).length) throw conflict(errors);
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

  const announce = (def: CollectionDef, clientId: number, id: number, action: 'created' | 'updated' | 'deleted') =>
    void deps.realtime.publish({
      clientId,
      folderId: 0,
      type: COLLECTION_CHANGED,
      data: { entity: def.entity, id, action },
    });

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
    touched: Touched[],
  ): Promise<void> {
    const blocking: string[] = [];
    for (const referrer of referrersOf(def)) {
      const ids = await referencingIds(trx, clientId, referrer.table, referrer.column, id);
      if (!ids.length) continue;
      if (referrer.onDelete === 'restrict') blocking.push(`${referrer.name} (${ids.length})`);
      else if (referrer.onDelete === 'null') {
        await clearReferences(trx, clientId, referrer.table, referrer.column, id);
        if (referrer.def)
          touched.push(...ids.map((child) => ({ def: referrer.def!, id: child, action: 'updated' as const })));
      } else if (referrer.def)
        for (const child of ids) await remove(trx, referrer.def, clientId, child, cascaded, touched);
      else await deleteReferencing(trx, clientId, referrer.table, referrer.column, id);
      if (referrer.onDelete === 'cascade') cascaded[referrer.name] = (cascaded[referrer.name] ?? 0) + ids.length;
    }
    if (blocking.length) throw referenced(blocking.join(', '), { references: blocking });
    await deleteRow(trx, clientId, tableOf(def), id);
    touched.push({ def, id, action: 'deleted' });
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
    async createFromForm(def: CollectionDef, place: Place, parts: AsyncIterable<FormPart>): Promise<CollectionRow> {
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
        return await service.create(def, place, body);
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
        batches: mapBatches(listBatches(db, dialect, plan), (batch) =>
          forReader(def, presentListed(def, batch), place.access.grants),
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
      return { ...page, data: forReader(def, presentListed(def, page.data), place.access.grants) };
    },

    async get(def: CollectionDef, place: Place, id: number): Promise<CollectionRow> {
      const row = await found(db, def, place, id);
      return forReader(def, await present(def, place.access.clientId, [row]), place.access.grants)[0];
    },

    async create(def: CollectionDef, place: Place, raw: unknown): Promise<CollectionRow> {
      const body = createBody(def, raw);
      if (def.parent) {
        if (place.parentId !== undefined) body[def.parent.param] = place.parentId;
        if (body[def.parent.param] === undefined) throw invalid({ [def.parent.param]: ['Campo obrigatório.'] });
      }
      const { clientId, user } = place.access;
      const at = isoAt(deps.clock());
      const values = {
        ...storedValues(def, body),
        created_at: at,
        updated_at: at,
        created_by: user.id,
        updated_by: user.id,
      };
      const row = await write(async (trx) => {
        await check(trx, def, clientId, values);
        const id = await insertRow(trx, clientId, tableOf(def), values);
        const created = (await rowById(trx, clientId, tableOf(def), id))!;
        await recordAudit(trx, {
          clientId,
          actorUserId: user.id,
          action: `${def.entity}.create`,
          entity: def.entity,
          entityId: id,
          after: presentRow(def, created),
          requestId: place.requestId,
          at: deps.clock(),
        });
        return created;
      });
      announce(def, clientId, row.id, 'created');
      return (await present(def, clientId, [row]))[0];
    },

    async update(def: CollectionDef, place: Place, id: number, raw: unknown): Promise<CollectionRow> {
      const body = updateBody(def, raw);
      const { clientId, user } = place.access;
      const row = await write(async (trx) => {
        const before = await found(trx, def, place, id);
        checkRules(def, presentRow(def, before), body);
        const values = { ...storedValues(def, body, before), updated_at: isoAt(deps.clock()), updated_by: user.id };
        await check(trx, def, clientId, values, id, before);
        await updateRow(trx, clientId, tableOf(def), id, values);
        const after = (await rowById(trx, clientId, tableOf(def), id))!;
        await recordAudit(trx, {
          clientId,
          actorUserId: user.id,
          action: `${def.entity}.update`,
          entity: def.entity,
          entityId: id,
          before: presentRow(def, before),
          after: presentRow(def, after),
          requestId: place.requestId,
          at: deps.clock(),
        });
        return after;
      });
      announce(def, clientId, id, 'updated');
      return (await present(def, clientId, [row]))[0];
    },

    async delete(def: CollectionDef, place: Place, id: number): Promise<{ id: number }> {
      const { clientId, user } = place.access;
      const touched: Touched[] = [];
      await write(async (trx) => {
        const before = await found(trx, def, place, id);
        const cascaded: Record<string, number> = {};
        await remove(trx, def, clientId, id, cascaded, touched);
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
      for (const change of touched) announce(change.def, clientId, change.id, change.action);
      return { id };
    },
  };
  return service;
}
