import type { Kysely, Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * A client's last activity (the operator's list of clients): its newest sign-in is the last entry of this index
 * within the client, read backwards, rather than a scan of every token of its users.
 */
export function clientActivity(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('access_tokens_client_created_idx')
        .on('access_tokens')
        .columns(['client_id', 'created_at'])
        .execute();
      await dialect.analyzeNewIndex(db, 'access_tokens');
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('access_tokens_client_created_idx').execute();
    },
  };
}
