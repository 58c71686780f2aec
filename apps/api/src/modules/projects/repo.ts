import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { ProjectStatus } from '@console/contract';
import { bespokeReferrersOf } from '../../db/collections/bespoke-tables.ts';
import type { DbOrTx } from '../../db/handle.ts';
import { likeContains } from '../../db/like.ts';
import type { ProjectEventsTable, ProjectsTable } from '../../db/schema.ts';

export type ProjectRow = Selectable<ProjectsTable>;
export type ProjectEventRow = Selectable<ProjectEventsTable>;
/** A project with its session's title and rubric, as lists and pages read it. */
export type ProjectWithSession = ProjectRow & { session_title: string; session_criteria: string };

export interface ProjectFilter {
  sessionId?: number;
  status?: ProjectStatus;
  assigneeId?: number;
  proponentId?: number;
  overdue?: boolean;
  search?: string;
}

export type ProjectSort = 'updated_at' | '-updated_at' | 'title' | '-title' | 'score' | '-score' | 'due_at' | '-due_at';

/** The SQL of projects and their timeline; every query takes the client id first. */
export function projectsRepo(db: DbOrTx) {
  const withSession = (clientId: number) =>
    db
      .selectFrom('projects as p')
      .innerJoin('project_sessions as s', (join) =>
        join.onRef('s.id', '=', 'p.session_id').on('s.client_id', '=', clientId),
      )
      .where('p.client_id', '=', clientId);

  const filtered = (clientId: number, filter: ProjectFilter) => {
    let query = withSession(clientId);
    if (filter.sessionId !== undefined) query = query.where('p.session_id', '=', filter.sessionId);
    if (filter.status) query = query.where('p.status', '=', filter.status);
    if (filter.assigneeId !== undefined) query = query.where('p.assignee_id', '=', filter.assigneeId);
    if (filter.proponentId !== undefined) query = query.where('p.proponent_id', '=', filter.proponentId);
    if (filter.overdue) query = query.where('p.overdue', '=', 1);
    if (filter.search)
      query = query.where(sql`lower(${sql.ref('p.title')})`, 'like', sql`${likeContains(filter.search)} escape '\\'`);
    return query;
  };

  return {
    byId: (clientId: number, id: number): Promise<ProjectWithSession | undefined> =>
      withSession(clientId)
        .selectAll('p')
        .select(['s.title as session_title', 's.criteria as session_criteria'])
        .where('p.id', '=', id)
        .executeTakeFirst(),

    /** One page of projects; the sort's empty values (no score, no deadline) come last on both engines. */
    async page(
      clientId: number,
      filter: ProjectFilter,
      sort: ProjectSort,
      window: { limit: number; offset: number },
    ): Promise<{ rows: ProjectWithSession[]; total: number }> {
      const column = sort.replace(/^-/, '') as 'updated_at' | 'title' | 'score' | 'due_at';
      const direction = sort.startsWith('-') ? 'desc' : 'asc';
      let rows = filtered(clientId, filter)
        .selectAll('p')
        .select(['s.title as session_title', 's.criteria as session_criteria']);
      if (column === 'score' || column === 'due_at')
        rows = rows.orderBy(sql`case when ${sql.ref(`p.${column}`)} is null then 1 else 0 end`);
      const [page, count] = await Promise.all([
        rows
          .orderBy(`p.${column}`, direction)
          .orderBy('p.id', direction)
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        filtered(clientId, filter)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: page, total: Number(count.total) };
    },

    /** Holds the row until commit so two transitions of one project apply one after the other; false when absent. */
    async lock(clientId: number, id: number): Promise<boolean> {
      const result = await db
        .updateTable('projects')
        .set((eb) => ({ status: eb.ref('status') }))
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    insert: async (row: Omit<Insertable<ProjectsTable>, 'id'>): Promise<number> =>
      (await db.insertInto('projects').values(row).returning('id').executeTakeFirstOrThrow()).id,

    update: (clientId: number, id: number, patch: Updateable<ProjectsTable>) =>
      db.updateTable('projects').set(patch).where('client_id', '=', clientId).where('id', '=', id).execute(),

    /** Deletes a project; collection rows that named it (an impact indicator) keep theirs, without the project. */
    async remove(clientId: number, id: number): Promise<void> {
      const any = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      for (const { table, column } of bespokeReferrersOf('projetos'))
        await any
          .updateTable(table)
          .set({ [column]: null })
          .where('client_id', '=', clientId)
          .where(column, '=', id)
          .execute();
      await db.deleteFrom('projects').where('client_id', '=', clientId).where('id', '=', id).execute();
    },

    /** The project's timeline, oldest first. */
    events: (clientId: number, projectId: number): Promise<ProjectEventRow[]> =>
      db
        .selectFrom('project_events')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('project_id', '=', projectId)
        .orderBy('id')
        .execute(),

    insertEvent: async (row: Omit<Insertable<ProjectEventsTable>, 'id'>): Promise<number> =>
      (await db.insertInto('project_events').values(row).returning('id').executeTakeFirstOrThrow()).id,

    /** The newest event of a kind (the encaminhamento a retorno answers). */
    lastEvent: (clientId: number, projectId: number, kind: string): Promise<ProjectEventRow | undefined> =>
      db
        .selectFrom('project_events')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('project_id', '=', projectId)
        .where('kind', '=', kind)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
  };
}
