import { describe, expect, it } from 'vitest';
import { checkDefinitions, DefinitionError, definitionProblems } from './check.ts';
import { f, opt, t, type CollectionDef } from './define.ts';
import { COLLECTIONS } from './registry.ts';
import { def, L } from './test-defs.ts';
import { enter, START, workflow, type Workflow } from './workflow.ts';

// Issue 28: each bad definition is refused with a message naming the collection and, where it lies, the field.

const titulo = f.text('titulo', L, { required: true });
const other = (extra: Partial<CollectionDef> = {}): CollectionDef => ({
  ...def([titulo]),
  entity: 'outros',
  tag: 'outros',
  ...extra,
});
const untranslated = t('Campo', 'Field', ' ');
const status = f.enum('status', L, [opt('pendente', L), opt('aprovado', L)], { default: 'pendente' });
const flowed = (flow: Workflow, fields = [titulo, status], extra: Partial<CollectionDef> = {}) =>
  def(fields, { workflow: flow, ...extra });

const CASES: [string, CollectionDef[], string, RegExp][] = [
  ['an entity in camel case', [def([titulo], { entity: 'meusTestes' })], 'meusTestes', /kebab case/],
  ['an entity declared twice', [def([titulo]), def([titulo], { tag: 'outra' })], 'testes', /declared twice/],
  ['a tag taken twice', [def([titulo]), other({ tag: 'testes' })], 'outros', /tag "testes" is already taken/],
  ['a label without Spanish', [def([titulo], { label: untranslated })], 'testes', /label has no text in es/],
  ['no fields', [{ ...def([titulo]), fields: [] }], 'testes', /no fields/],
  ['a field declared twice', [def([titulo, titulo])], 'testes', /"titulo" is declared twice/],
  ['a title that is no field', [def([titulo], { title: 'nome' })], 'testes', /title "nome" is not one of its fields/],
  [
    'a title that is a number',
    [def([f.integer('ordem', L), titulo], { title: 'ordem' })],
    'testes',
    /is a integer, not text/,
  ],
  [
    'an order over an unsortable field',
    [def([titulo], { sort: { field: 'titulo', order: 'asc' } })],
    'testes',
    /not a sortable field/,
  ],
  ['an import key that is not unique', [def([titulo], { import: { key: 'titulo' } })], 'testes', /import key "titulo"/],
  [
    'an unknown parent',
    [def([titulo], { parent: { entity: 'cursos-x', param: 'curso_id' } })],
    'testes',
    /parent "cursos-x" is not a collection/,
  ],
  [
    'a parent parameter without _id',
    [def([titulo], { parent: { entity: 'outros', param: 'curso' } }), other()],
    'testes',
    /must end in _id/,
  ],
  [
    'a parent parameter that is a field',
    [def([titulo, f.integer('outro_id', L)], { parent: { entity: 'outros', param: 'outro_id' } }), other()],
    'testes',
    /also a field/,
  ],
  [
    'parents in a loop',
    [
      def([titulo], { parent: { entity: 'outros', param: 'outro_id' } }),
      other({ parent: { entity: 'testes', param: 'teste_id' } }),
    ],
    'testes',
    /loop/,
  ],
  [
    'a period over a field it lacks',
    [def([titulo, f.date('inicio', L)], { periods: [{ start: 'inicio', end: 'fim' }] })],
    'testes',
    /period inicio → fim names a field it does not have/,
  ],
  [
    'a period from a date to a date-time',
    [def([titulo, f.date('inicio', L), f.datetime('fim', L)], { periods: [{ start: 'inicio', end: 'fim' }] })],
    'testes',
    /two date fields or two date-time fields/,
  ],
  [
    'a field required by a field that is no enum',
    [def([titulo, f.integer('percentual', L, { requiredWhen: { field: 'titulo', equals: ['x'] } })])],
    'testes.percentual',
    /required by "titulo", which is not an enum field/,
  ],
  [
    'a field required by a value that is no option',
    [
      def([
        titulo,
        f.enum('tipo', L, [opt('percentual', L), opt('valor', L)]),
        f.integer('percentual', L, { requiredWhen: { field: 'tipo', equals: ['percent'] } }),
      ]),
    ],
    'testes.percentual',
    /values that are not options of "tipo" \(percentual, valor\)/,
  ],
  ['a field in camel case', [def([titulo, f.text('dataFim', L)])], 'testes.dataFim', /lower snake case/],
  ['a reserved field name', [def([titulo, f.text('search', L)])], 'testes.search', /reserved/],
  ['a field label without Spanish', [def([titulo, f.text('nota', untranslated)])], 'testes.nota', /no text in es/],
  [
    'a searchable number',
    [def([titulo, f.integer('ordem', L, { searchable: true })])],
    'testes.ordem',
    /cannot be searched/,
  ],
  [
    'a sortable long text',
    [def([titulo, f.longtext('corpo', L, { sortable: true })])],
    'testes.corpo',
    /cannot be sorted/,
  ],
  ['an enum without options', [def([titulo, f.enum('status', L, [])])], 'testes.status', /needs options/],
  [
    'an enum default that is no option',
    [def([titulo, f.enum('status', L, [opt('aberto', L), opt('fechado', L)], { default: 'esgotado' })])],
    'testes.status',
    /default "esgotado" is not one of its options \(aberto, fechado\)/,
  ],
  [
    'two options with one value',
    [def([titulo, f.enum('status', L, [opt('aberto', L), opt('aberto', L)])])],
    'testes.status',
    /share a value/,
  ],
  [
    'an option label without Spanish',
    [def([titulo, f.enum('status', L, [opt('aberto', untranslated)])])],
    'testes.status',
    /option "aberto" has no label in es/,
  ],
  [
    'a reference to nothing',
    [def([titulo, f.reference('unidade_id', L, 'unidades-x')])],
    'testes.unidade_id',
    /target "unidades-x" is not a collection/,
  ],
  [
    'many projects in one field (an area outside the collections has no table of links)',
    [def([titulo, f.reference('projetos', L, 'projetos', { multiple: true })])],
    'testes.projetos',
    /cannot name rows of "projetos"/,
  ],
  [
    'min above max',
    [def([titulo, f.integer('vagas', L, { min: 10, max: 1 })])],
    'testes.vagas',
    /min 10 is above max 1/,
  ],
  [
    'a range filter whose bound is a field',
    [def([titulo, f.integer('preco', L, { filterable: true }), f.integer('preco_min', L)])],
    'testes.preco',
    /"preco_min" is taken/,
  ],
  [
    'a workflow over a field that is no enum',
    [flowed(workflow('titulo', ['x']))],
    'testes.titulo',
    /workflow field is not an enum field/,
  ],
  [
    'a workflow state that is no option',
    [flowed(workflow('status', ['pendente'], enter('recusado', ['pendente'])))],
    'testes.status',
    /state "recusado" is not one of its options \(pendente, aprovado\)/,
  ],
  [
    'a workflow whose default is no start',
    [flowed(workflow('status', ['aprovado']))],
    'testes.status',
    /default "pendente" is not a state a new row may start in/,
  ],
  [
    'a workflow set into an unknown field',
    [flowed(workflow('status', ['pendente'], enter('aprovado', ['pendente'], { sets: { aprovado_em: 'now' } })))],
    'testes.aprovado_em',
    /sets a field the collection does not have/,
  ],
  [
    'a workflow set of the wrong kind',
    [
      flowed(workflow('status', ['pendente'], enter('aprovado', ['pendente'], { sets: { aprovado_em: 'today' } })), [
        titulo,
        status,
        f.datetime('aprovado_em', L),
      ]),
    ],
    'testes.aprovado_em',
    /sets "today" into a datetime field \(needs date\)/,
  ],
  [
    'a workflow guard over an unknown field',
    [flowed(workflow('status', ['pendente'], enter('aprovado', ['pendente'], { guards: { required: ['nota'] } })))],
    'testes.nota',
    /requires a field the collection does not have/,
  ],
  [
    'a workflow capacity without a parent',
    [
      flowed(
        workflow(
          'status',
          ['pendente'],
          enter('aprovado', ['pendente'], { guards: { capacity: { limit: 'vagas', counting: ['aprovado'] } } }),
        ),
      ),
    ],
    'testes.vagas',
    /capacity is not an integer field of the parent/,
  ],
  [
    'a workflow sub-tag clashing with a standard one',
    [flowed(workflow('status', ['pendente'], enter('aprovado', ['pendente'], { sub: 'editar' })))],
    'testes.status',
    /sub-tag "editar" clashes with a standard sub-tag/,
  ],
  [
    'a workflow sub-tag without a label',
    [flowed(workflow('status', ['pendente'], enter('aprovado', [START, 'pendente'], { sub: 'carimbar' })))],
    'testes.status',
    /sub-tag "carimbar" has no label/,
  ],
  ['a text field of many values', [def([titulo, f.text('nomes', L, { multiple: true })])], 'testes.nomes', /multiple/],
  [
    'a unique multiple reference',
    [def([titulo, f.reference('outros', L, 'outros', { multiple: true, unique: true })]), other()],
    'testes.outros',
    /cannot be unique/,
  ],
  [
    'a sortable multiple user field',
    [def([titulo, f.user('membros', L, { multiple: true, sortable: true })])],
    'testes.membros',
    /cannot be sorted/,
  ],
  [
    'a field revealed by a sub-tag without a label',
    [def([titulo, f.money('salario', L, { reveal: 'ver_tudo' })])],
    'testes.salario',
    /sub-tag "ver_tudo" that reveals it has no label/,
  ],
  [
    'a sortable field revealed by a sub-tag',
    [def([titulo, f.money('salario', L, { reveal: 'ver_salarios', sortable: true })])],
    'testes.salario',
    /cannot be sorted, filtered or searched/,
  ],
  [
    'a computed multiple reference',
    [def([titulo, f.user('membros', L, { multiple: true, generated: { code: 8 } })])],
    'testes.membros',
    /cannot be computed/,
  ],
];

describe('collection definitions checked at start', () => {
  it.each(CASES)('%s is refused, naming where', (_case, defs, where, message) => {
    const problems = definitionProblems(defs);
    expect(problems.filter((problem) => problem.where === where).map((problem) => problem.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(message)]),
    );
    expect(() => checkDefinitions(defs)).toThrow(DefinitionError);
  });

  it('finds nothing wrong in a sound definition, a child and a reference', () => {
    const parent = other({
      fields: [titulo, f.integer('vagas', L, { min: 1, max: 10, filterable: true, sortable: true })],
    });
    const child = def(
      [
        titulo,
        f.enum('status', L, [opt('aberto', L), opt('fechado', L)], { default: 'aberto' }),
        f.reference('outro_ref', L, 'outros'),
      ],
      { parent: { entity: 'outros', param: 'outro_id' }, sort: { field: 'titulo', order: 'asc' } },
    );
    const sortable = {
      ...child,
      fields: child.fields.map((field) => (field.name === 'titulo' ? { ...field, sortable: true } : field)),
    };
    const flow = workflow(
      'status',
      ['aberto'],
      enter('fechado', ['aberto'], {
        sub: 'aprovar',
        sets: { fechado_em: 'today' },
        guards: { required: ['titulo'], capacity: { limit: 'vagas', counting: ['fechado'] } },
      }),
    );
    const flowing = { ...sortable, fields: [...sortable.fields, f.date('fechado_em', L)], workflow: flow };
    expect(definitionProblems([parent, sortable])).toEqual([]);
    expect(definitionProblems([parent, flowing])).toEqual([]);
    expect(() => checkDefinitions([parent, sortable])).not.toThrow();
  });

  it('writes every fault in the error, one line each', () => {
    const error = (() => {
      try {
        checkDefinitions([def([titulo, f.reference('unidade_id', L, 'nada'), f.enum('status', L, [])])]);
      } catch (caught) {
        return caught as DefinitionError;
      }
    })();
    expect(error?.message.split('\n')).toEqual([
      'Invalid collection definitions:',
      '  testes.unidade_id: the target "nada" is not a collection',
      '  testes.status: an enum needs options',
    ]);
  });

  it('passes every collection the platform ships', () => {
    expect(definitionProblems(COLLECTIONS)).toEqual([]);
  });
});
