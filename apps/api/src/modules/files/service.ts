import type { FormPart } from '../../platform/uploads/form-parts.ts';
import { fileFields, type FileListQuery, type FileRecord, type UploadResult } from '@console/contract';
import { z } from 'zod';
import { toMillis } from '../../db/dialects/index.ts';
import type { RequestAccess } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage, type Page } from '../../platform/pagination.ts';
import { asUploadError, ingest, missingFile, sanitizeName, type StoredUpload } from '../../platform/uploads/ingest.ts';
import { filesRepo, type FileRow } from '../../platform/uploads/files-repo.ts';
import { libraryRepo } from './repo.ts';
import { fileRow, noteUpload, release as releaseObject } from '../../platform/uploads/library.ts';

export type FileServiceDeps = AppDeps;

/** The contract's list query; the client comes from the request's access. */
export type ListQuery = Omit<FileListQuery, 'client_id'>;

const toRecord = (row: FileRow): FileRecord => ({
  id: row.id,
  name: row.name,
  description: row.description,
  url: row.url,
  mime: row.mime,
  kind: row.kind,
  size: Number(row.size),
  width: row.width,
  height: row.height,
  created_at: new Date(toMillis(row.created_at)).toISOString(),
});

export function filesService(deps: FileServiceDeps) {
  const { db, storage, config, clock } = deps;
  const limits = { maxImageBytes: config.MAX_IMAGE_BYTES, maxFileBytes: config.MAX_FILE_BYTES };

  /** Removes an object unless another row still uses it (images are content-addressed). */
  const release = (key: string) => releaseObject(db, storage, key);

  /**
   * Walks the form's parts: the one file part is validated and stored as it streams; text fields
   * are collected whatever their position. Anything that fails after storing removes the object.
   */
  async function receive(
    parts: AsyncIterable<FormPart>,
    clientId: number,
  ): Promise<{ stored: StoredUpload; filename: string; fields: Record<string, string> }> {
    let stored: StoredUpload | undefined;
    let filename = '';
    const fields: Record<string, string> = {};
    try {
      for await (const part of parts) {
        if (part.kind === 'field') {
          fields[part.name] = part.value;
          continue;
        }
        if (part.name !== 'file' || stored) {
          part.stream.resume();
          continue;
        }
        filename = part.filename;
        stored = await ingest(part.stream, clientId, storage, limits, noteUpload(db, clock, clientId));
      }
    } catch (error) {
      if (stored) await release(stored.key).catch(() => {});
      throw asUploadError(error);
    }
    if (!stored) throw missingFile();
    return { stored, filename, fields };
  }

  return {
    /** POST /api/cloudinary/upload: media for posts and avatars, also kept in the client's library. */
    async uploadMedia(access: RequestAccess, parts: AsyncIterable<FormPart>): Promise<UploadResult> {
      const { stored, filename } = await receive(parts, access.clientId);
      const name = sanitizeName(filename);
      try {
        await filesRepo(db).insert(access.clientId, fileRow(access, stored, name, '', clock()));
      } catch (error) {
        await release(stored.key).catch(() => {});
        throw error;
      }
      return {
        file: { url: stored.url },
        bytes: stored.size,
        width: stored.width,
        height: stored.height,
        format: stored.ext,
        name,
      };
    },

    /** POST /api/v2/admin/file: a library upload with a name and description; audited. */
    async addToLibrary(access: RequestAccess, parts: AsyncIterable<FormPart>, requestId: string): Promise<FileRecord> {
      const { stored, filename, fields } = await receive(parts, access.clientId);
      try {
        const parsed = fileFields.safeParse({
          name: fields.name?.trim() ? fields.name : sanitizeName(filename),
          description: fields.description ?? '',
        });
        if (!parsed.success) {
          throw new AppError(
            422,
            'invalid',
            {},
            {},
            z.flattenError(parsed.error).fieldErrors as Record<string, string[]>,
          );
        }
        const at = clock();
        return await db.transaction().execute(async (trx) => {
          const row = await filesRepo(trx).insert(
            access.clientId,
            fileRow(access, stored, parsed.data.name, parsed.data.description, at),
          );
          const record = toRecord(row);
          await recordAudit(trx, {
            clientId: access.clientId,
            actorUserId: access.user.id,
            action: 'file.create',
            entity: 'file',
            entityId: row.id,
            after: record,
            requestId,
            at,
          });
          return record;
        });
      } catch (error) {
        await release(stored.key).catch(() => {});
        throw error;
      }
    },

    async list(access: RequestAccess, query: ListQuery): Promise<Page<FileRecord>> {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await libraryRepo(db).list(access.clientId, {
        search: query.search || undefined,
        kind: query.kind,
        limit,
        offset,
      });
      return toPage(rows.map(toRecord), total, query);
    },

    /** DELETE /api/v2/admin/file/{id}: the row and its audit entry commit together, then the object goes. */
    async remove(access: RequestAccess, id: number, requestId: string): Promise<{ id: number }> {
      const at = clock();
      const removed = await db.transaction().execute(async (trx) => {
        const row = await libraryRepo(trx).byId(access.clientId, id);
        if (!row) throw notFound();
        await filesRepo(trx).remove(access.clientId, id);
        await recordAudit(trx, {
          clientId: access.clientId,
          actorUserId: access.user.id,
          action: 'file.delete',
          entity: 'file',
          entityId: id,
          before: toRecord(row),
          requestId,
          at,
        });
        return row;
      });
      await release(removed.storage_key);
      return { id };
    },
  };
}
