import type { Kysely, Migration } from 'kysely';

/**
 * The daily digest's opt-in (issue 29, `digest.daily`): a row per administrator who asked for it, with the moment and
 * the client's day of the last digest sent (the next one tells what happened since; one a day). ISO text stamps.
 */
export const adminDigests: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('admin_digests')
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('last_sent_at', 'text')
      .addColumn('last_sent_day', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('admin_digests_pk', ['client_id', 'user_id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('admin_digests').execute();
  },
};
