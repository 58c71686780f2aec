import type { DbOrTx } from '../../db/handle.ts';
import { isoAt } from '../clock.ts';
import type { Storage } from '../storage/index.ts';
import { intentsRepo } from './intents-repo.ts';

const BATCH = 200;

/**
 * Removes the objects of uploads that were stored but never recorded: the process died between the two (a kill, a
 * crash, a lost database). Each upload notes its key before storing (ingest's `note`); the record's insert takes the
 * note away. Notes older than `before` (longer ago than any upload takes, so none of a live instance) whose object no
 * record names lose their object. Answers how many objects went.
 */
export async function sweepUploads(db: DbOrTx, storage: Storage, before: number): Promise<number> {
  const cutoff = isoAt(before);
  const repo = intentsRepo(db);
  let removed = 0;
  for (let stale = await repo.stale(cutoff, BATCH); stale.length; stale = await repo.stale(cutoff, BATCH)) {
    for (const { client_id: clientId, storage_key: key } of stale) {
      if (!(await repo.take(clientId, key, cutoff)) || (await repo.named(key))) continue;
      await storage.delete(key);
      removed += 1;
    }
  }
  return removed;
}
