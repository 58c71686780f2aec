import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/handle.ts';
import type { RequestAccess } from '../access.ts';
import { isoAt } from '../clock.ts';
import type { Storage } from '../storage/index.ts';
import { filesRepo, type FileRow, type NewFile } from './files-repo.ts';
import { intentsRepo } from './intents-repo.ts';
import { ingest, sanitizeName, type IngestLimits, type StoredUpload } from './ingest.ts';

/**
 * Uploads kept in the client's file library: what /api/cloudinary/upload does with a file, shared with the other
 * places a form may carry one (a collection's create). An object stays while a library row names it.
 */

/** The library row of a stored upload, whichever route received it. */
export const fileRow = (
  access: RequestAccess,
  stored: StoredUpload,
  name: string,
  description: string,
  at: number,
): NewFile => ({
  uploaderUserId: access.user.id,
  name,
  description,
  storageKey: stored.key,
  url: stored.url,
  mime: stored.mime,
  kind: stored.kind,
  size: stored.size,
  width: stored.width,
  height: stored.height,
  createdAt: isoAt(at),
});

/** Removes an object unless another row still uses it (images are content-addressed). */
export async function release(db: DbOrTx, storage: Storage, key: string): Promise<void> {
  if (!(await filesRepo(db).keyInUse(key))) await storage.delete(key);
}

/** An upload's key noted before its object is stored: sweep.ts removes the object if no record comes to name it. */
export const noteUpload =
  (db: DbOrTx, clock: () => number, clientId: number) =>
  (key: string): Promise<void> =>
    intentsRepo(db).add(clientId, key, isoAt(clock()));

export interface LibraryDeps {
  db: DbOrTx;
  storage: Storage;
  limits: IngestLimits;
  clock: () => number;
}

/** Validates and stores a file as it streams, and records it in the library; the object goes again if recording fails. */
export async function keepUpload(
  deps: LibraryDeps,
  access: RequestAccess,
  stream: Readable,
  filename: string,
): Promise<{ stored: StoredUpload; row: FileRow }> {
  const stored = await ingest(
    stream,
    access.clientId,
    deps.storage,
    deps.limits,
    noteUpload(deps.db, deps.clock, access.clientId),
  );
  try {
    const row = await filesRepo(deps.db).insert(
      access.clientId,
      fileRow(access, stored, sanitizeName(filename), '', deps.clock()),
    );
    return { stored, row };
  } catch (error) {
    await release(deps.db, deps.storage, stored.key).catch(() => {});
    throw error;
  }
}

/** Takes back uploads kept for a write that then failed: their library rows, and the objects nobody else uses. */
export async function discardUploads(
  deps: Pick<LibraryDeps, 'db' | 'storage'>,
  clientId: number,
  kept: { row: FileRow }[],
): Promise<void> {
  for (const { row } of kept) {
    await filesRepo(deps.db).remove(clientId, row.id);
    await release(deps.db, deps.storage, row.storage_key);
  }
}
