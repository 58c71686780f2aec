import type { Kysely, Migration } from 'kysely';
import { applyChanges, type SchemaChange } from '../collections/changes.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Collections' schema: adds c_conquistas.tipo_criterio, adds c_conquistas.acao, adds c_conquistas.minimo (written
 * by `npm run collections:diff` from the definitions and schema-snapshot.json).
 */
export function badgeCriteria(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await applyChanges(db, dialect, CHANGES);
    },
  };
}

const CHANGES: SchemaChange[] = [
  { table: 'c_conquistas', addColumn: 'tipo_criterio', type: 'text' },
  { table: 'c_conquistas', addColumn: 'acao', type: 'text' },
  { table: 'c_conquistas', addColumn: 'minimo', type: 'integer' },
  {
    table: 'c_conquistas',
    createIndex: {
      name: 'c_conquistas_client_id_tipo_criterio_nome_id_idx',
      columns: ['client_id', 'tipo_criterio', 'nome', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  {
    table: 'c_conquistas',
    createIndex: {
      name: 'c_conquistas_client_id_acao_nome_id_idx',
      columns: ['client_id', 'acao', 'nome', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
];
