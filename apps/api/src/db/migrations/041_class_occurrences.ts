import type { Kysely, Migration } from 'kysely';
import { applyChanges, type SchemaChange } from '../collections/changes.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Collections' schema: creates c_ocorrencias_aula, adds c_reservas_aula.ocorrencia_id (written by `npm run
 * collections:diff` from the definitions and schema-snapshot.json).
 */
export function classOccurrences(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await applyChanges(db, dialect, CHANGES);
    },
  };
}

const CHANGES: SchemaChange[] = [
  {
    createTable: 'c_ocorrencias_aula',
    schema: {
      entity: 'ocorrencias-aula',
      owned: true,
      parent: 'aula_coletiva_id',
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'client_id', type: 'integer', nullable: false },
        { name: 'aula_coletiva_id', type: 'integer', nullable: true },
        { name: 'titulo', type: 'text', nullable: true },
        { name: 'data', type: 'text', nullable: true },
        { name: 'horario', type: 'text', nullable: true },
        { name: 'inicio', type: 'text', nullable: true },
        { name: 'duracao_min', type: 'integer', nullable: true },
        { name: 'capacidade', type: 'integer', nullable: true },
        { name: 'reservas', type: 'integer', nullable: true },
        { name: 'vagas', type: 'integer', nullable: true },
        { name: 'da_grade', type: 'integer', nullable: true },
        { name: 'status', type: 'text', nullable: true },
        { name: 'search_key', type: 'text', nullable: true },
        { name: 'created_at', type: 'text', nullable: true },
        { name: 'updated_at', type: 'text', nullable: true },
        { name: 'created_by', type: 'integer', nullable: true },
        { name: 'updated_by', type: 'integer', nullable: true },
      ],
      search: ['titulo'],
      searchHead: true,
      indexes: [
        {
          name: 'c_ocorrencias_aula_client_id_id_inicio_idx',
          columns: ['client_id', 'id', 'inicio'],
          include: [],
          unique: false,
          sorted: false,
        },
        {
          name: 'c_ocorrencias_aula_client_id_aula_coletiva_id_id_idx',
          columns: ['client_id', 'aula_coletiva_id', 'id'],
          include: [],
          unique: false,
          sorted: false,
        },
        {
          name: 'c_ocorrencias_aula_client_id_data_id_idx',
          columns: ['client_id', 'data', 'id'],
          include: [],
          unique: false,
          sorted: true,
        },
        {
          name: 'c_ocorrencias_aula_client_id_inicio_id_search_head_idx',
          columns: ['client_id', 'inicio', 'id'],
          include: ['search_head'],
          unique: false,
          sorted: true,
        },
        {
          name: 'c_ocorrencias_aula_client_id_reservas_id_idx',
          columns: ['client_id', 'reservas', 'id'],
          include: [],
          unique: false,
          sorted: true,
        },
        {
          name: 'c_ocorrencias_aula_client_id_da_grade_inicio_id_idx',
          columns: ['client_id', 'da_grade', 'inicio', 'id'],
          include: [],
          unique: false,
          sorted: true,
        },
        {
          name: 'c_ocorrencias_aula_client_id_status_inicio_id_idx',
          columns: ['client_id', 'status', 'inicio', 'id'],
          include: [],
          unique: false,
          sorted: true,
        },
        {
          name: 'c_ocorrencias_aula_client_id_aula_coletiva_id_inicio_uq',
          columns: ['client_id', 'aula_coletiva_id', 'inicio'],
          include: [],
          unique: true,
          sorted: false,
        },
      ],
    },
  },
  { table: 'c_reservas_aula', addColumn: 'ocorrencia_id', type: 'integer' },
  {
    table: 'c_reservas_aula',
    createIndex: {
      name: 'c_reservas_aula_client_id_ocorrencia_id_data_id_idx',
      columns: ['client_id', 'ocorrencia_id', 'data', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  {
    table: 'c_reservas_aula',
    createIndex: {
      name: 'c_reservas_aula_client_id_ocorrencia_id_id_idx',
      columns: ['client_id', 'ocorrencia_id', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
];
