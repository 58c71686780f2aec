import type { DbOrTx } from '../../db/handle.ts';

/** Rewrites an export's audit entry (its `after`), found through the (client_id, created_at) index. */
export async function setExportAfter(
  db: DbOrTx,
  entry: { clientId: number; createdAt: string; requestId: string; action: string },
  after: string,
): Promise<void> {
  await db
    .updateTable('audit_log')
    .set({ after })
    .where('client_id', '=', entry.clientId)
    .where('created_at', '=', entry.createdAt)
    .where('request_id', '=', entry.requestId)
    .where('action', '=', entry.action)
    .execute();
}
