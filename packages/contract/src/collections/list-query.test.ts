import { describe, expect, it } from 'vitest';
import { f, opt } from './define.ts';
import { filterParams, listQuerySchema, sortValues } from './schemas.ts';
import { def, L } from './test-defs.ts';

describe('listQuerySchema', () => {
  const d = def(
    [
      f.text('titulo', L, { sortable: true, searchable: true }),
      f.integer('ordem', L, { sortable: true, filterable: true }),
      f.money('preco', L, { filterable: true }),
      f.date('inicio', L, { sortable: true, filterable: true }),
      f.datetime('enviado_em', L, { filterable: true }),
      f.decimal('nota', L, { filterable: true }),
      f.enum('status', L, [opt('a', L)], { filterable: true }),
      f.boolean('ativo', L, { filterable: true }),
      f.user('responsavel', L, { filterable: true }),
      f.reference('curso_id', L, 'cursos', { filterable: true }),
      f.text('cidade', L, { filterable: true }),
      f.longtext('descricao', L),
    ],
    { parent: { entity: 'trilhas', param: 'trilha_id' } },
  );

  it('sorts by sortable fields only, ascending or descending', () => {
    expect(sortValues(d)).toEqual(['titulo', '-titulo', 'ordem', '-ordem', 'inicio', '-inicio']);
    expect(listQuerySchema(d).parse({ sort: '-inicio' }).sort).toBe('-inicio');
    const refused = listQuerySchema(d).safeParse({ sort: 'preco' });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'Ordenação inválida: use titulo, -titulo, ordem, -ordem, inicio, -inicio.',
    ]);
    expect(listQuerySchema(def([f.text('titulo', L)])).safeParse({ sort: 'titulo' }).error?.issues[0].message).toBe(
      'Ordenação inválida: use a ordem padrão.',
    );
  });

  it('filters by value, with _min and _max for the range kinds (numbers, money, dates)', () => {
    expect(d.fields.flatMap(filterParams)).toEqual([
      'ordem',
      'ordem_min',
      'ordem_max',
      'preco',
      'preco_min',
      'preco_max',
      'inicio',
      'inicio_min',
      'inicio_max',
      'enviado_em',
      'enviado_em_min',
      'enviado_em_max',
      'nota',
      'nota_min',
      'nota_max',
      'status',
      'ativo',
      'responsavel',
      'curso_id',
      'cidade',
    ]);
    expect(filterParams(f.date('fim', L))).toEqual([]);
  });

  it('reads the query string: pages, search, filters, the parent and the export format', () => {
    const query = {
      page: '2',
      per_page: '50',
      search: 'ana',
      preco_min: '10',
      inicio_max: '2025-12-31',
      status: 'a',
      trilha_id: '4',
      format: 'csv',
      client_id: '3',
      descricao: 'x',
      titulo: 'y',
    };
    expect(listQuerySchema(d).parse(query)).toEqual({
      page: 2,
      per_page: 50,
      search: 'ana',
      preco_min: '10',
      inicio_max: '2025-12-31',
      status: 'a',
      trilha_id: 4,
      format: 'csv',
      client_id: 3,
    });
    expect(listQuerySchema(d).parse({})).toEqual({ page: 1, per_page: 20 });
    for (const bad of [
      { format: 'pdf' },
      { per_page: '101' },
      { page: '0' },
      { trilha_id: 'x' },
      { search: 'a'.repeat(201) },
      { status: 'a'.repeat(201) },
    ]) {
      expect(listQuerySchema(d).safeParse(bad).success, JSON.stringify(bad).slice(0, 40)).toBe(false);
    }
  });
});
