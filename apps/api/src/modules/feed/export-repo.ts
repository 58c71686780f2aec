import type { DbOrTx } from '../../db/handle.ts';

/** The client's feed folders by id (few per client): the export names each post's folder. */
export async function folderNames(db: DbOrTx, clientId: number): Promise<Map<number, string>> {
  const rows = await db.selectFrom('feed_folders').select(['id', 'name']).where('client_id', '=', clientId).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
