import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

export function foundation(dialect: DialectSql): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('clients')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('login_url', 'text', (c) => c.notNull())
        .addColumn('logout_url', 'text', (c) => c.notNull())
        .addColumn('config', 'text', (c) => c.notNull())
        .execute();

      for (const name of ['groups', 'regionals']) {
        await dialect
          .addId(db.schema.createTable(name))
          .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
          .addColumn('name', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex(`${name}_client_idx`).on(name).column('client_id').execute();
      }

      await dialect
        .addId(db.schema.createTable('users'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('pt-br'))
        .addColumn('picture', 'text')
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'member')`))
        .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
        .addColumn('regional_id', 'integer', (c) => c.references('regionals.id').onDelete('set null'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('deleted_at', ts)
        .execute();
      // One live account per e-mail within a client; a deleted account frees its e-mail.
      await db.schema
        .createIndex('users_client_email_uq')
        .on('users')
        .columns(['client_id', 'email'])
        .unique()
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();

      await dialect
        .addId(db.schema.createTable('user_permissions'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('platform', 'text')
        .addUniqueConstraint('user_permissions_uq', ['client_id', 'user_id', 'tag'])
        .execute();

      await dialect
        .addId(db.schema.createTable('user_permission_subs'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addUniqueConstraint('user_permission_subs_uq', ['client_id', 'user_id', 'tag'])
        .execute();

      await dialect
        .addId(db.schema.createTable('access_tokens'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('expires_at', ts, (c) => c.notNull())
        .addColumn('revoked_at', ts)
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('access_tokens_user_idx').on('access_tokens').column('user_id').execute();

      await dialect
        .addId(db.schema.createTable('audit_log'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('request_id', 'text')
        .execute();
      await db.schema
        .createIndex('audit_log_client_created_idx')
        .on('audit_log')
        .columns(['client_id', 'created_at'])
        .execute();
    },

    async down(db: Kysely<any>) {
      for (const table of [
        'audit_log',
        'access_tokens',
        'user_permission_subs',
        'user_permissions',
        'users',
        'regionals',
        'groups',
        'clients',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
