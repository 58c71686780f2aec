import type { Kysely, Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Mail retries (issue 16): how many deliveries a mail had, and when the next is due. A mail due is retried by any
 * instance (platform/mail/retries.ts); a delivery under way holds the mail by moving next_attempt_at past its own end.
 * Sent, kept (no SMTP) and given-up mails have no next attempt. Mails that failed before this migration count one
 * attempt and are not retried: their links may have expired.
 */
export function outboxRetries(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('outbox')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('outbox').addColumn('next_attempt_at', dialect.timestampType).execute();
      await db
        .updateTable('outbox')
        .set({ attempts: 1 })
        .where('sent_at', 'is', null)
        .where('error', 'is not', null)
        .execute();
      // Only mails waiting for a retry have a next attempt, so the index stays as small as the backlog.
      await db.schema
        .createIndex('outbox_next_attempt_idx')
        .on('outbox')
        .column('next_attempt_at')
        .where('next_attempt_at', 'is not', null)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('outbox_next_attempt_idx').execute();
      await db.schema.alterTable('outbox').dropColumn('next_attempt_at').execute();
      await db.schema.alterTable('outbox').dropColumn('attempts').execute();
    },
  };
}
