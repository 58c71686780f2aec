import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * The dashboard's sources (docs/dashboard.md): the sign-in log, each member's latest sign-in day, and activity_days,
 * a client's counts per day kept by triggers (db/dialects/activity.ts) so every figure reads a few hundred rows
 * whatever the number of members and posts. The log starts from the tokens still stored (their sign-ins, without
 * address), and the rollups from every row already there.
 */
export function activity(dialect: DialectSql): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<any>) {
      // The user id stays without a foreign key: the log outlives a deleted account, as an audit trail does.
      await dialect
        .addId(db.schema.createTable('sign_ins'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('address', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema
        .createIndex('sign_ins_client_created_idx')
        .on('sign_ins')
        .columns(['client_id', 'created_at'])
        .execute();
      await db.schema.alterTable('users').addColumn('last_sign_in_day', 'text').execute();

      // No foreign key either: a client's deletion cascades to its users, whose triggers still write here.
      const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
      let table = db.schema
        .createTable('activity_days')
        .addColumn('client_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull());
      for (const column of ['sign_ins', 'last_seen', 'joined', 'departed', 'posts', 'comments', 'likes', 'uploads'])
        table = table.addColumn(column, 'integer', zero);
      await table
        .addColumn('upload_bytes', 'bigint', zero)
        .addPrimaryKeyConstraint('activity_days_pk', ['client_id', 'day'])
        .execute();

      await sql`insert into sign_ins (client_id, user_id, created_at) select client_id, user_id, created_at from access_tokens order by id`.execute(
        db,
      );
      await dialect.activity.install(db);
    },
    async down(db: Kysely<any>) {
      await dialect.activity.uninstall(db);
      await db.schema.dropTable('activity_days').execute();
      await db.schema.alterTable('users').dropColumn('last_sign_in_day').execute();
      await db.schema.dropTable('sign_ins').execute();
    },
  };
}
