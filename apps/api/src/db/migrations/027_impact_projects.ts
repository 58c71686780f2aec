import type { Kysely, Migration } from 'kysely';
import { applyCarryingOver, textToReference } from '../collections/carry-over.ts';
import type { SchemaChange } from '../collections/changes.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Collections' schema: drops c_impacto.projeto, adds c_impacto.projeto_id (written by `npm run collections:diff`
 * from the definitions and schema-snapshot.json). By hand: an impact indicator's project, typed as text, becomes the
 * reference to the client's project of that title (or stays empty) before the text column goes.
 */
export function impactProjects(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await applyCarryingOver(db, dialect, CHANGES, (trx) =>
        textToReference(trx, {
          table: 'c_impacto',
          from: 'projeto',
          to: 'projeto_id',
          target: 'projects',
          title: 'title',
        }),
      );
    },
  };
}

const CHANGES: SchemaChange[] = [
  { table: 'c_impacto', dropIndex: 'c_impacto_client_id_projeto_indicador_id_idx' },
  { table: 'c_impacto', dropColumn: 'projeto' },
  { table: 'c_impacto', addColumn: 'projeto_id', type: 'integer' },
  {
    table: 'c_impacto',
    createIndex: {
      name: 'c_impacto_client_id_projeto_id_indicador_id_idx',
      columns: ['client_id', 'projeto_id', 'indicador', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
];
