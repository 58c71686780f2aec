import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { SessionStatus } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import { likeContains } from '../../db/like.ts';
import type { ProjectSessionsTable } from '../../db/schema.ts';

export type SessionRow = Selectable<ProjectSessionsTable>;

export interface SessionFilter {
  search?: string;
  status?: SessionStatus;
}

/** The SQL of sessions (calls for proposals); every query takes the client id first. */
export function sessionsRepo(db: DbOrTx) {
  const filtered = (clientId: number, filter: SessionFilter) => {
    let query = db.selectFrom('project_sessions').where('client_id', '=', clientId);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.search)
      query = query.where(sql`lower(${sql.ref('title')})`, 'like', sql`${likeContains(filter.search)} escape '\\'`);
    return query;
  };

  return {
    byId: (clientId: number, id: number): Promise<SessionRow | undefined> =>
      db
        .selectFrom('project_sessions')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** One page of the client's sessions, newest first, with how many the filter keeps. */
    async page(
      clientId: number,
      filter: SessionFilter,
      window: { limit: number; offset: number },
    ): Promise<{ rows: SessionRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(clientId, filter)
          .selectAll()
          .orderBy('id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        filtered(clientId, filter)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** What a member may read: open sessions and those holding one of their projects. */
    forMember: (clientId: number, userId: number): Promise<SessionRow[]> =>
      db
        .selectFrom('project_sessions as s')
        .selectAll('s')
        .where('s.client_id', '=', clientId)
        .where((eb) =>
          eb.or([
            eb('s.status', '=', 'aberta'),
            eb.exists(
              eb
                .selectFrom('projects as p')
                .select('p.id')
                .where('p.client_id', '=', clientId)
                .where('p.proponent_id', '=', userId)
                .whereRef('p.session_id', '=', 's.id'),
            ),
          ]),
        )
        .orderBy('s.id', 'desc')
        .execute(),

    /** Projects of each session by status. */
    async counts(clientId: number, sessionIds: number[]): Promise<{ session_id: number; status: string; n: number }[]> {
      if (!sessionIds.length) return [];
      const rows = await db
        .selectFrom('projects')
        .select(['session_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('client_id', '=', clientId)
        .where('session_id', 'in', sessionIds)
        .groupBy(['session_id', 'status'])
        .execute();
      return rows.map((r) => ({ session_id: r.session_id, status: r.status, n: Number(r.n) }));
    },

    /** Holds the row until commit (PostgreSQL's row lock; SQLite writes one at a time anyway); false when absent. */
    async lock(clientId: number, id: number): Promise<boolean> {
      const result = await db
        .updateTable('project_sessions')
        .set((eb) => ({ status: eb.ref('status') }))
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    insert: async (row: Omit<Insertable<ProjectSessionsTable>, 'id'>): Promise<number> =>
      (await db.insertInto('project_sessions').values(row).returning('id').executeTakeFirstOrThrow()).id,

    update: (clientId: number, id: number, patch: Updateable<ProjectSessionsTable>) =>
      db.updateTable('project_sessions').set(patch).where('client_id', '=', clientId).where('id', '=', id).execute(),

    remove: (clientId: number, id: number) =>
      db.deleteFrom('project_sessions').where('client_id', '=', clientId).where('id', '=', id).execute(),

    async hasProjects(clientId: number, id: number): Promise<boolean> {
      const row = await db
        .selectFrom('projects')
        .select('id')
        .where('client_id', '=', clientId)
        .where('session_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
