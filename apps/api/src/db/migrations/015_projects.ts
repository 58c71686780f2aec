import { sql, type Kysely, type Migration } from 'kysely';
import { PROJECT_STATUSES, SESSION_STATUSES, TIMELINE_KINDS } from '@console/contract';
import type { DialectSql } from '../dialects/index.ts';

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * Projects and sessions (docs/projects.md): a session (call for proposals) with its rubric as JSON text; the
 * members' projects in it; each project's timeline (every transition, parecer, encaminhamento, devolutiva, reminder);
 * the proponent data of a member, one row per member and client. The project row carries the current assignee,
 * stage, deadline and mean score so the lists and filters read no aggregate.
 */
export function projects(dialect: DialectSql): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<any>) {
      await dialect
        .addId(db.schema.createTable('project_sessions'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('banner', 'text')
        .addColumn('submission_start', 'text', (c) => c.notNull())
        .addColumn('submission_end', 'text', (c) => c.notNull())
        .addColumn('review_deadline', 'text', (c) => c.notNull())
        .addColumn('criteria', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('rascunho').check(oneOf('status', SESSION_STATUSES)))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_sessions_client_idx')
        .on('project_sessions')
        .columns(['client_id', 'id'])
        .execute();

      await dialect
        .addId(db.schema.createTable('projects'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('session_id', 'integer', (c) => c.notNull().references('project_sessions.id').onDelete('cascade'))
        .addColumn('proponent_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('objectives', 'text', (c) => c.notNull())
        .addColumn('target_audience', 'text', (c) => c.notNull())
        // Money in cents: exact sums and comparisons on both engines.
        .addColumn('budget_cents', 'bigint', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('team', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('rascunho').check(oneOf('status', PROJECT_STATUSES)))
        .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('stage', 'text')
        .addColumn('due_at', ts)
        .addColumn('overdue', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reminded_at', ts)
        .addColumn('score', 'double precision')
        .addColumn('submitted_at', ts)
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('projects_client_idx').on('projects').columns(['client_id', 'id']).execute();
      await db.schema
        .createIndex('projects_session_idx')
        .on('projects')
        .columns(['client_id', 'session_id', 'status', 'id'])
        .execute();
      await db.schema
        .createIndex('projects_proponent_idx')
        .on('projects')
        .columns(['client_id', 'proponent_id', 'id'])
        .execute();
      await db.schema
        .createIndex('projects_assignee_idx')
        .on('projects')
        .columns(['client_id', 'assignee_id', 'id'])
        .execute();
      // The daily job walks open deadlines of every client.
      await db.schema.createIndex('projects_due_idx').on('projects').columns(['due_at']).execute();

      await dialect
        .addId(db.schema.createTable('project_events'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', TIMELINE_KINDS)))
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text')
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('text', 'text')
        .addColumn('internal', 'integer', (c) => c.notNull().defaultTo(0))
        // parecer: {recommendation, scores, total}; encaminhamento: {assignee_id, stage, deadline}; devolutiva: {decision}.
        .addColumn('data', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_events_project_idx')
        .on('project_events')
        .columns(['client_id', 'project_id', 'id'])
        .execute();

      await db.schema
        .createTable('proponent_data')
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('organization', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .addPrimaryKeyConstraint('proponent_data_pk', ['client_id', 'user_id'])
        .execute();
    },

    async down(db: Kysely<any>) {
      for (const table of ['proponent_data', 'project_events', 'projects', 'project_sessions'])
        await db.schema.dropTable(table).execute();
    },
  };
}
