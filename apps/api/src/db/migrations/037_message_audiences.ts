import type { Kysely, Migration } from 'kysely';
import { applyChanges, type SchemaChange } from '../collections/changes.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Collections' schema: drops c_comunicados.regional_id, adds c_comunicados.por_email, adds
 * c_comunicados.agendado_para, adds c_comunicados.destinatarios, adds c_comunicados.confirmacoes, drops
 * c_notificacoes.grupo_id, drops c_notificacoes.regional_id, drops c_notificacoes.usuario, adds
 * c_notificacoes.destinatarios, drops c_comunicados__grupos, drops c_leituras_comunicado, drops c_entregas_push
 * (written by `npm run collections:diff` from the definitions and schema-snapshot.json).
 */
export function messageAudiences(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await applyChanges(db, dialect, CHANGES);
    },
  };
}

const CHANGES: SchemaChange[] = [
  { table: 'c_comunicados', dropIndex: 'c_comunicados_client_id_publico_enviado_em_id_idx' },
  { table: 'c_comunicados', dropIndex: 'c_comunicados_client_id_regional_id_enviado_em_id_idx' },
  { table: 'c_comunicados', dropColumn: 'regional_id' },
  { table: 'c_comunicados', addColumn: 'por_email', type: 'integer' },
  { table: 'c_comunicados', addColumn: 'agendado_para', type: 'text' },
  { table: 'c_comunicados', addColumn: 'destinatarios', type: 'integer' },
  { table: 'c_comunicados', addColumn: 'confirmacoes', type: 'integer' },
  {
    table: 'c_comunicados',
    createIndex: {
      name: 'c_comunicados_client_id_agendado_para_id_idx',
      columns: ['client_id', 'agendado_para', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  {
    table: 'c_comunicados',
    createIndex: {
      name: 'c_comunicados_client_id_destinatarios_id_idx',
      columns: ['client_id', 'destinatarios', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  {
    table: 'c_comunicados',
    createIndex: {
      name: 'c_comunicados_client_id_confirmacoes_id_idx',
      columns: ['client_id', 'confirmacoes', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  {
    table: 'c_comunicados',
    createIndex: {
      name: 'c_comunicados_status_agendado_para_id_idx',
      columns: ['status', 'agendado_para', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
  { table: 'c_notificacoes', dropIndex: 'c_notificacoes_client_id_publico_agendada_para_id_idx' },
  { table: 'c_notificacoes', dropIndex: 'c_notificacoes_client_id_grupo_id_agendada_para_id_idx' },
  { table: 'c_notificacoes', dropIndex: 'c_notificacoes_client_id_regional_id_agendada_para_id_idx' },
  { table: 'c_notificacoes', dropIndex: 'c_notificacoes_client_id_usuario_agendada_para_id_idx' },
  { table: 'c_notificacoes', dropColumn: 'grupo_id' },
  { table: 'c_notificacoes', dropColumn: 'regional_id' },
  { table: 'c_notificacoes', dropColumn: 'usuario' },
  { table: 'c_notificacoes', addColumn: 'destinatarios', type: 'integer' },
  {
    table: 'c_notificacoes',
    createIndex: {
      name: 'c_notificacoes_client_id_destinatarios_id_idx',
      columns: ['client_id', 'destinatarios', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  {
    table: 'c_notificacoes',
    createIndex: {
      name: 'c_notificacoes_status_agendada_para_id_idx',
      columns: ['status', 'agendada_para', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
  { dropTable: 'c_comunicados__grupos' },
  { dropTable: 'c_leituras_comunicado' },
  { dropTable: 'c_entregas_push' },
];
