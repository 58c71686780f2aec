import type { Kysely } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const dyn = (db: DbOrTx): AnyDb => db as unknown as AnyDb;

/** The digest's SQL: the opt-ins, the once-a-day claim, and what happened in a client since a moment. */

export interface DigestRecipient {
  clientId: number;
  userId: number;
  name: string;
  email: string;
  language: string;
  lastSentAt: string | null;
}

/** An overdue condition on a collection's rows: a mark set (in the states it applies to), or a state reached. */
export type Overdue = { mark: string; states: readonly string[] } | { state: string };

const IN_CHUNK = 500;

export const digestRepo = (db: DbOrTx) => ({
  async optedIn(clientId: number, userId: number): Promise<boolean> {
    const row = await db
      .selectFrom('admin_digests')
      .select('user_id')
      .where('client_id', '=', clientId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  },

  async optIn(clientId: number, userId: number, at: string): Promise<void> {
    if (await digestRepo(db).optedIn(clientId, userId)) return;
    await db
      .insertInto('admin_digests')
      .values({ client_id: clientId, user_id: userId, last_sent_at: null, last_sent_day: null, created_at: at })
      .onConflict((oc) => oc.columns(['client_id', 'user_id']).doNothing())
      .execute();
  },

  async optOut(clientId: number, userId: number): Promise<void> {
    await db.deleteFrom('admin_digests').where('client_id', '=', clientId).where('user_id', '=', userId).execute();
  },

  /** Every opted-in administrator who is still a live, active administrator of the client. */
  async recipients(): Promise<DigestRecipient[]> {
    const rows = await db
      .selectFrom('admin_digests as d')
      .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'd.user_id').onRef('u.client_id', '=', 'd.client_id'))
      .select(['d.client_id', 'd.user_id', 'u.name', 'u.email', 'u.language', 'd.last_sent_at'])
      .where('u.role', '=', 'admin')
      .where('u.status', '=', 'active')
      .where('u.deleted_at', 'is', null)
      .orderBy('d.client_id')
      .orderBy('d.user_id')
      .execute();
    return rows.map((row) => ({
      clientId: row.client_id,
      userId: row.user_id,
      name: row.name,
      email: row.email,
      language: row.language,
      lastSentAt: row.last_sent_at,
    }));
  },

  /** Takes the day's digest of an administrator: false when it was already written that day (another run). */
  async claim(clientId: number, userId: number, day: string, at: string): Promise<boolean> {
    const result = await db
      .updateTable('admin_digests')
      .set({ last_sent_at: at, last_sent_day: day })
      .where('client_id', '=', clientId)
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_sent_day', 'is', null), eb('last_sent_day', '<>', day)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Ids of a collection's rows the platform itself (no person: a timer) changed in the client since `since`. */
  async changedByPlatform(clientId: number, entity: string, since: string): Promise<number[]> {
    const rows = await db
      .selectFrom('audit_log')
      .select('entity_id')
      .distinct()
      .where('client_id', '=', clientId)
      .where('entity', '=', entity)
      .where('actor_user_id', 'is', null)
      .where('action', 'in', [`${entity}.update`, `${entity}.transition`])
      .where('created_at', '>', since)
      .execute();
    return rows.map((row) => Number(row.entity_id)).filter((id) => Number.isSafeInteger(id));
  },

  /** How many of the client's rows of `table` are overdue (of `ids` only, when given). */
  async overdueCount(clientId: number, table: string, status: string, overdue: Overdue, ids?: number[]) {
    const count = async (chunk?: number[]) => {
      let query = dyn(db)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('client_id', '=', clientId);
      query =
        'mark' in overdue
          ? query.where(overdue.mark, '=', 1).where(status, 'in', overdue.states)
          : query.where(status, '=', overdue.state);
      if (chunk) query = query.where('id', 'in', chunk);
      return Number((await query.executeTakeFirst())?.n ?? 0);
    };
    if (!ids) return count();
    let total = 0;
    for (let at = 0; at < ids.length; at += IN_CHUNK) total += await count(ids.slice(at, at + IN_CHUNK));
    return total;
  },

  /** The client's jobs that ended failed since `since`. */
  async failedJobs(clientId: number, since: string): Promise<number> {
    const row = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('client_id', '=', clientId)
      .where('status', '=', 'failed')
      .where('finished_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
});
