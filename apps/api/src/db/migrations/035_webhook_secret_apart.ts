import type { Kysely, Migration } from 'kysely';
import { applyChanges, type SchemaChange } from '../collections/changes.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Collections' schema: drops c_integracoes.segredo (written by `npm run collections:diff` from the definitions and
 * schema-snapshot.json).
 */
export function webhookSecretApart(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await applyChanges(db, dialect, CHANGES);
    },
  };
}

const CHANGES: SchemaChange[] = [{ table: 'c_integracoes', dropColumn: 'segredo' }];
