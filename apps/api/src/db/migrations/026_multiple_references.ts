import { sql, type Kysely, type Migration } from 'kysely';
import { applyCarryingOver, textToReference, type NamedBy } from '../collections/carry-over.ts';
import type { SchemaChange } from '../collections/changes.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Collections' schema: drops c_mentores.programa_id, creates c_mentores__programas, drops c_comunicados.grupo_id,
 * creates c_comunicados__grupos, creates c_instrutores__cursos, drops c_questoes.avaliacao_id, creates
 * c_questoes__avaliacoes, drops c_aulas_coletivas.unidade, adds c_aulas_coletivas.unidade_id, drops
 * c_checkins.unidade, adds c_checkins.codigo, adds c_checkins.unidade_id (written by `npm run collections:diff`
 * from the definitions and schema-snapshot.json). By hand: the data of the converted fields is carried over between
 * the steps that add and the steps that drop (carryOver).
 */
export function multipleReferences(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await applyCarryingOver(db, dialect, CHANGES, carryOver);
    },
  };
}

/** Fields that held one id and now hold many (issue 28's multiple references): the id a row held is its first link. */
const CONVERTED: readonly { table: string; from: string; to: string }[] = [
  { table: 'c_comunicados', from: 'grupo_id', to: 'grupos' },
  { table: 'c_questoes', from: 'avaliacao_id', to: 'avaliacoes' },
  { table: 'c_mentores', from: 'programa_id', to: 'programas' },
];

/**
 * Free texts that now name a row of another collection: a group class's and a check-in's unit (carry-over.ts: a text
 * that names none of the client's units leaves the reference empty).
 */
const NAMED: readonly NamedBy[] = [
  { table: 'c_aulas_coletivas', from: 'unidade', to: 'unidade_id', target: 'c_unidades', title: 'nome' },
  { table: 'c_checkins', from: 'unidade', to: 'unidade_id', target: 'c_unidades', title: 'nome' },
];

async function carryOver(db: Kysely<any>): Promise<void> {
  for (const { table, from, to } of CONVERTED)
    await sql`insert into ${sql.table(`${table}__${to}`)} (client_id, row_id, target_id)
      select client_id, id, ${sql.ref(from)} from ${sql.table(table)} where ${sql.ref(from)} is not null
      order by id`.execute(db);
  for (const named of NAMED) await textToReference(db, named);
}

const CHANGES: SchemaChange[] = [
  { table: 'c_cargos', dropIndex: 'c_cargos_client_id_salario_min_id_idx' },
  { table: 'c_cargos', dropIndex: 'c_cargos_client_id_salario_max_id_idx' },
  { table: 'c_mentores', dropIndex: 'c_mentores_client_id_programa_id_nome_id_idx' },
  { table: 'c_mentores', dropColumn: 'programa_id' },
  {
    createTable: 'c_mentores__programas',
    schema: {
      entity: 'mentores',
      owned: true,
      parent: null,
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'client_id', type: 'integer', nullable: false },
        { name: 'row_id', type: 'integer', nullable: false },
        { name: 'target_id', type: 'integer', nullable: false },
      ],
      search: [],
      searchHead: false,
      indexes: [
        {
          name: 'c_mentores__programas_row_id_target_id_uq',
          columns: ['row_id', 'target_id'],
          include: [],
          unique: true,
          sorted: false,
        },
        {
          name: 'c_mentores__programas_client_id_target_id_row_id_idx',
          columns: ['client_id', 'target_id', 'row_id'],
          include: [],
          unique: false,
          sorted: false,
        },
      ],
      links: true,
    },
  },
  { table: 'c_comunicados', dropIndex: 'c_comunicados_client_id_grupo_id_enviado_em_id_idx' },
  { table: 'c_comunicados', dropColumn: 'grupo_id' },
  {
    createTable: 'c_comunicados__grupos',
    schema: {
      entity: 'comunicados',
      owned: true,
      parent: null,
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'client_id', type: 'integer', nullable: false },
        { name: 'row_id', type: 'integer', nullable: false },
        { name: 'target_id', type: 'integer', nullable: false },
      ],
      search: [],
      searchHead: false,
      indexes: [
        {
          name: 'c_comunicados__grupos_row_id_target_id_uq',
          columns: ['row_id', 'target_id'],
          include: [],
          unique: true,
          sorted: false,
        },
        {
          name: 'c_comunicados__grupos_client_id_target_id_row_id_idx',
          columns: ['client_id', 'target_id', 'row_id'],
          include: [],
          unique: false,
          sorted: false,
        },
      ],
      links: true,
    },
  },
  {
    createTable: 'c_instrutores__cursos',
    schema: {
      entity: 'instrutores',
      owned: true,
      parent: null,
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'client_id', type: 'integer', nullable: false },
        { name: 'row_id', type: 'integer', nullable: false },
        { name: 'target_id', type: 'integer', nullable: false },
      ],
      search: [],
      searchHead: false,
      indexes: [
        {
          name: 'c_instrutores__cursos_row_id_target_id_uq',
          columns: ['row_id', 'target_id'],
          include: [],
          unique: true,
          sorted: false,
        },
        {
          name: 'c_instrutores__cursos_client_id_target_id_row_id_idx',
          columns: ['client_id', 'target_id', 'row_id'],
          include: [],
          unique: false,
          sorted: false,
        },
      ],
      links: true,
    },
  },
  { table: 'c_questoes', dropIndex: 'c_questoes_client_id_avaliacao_id_id_idx' },
  { table: 'c_questoes', dropColumn: 'avaliacao_id' },
  {
    createTable: 'c_questoes__avaliacoes',
    schema: {
      entity: 'questoes',
      owned: true,
      parent: null,
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'client_id', type: 'integer', nullable: false },
        { name: 'row_id', type: 'integer', nullable: false },
        { name: 'target_id', type: 'integer', nullable: false },
      ],
      search: [],
      searchHead: false,
      indexes: [
        {
          name: 'c_questoes__avaliacoes_row_id_target_id_uq',
          columns: ['row_id', 'target_id'],
          include: [],
          unique: true,
          sorted: false,
        },
        {
          name: 'c_questoes__avaliacoes_client_id_target_id_row_id_idx',
          columns: ['client_id', 'target_id', 'row_id'],
          include: [],
          unique: false,
          sorted: false,
        },
      ],
      links: true,
    },
  },
  { table: 'c_aulas_coletivas', dropIndex: 'c_aulas_coletivas_client_id_unidade_id_idx' },
  { table: 'c_aulas_coletivas', dropColumn: 'unidade' },
  { table: 'c_aulas_coletivas', addColumn: 'unidade_id', type: 'integer' },
  {
    table: 'c_aulas_coletivas',
    createIndex: {
      name: 'c_aulas_coletivas_client_id_unidade_id_horario_id_idx',
      columns: ['client_id', 'unidade_id', 'horario', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  { table: 'c_checkins', dropIndex: 'c_checkins_client_id_unidade_id_idx' },
  { table: 'c_checkins', dropColumn: 'unidade' },
  { table: 'c_checkins', addColumn: 'codigo', type: 'text' },
  { table: 'c_checkins', addColumn: 'unidade_id', type: 'integer' },
  {
    table: 'c_checkins',
    createIndex: {
      name: 'c_checkins_client_id_codigo_uq',
      columns: ['client_id', 'codigo'],
      include: [],
      unique: true,
      sorted: false,
    },
  },
  {
    table: 'c_checkins',
    createIndex: {
      name: 'c_checkins_client_id_unidade_id_entrada_id_idx',
      columns: ['client_id', 'unidade_id', 'entrada', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
];
