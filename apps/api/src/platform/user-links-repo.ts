import { collectionByEntity, USER_MESSAGES } from '@console/contract';
import { sql, type RawBuilder } from 'kysely';
import { tableOf } from '../db/collections/layout.ts';
import type { DbOrTx } from '../db/handle.ts';

/**
 * A user's unit and job role: columns of users naming a row of a generic collection of the same client (unidades,
 * cargos). The users area checks, names, filters and exports them, the users import reads them by name, and a
 * delete through the collections clears them (collections/references.ts), all from this one list.
 */
export const USER_LINKS = [
  { column: 'unidade_id', entity: 'unidades', answer: 'unidade', message: USER_MESSAGES.unidade },
  { column: 'cargo_id', entity: 'cargos', answer: 'cargo', message: USER_MESSAGES.cargo },
] as const;

export type UserLink = (typeof USER_LINKS)[number];
export type LinkColumn = UserLink['column'];

export const linkOf = (column: LinkColumn): UserLink => USER_LINKS.find((link) => link.column === column)!;

/** The collection's table and title column. */
function linkTarget(link: UserLink): { table: string; title: string } {
  const def = collectionByEntity(link.entity);
  if (!def) throw new Error(`No collection ${link.entity}`);
  return { table: tableOf(def), title: def.title };
}

/** The title of the client's row `id` of the link's collection; undefined when there is none (another client's). */
export async function linkTitleOf(
  db: DbOrTx,
  clientId: number,
  link: UserLink,
  id: number,
): Promise<string | undefined> {
  const { table, title } = linkTarget(link);
  const { rows } = await sql<{ id: number; title: unknown }>`select id, ${sql.ref(title)} as title from ${sql.table(
    table,
  )} where client_id = ${clientId} and id = ${id}`.execute(db);
  return rows.length ? String(rows[0].title ?? '') : undefined;
}

/** Whether `id` is a row of the client in the link's collection (another client's row is as good as none). */
export const linkExists = async (db: DbOrTx, clientId: number, link: UserLink, id: number): Promise<boolean> =>
  (await linkTitleOf(db, clientId, link, id)) !== undefined;

/**
 * The title of the row a users column (of `alias`) names, as a correlated lookup by primary key; the client is
 * matched too, so a stray id never shows another client's name.
 */
export function linkName(link: UserLink, alias: 'u' | 'users'): RawBuilder<string | null> {
  const { table, title } = linkTarget(link);
  return sql<string | null>`(select l.${sql.ref(title)} from ${sql.table(table)} l where l.id = ${sql.ref(
    `${alias}.${link.column}`,
  )} and l.client_id = ${sql.ref(`${alias}.client_id`)})`;
}

/** The id and title of a link as the API answers it (null when unset or the row is gone). */
export const linkRef = (id: number | null, name: string | null): { id: number; name: string } | null =>
  id !== null && name !== null ? { id, name } : null;

/** Every row of the client's link collection as import options (id, and its title as the label a cell may hold). */
export async function linkOptions(
  db: DbOrTx,
  clientId: number,
  link: UserLink,
): Promise<{ value: string; labels: string[] }[]> {
  const { table, title } = linkTarget(link);
  const { rows } = await sql<{
    id: number;
    title: string | null;
  }>`select id, ${sql.ref(title)} as title from ${sql.table(table)} where client_id = ${clientId}`.execute(db);
  return rows.map((r) => ({ value: String(r.id), labels: r.title ? [r.title] : [] }));
}
