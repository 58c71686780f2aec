import type { DbOrTx } from '../../db/handle.ts';
import { rowById } from '../collections/repo.ts';
import { linkTarget, type UserLink } from './links.ts';

/** The name of a group or regional of the client (the export's filters sheet names them). */
export const nameOf = async (
  db: DbOrTx,
  clientId: number,
  table: 'groups' | 'regionals',
  id: number,
): Promise<string | undefined> =>
  (await db.selectFrom(table).select('name').where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst())
    ?.name;

/** The title of the client's row a unit or job role filter names. */
export async function linkTitleOf(
  db: DbOrTx,
  clientId: number,
  link: UserLink,
  id: number,
): Promise<string | undefined> {
  const row = await rowById(db, clientId, linkTarget(link).table, id);
  const title = row?.[linkTarget(link).title];
  return typeof title === 'string' ? title : undefined;
}
