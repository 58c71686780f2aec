import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, rowSchema, sortValues } from '@console/contract';
import { sql } from 'kysely';
import { syncCollections } from '../../db/collections/sync.ts';
import { indexName, plannedIndexes } from '../../db/collections/layout.ts';
import { orderedIndexes } from '../../db/migrations/012_ordered_indexes.ts';
import { testKit, type TestKit } from '../../test/kit.ts';
import { pathOf } from './test-kit.ts';

/**
 * Every collection on the engine under test: its list answers the seeded administrator of client 3 (with a search and
 * its first sort too, so each table, index and search index is read), its rows match the contract, its children list
 * under it; and the migrations are current (a second sync changes nothing).
 */

let kit: TestKit;

beforeAll(async () => {
  kit = await testKit();
});
afterAll(() => kit.close());

describe('every collection', () => {
  it('lists, searches, sorts and reads for the administrator of client 3, with demo rows in nearly all', async () => {
    const failures: string[] = [];
    let empty = 0;
    const get = async (url: string) => {
      const res = await kit.call('GET', url, kit.admin3);
      if (res.statusCode !== 200) failures.push(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res.statusCode === 200 ? res.json().data : null;
    };
    for (const def of COLLECTIONS) {
      const page = await get(pathOf(def.entity, { query: { per_page: 5 } }));
      if (!page) continue;
      if (page.total === 0) empty += 1;
      const schema = rowSchema(def);
      for (const row of page.data) {
        const parsed = schema.safeParse(row);
        if (!parsed.success) failures.push(`${def.entity} row ${row.id}: ${parsed.error.message.slice(0, 200)}`);
      }
      if (def.fields.some((f) => f.searchable)) await get(pathOf(def.entity, { query: { search: 'ana' } }));
      const [sort] = sortValues(def).slice(1, 2);
      if (sort) await get(pathOf(def.entity, { query: { sort, per_page: 5 } }));
      if (page.data.length) await get(pathOf(def.entity, { id: page.data[0].id }));
      if (def.parent && page.data.length) {
        const parentId = page.data[0][def.parent.param];
        const under = await get(
          pathOf(def.entity, { params: { [def.parent.param]: parentId }, query: { per_page: 5 } }),
        );
        if (under && !under.data.every((r: Record<string, unknown>) => r[def.parent!.param] === parentId))
          failures.push(`${def.entity}: rows of another parent`);
      }
    }
    expect(failures).toEqual([]);
    // The demo seed fills nearly every collection for the administrator of client 3.
    expect(empty).toBeLessThan(COLLECTIONS.length / 10);
  }, 180_000);
});

describe('migrations', () => {
  it('are current: syncing the collections again changes nothing', async () => {
    expect(await syncCollections(kit.database.db, kit.database.sql)).toBe(0);
  });

  it('replace the indexes of 010’s layout with those that carry the default order', async () => {
    const { db, sql: dialect } = kit.database;
    const names = async () => {
      const rows =
        dialect.name === 'sqlite'
          ? await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'index' and tbl_name = 'c_produtos'`.execute(db)
          : await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where tablename = 'c_produtos'`.execute(db);
      return rows.rows.map((r) => r.name);
    };
    // The indexes 010 made before the default order joined them: the rows by id, the status and category by id.
    const columns = [
      ['client_id', 'id'],
      ['client_id', 'status', 'id'],
      ['client_id', 'categoria_id', 'id'],
    ];
    const earlier = columns.map((c) => indexName('c_produtos', c, false));
    for (const [i, c] of columns.entries())
      await sql`create index ${sql.id(earlier[i])} on c_produtos (${sql.join(c.map((name) => sql.id(name)))})`.execute(
        db,
      );
    expect(await names()).toEqual(expect.arrayContaining(earlier));
    await orderedIndexes(dialect).up(db);
    const after = await names();
    expect(after.filter((n) => earlier.includes(n))).toEqual([]);
    expect(after).toEqual(
      expect.arrayContaining(plannedIndexes(COLLECTIONS.find((d) => d.entity === 'produtos')!).map((i) => i.name)),
    );
    expect(await syncCollections(db, dialect)).toBe(0);
  });

  it('upgrade a database whose older rows repeat a set of fields now unique together, adding that index once they do not', async () => {
    const { db, sql: dialect } = kit.database;
    const def = COLLECTIONS.find((d) => d.entity === 'traducoes')!;
    const index = plannedIndexes(def).find((i) => i.unique && i.columns.includes('idioma'))!;
    // As before the set was unique: no index, and two overrides of one text in one language.
    await sql`drop index ${sql.id(index.name)}`.execute(db);
    const row = { client_id: 3, chave: 'menu.repetida', idioma: 'en', texto: 'Twice', ativo: 1 };
    await sql`insert into c_traducoes (client_id, chave, idioma, texto, ativo)
      values (${row.client_id}, ${row.chave}, ${row.idioma}, ${row.texto}, ${row.ativo}),
             (${row.client_id}, ${row.chave}, ${row.idioma}, ${row.texto}, ${row.ativo})`.execute(db);
    expect(await syncCollections(db, dialect, [def])).toBe(0);
    await sql`delete from c_traducoes where chave = ${row.chave} and id = (select max(id) from c_traducoes where chave = ${row.chave})`.execute(
      db,
    );
    expect(await syncCollections(db, dialect, [def])).toBe(1);
    const repeat = await kit.call('POST', pathOf('traducoes'), kit.admin3, {
      chave: row.chave,
      idioma: 'en',
      texto: 'Again',
    });
    expect(repeat.statusCode).toBe(409);
  });
});
