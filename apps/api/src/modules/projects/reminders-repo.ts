import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';
import type { ProjectEventsTable } from '../../db/schema.ts';

/** A forwarded project whose deadline is near or past, with the person it is forwarded to (null: a stage only). */
export interface DeadlineRow {
  id: number;
  client_id: number;
  title: string;
  stage: string | null;
  due_at: Date | string;
  reminded_at: Date | string | null;
  assignee_id: number | null;
  assignee_name: string | null;
  assignee_email: string | null;
  assignee_language: string | null;
  /** Whether the assignee can still read mail from the console: active and not deleted. */
  assignee_live: boolean;
}

/**
 * The daily deadline job's SQL (reminders.ts), across every client. The updates are conditional on the state the job
 * read, so that two runs at once (two instances on PostgreSQL) claim each reminder once.
 */
export function remindersRepo(db: DbOrTx) {
  return {
    /** Forwarded projects not yet marked overdue whose deadline falls before `until` (the window's end), of every client. */
    async openDeadlines(until: string): Promise<DeadlineRow[]> {
      const rows = await db
        .selectFrom('projects as p')
        .leftJoin('users as u', (join) =>
          join.onRef('u.id', '=', 'p.assignee_id').onRef('u.client_id', '=', 'p.client_id'),
        )
        .select([
          'p.id',
          'p.client_id',
          'p.title',
          'p.stage',
          'p.due_at',
          'p.reminded_at',
          'p.assignee_id',
          'u.name as assignee_name',
          'u.email as assignee_email',
          'u.language as assignee_language',
          'u.status',
          'u.deleted_at',
        ])
        .where('p.due_at', 'is not', null)
        .where('p.due_at', '<=', until)
        .where('p.status', '=', 'encaminhado')
        .where('p.overdue', '=', 0)
        .orderBy('p.due_at')
        .orderBy('p.id')
        .execute();
      return rows.map(({ status, deleted_at, ...row }) => ({
        ...row,
        due_at: row.due_at!,
        assignee_live: status === 'active' && deleted_at === null,
      }));
    },

    /**
     * Records the reminder of this deadline unless one was recorded since `windowStart` (the start of its window):
     * answers whether this run claimed it.
     */
    async claimReminder(
      clientId: number,
      id: number,
      dueAt: string,
      windowStart: string,
      at: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('projects')
        .set({ reminded_at: at })
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .where('status', '=', 'encaminhado')
        .where('overdue', '=', 0)
        .where('due_at', '=', dueAt)
        .where((eb) => eb.or([eb('reminded_at', 'is', null), eb('reminded_at', '<', windowStart)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Marks the project overdue unless it already is (or moved on): answers whether this run claimed it. */
    async claimOverdue(clientId: number, id: number, dueAt: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('projects')
        .set({ overdue: 1, updated_at: at })
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .where('status', '=', 'encaminhado')
        .where('overdue', '=', 0)
        .where('due_at', '=', dueAt)
        .where('due_at', '<=', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    insertEvent: async (row: Omit<Insertable<ProjectEventsTable>, 'id'>): Promise<void> => {
      await db.insertInto('project_events').values(row).execute();
    },
  };
}
