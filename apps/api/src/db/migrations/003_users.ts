import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/** User administration: profile columns, the per-client form, custom values, password setup links, the mail outbox. */
export function users(dialect: DialectSql): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<any>) {
      // Digits only for cpf/phone/postal_code; birth_date as YYYY-MM-DD; address as JSON text.
      for (const column of ['cpf', 'phone', 'birth_date', 'postal_code', 'address']) {
        await db.schema.alterTable('users').addColumn(column, 'text').execute();
      }
      // Listing is "live users of a client ordered by name, then id": one index serves the order and the keyset.
      await sql`create index users_client_name_idx on users (client_id, lower(name), id) where deleted_at is null`.execute(
        db,
      );
      await sql`create index users_client_email_idx on users (client_id, lower(email)) where deleted_at is null`.execute(
        db,
      );
      // A CPF belongs to one live account per client; the index settles two racing creates.
      await sql`create unique index users_client_cpf_uq on users (client_id, cpf) where deleted_at is null and cpf is not null`.execute(
        db,
      );

      // Custom fields of a client's user form, and per-client overrides (custom = 0) of the standard fields.
      await dialect
        .addId(db.schema.createTable('user_form_fields'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('options', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('custom', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addUniqueConstraint('user_form_fields_uq', ['client_id', 'key'])
        .execute();

      await dialect
        .addId(db.schema.createTable('user_field_values'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('field_key', 'text', (c) => c.notNull())
        // JSON text so strings, numbers and booleans come back as they were sent.
        .addColumn('value', 'text', (c) => c.notNull())
        .addUniqueConstraint('user_field_values_uq', ['user_id', 'field_key'])
        .execute();

      await dialect
        .addId(db.schema.createTable('password_setup_tokens'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('expires_at', ts, (c) => c.notNull())
        .addColumn('used_at', ts)
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('password_setup_tokens_user_idx')
        .on('password_setup_tokens')
        .column('user_id')
        .execute();

      await dialect
        .addId(db.schema.createTable('outbox'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('to', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('sent_at', ts)
        .addColumn('error', 'text')
        .execute();
      await db.schema.createIndex('outbox_created_idx').on('outbox').columns(['created_at', 'id']).execute();
    },
    async down(db: Kysely<any>) {
      for (const table of ['outbox', 'password_setup_tokens', 'user_field_values', 'user_form_fields'])
        await db.schema.dropTable(table).execute();
      for (const index of ['users_client_cpf_uq', 'users_client_email_idx', 'users_client_name_idx'])
        await db.schema.dropIndex(index).execute();
      for (const column of ['address', 'postal_code', 'birth_date', 'phone', 'cpf'])
        await db.schema.alterTable('users').dropColumn(column).execute();
    },
  };
}
