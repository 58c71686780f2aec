import type { Kysely, Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Push devices (issue 29, platform/push): where a member's notifications go, registered by the member's side. `token`
 * is the FCM registration token or the Web Push subscription's JSON; `token_hash` (SHA-256 of the kind and the
 * token's identity: a subscription's endpoint) is unique per client, so the same device registered again is one row.
 * `disabled_at` is set when the push service answers that the token is gone.
 */
export function pushDevices(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await dialect
        .addId(db.schema.createTable('push_devices'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('platform', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', dialect.timestampType, (c) => c.notNull())
        .addColumn('last_seen_at', dialect.timestampType, (c) => c.notNull())
        .addColumn('disabled_at', dialect.timestampType)
        .execute();
      await db.schema
        .createIndex('push_devices_token_idx')
        .on('push_devices')
        .columns(['client_id', 'token_hash'])
        .unique()
        .execute();
      // A member's devices (the sends, the member's list).
      await db.schema
        .createIndex('push_devices_user_idx')
        .on('push_devices')
        .columns(['client_id', 'user_id', 'id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('push_devices').execute();
    },
  };
}
