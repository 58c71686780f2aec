import type { Kysely, Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * The job queue (issue 29, platform/jobs): one row per job, on both engines. A worker claims due rows
 * (`status = 'pending' and run_at <= now`), holding each until `locked_until`; a row still running past it was left
 * by a process that died, and goes back to pending or fails. `key` makes an enqueue idempotent: a recurring job's
 * occurrence, or a mail's delivery, is written once however many instances try.
 */
export function jobs(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await dialect
        .addId(db.schema.createTable('jobs'))
        .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.unique())
        .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('run_at', dialect.timestampType, (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('timeout_ms', 'integer', (c) => c.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('locked_until', dialect.timestampType)
        .addColumn('last_error', 'text')
        .addColumn('created_at', dialect.timestampType, (c) => c.notNull())
        .addColumn('started_at', dialect.timestampType)
        .addColumn('finished_at', dialect.timestampType)
        .execute();
      // The worker's claim: due pending rows in order; running rows by their hold (the reaper).
      await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at', 'id']).execute();
      // The jobs screen: a client's jobs by status, newest first.
      await db.schema.createIndex('jobs_client_idx').on('jobs').columns(['client_id', 'status', 'id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('jobs').execute();
    },
  };
}
