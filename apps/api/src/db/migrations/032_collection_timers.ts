import type { Kysely, Migration } from 'kysely';
import { applyChanges, type SchemaChange } from '../collections/changes.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Collections' schema: adds c_suporte.prazo_sla, adds c_suporte.sla_violado, adds c_ouvidoria.atrasada, adds
 * c_lgpd.atrasada (written by `npm run collections:diff` from the definitions and schema-snapshot.json).
 */
export function collectionTimers(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await applyChanges(db, dialect, CHANGES);
    },
  };
}

const CHANGES: SchemaChange[] = [
  {
    table: 'c_convites',
    createIndex: {
      name: 'c_convites_status_expira_em_id_idx',
      columns: ['status', 'expira_em', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
  {
    table: 'c_blog',
    createIndex: {
      name: 'c_blog_status_publicado_em_id_idx',
      columns: ['status', 'publicado_em', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
  {
    table: 'c_noticias',
    createIndex: {
      name: 'c_noticias_status_publicada_em_id_idx',
      columns: ['status', 'publicada_em', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
  {
    table: 'c_noticias',
    createIndex: {
      name: 'c_noticias_status_expira_em_id_idx',
      columns: ['status', 'expira_em', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
  {
    table: 'c_certificados',
    createIndex: {
      name: 'c_certificados_status_valido_ate_id_idx',
      columns: ['status', 'valido_ate', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
  {
    table: 'c_editores',
    createIndex: {
      name: 'c_editores_status_publicado_em_id_idx',
      columns: ['status', 'publicado_em', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
  {
    table: 'c_paginas',
    createIndex: {
      name: 'c_paginas_status_publicado_em_id_idx',
      columns: ['status', 'publicado_em', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
  {
    table: 'c_popups',
    createIndex: {
      name: 'c_popups_status_fim_id_idx',
      columns: ['status', 'fim', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
  {
    table: 'c_faturas',
    createIndex: {
      name: 'c_faturas_status_vencimento_id_idx',
      columns: ['status', 'vencimento', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
  { table: 'c_suporte', addColumn: 'prazo_sla', type: 'text' },
  { table: 'c_suporte', addColumn: 'sla_violado', type: 'integer' },
  {
    table: 'c_suporte',
    createIndex: {
      name: 'c_suporte_client_id_prazo_sla_id_idx',
      columns: ['client_id', 'prazo_sla', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  {
    table: 'c_suporte',
    createIndex: {
      name: 'c_suporte_client_id_sla_violado_aberto_em_id_idx',
      columns: ['client_id', 'sla_violado', 'aberto_em', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  {
    table: 'c_suporte',
    createIndex: {
      name: 'c_suporte_status_prazo_sla_id_idx',
      columns: ['status', 'prazo_sla', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
  { table: 'c_ouvidoria', addColumn: 'atrasada', type: 'integer' },
  {
    table: 'c_ouvidoria',
    createIndex: {
      name: 'c_ouvidoria_client_id_atrasada_recebida_em_id_idx',
      columns: ['client_id', 'atrasada', 'recebida_em', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  {
    table: 'c_ouvidoria',
    createIndex: {
      name: 'c_ouvidoria_status_prazo_id_idx',
      columns: ['status', 'prazo', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
  { table: 'c_lgpd', addColumn: 'atrasada', type: 'integer' },
  {
    table: 'c_lgpd',
    createIndex: {
      name: 'c_lgpd_client_id_atrasada_prazo_id_idx',
      columns: ['client_id', 'atrasada', 'prazo', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  {
    table: 'c_lgpd',
    createIndex: {
      name: 'c_lgpd_status_prazo_id_idx',
      columns: ['status', 'prazo', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
];
