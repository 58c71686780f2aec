import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

/** The few places where SQLite and PostgreSQL differ; everything else is plain Kysely. */
export interface DialectSql {
  name: 'sqlite' | 'postgres';
  /** Adds an auto-generated integer primary key named `id`. */
  addId<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'>;
  timestampType: 'text' | 'timestamptz';
  isUniqueViolation(error: unknown): boolean;
}

const code = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

export const sqliteSql: DialectSql = {
  name: 'sqlite',
  addId: (table) => table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()),
  timestampType: 'text',
  isUniqueViolation: (error) => code(error) === 'SQLITE_CONSTRAINT_UNIQUE' || code(error) === 'SQLITE_CONSTRAINT_PRIMARYKEY',
};

export const postgresSql: DialectSql = {
  name: 'postgres',
  addId: (table) => table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity()),
  timestampType: 'timestamptz',
  isUniqueViolation: (error) => code(error) === '23505',
};

/** Normalises a timestamp column value (Date on PostgreSQL, ISO text on SQLite) to epoch milliseconds. */
export const toMillis = (value: Date | string): number => (value instanceof Date ? value.getTime() : Date.parse(value));
