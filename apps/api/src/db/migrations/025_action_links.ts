import type { Kysely, Migration } from 'kysely';
import { applyChanges, type SchemaChange } from '../collections/changes.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Collections' schema: adds c_leads.membro, adds c_treinos.origem_id (written by `npm run collections:diff` from
 * the definitions and schema-snapshot.json).
 */
export function actionLinks(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await applyChanges(db, dialect, CHANGES);
    },
  };
}

const CHANGES: SchemaChange[] = [
  { table: 'c_leads', addColumn: 'membro', type: 'integer' },
  {
    table: 'c_leads',
    createIndex: {
      name: 'c_leads_client_id_membro_id_idx',
      columns: ['client_id', 'membro', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  { table: 'c_treinos', addColumn: 'origem_id', type: 'integer' },
  {
    table: 'c_treinos',
    createIndex: {
      name: 'c_treinos_client_id_origem_id_inicio_id_idx',
      columns: ['client_id', 'origem_id', 'inicio', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
];
