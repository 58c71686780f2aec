import { describe, expect, it } from 'vitest';
import { checkDefinitions, DefinitionError, definitionProblems } from './check.ts';
import { f, opt, type CollectionDef, type FieldDef } from './define.ts';
import { def, L } from './test-defs.ts';

// Issue 28: what the platform keeps (computed, generated, derived fields; compound uniqueness), refused at start
// with a message naming the collection and the field.

const titulo = f.text('titulo', L, { required: true });
const STATUS = [opt('confirmada', L), opt('cancelada', L)];
/** An event and its registrations: a child by its parent's parameter, and a reference to the event. */
const inscricoes = (extra: FieldDef[] = []): CollectionDef => ({
  ...def([titulo, f.enum('status', L, STATUS), f.money('valor', L), f.reference('evento_ref', L, 'testes'), ...extra]),
  entity: 'inscricoes-x',
  tag: 'inscricoes-x',
  parent: { entity: 'testes', param: 'teste_id' },
});
const count = (extra: Partial<FieldDef> = {}) =>
  f.integer('inscritos', L, {
    computed: { aggregate: { op: 'count', from: 'inscricoes-x', via: 'teste_id' } },
    ...extra,
  });

const CASES: [string, CollectionDef[], string, RegExp][] = [
  [
    'a count over a missing child',
    [def([titulo, f.integer('n', L, { computed: { aggregate: { op: 'count', from: 'nada', via: 'x_id' } } })])],
    'testes.n',
    /counts over "nada", which is not a collection/,
  ],
  [
    'a count over a column that does not name the row',
    [
      def([
        titulo,
        f.integer('n', L, { computed: { aggregate: { op: 'count', from: 'inscricoes-x', via: 'valor' } } }),
      ]),
      inscricoes(),
    ],
    'testes.n',
    /"inscricoes-x.valor" does not reference testes/,
  ],
  [
    'a count in a money field',
    [
      def([
        titulo,
        f.money('n', L, { computed: { aggregate: { op: 'count', from: 'inscricoes-x', via: 'teste_id' } } }),
      ]),
      inscricoes(),
    ],
    'testes.n',
    /a count is an integer field/,
  ],
  [
    'a sum of a text',
    [
      def([
        titulo,
        f.integer('n', L, {
          computed: { aggregate: { op: 'sum', from: 'inscricoes-x', via: 'evento_ref', of: 'titulo' } },
        }),
      ]),
      inscricoes(),
    ],
    'testes.n',
    /reads "inscricoes-x.titulo", which is not a number field/,
  ],
  [
    'a sum of money in an integer',
    [
      def([
        titulo,
        f.integer('n', L, {
          computed: { aggregate: { op: 'sum', from: 'inscricoes-x', via: 'teste_id', of: 'valor' } },
        }),
      ]),
      inscricoes(),
    ],
    'testes.n',
    /a sum of a money field is a money field/,
  ],
  [
    'a filter on a value that is no option',
    [
      def([
        titulo,
        count({
          computed: {
            aggregate: { op: 'count', from: 'inscricoes-x', via: 'teste_id', where: { field: 'status', in: ['paga'] } },
          },
        }),
      ]),
      inscricoes(),
    ],
    'testes.inscritos',
    /values that are not options of "inscricoes-x.status"/,
  ],
  [
    'a formula over a field the row lacks',
    [def([titulo, f.integer('total', L, { computed: { formula: { reads: ['preco'], value: () => 0 } } })])],
    'testes.total',
    /formula reads fields it cannot: preco/,
  ],
  [
    'a computed field that is required',
    [def([titulo, count({ required: true })]), inscricoes()],
    'testes.inscritos',
    /not required of the writer/,
  ],
  [
    'a derived text',
    [def([titulo, f.text('fase', L, { derived: { reads: ['titulo'], value: () => undefined } })])],
    'testes.fase',
    /a derived value is an enum field/,
  ],
  [
    'a generated value that is not unique',
    [def([titulo, f.text('numero', L, { generated: { sequence: 'INS' } })])],
    'testes.numero',
    /a generated value is unique/,
  ],
  [
    'a sequence prefix in lower case',
    [def([titulo, f.text('numero', L, { unique: true, generated: { sequence: 'ins' } })])],
    'testes.numero',
    /2 to 6 capital letters/,
  ],
  [
    'a slug of a number',
    [def([titulo, f.integer('ordem', L), f.text('slug', L, { unique: true, generated: { slug: 'ordem' } })])],
    'testes.slug',
    /made from "ordem", which is not a text field/,
  ],
  [
    'a unique set over a field it lacks',
    [def([titulo], { uniqueTogether: [['titulo', 'email']] })],
    'testes',
    /names what it lacks: email/,
  ],
  ['a unique set of one field', [def([titulo], { uniqueTogether: [['titulo']] })], 'testes', /two or more distinct/],
  [
    'a reference within a row its target is not under',
    [def([titulo]), inscricoes([f.reference('outro', L, 'testes', { within: 'testes' })])],
    'inscricoes-x.outro',
    /target's parent is not "testes"/,
  ],
  [
    'a reference within a row the row is not under',
    [
      def([titulo]),
      inscricoes(),
      { ...def([titulo, f.reference('insc', L, 'inscricoes-x', { within: 'testes' })]), entity: 'solta', tag: 'solta' },
    ],
    'solta.insc',
    /row's parent is not "testes" nor a child of it/,
  ],
];

describe('kept fields and compound uniqueness checked at start', () => {
  it.each(CASES)('%s is refused, naming where', (_case, defs, where, message) => {
    const problems = definitionProblems(defs);
    expect(problems.filter((problem) => problem.where === where).map((problem) => problem.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(message)]),
    );
    expect(() => checkDefinitions(defs)).toThrow(DefinitionError);
  });

  it('passes a sound count, sum, formula, derived status, generated values and unique set', () => {
    const event = def([
      titulo,
      f.integer('capacidade', L),
      count({
        computed: {
          aggregate: {
            op: 'count',
            from: 'inscricoes-x',
            via: 'teste_id',
            where: { field: 'status', in: ['confirmada'] },
          },
        },
      }),
      f.money('arrecadado', L, {
        computed: { aggregate: { op: 'sum', from: 'inscricoes-x', via: 'evento_ref', of: 'valor' } },
      }),
      f.integer('livres', L, { computed: { formula: { reads: ['capacidade', 'inscritos'], value: () => 0 } } }),
      f.enum('status', L, [opt('aberto', L), opt('esgotado', L)], {
        derived: { reads: ['livres'], value: () => undefined },
      }),
      f.text('numero', L, { unique: true, generated: { sequence: 'EVT' } }),
      f.text('slug', L, { unique: true, generated: { slug: 'titulo' } }),
      f.text('codigo', L, { unique: true, generated: { code: 8 } }),
    ]);
    const child = { ...inscricoes(), uniqueTogether: [['teste_id', 'titulo']] };
    // A vote of an event's registration stays within the event (FieldDef.within).
    const vote: CollectionDef = {
      ...def([titulo, f.reference('inscricao_id', L, 'inscricoes-x', { within: 'testes' })]),
      entity: 'votos-x',
      tag: 'votos-x',
      parent: { entity: 'testes', param: 'teste_id' },
    };
    expect(definitionProblems([event, child, vote])).toEqual([]);
  });
});
