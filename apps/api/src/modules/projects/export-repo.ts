import type { DbOrTx } from '../../db/handle.ts';

/** A project as the session's spreadsheet shows it (export.ts). */
export interface ExportProjectRow {
  id: number;
  title: string;
  status: string;
  budget_cents: number | string;
  start_date: string;
  end_date: string;
  stage: string | null;
  due_at: Date | string | null;
  overdue: number;
  score: number | null;
  submitted_at: Date | string | null;
  proponent_name: string;
  proponent_email: string;
  organization: string | null;
  document: string | null;
  assignee_name: string | null;
}

/** The reads of the session export, all within one client. */
export function exportRepo(db: DbOrTx) {
  return {
    session: (clientId: number, id: number) =>
      db
        .selectFrom('project_sessions')
        .select(['id', 'title', 'criteria'])
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The session's projects from `afterId` on, by id, with their proponent, organisation and assignee. */
    projects: (clientId: number, sessionId: number, afterId: number, limit: number): Promise<ExportProjectRow[]> =>
      db
        .selectFrom('projects as p')
        .innerJoin('users as pr', (join) =>
          join.onRef('pr.id', '=', 'p.proponent_id').onRef('pr.client_id', '=', 'p.client_id'),
        )
        .leftJoin('proponent_data as d', (join) =>
          join.onRef('d.user_id', '=', 'p.proponent_id').onRef('d.client_id', '=', 'p.client_id'),
        )
        .leftJoin('users as a', (join) =>
          join.onRef('a.id', '=', 'p.assignee_id').onRef('a.client_id', '=', 'p.client_id'),
        )
        .select([
          'p.id',
          'p.title',
          'p.status',
          'p.budget_cents',
          'p.start_date',
          'p.end_date',
          'p.stage',
          'p.due_at',
          'p.overdue',
          'p.score',
          'p.submitted_at',
          'pr.name as proponent_name',
          'pr.email as proponent_email',
          'd.organization',
          'd.document',
          'a.name as assignee_name',
        ])
        .where('p.client_id', '=', clientId)
        .where('p.session_id', '=', sessionId)
        .where('p.id', '>', afterId)
        .orderBy('p.id')
        .limit(limit)
        .execute(),

    /** The pareceres' data (scores) of some projects of the client. */
    pareceres: (clientId: number, projectIds: number[]): Promise<{ project_id: number; data: string | null }[]> =>
      projectIds.length
        ? db
            .selectFrom('project_events')
            .select(['project_id', 'data'])
            .where('client_id', '=', clientId)
            .where('project_id', 'in', projectIds)
            .where('kind', '=', 'parecer')
            .orderBy('id')
            .execute()
        : Promise.resolve([]),
  };
}
