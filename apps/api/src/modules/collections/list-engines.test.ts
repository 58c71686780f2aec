import { collectionByEntity, LAST_PAGE_CURSOR, offsetPageAllowed, type CollectionDef } from '@console/contract';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../../db/collections/layout.ts';
import { storedValues } from '../../db/collections/values.ts';
import { cursorAfter, keysetPage, type KeysetRequest } from '../../platform/pagination.ts';
import { testKit, type TestKit } from '../../test/kit.ts';
import { keyOfRow } from './list-repo.ts';
import type { ListPlan as AdaptivePlan } from './listing.ts';
import { listStrategy, type ListStrategy } from './list-strategy.ts';
import { insertRows } from './repo.ts';

/**
 * The two list strategies answer alike (issue 28, "The list engine"): for random filters, searches, orders, page
 * sizes and cursors over a few hundred rows of varied values (NULLs, ties, accents, case, quotes and wildcards), every
 * page of the adaptive strategy equals the plain one's: the ids in order, the totals, the page numbers and the
 * cursors (the same strings, so a cursor of one names the same position in the other), walked forward from the
 * first page to the end, backward from the last page to the start, from an offset page and from a cursor of any row
 * of the client; and the export's batches hold the same rows in the same order.
 *
 * A few hundred rows do not reach the adaptive reads that only large lists plan (few matches sorted, walks of the
 * order's index against the search's matches, the edge the sample puts before them): on half of the pages the
 * adaptive plan's hints are drawn at random instead. They choose how rows are read, never which rows, so any hints
 * must give the same page.
 *
 * Replay: LIST_ENGINES_SEED=<seed> (and LIST_ENGINES_RUN=<run> for one run alone); LIST_ENGINES_RUNS sets how many.
 */

const SEED = Number(process.env.LIST_ENGINES_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.LIST_ENGINES_RUNS ?? 60);
const ONLY = process.env.LIST_ENGINES_RUN === undefined ? undefined : Number(process.env.LIST_ENGINES_RUN);
const CLIENT = 3;
/** A walk stops after this many pages (a page of one row over the whole list would make hundreds). */
const MAX_PAGES = 80;

const adaptive = listStrategy('adaptive');
const plain = listStrategy('plain');
const produtos = collectionByEntity('produtos')!;
const inscricoes = collectionByEntity('inscricoes')!;

/** mulberry32: a small seeded generator, so that a failing run can be replayed from its seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)],
  };
}
type Random = ReturnType<typeof generator>;

/** Names with accents, case, ties, quotes, wildcards and characters whose folding differs between engines. */
const NAMES =
  'Água mineral|agua mineral|AGUA MINERAL|Açaí|acai|Café|cafe|CAFÉ|Zé|ze|São Paulo|sao paulo|Über|uber|Straße|strasse|İstanbul|ﬁo dental|fio dental|O\'Brien|Aspas "duplas"|100% algodão|under_score|Ⅻ capítulos|Ångström|Œuvre|ñandú|Nandu|naïve|zz'.split(
    '|',
  );
const WORDS = ['leve', 'LEVE', 'Pesado', 'pésado', 'azul', 'Azul claro', 'vermelho', 'ção', '%', '_', '"', "'"];
const SEARCHES =
  'a|ag|água|AGUA|agua min|cafe|Café|é|ze|zé |sao pau|SÃO|strasse|straße|ss|istanbul|fio|ﬁo|xii|o\'b|"duplas"|"|100%|%|under_|_|nandu|naive|leve|pesado|ção|azul claro|sku-1|SKU-12|xyzq|  '.split(
    '|',
  );
const PRICES = [0, 9.9, 10, 10, 49.5, 99.99, 100, 1500];
const DATES = ['2024-01-01', '2024-06-15', '2024-06-15', '2025-02-28', '2025-12-31'];
const DATE_TIMES = ['2025-03-01T08:00:00.000Z', '2025-03-01T08:00:00.000Z', '2025-03-02T19:30:00.000Z'];

let kit: TestKit;
const categories: number[] = [];
let events: number[] = [];
let users: number[] = [];
/** Every id of the client's rows, by table. */
const clientIds: Record<string, number[]> = {};

const nameOf = (random: Random, i: number) =>
  `${random.pick(NAMES)}${random.chance(0.5) ? ` ${random.int(0, 3)}` : ''}${random.chance(0.1) ? ` ${i}` : ''}`;

beforeAll(async () => {
  // The API lists with the plain strategy here (the last test shows it); the property test calls both strategies.
  kit = await testKit({ env: { COLLECTION_LIST_ENGINE: 'plain' } });
  const { db } = kit;
  const random = generator(20_251_125);
  for (const nome of ['Bebidas', 'Roupas', 'Cuidados'])
    categories.push((await kit.call('POST', '/api/v2/admin/categorias-produto', kit.admin3, { nome })).json().data.id);
  const rowIds = async (table: string) =>
    (
      (await db
        .selectFrom(table as never)
        .select('id' as never)
        .where('client_id' as never, '=', CLIENT as never)
        .orderBy('id' as never)
        .execute()) as { id: number }[]
    ).map((r) => Number(r.id));
  events = (await rowIds('c_eventos')).slice(0, 3);
  users = (
    await db.selectFrom('users').select('id').where('client_id', '=', CLIENT).orderBy('id').limit(4).execute()
  ).map((u) => u.id);
  const products = Array.from({ length: 300 }, (_, i) => ({
    ...storedValues(produtos, {
      nome: nameOf(random, i),
      sku: `${random.pick(['SKU', 'sku', 'Sku'])}-${i}`,
      preco: random.pick(PRICES),
      preco_promocional: random.chance(0.5) ? null : random.pick(PRICES),
      estoque: random.int(0, 5),
      status: random.pick(['ativo', 'inativo']),
      destaque: random.chance(0.3),
      categoria_id: random.chance(0.4) ? null : random.pick(categories),
      lancamento: random.chance(0.4) ? null : random.pick(DATES),
      descricao: random.chance(0.3) ? null : `${random.pick(WORDS)} ${random.pick(WORDS)}`,
    }),
    client_id: CLIENT,
  }));
  // Another client's rows alike: neither strategy may show them.
  const others = products.slice(0, 40).map((p, i) => ({ ...p, sku: `outro-${i}`, client_id: 6 }));
  const registrations = Array.from({ length: 200 }, (_, i) => ({
    ...storedValues(inscricoes, {
      nome: nameOf(random, i),
      // One registration per e-mail and event (unique together): the address carries its row's number.
      email: `${random.pick(['ana', 'Bia', 'JOÃO'])}${i % 7}.${i}@exemplo.com`,
      codigo: random.chance(0.2) ? null : `T-${i}`,
      participante: random.chance(0.5) ? null : random.pick(users),
      status: random.pick(['pendente', 'confirmada', 'lista_espera', 'cancelada']),
      pagamento: random.pick(['gratuito', 'pix', 'cartao', 'boleto']),
      valor_pago: random.chance(0.3) ? null : random.pick(PRICES),
      check_in: random.chance(0.4) ? null : random.pick(DATE_TIMES),
    }),
    evento_id: random.pick(events),
    client_id: CLIENT,
  }));
  for (let i = 0; i < products.length; i += 100) await insertRows(db, 'c_produtos', products.slice(i, i + 100));
  await insertRows(db, 'c_produtos', others);
  for (let i = 0; i < registrations.length; i += 100)
    await insertRows(db, 'c_inscricoes', registrations.slice(i, i + 100));
  clientIds.c_produtos = await rowIds('c_produtos');
  clientIds.c_inscricoes = await rowIds('c_inscricoes');
}, 60_000);
afterAll(() => kit.close());

interface Draw {
  def: CollectionDef;
  query: Record<string, unknown>;
  parentFromPath?: number;
  perPage: number;
}

const numeric = (random: Random) => String(random.pick([...PRICES, random.int(0, 200), -1]));

/** A random list request: some filters (now and then a value its field refuses), a search, an order, a page size. */
function draw(random: Random): Draw {
  const query: Record<string, unknown> = {};
  const def = random.chance(0.7) ? produtos : inscricoes;
  const filters: Record<string, () => string> =
    def === produtos
      ? {
          status: () => random.pick(['ativo', 'inativo']),
          destaque: () => random.pick(['true', 'false', '1', '0']),
          categoria_id: () => String(random.pick(categories)),
          preco: () => numeric(random),
          preco_min: () => numeric(random),
          preco_max: () => numeric(random),
          preco_promocional_min: () => numeric(random),
          estoque: () => String(random.int(0, 5)),
          estoque_min: () => String(random.int(0, 5)),
          estoque_max: () => String(random.int(0, 5)),
          lancamento_min: () => random.pick(DATES),
          lancamento_max: () => random.pick(DATES),
        }
      : {
          status: () => random.pick(['pendente', 'confirmada', 'lista_espera', 'cancelada']),
          pagamento: () => random.pick(['gratuito', 'pix', 'cartao', 'boleto']),
          participante: () => String(random.pick(users)),
          valor_pago_min: () => numeric(random),
          valor_pago_max: () => numeric(random),
          check_in_min: () => random.pick(DATE_TIMES),
          check_in_max: () => random.pick(DATE_TIMES),
        };
  const names = Object.keys(filters);
  for (let n = random.pick([0, 0, 1, 1, 2, 3]); n > 0; n--) {
    const name = random.pick(names);
    query[name] = random.chance(0.03) ? 'não' : filters[name]();
  }
  if (random.chance(0.6))
    query.search = random.chance(0.3) ? nameOf(random, 0).slice(random.int(0, 3)) : random.pick(SEARCHES);
  const sorts =
    def === produtos ? ['nome', 'sku', 'preco', 'estoque', 'lancamento'] : ['nome', 'codigo', 'valor_pago', 'check_in'];
  if (random.chance(0.8)) query.sort = `${random.chance(0.5) ? '-' : ''}${random.pick(sorts)}`;
  let parentFromPath: number | undefined;
  if (def === inscricoes && random.chance(0.7)) {
    if (random.chance(0.5)) parentFromPath = random.pick(events);
    else query.evento_id = random.pick(events);
  }
  return { def, query, parentFromPath, perPage: random.pick([1, 2, 3, 5, 7, 10, 20, 25, 50, 100]) };
}

/** Draws hints of the adaptive plan: they pick its reads (sorting few matches, the edge of a late search...), never its rows. */
async function shake(random: Random, plan: AdaptivePlan): Promise<void> {
  const { list } = plan;
  if (random.chance(0.3)) list.filterInOrder = random.chance(0.5);
  // A scope said to hold more rows than the sample saw (but too few for an estimate): the total counts the matches,
  // a search's read in order, and its pages come from that read.
  if ((list.filters.length || list.search) && random.chance(0.3)) plan.live = 2 * clientIds[list.table].length + 1;
  if (!list.search) return;
  list.search.few = random.chance(0.5);
  list.search.alongFilter = random.chance(0.5);
  if (random.chance(0.7)) {
    const ids = clientIds[list.table];
    const edge = random.chance(0.8) ? await keyOfRow(kit.db, list, random.pick(ids)) : undefined;
    list.search.ahead = {
      rows: random.pick([0, 10, 200_000, 5_000_000]),
      sampled: random.pick([0, 1, 50, 10_000]),
      direction: random.chance(0.8) ? plan.direction : plan.direction === 'asc' ? 'desc' : 'asc',
      edge,
      together: random.chance(0.6),
    };
  }
}

/** What the runs compared (printed, so that a run that compared nothing shows). */
const tally = { pages: 0, rows: 0, refused: 0, paths: new Set<string>() };

/** The adaptive reads seen, told apart by their SQL (as listing.test.ts does). */
const READS: Record<string, (sql: string) => boolean> = {
  'sorted matches': (t) => t.includes('matches order by'),
  'keys of the search by id': (t) => t.includes('indexed by') && !t.includes('ordered where'),
  'walk within a budget': (t) => t.includes(') walked where') && !t.includes('search_head from'),
  'walk of the index against the matches': (t) => t.includes('ordered where id in'),
  'search along the order index': (t) => t.includes('search_head from'),
  'matches counted up to the edge': (t) => t.includes('select count(*) as n from') && !t.includes('(select 1 from'),
  'matches read in order for the total': (t) => t.includes('select id from found order by'),
  'page with its counter': (t) => t.includes('select live from collection_counts'),
};
const textOf = (node: unknown): string => {
  if (!node || typeof node !== 'object') return '';
  const fields = node as Record<string, unknown>;
  const own = Array.isArray(fields.sqlFragments) ? (fields.sqlFragments as string[]) : [];
  return [...own, ...Object.values(fields).flatMap((v) => (Array.isArray(v) ? v.map(textOf) : [textOf(v)]))].join(' ');
};
const recorder: KyselyPlugin = {
  transformQuery: ({ node }) => {
    const text = textOf(node);
    for (const [name, read] of Object.entries(READS)) if (read(text)) tally.paths.add(name);
    return node;
  },
  transformResult: async ({ result }) => result,
};

interface Outcome {
  ids?: number[];
  rest?: Record<string, unknown>;
  error?: number;
}

/** One page of a strategy, as the service asks for it (a plan per request), or the status it refused it with. */
async function pageOf(strategy: ListStrategy, d: Draw, request: KeysetRequest, random?: Random): Promise<Outcome> {
  const { database } = kit;
  const db = strategy === adaptive ? kit.db.withPlugin(recorder) : kit.db;
  try {
    const plan = await strategy.planList(db, database.sql, d.def, CLIENT, d.query, d.parentFromPath);
    if (random?.chance(0.5)) await shake(random, plan);
    const { data, ...rest } = await keysetPage(request, strategy.listSource(db, database.sql, d.def, plan));
    return { ids: data.map((r) => Number(r.id)), rest };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (!status) throw error;
    return { error: status };
  }
}

/** The same page of both strategies, checked equal; `context` tells the run to replay when it is not. */
async function both(random: Random, d: Draw, request: KeysetRequest, context: string): Promise<Outcome> {
  const a = await pageOf(adaptive, d, request, random);
  const p = await pageOf(plain, d, request);
  tally.pages++;
  tally.rows += p.ids?.length ?? 0;
  if (p.error) tally.refused++;
  expect(a, `${context}; request ${JSON.stringify(request)}`).toEqual(p);
  return p;
}

/** Follows a cursor of each page (next or previous) to the end: the ids of every page, in the order visited. */
async function walk(
  random: Random,
  d: Draw,
  first: KeysetRequest,
  key: 'next_cursor' | 'prev_cursor',
  context: string,
): Promise<{ pages: number[][]; ended: boolean; refused: boolean }> {
  const pages: number[][] = [];
  let request: KeysetRequest | undefined = first;
  while (request && pages.length < MAX_PAGES) {
    const page = await both(random, d, request, context);
    if (page.error) return { pages, ended: true, refused: true };
    pages.push(page.ids!);
    const cursor = page.rest![key] as string | null;
    request = cursor ? { page: 1, per_page: d.perPage, cursor } : undefined;
  }
  return { pages, ended: !request, refused: false };
}

async function exported(strategy: ListStrategy, d: Draw, size: number): Promise<number[]> {
  const { db, database } = kit;
  const plan = await strategy.planList(db, database.sql, d.def, CLIENT, d.query, d.parentFromPath);
  const ids: number[] = [];
  for await (const batch of strategy.listBatches(db, database.sql, plan, size))
    ids.push(...batch.map((r) => Number(r.id)));
  return ids;
}

async function run(index: number): Promise<void> {
  const random = generator(SEED + index);
  const d = draw(random);
  const context = `list engines: seed ${SEED}, run ${index} (LIST_ENGINES_SEED=${SEED} LIST_ENGINES_RUN=${index}): ${d.def.entity} ${JSON.stringify(d.query)}${d.parentFromPath ? ` under ${d.parentFromPath}` : ''}, per_page ${d.perPage}`;
  const forward = await walk(random, d, { page: 1, per_page: d.perPage }, 'next_cursor', context);
  if (forward.refused) return;
  const backward = await walk(
    random,
    d,
    { page: 1, per_page: d.perPage, cursor: LAST_PAGE_CURSOR },
    'prev_cursor',
    context,
  );
  const rows = forward.pages.flat();
  // Each strategy against itself: no row twice, and the walk back from the last page holds the same rows.
  expect(new Set(rows).size, context).toBe(rows.length);
  expect(
    rows.every((id) => clientIds[tableOf(d.def)].includes(id)),
    context,
  ).toBe(true);
  if (forward.ended && backward.ended) expect([...backward.pages].reverse().flat(), context).toEqual(rows);
  const first = await pageOf(plain, d, { page: 1, per_page: d.perPage });
  if (forward.ended && first.rest?.total_estimated === false) expect(rows.length, context).toBe(first.rest.total);

  // A page by offset, and the page after a random row of the client (matching or not: its key is the position).
  const page = random.int(2, 6);
  if (offsetPageAllowed(page, d.perPage)) await both(random, d, { page, per_page: d.perPage }, context);
  const plan = await plain.planList(kit.db, kit.database.sql, d.def, CLIENT, d.query, d.parentFromPath);
  const cursor = cursorAfter(plan.binding, random.pick(clientIds[tableOf(d.def)]));
  await both(random, d, { page: 1, per_page: d.perPage, cursor }, context);

  const size = random.pick([1, 7, 50, 1000]);
  const batches = await exported(adaptive, d, size);
  expect(batches, `${context}; export in batches of ${size}`).toEqual(await exported(plain, d, size));
  if (forward.ended) expect(batches, `${context}; export against the pages`).toEqual(rows);
}

describe('the adaptive and the plain list strategies', () => {
  it('answer the same pages, totals, cursors and exports for random filters, searches, orders and cursors', async () => {
    const started = Date.now();
    for (let i = ONLY ?? 0; i < (ONLY === undefined ? RUNS : ONLY + 1); i++) await run(i);
    console.log(
      `list engines: seed ${SEED}, ${ONLY === undefined ? RUNS : 1} runs in ${Date.now() - started} ms: ${tally.pages} pages of ${tally.rows} rows compared, ${tally.refused} refused alike; adaptive reads: ${[...tally.paths].join(', ')}`,
    );
    expect(tally.rows).toBeGreaterThan(0);
  }, 120_000);

  it('are chosen by COLLECTION_LIST_ENGINE: the API answers with the plain one when configured', async () => {
    // The adaptive total trusts the scope's live counter and the sample (a search matching every sampled row of a
    // scope said to hold a million is estimated); the plain one counts the matches.
    const { db, database } = kit;
    const counter = () =>
      db
        .updateTable('collection_counts' as never)
        .where('tbl' as never, '=', 'c_produtos' as never)
        .where('client_id' as never, '=', CLIENT as never)
        .where('parent_id' as never, '=', 0 as never);
    const { live } = (await db
      .selectFrom('collection_counts' as never)
      .select('live' as never)
      .where('tbl' as never, '=', 'c_produtos' as never)
      .where('client_id' as never, '=', CLIENT as never)
      .where('parent_id' as never, '=', 0 as never)
      .executeTakeFirstOrThrow()) as { live: number };
    await counter()
      .set({ live: 1_000_000 } as never)
      .execute();
    try {
      const query = { search: 'sku' };
      const res = await kit.call('GET', `/api/v2/admin/produtos?search=sku&per_page=5`, kit.admin3);
      expect(res.statusCode).toBe(200);
      const api = res.json().data;
      const plan = await adaptive.planList(db, database.sql, produtos, CLIENT, query);
      const estimated = await keysetPage(
        { page: 1, per_page: 5 },
        adaptive.listSource(db, database.sql, produtos, plan),
      );
      expect(estimated.total_estimated).toBe(true);
      expect({ total: api.total, estimated: api.total_estimated }).toEqual({ total: 300, estimated: false });
      expect(api.data.map((r: { id: number }) => r.id)).toEqual(estimated.data.map((r) => r.id));
    } finally {
      await counter()
        .set({ live } as never)
        .execute();
    }
  });
});
