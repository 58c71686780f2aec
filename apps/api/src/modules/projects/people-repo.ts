import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';
import { likeContains } from '../../db/like.ts';
import type { ProponentDataTable } from '../../db/schema.ts';

export interface PersonRow {
  id: number;
  name: string;
  email: string;
  picture: string | null;
}

const PEOPLE_LIMIT = 50;

/** People of a client as projects show them, their review grants, and their proponent data. */
export function peopleRepo(db: DbOrTx) {
  /** Active people of the client; a search matches the name, and the e-mail too where the reader may see it. */
  const live = (clientId: number, search?: string, byEmail = true) => {
    let query = db
      .selectFrom('users as u')
      .select(['u.id', 'u.name', 'u.email', 'u.picture'])
      .where('u.client_id', '=', clientId)
      .where('u.deleted_at', 'is', null)
      .where('u.status', '=', 'active');
    if (search) {
      const pattern = likeContains(search);
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('u.name')})`, 'like', sql`${pattern} escape '\\'`),
          ...(byEmail ? [eb(sql`lower(${sql.ref('u.email')})`, 'like', sql`${pattern} escape '\\'`)] : []),
        ]),
      );
    }
    return query;
  };

  /** Whether a user holds a tag: an enabled resource, else an enabled sub-resource of it (the contract's isAllowed). */
  const holding = (clientId: number, tag: string) =>
    sql<boolean>`(exists (select 1 from user_permissions g where g.client_id = ${clientId} and g.user_id = u.id and g.tag = ${tag} and g.enabled = 1)
      or exists (select 1 from user_permission_subs g where g.client_id = ${clientId} and g.user_id = u.id and g.tag = ${tag} and g.enabled = 1))`;

  return {
    /** People by id (any state: a timeline still names a person who left), only of this client. */
    async byIds(clientId: number, ids: readonly number[]): Promise<Map<number, PersonRow>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'picture', 'language'])
        .where('client_id', '=', clientId)
        .where('id', 'in', unique)
        .execute();
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Of these ids, the active people of the client. */
    async liveIds(clientId: number, ids: readonly number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await live(clientId)
        .where('u.id', 'in', [...new Set(ids)])
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** Active people of the client, by name (the team picker: a member searches names only, never e-mails). */
    people: (clientId: number, search?: string): Promise<PersonRow[]> =>
      live(clientId, search, false).orderBy('u.name_key').orderBy('u.id').limit(PEOPLE_LIMIT).execute(),

    /** Active people holding every one of these tags in the client (the reviewers), by name. */
    holders: (clientId: number, tags: readonly string[], search?: string): Promise<PersonRow[]> =>
      tags
        .reduce((query, tag) => query.where(holding(clientId, tag)), live(clientId, search))
        .orderBy('u.name_key')
        .orderBy('u.id')
        .limit(PEOPLE_LIMIT)
        .execute(),

    async holds(clientId: number, userId: number, tags: readonly string[]): Promise<boolean> {
      const query = tags.reduce((q, tag) => q.where(holding(clientId, tag)), live(clientId).where('u.id', '=', userId));
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Name, e-mail and language of a person to write to. */
    recipient: (clientId: number, userId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'language'])
        .where('client_id', '=', clientId)
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    proponentData: (clientId: number, userId: number) =>
      db
        .selectFrom('proponent_data')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    async saveProponentData(row: Insertable<ProponentDataTable>): Promise<void> {
      const { client_id: _c, user_id: _u, ...changes } = row;
      await db
        .insertInto('proponent_data')
        .values(row)
        .onConflict((oc) => oc.columns(['client_id', 'user_id']).doUpdateSet(changes))
        .execute();
    },
  };
}
