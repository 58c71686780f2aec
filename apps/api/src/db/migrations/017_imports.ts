import type { Kysely, Migration } from 'kysely';
import { IMPORT_STATUSES } from '@console/contract';
import type { DialectSql } from '../dialects/index.ts';
import { sql } from 'kysely';

/**
 * Bulk imports (issue 15): one row per uploaded spreadsheet with its mapping, the state of its passes (dry run,
 * import) and where the import resumes; the errors the last pass found, by sheet row and column.
 */
export function imports(dialect: DialectSql): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<any>) {
      await dialect
        .addId(db.schema.createTable('imports'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('file_kind', 'text', (c) => c.notNull().check(sql`file_kind in ('xlsx', 'csv')`))
        .addColumn('file_size', 'bigint', (c) => c.notNull())
        .addColumn('headers', 'text', (c) => c.notNull())
        .addColumn('preview', 'text', (c) => c.notNull())
        .addColumn('mapping', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql.raw(`status in (${IMPORT_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
        )
        .addColumn('total_rows', 'integer')
        .addColumn('processed_rows', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bytes_read', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('error_rows', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_row', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('welcome', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failure', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('imports_client_idx').on('imports').columns(['client_id', 'target', 'id']).execute();

      await dialect
        .addId(db.schema.createTable('import_errors'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
        .addColumn('row', 'integer', (c) => c.notNull())
        .addColumn('column', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('import_errors_import_idx')
        .on('import_errors')
        .columns(['import_id', 'id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('import_errors').execute();
      await db.schema.dropTable('imports').execute();
    },
  };
}
