import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionByEntity } from '@console/contract';
import { storedValues } from '../../db/collections/values.ts';
import { testKit, type TestKit } from '../../test/kit.ts';
import { listBatches, listSource, listTotal, planList } from './listing.ts';
import { WALK_BUDGET } from './list-repo.ts';
import type { ListSql } from './list-clauses-repo.ts';
import { sampleList, type ListSample } from './list-sample-repo.ts';
import { insertRows } from './repo.ts';
import { keysetPage } from '../../platform/pagination.ts';

/**
 * How big lists are read (issue 12, "Scale"): a narrowed page walks its order within a budget and then reads its
 * matches from their own index; exports walk once; totals come from the sample when counting would be slow.
 */

let kit: TestKit;
const produtos = collectionByEntity('produtos')!;
const CLIENT = 3;
/** Products of the test, past the walk's budget; the last LATE of them in name order are of their own category. */
const MANY = WALK_BUDGET + 600;
const LATE = 30;
let lateCategory = 0;

beforeAll(async () => {
  kit = await testKit();
  const { db } = kit.database;
  const category = await kit.call('POST', '/api/v2/admin/categorias-produto', kit.admin3, { nome: 'Fim da lista' });
  lateCategory = category.json().data.id;
  const rows = Array.from({ length: MANY }, (_, i) => ({
    ...storedValues(produtos, {
      // 'Zz' sorts after every demo product: the category's products sit together at the end of the name order.
      nome: i < MANY - LATE ? `Lote ${String(i).padStart(5, '0')}` : `Zz fim ${String(i).padStart(5, '0')}`,
      sku: `LOTE-${i}`,
      preco: 10 + (i % 100),
      estoque: i % 7,
      status: i % 5 === 0 ? 'inativo' : 'ativo',
      categoria_id: i < MANY - LATE ? null : lateCategory,
    }),
    client_id: CLIENT,
  }));
  for (let i = 0; i < rows.length; i += 500) await insertRows(db, 'c_produtos', rows.slice(i, i + 500));
});
afterAll(() => kit.close());

/** The SQL text of every query run through the returned handle. */
function recorded() {
  const texts: string[] = [];
  const textOf = (node: unknown): string => {
    if (!node || typeof node !== 'object') return '';
    const fields = node as Record<string, unknown>;
    const own = Array.isArray(fields.sqlFragments) ? (fields.sqlFragments as string[]) : [];
    return [...own, ...Object.values(fields).flatMap((v) => (Array.isArray(v) ? v.map(textOf) : [textOf(v)]))].join(
      ' ',
    );
  };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      texts.push(textOf(node));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: kit.database.db.withPlugin(plugin), texts };
}

/** A page of client 3's products through the list's plan, with the SQL it ran. */
async function pageOf(query: Record<string, string>, cursor?: string) {
  const { db, texts } = recorded();
  const { sql } = kit.database;
  const plan = await planList(db, sql, produtos, CLIENT, query);
  const page = await keysetPage({ page: 1, per_page: 20, cursor }, listSource(db, sql, produtos, plan));
  return { page, texts, names: page.data.map((r) => String(r.nome)) };
}

/** Every product of client 3 the query keeps, in name order, read straight from the table. */
async function expected(where: (row: Record<string, unknown>) => boolean): Promise<string[]> {
  const rows = await kit.database.db
    .selectFrom('c_produtos' as never)
    .selectAll()
    .where('client_id' as never, '=', CLIENT as never)
    .execute();
  return (rows as Record<string, unknown>[])
    .filter(where)
    .sort((a, b) =>
      String(a.nome) < String(b.nome) ? -1 : String(a.nome) > String(b.nome) ? 1 : Number(a.id) - Number(b.id),
    )
    .map((r) => String(r.nome));
}

/** The first page's read, without the total (whose count, under the exact limit, would hold the pages itself). */
const FIRST_PAGE = { order: 'asc', offset: 0, limit: 20 } as const;

/**
 * Reads that sorted the matches of a narrowing index (on SQLite a search's, from the index of keys by id), walked the
 * order's rows, walked its index against a search's matches, or tested the search along its entries' search_head.
 */
const sorted = (texts: string[]) =>
  texts.filter((t) => t.includes('matches order by') || (t.includes('indexed by') && !t.includes('ordered where')))
    .length;
const rowWalks = (texts: string[]) =>
  texts.filter((t) => t.includes(') walked where') && !t.includes('search_head from')).length;
const indexWalks = (texts: string[]) => texts.filter((t) => t.includes('ordered where id in')).length;
const keyWalks = (texts: string[]) => texts.filter((t) => t.includes('search_head from')).length;

/**
 * The first page of the search 'zz fim' (its matches end the name order) with too many matches to sort them all, as
 * a million-row list would judge it, the plan's list adjusted further by `adjust`.
 */
async function lateSearch(adjust: (list: ListSql) => void) {
  const { db, texts } = recorded();
  const { sql } = kit.database;
  const plan = await planList(db, sql, produtos, CLIENT, { search: 'zz fim', sort: 'nome' });
  plan.list.search = { ...plan.list.search!, few: false };
  adjust(plan.list);
  const rows = await listSource(db, sql, produtos, plan).read(FIRST_PAGE);
  return {
    db,
    sql,
    plan,
    texts,
    names: rows.map((r) => String(r.nome)),
    late: await expected((r) => String(r.nome).startsWith('Zz fim')),
  };
}

describe('a narrowed page', () => {
  it('fills within the walk of its order when matches are spread over it', async () => {
    const { names, texts, page } = await pageOf({ status: 'inativo', sort: 'nome' });
    expect(names).toEqual((await expected((r) => r.status === 'inativo')).slice(0, 20));
    expect(sorted(texts)).toBe(0);
    expect(page.next_cursor).not.toBeNull();
  });

  it('reads a filter by equality along its index in the list’s order, even with the matches far along it, first page and the next', async () => {
    const all = await expected((r) => r.categoria_id === lateCategory);
    expect(all).toHaveLength(LATE);
    const first = await pageOf({ categoria_id: String(lateCategory), sort: 'nome' });
    expect(first.names).toEqual(all.slice(0, 20));
    // The category's index holds its rows by name: one read of its range, neither a budgeted walk nor a sort.
    expect([rowWalks(first.texts), sorted(first.texts)]).toEqual([0, 0]);
    const next = await pageOf({ categoria_id: String(lateCategory), sort: 'nome' }, first.page.next_cursor!);
    expect(next.names).toEqual(all.slice(20));
    expect(next.page.next_cursor).toBeNull();
    const last = await pageOf({ categoria_id: String(lateCategory), sort: '-nome' });
    expect(last.names).toEqual([...all].reverse().slice(0, 20));
  });

  it('walks the filter’s index in order only when that filter is the list’s one filter', async () => {
    const { db, sql } = kit.database;
    const plan = (query: Record<string, string>) =>
      planList(db, sql, produtos, CLIENT, query).then((p) => Boolean(p.list.filterInOrder));
    expect(await plan({ categoria_id: String(lateCategory) })).toBe(true);
    // With a price range too, the walk of the category's range would test the price on each of its rows.
    expect(await plan({ categoria_id: String(lateCategory), preco_min: '50' })).toBe(false);
    expect(await plan({ categoria_id: String(lateCategory), sort: 'preco' })).toBe(false);
    const both = await pageOf({ categoria_id: String(lateCategory), preco_min: '50', sort: 'nome' });
    expect(both.names).toEqual(
      (await expected((r) => r.categoria_id === lateCategory && Number(r.preco) >= 5000)).slice(0, 20),
    );
  });

  it('tests a search along the order’s index, which holds each row’s search_head, reading no row but the page’s', async () => {
    const { plan, texts, names, late } = await lateSearch(() => {});
    expect(plan.list.searchInOrderIndex).toBe(true);
    expect(names).toEqual(late.slice(0, 20));
    expect([keyWalks(texts), rowWalks(texts), indexWalks(texts), sorted(texts)]).toEqual([1, 0, 0, 0]);
  });

  it('finds a match past the first SEARCH_HEAD_CHARS characters of a long search key along that index', async () => {
    const { db: plain } = kit.database;
    const long = await kit.call('POST', '/api/v2/admin/produtos', kit.admin3, {
      nome: 'Aaa produto de descrição longa',
      sku: 'LONGO-1',
      preco: 1000,
      estoque: 1,
      status: 'ativo',
      descricao: `${'texto comum '.repeat(60)}palavra escondida`,
    });
    expect(long.statusCode).toBe(201);
    try {
      const { db, texts } = recorded();
      const { sql } = kit.database;
      const plan = await planList(db, sql, produtos, CLIENT, { search: 'escondida', sort: 'nome' });
      plan.list.search = { ...plan.list.search!, few: false };
      const rows = await listSource(db, sql, produtos, plan).read(FIRST_PAGE);
      expect(rows.map((r) => r.sku)).toEqual(['LONGO-1']);
      expect(keyWalks(texts)).toBe(1);
    } finally {
      await plain
        .deleteFrom('c_produtos' as never)
        .where('sku' as never, '=', 'LONGO-1' as never)
        .execute();
    }
  });

  it('finds a common term’s matches that sit beyond the walk of the order’s entries through the trigram index', async () => {
    // 60,000 rows before the first match: beyond the walk of the order's entries.
    const { sql, texts, names, late } = await lateSearch((list) => {
      list.search!.ahead = { rows: 60_000, sampled: 120, direction: 'asc', together: true };
    });
    expect(names).toEqual(late.slice(0, 20));
    // SQLite walks the order's index against FTS5's ids; PostgreSQL sorts pg_trgm's matches (it rechecks each one).
    expect(indexWalks(texts)).toBe(sql.collections.walksCandidates ? 1 : 0);
    expect(sorted(texts)).toBe(sql.collections.walksCandidates ? 0 : 1);
  });

  it('begins no walk of the order’s index that the sample shows would not reach the matches, and still answers them in order', async () => {
    // 950,000 rows (1,900 of the 2,000 sampled) before the first match, in an order whose index does not hold
    // search_head, so that rows are walked.
    const { db, sql, plan, texts, names, late } = await lateSearch((list) => {
      list.search!.ahead = { rows: 950_000, sampled: 1_900, direction: 'asc', together: true };
      list.searchInOrderIndex = false;
    });
    expect(names).toEqual(late.slice(0, 20));
    // Neither walk is begun: a page within the rows' walk would have put a match among 1,900 sampled rows.
    expect([rowWalks(texts), indexWalks(texts), sorted(texts)]).toEqual([0, 0, 1]);
    // The other way along the order the matches come first: that read walks as usual.
    const back = await listSource(db, sql, produtos, { ...plan, direction: 'desc' }).read(FIRST_PAGE);
    expect(back.map((r) => String(r.nome))).toEqual([...late].reverse().slice(0, 20));
    expect([rowWalks(texts), sorted(texts)]).toEqual([1, 1]);
  });

  it('still walks the rows first when the sample saw few before its first match (matches may be sparse near the start)', async () => {
    const { texts, names, late } = await lateSearch((list) => {
      list.search!.ahead = { rows: 950_000, sampled: 50, direction: 'asc', together: true };
      list.searchInOrderIndex = false;
    });
    expect(names).toEqual(late.slice(0, 20));
    expect([rowWalks(texts), indexWalks(texts), sorted(texts)]).toEqual([1, 0, 1]);
  });

  it('answers a search whose matches sit together late in the order, and one with none', async () => {
    const { names } = await pageOf({ search: 'zz fim', sort: 'nome' });
    expect(names).toEqual((await expected((r) => String(r.nome).startsWith('Zz fim'))).slice(0, 20));
    const none = await pageOf({ search: 'nada assim', status: 'ativo' });
    expect(none.page.data).toEqual([]);
  });
});

/** The order keys of client 3's products, in name order. */
async function orderedKeys() {
  const rows = await kit.database.db
    .selectFrom('c_produtos' as never)
    .select(['nome' as never, 'id' as never])
    .where('client_id' as never, '=', CLIENT as never)
    .execute();
  return (rows as { nome: string; id: number }[])
    .sort((a, b) => (a.nome < b.nome ? -1 : a.nome > b.nome ? 1 : a.id - b.id))
    .map((r) => ({ value: r.nome, id: Number(r.id) }));
}

describe('a search whose matches sit together past the sample’s edge', () => {
  const late = () => expected((r) => String(r.nome).startsWith('Zz fim'));
  /** The page read with the sample's edge at `edge`, and whether a count up to the edge ran. */
  async function readFromEdge(
    edge: { value: string; id: number },
    direction: 'asc' | 'desc' = 'asc',
    search = 'zz fim',
  ) {
    const { db, texts } = recorded();
    const { sql } = kit.database;
    const plan = await planList(db, sql, produtos, CLIENT, { search, sort: direction === 'asc' ? 'nome' : '-nome' });
    plan.list.search = {
      ...plan.list.search!,
      few: false,
      ahead: { rows: 200_000, sampled: 400, direction, together: true, edge },
    };
    const rows = await listSource(db, sql, produtos, plan).read(FIRST_PAGE);
    return {
      names: rows.map((r) => String(r.nome)),
      texts,
      counted: texts.filter((t) => t.includes('count(*) as n')).length,
    };
  }

  it('counts none up to the edge and walks from it, beyond the reach of a walk of the order’s index', async () => {
    const all = await late();
    const keys = await orderedKeys();
    const read = await readFromEdge(keys[keys.length - all.length - 1]);
    expect(read.names).toEqual(all.slice(0, 20));
    expect([read.counted, sorted(read.texts), indexWalks(read.texts)]).toEqual([1, 0, 0]);
  });

  it('reads the matches as usual when the count finds some up to the edge (the sample missed them)', async () => {
    const all = await late();
    const keys = await orderedKeys();
    const read = await readFromEdge(keys[keys.length - all.length + 4]);
    expect(read.names).toEqual(all.slice(0, 20));
    expect([read.counted, sorted(read.texts)]).toEqual([1, 1]);
  });

  it('takes the edge the other way along the order too', async () => {
    // 'Lote 000..' sort near the start of the names: descending, they sit together past the walk of the rows.
    const early = await expected((r) => String(r.nome).startsWith('Lote 000'));
    const keys = await orderedKeys();
    const last = keys.map((k) => k.value).lastIndexOf(early[early.length - 1]);
    const read = await readFromEdge(keys[last + 1], 'desc', 'lote 000');
    expect(read.names).toEqual([...early].reverse().slice(0, 20));
    const wrong = await readFromEdge(keys[last - 3], 'desc', 'lote 000');
    expect(wrong.names).toEqual([...early].reverse().slice(0, 20));
    expect([read.counted, sorted(read.texts), wrong.counted, sorted(wrong.texts)]).toEqual([1, 0, 1, 1]);
  });
});

describe('the batches of an export', () => {
  it('walk the order once, never re-reading the matches left from another index', async () => {
    const { db, texts } = recorded();
    const plan = await planList(db, kit.database.sql, produtos, CLIENT, {
      categoria_id: String(lateCategory),
      sort: 'nome',
    });
    const names: string[] = [];
    for await (const batch of listBatches(db, kit.database.sql, plan, 7))
      names.push(...batch.map((r) => String(r.nome)));
    expect(names).toEqual(await expected((r) => r.categoria_id === lateCategory));
    expect(sorted(texts)).toBe(0);
  });

  it('give the event loop a turn between batches, so what was written reaches the socket while the rest is read', async () => {
    const { db, sql } = kit.database;
    const plan = await planList(db, sql, produtos, CLIENT, {});
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    const seen: boolean[] = [];
    for await (const batch of listBatches(db, sql, plan, 2)) {
      seen.push(turned);
      if (seen.length === 3) break;
      expect(batch).toHaveLength(2);
    }
    expect(seen.slice(1)).toEqual([true, true]);
  });
});

/** The client's counters claim `live` products. */
const claim = (live: number) =>
  kit.db
    .updateTable('collection_counts' as never)
    .set({ live } as never)
    .where('tbl' as never, '=', 'c_produtos' as never)
    .where('client_id' as never, '=', CLIENT as never)
    .where('parent_id' as never, '=', 0 as never)
    .execute();

/** The plan of a search of client 3's products that matches nothing, with the sample a million-row list would give. */
async function searched(sample: ListSample) {
  const { db, sql } = kit.database;
  const planned = await planList(db, sql, produtos, CLIENT, { search: 'sem resultado algum' });
  return { db, sql, plan: { ...planned, sample } };
}

describe('the total of a narrowed list', () => {
  afterAll(async () => {
    const rows = await kit.database.db
      .selectFrom('c_produtos' as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('client_id' as never, '=', CLIENT as never)
      .executeTakeFirstOrThrow();
    await claim(Number(rows.n));
  });
  it('is estimated from the sample and the counters, without counting, when the sample surely passes the exact limit', async () => {
    await claim(1_000_000);
    const { sql, plan } = await searched({ seen: 2_000, matched: 100, filtered: 2_000, searched: 100 });
    const { db, texts } = recorded();
    // Counting would find none of these rows: the answer comes from the sample alone.
    expect(await listTotal(db, sql, produtos, plan)).toEqual({ total: 50_000, estimated: true });
    expect(texts.some((t) => t.includes('count(*)'))).toBe(false);
  });

  it('is counted, from the search index, when the sample holds few matches', async () => {
    await claim(1_000_000);
    for (const sample of [
      { seen: 2_000, matched: 3, filtered: 2_000, searched: 3 },
      { seen: 2_000, matched: 30, filtered: 2_000, searched: 30 },
    ]) {
      const { sql, plan } = await searched(sample);
      const { db, texts } = recorded();
      expect(await listTotal(db, sql, produtos, plan)).toEqual({ total: 0, estimated: false });
      // The trigram index: FTS5 MATCH on SQLite, pg_trgm's LIKE on PostgreSQL (a row test is instr / strpos).
      expect(texts.find((t) => t.includes('found as materialized'))).toMatch(
        sql.name === 'sqlite' ? / match / : / like /,
      );
    }
  });

  it('is the sample’s own count when the sample saw the whole scope', async () => {
    await claim(3);
    const { sql } = kit.database;
    const { db, texts } = recorded();
    const plan = await planList(db, sql, produtos, CLIENT, { status: 'inativo' });
    plan.sample = { seen: 3, matched: 2, filtered: 2, searched: 3 };
    expect(await listTotal(db, sql, produtos, plan)).toEqual({ total: 2, estimated: false });
    expect(texts.some((t) => t.includes('count(*) as n'))).toBe(false);
  });
});

describe('the sample of a list', () => {
  it('places the first match along the order: far along for matches that sit together, near the start for spread ones', async () => {
    const { db, sql } = kit.database;
    const together = await planList(db, sql, produtos, CLIENT, { search: 'lote 05', sort: 'nome' });
    const late = await sampleList(db, sql, together.list, 'asc');
    const early = await sampleList(db, sql, together.list, 'desc');
    expect(late.matched).toBeGreaterThan(0);
    expect(late.order!.ahead).toBeGreaterThan(late.seen * 0.8);
    expect(String(late.order!.edge!.value) < 'Lote 05').toBe(true);
    expect(early.order!.ahead).toBeLessThan((3 * early.seen) / early.matched);
    const spread = await planList(db, sql, produtos, CLIENT, { status: 'inativo', sort: 'nome' });
    const sample = await sampleList(db, sql, spread.list, 'asc');
    expect(sample.order!.ahead).toBeLessThan((3 * sample.seen) / sample.matched);
  });
});

describe('a search within a filter', () => {
  it('reads the filter’s rows against the search’s matches when the filter keeps fewer, else looks up each match', async () => {
    const { db, sql } = kit.database;
    const narrowFilter = await planList(db, sql, produtos, CLIENT, { search: 'lote', estoque: '3' });
    expect(narrowFilter.list.search?.alongFilter).toBe(true);
    const rareSearch = await planList(db, sql, produtos, CLIENT, { search: 'zz fim', status: 'ativo' });
    expect(rareSearch.list.search?.alongFilter).toBe(false);
    const page = await pageOf({ search: 'lote', estoque: '3', sort: 'nome' });
    expect(page.names).toEqual(
      (await expected((r) => String(r.nome).startsWith('Lote') && r.estoque === 3)).slice(0, 20),
    );
    // SQLite is told with `+id`, which keeps the rowid from driving the query; PostgreSQL's planner needs no hint.
    expect(page.texts.some((t) => t.includes('+id'))).toBe(sql.name === 'sqlite');
  });
});

describe('a search counted under the exact limit', () => {
  it('serves its pages from the matches the count read in order, cursors and the last page included', async () => {
    const all = await expected((r) => String(r.nome).startsWith('Zz fim') && r.status === 'ativo');
    const first = await pageOf({ search: 'zz fim', status: 'ativo', sort: 'nome' });
    expect(first.page.total).toBe(all.length);
    expect(first.page.total_estimated).toBe(false);
    expect(first.names).toEqual(all.slice(0, 20));
    expect([rowWalks(first.texts), indexWalks(first.texts), sorted(first.texts)]).toEqual([0, 0, 0]);
    const next = await pageOf({ search: 'zz fim', status: 'ativo', sort: 'nome' }, first.page.next_cursor!);
    expect(next.names).toEqual(all.slice(20));
    const back = await pageOf({ search: 'zz fim', status: 'ativo', sort: 'nome' }, next.page.prev_cursor!);
    expect(back.names).toEqual(all.slice(0, 20));
    expect([rowWalks(back.texts), indexWalks(back.texts), sorted(back.texts)]).toEqual([0, 0, 0]);
  });
});
