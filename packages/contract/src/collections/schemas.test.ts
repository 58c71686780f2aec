import { describe, expect, it } from 'vitest';
import { f, opt, type FieldDef } from './define.ts';
import { def, L } from './test-defs.ts';
import { COLLECTION_MESSAGES as M, createSchema, updateSchema } from './schemas.ts';
import { richTextPlain } from './rich-text.ts';
import { definitionProblems } from './check.ts';

/** What createSchema makes of `{ v: input }` for a field `v`: the stored value, or the messages of `v`. */
function create(field: FieldDef, input: unknown): { value: unknown } | { errors: string[] } {
  const parsed = createSchema(def([field])).safeParse({ v: input });
  return parsed.success
    ? { value: (parsed.data as Record<string, unknown>).v }
    : { errors: parsed.error.issues.map((i) => i.message) };
}

const name = (input: unknown) => (typeof input === 'number' ? String(input) : JSON.stringify(input).slice(0, 60));
const FIELDS = {
  text: f.text('v', L, { min: 3, max: 10 }),
  longtext: f.longtext('v', L),
  richtext: f.richtext('v', L),
  integer: f.integer('v', L, { min: 1, max: 5 }),
  decimal: f.decimal('v', L, { min: -2.5, max: 2.5 }),
  money: f.money('v', L),
  date: f.date('v', L),
  datetime: f.datetime('v', L),
  boolean: f.boolean('v', L),
  enum: f.enum('v', L, [opt('a', L), opt('b', L)]),
  email: f.email('v', L),
  url: f.url('v', L),
  image: f.image('v', L),
  file: f.file('v', L),
  user: f.user('v', L),
  reference: f.reference('v', L, 'testes'),
  tags: f.tags('v', L, { max: 3 }),
};

/** Per kind: inputs accepted (with what they become) and inputs refused (with the Portuguese message). */
const CASES: Record<keyof typeof FIELDS, { accepts: [unknown, unknown][]; refuses: [unknown, string][] }> = {
  text: {
    accepts: [
      ['abc', 'abc'],
      ['  Ana Lima  ', 'Ana Lima'],
      ['x'.repeat(10), 'x'.repeat(10)],
    ],
    refuses: [
      ['ab', M.tooShort(3)],
      ['  ab  ', M.tooShort(3)],
      ['x'.repeat(11), M.tooLong(10)],
      [12, M.text],
      [['abc'], M.text],
    ],
  },
  longtext: {
    accepts: [
      ['linha 1\nlinha 2', 'linha 1\nlinha 2'],
      ['x'.repeat(20_000), 'x'.repeat(20_000)],
    ],
    refuses: [
      ['x'.repeat(20_001), M.tooLong(20_000)],
      [false, M.text],
    ],
  },
  richtext: {
    accepts: [
      ['<p>Olá <strong>mundo</strong></p>', '<p>Olá <strong>mundo</strong></p>'],
      ['<p></p>', null],
      ['<p><img src="/media/a.png"></p>', '<p><img src="/media/a.png"></p>'],
      ['x'.repeat(100_000), 'x'.repeat(100_000)],
    ],
    refuses: [
      ['x'.repeat(100_001), M.tooLong(100_000)],
      [42, M.text],
    ],
  },
  integer: {
    accepts: [
      [1, 1],
      [5, 5],
    ],
    refuses: [
      [0, M.below(1)],
      [6, M.above(5)],
      [2.5, M.integer],
      ['3', M.integer],
      [Number.NaN, M.integer],
    ],
  },
  decimal: {
    accepts: [
      [-2.5, -2.5],
      [0.125, 0.125],
      [2.5, 2.5],
    ],
    refuses: [
      [-2.51, M.below(-2.5)],
      [2.6, M.above(2.5)],
      ['1,5', M.number],
      [Number.POSITIVE_INFINITY, M.number],
    ],
  },
  money: {
    accepts: [
      [0, 0],
      [1234.56, 1234.56],
      [0.1 + 0.2, 0.1 + 0.2],
      [10_000_000, 10_000_000],
    ],
    refuses: [
      [-0.01, M.money],
      [-10, M.money],
      [10.001, M.money],
      [10_000_000.01, M.above(10_000_000)],
      ['R$ 10,00', M.money],
    ],
  },
  date: {
    accepts: [
      ['2025-02-28', '2025-02-28'],
      ['2024-02-29', '2024-02-29'],
      ['2025-12-31', '2025-12-31'],
    ],
    refuses: [
      ['2025-02-30', M.date],
      ['2025-02-29', M.date],
      ['2025-13-01', M.date],
      ['2025-04-31', M.date],
      ['2025-2-3', M.date],
      ['03/02/2025', M.date],
      ['2025-02-03T10:00:00Z', M.date],
      [20250203, M.date],
    ],
  },
  datetime: {
    accepts: [
      ['2025-03-01T10:00:00-03:00', '2025-03-01T13:00:00.000Z'],
      ['2025-03-01T10:00Z', '2025-03-01T10:00:00.000Z'],
      ['2025-03-01T23:30:15.250+01:00', '2025-03-01T22:30:15.250Z'],
      ['2025-12-31T23:00:00-03:00', '2026-01-01T02:00:00.000Z'],
    ],
    refuses: [
      ['2025-03-01T10:00:00', M.datetime],
      ['2025-03-01 10:00:00Z', M.datetime],
      ['2025-03-01', M.datetime],
      ['agora', M.datetime],
      [1_740_000_000_000, M.datetime],
    ],
  },
  boolean: {
    accepts: [
      [true, true],
      [false, false],
    ],
    refuses: [
      ['true', M.option],
      [1, M.option],
      ['sim', M.option],
    ],
  },
  enum: {
    accepts: [
      ['a', 'a'],
      ['b', 'b'],
    ],
    refuses: [
      ['c', M.option],
      ['A', M.option],
      [1, M.option],
    ],
  },
  email: {
    accepts: [
      ['ana@exemplo.com.br', 'ana@exemplo.com.br'],
      ['  Ana.Lima@Exemplo.COM ', 'ana.lima@exemplo.com'],
    ],
    refuses: [
      ['ana@', M.email],
      ['ana lima@exemplo.com', M.email],
      ['exemplo.com', M.email],
      [`${'a'.repeat(250)}@x.com`, M.tooLong(254)],
      [5, M.email],
    ],
  },
  url: {
    accepts: [
      ['https://exemplo.com.br/pagina?x=1', 'https://exemplo.com.br/pagina?x=1'],
      ['http://localhost:3000/a', 'http://localhost:3000/a'],
      [' https://exemplo.com ', 'https://exemplo.com'],
    ],
    refuses: [
      ['ftp://exemplo.com', M.url],
      ['exemplo.com', M.url],
      ['javascript:alert(1)', M.url],
      ['https://', M.url],
      [['https://exemplo.com'], M.url],
    ],
  },
  image: {
    accepts: [
      ['/media/3/images/capa.jpg', '/media/3/images/capa.jpg'],
      [
        'https://res.cloudinary.com/demo/image/upload/capa.png',
        'https://res.cloudinary.com/demo/image/upload/capa.png',
      ],
    ],
    refuses: [
      ['/etc/passwd', M.media],
      ['media/3/capa.jpg', M.media],
      ['javascript:alert(1)', M.media],
      ['data:image/png;base64,AAAA', M.media],
      ['/media/', M.media],
      [`https://x.com/${'a'.repeat(2000)}`, M.tooLong(2000)],
    ],
  },
  file: {
    accepts: [
      ['/media/3/archives/relatorio.pdf', '/media/3/archives/relatorio.pdf'],
      ['http://exemplo.com/arquivo.xlsx', 'http://exemplo.com/arquivo.xlsx'],
    ],
    refuses: [
      ['C:\\relatorio.pdf', M.media],
      ['../media/3/a.pdf', M.media],
      [42, M.media],
    ],
  },
  user: {
    accepts: [
      [1, 1],
      [987_654, 987_654],
    ],
    refuses: [
      [0, M.reference],
      [-3, M.reference],
      [1.5, M.reference],
      ['7', M.reference],
    ],
  },
  reference: {
    accepts: [[12, 12]],
    refuses: [
      [0, M.reference],
      [2.5, M.reference],
      ['12', M.reference],
      [{ id: 12 }, M.reference],
    ],
  },
  tags: {
    accepts: [
      [
        ['a', 'b'],
        ['a', 'b'],
      ],
      [
        ['vip', 'vip', 'novo'],
        ['vip', 'novo'],
      ],
      [['  vip ', 'vip'], ['vip']],
      [[], []],
      [
        ['a', 'b', 'c'],
        ['a', 'b', 'c'],
      ],
    ],
    refuses: [
      [['a', 'b', 'c', 'd'], M.tooMany(3)],
      [[''], M.tag],
      [['   '], M.tag],
      [['x'.repeat(41)], M.tag],
      ['vip', M.tag],
    ],
  },
};

describe('createSchema, kind by kind', () => {
  it('covers all 17 field kinds', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(FIELDS).sort());
    expect(Object.keys(FIELDS)).toHaveLength(17);
  });

  describe.each(Object.keys(CASES) as (keyof typeof FIELDS)[])('%s', (kind) => {
    const field = FIELDS[kind];
    it.each(CASES[kind].accepts.map(([input, output]) => [name(input), input, output]))(
      'accepts %s',
      (_name, input, output) => {
        expect(create(field, input)).toEqual({ value: output });
      },
    );
    it.each(CASES[kind].refuses.map(([input, text]) => [name(input), input, text]))(
      'refuses %s',
      (_name, input, text) => {
        const result = create(field, input);
        expect('errors' in result && result.errors[0]).toBe(text);
        // Every message a form may show is the Portuguese one of the kind, never zod's English default.
        expect(
          'errors' in result &&
            result.errors.every((message) =>
              Object.values(M).some((m) =>
                typeof m === 'string' ? m === message : /^(Mínimo|Máximo|O menor|O maior|No máximo)/.test(message),
              ),
            ),
        ).toBe(true);
      },
    );
    it('takes null, an empty string or no value as "no value" when optional', () => {
      expect(create(field, null)).toEqual({ value: null });
      expect(create(field, '')).toEqual({ value: null });
      expect(createSchema(def([field])).parse({})).toEqual({});
    });
    it('asks for a value when required', () => {
      const required = { ...field, required: true };
      for (const empty of [undefined, null, '']) expect(create(required, empty)).toEqual({ errors: [M.required] });
      const [input, output] = CASES[kind].accepts[0];
      expect(create(required, input)).toEqual({ value: output });
    });
  });
});

describe('rich text', () => {
  const required = f.richtext('v', L, { required: true });

  it('a required rich text needs text or an image, not an empty editor', () => {
    for (const empty of ['<p></p>', '<p> </p><p><br></p>', '<h2>&nbsp;</h2>'])
      expect(create(required, empty)).toEqual({ errors: [M.required] });
    expect(create(required, '<p><img src="/media/1/a.png"></p>')).toEqual({
      value: '<p><img src="/media/1/a.png"></p>',
    });
    expect(updateSchema(def([required])).safeParse({ v: '<p></p>' }).success).toBe(false);
  });

  it('reads as plain text in lists, exports and search', () => {
    expect(
      richTextPlain('<h2>Título</h2><p>Um <strong>texto</strong> &amp; mais</p><ul><li>a</li><li>b</li></ul>'),
    ).toBe('Título\nUm texto & mais\na\nb');
    expect(richTextPlain('<p>a&#233;&#x41;&lt;b&gt;</p>')).toBe('aéA<b>');
    expect(richTextPlain(null)).toBe('');
  });

  it('a definition cannot name a rich text as its title, nor order by one', () => {
    const bad = { ...def([f.richtext('titulo', L, { sortable: true })]), title: 'titulo' };
    expect(definitionProblems([bad]).map((p) => p.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/richtext, not text/), expect.stringMatching(/sort/)]),
    );
  });
});

describe('required and optional fields in create and update bodies', () => {
  const d = def([
    f.text('titulo', L, { required: true }),
    f.integer('ordem', L, { required: true, min: 1 }),
    f.text('nota', L),
    f.tags('etiquetas', L, { required: true }),
  ]);

  it('create needs every required field, whitespace alone counting as empty, and names each missing one', () => {
    const parsed = createSchema(d).safeParse({ titulo: '   ', nota: null });
    expect(parsed.success).toBe(false);
    const byField = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({ titulo: M.required, ordem: M.required, etiquetas: M.required });
  });

  it('a required tags field needs at least one tag', () => {
    expect(
      createSchema(d)
        .safeParse({ titulo: 'A', ordem: 1, etiquetas: [] })
        .error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['etiquetas', M.required]]);
  });

  it('update keeps absent fields, refuses to empty a required one and empties an optional one', () => {
    expect(updateSchema(d).parse({})).toEqual({});
    expect(updateSchema(d).parse({ nota: '' })).toEqual({ nota: null });
    expect(updateSchema(d).parse({ nota: null, ordem: 2 })).toEqual({ nota: null, ordem: 2 });
    for (const empty of [null, '']) {
      expect(
        updateSchema(d)
          .safeParse({ titulo: empty })
          .error?.issues.map((i) => [i.path.join('.'), i.message]),
      ).toEqual([['titulo', M.required]]);
    }
    expect(
      updateSchema(d)
        .safeParse({ ordem: 0 })
        .error?.issues.map((i) => i.message),
    ).toEqual([M.below(1)]);
  });

  it('leaves out keys that are not fields', () => {
    expect(
      createSchema(d).parse({ titulo: 'A', ordem: 1, etiquetas: ['x'], id: 9, client_id: 4, created_by: 1 }),
    ).toEqual({ titulo: 'A', ordem: 1, etiquetas: ['x'] });
  });

  it("takes a child's parent id from the body, as a number or a number in text", () => {
    const child = def([f.text('titulo', L, { required: true })], { parent: { entity: 'cursos', param: 'curso_id' } });
    expect(createSchema(child).parse({ titulo: 'A', curso_id: '12' })).toEqual({ titulo: 'A', curso_id: 12 });
    expect(createSchema(child).parse({ titulo: 'A' })).toEqual({ titulo: 'A' });
    expect(updateSchema(child).parse({ curso_id: 7 })).toEqual({ curso_id: 7 });
    for (const bad of [0, -1, 'doze', 1.5])
      expect(createSchema(child).safeParse({ titulo: 'A', curso_id: bad }).success, String(bad)).toBe(false);
  });

  it('a money field with its own minimum says so', () => {
    expect(create(f.money('v', L, { min: 10 }), 9.99)).toEqual({ errors: [M.below(10)] });
    expect(create(f.money('v', L, { max: 500 }), 500.01)).toEqual({ errors: [M.above(500)] });
  });
});

describe('one clear message per wrong value', () => {
  it.each([
    ['a date that does not exist inside a date-time', f.datetime('v', L), '2025-02-30T10:00:00Z', M.datetime],
    ['a tag that is not text', f.tags('v', L), [1], M.tag],
    ['a date in another format', f.date('v', L), '2025-13', M.date],
    ['a list where a text belongs', f.text('v', L), ['a'], M.text],
  ])('%s', (_case, field, input, text) => {
    expect(create(field, input)).toEqual({ errors: [text] });
  });
});
