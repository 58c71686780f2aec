import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGINATION_MESSAGES, PERMISSION_MESSAGES, RESOURCE_TAGS } from '@console/contract';
import { MEMBER_RESOURCES } from '../../platform/grants.ts';
import { searchKey } from '../../db/search-keys.ts';
import { testKit, type TestKit } from '../../test/kit.ts';

const LIST = '/api/v2/admin/asap-user/list/permission';
interface Item {
  user_id: number;
  name: string;
  via: string | null;
  modules_enabled: number;
  group: { id: number; name: string } | null;
}

/** Follows next_cursor from the first page; answers every item and the pages' totals. */
async function walk(kit: TestKit, query: string, perPage = 7, token = kit.admin3) {
  const items: Item[] = [];
  const totals: { total: number; estimated: boolean }[] = [];
  let url = `${LIST}?per_page=${perPage}${query}`;
  for (let page = 1; page < 100; page++) {
    const res = await kit.call('GET', url, token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    items.push(...data.data);
    totals.push({ total: data.total, estimated: data.total_estimated });
    if (!data.next_cursor) break;
    url = `${LIST}?per_page=${perPage}${query}&page=${page + 1}&cursor=${data.next_cursor}`;
  }
  return { items, totals };
}

/** Follows prev_cursor from the last page (cursor=last); answers every item in list order. */
async function walkBack(kit: TestKit, query: string, perPage: number) {
  const pages: Item[][] = [];
  let url = `${LIST}?per_page=${perPage}${query}&cursor=last`;
  for (let page = 0; page < 100; page++) {
    const res = await kit.call('GET', url, kit.admin3);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    pages.unshift(data.data);
    if (!data.prev_cursor) break;
    url = `${LIST}?per_page=${perPage}${query}&page=2&cursor=${data.prev_cursor}`;
  }
  return pages.flat();
}

/** The live users of client 3 who hold a tag enabled (or all), in list order, straight from the tables. */
async function expected(
  kit: TestKit,
  options: { tag?: string; group?: number; term?: string } = {},
): Promise<number[]> {
  const db = kit.database.db;
  let query = db
    .selectFrom('users as u')
    .select(['u.id', 'u.name_key', 'u.email'])
    .where('u.client_id', '=', 3)
    .where('u.deleted_at', 'is', null);
  if (options.group) query = query.where('u.group_id', '=', options.group);
  const rows = await query.orderBy('u.name_key').orderBy('u.id').execute();
  const tag = options.tag;
  const holders = tag
    ? new Set(
        (
          await db
            .selectFrom(tag.includes('.') ? 'user_permission_subs' : 'user_permissions')
            .select('user_id')
            .where('client_id', '=', 3)
            .where('tag', '=', tag)
            .where('enabled', '=', 1)
            .execute()
        ).map((r) => r.user_id),
      )
    : null;
  const term = options.term ? searchKey(options.term) : '';
  const matches = (r: { name_key: string; email: string }) =>
    !term ||
    (term.length < 3
      ? r.name_key.startsWith(term) || r.email.startsWith(term)
      : r.name_key.includes(term) || r.email.includes(term));
  return rows.filter((r) => (!holders || holders.has(r.id)) && matches(r)).map((r) => r.id);
}

describe('GET /api/v2/admin/asap-user/list/permission', () => {
  let kit: TestKit;
  let groups: { id: number; name: string }[];
  beforeAll(async () => {
    kit = await testKit();
    groups = await kit.database.db
      .selectFrom('groups')
      .select(['id', 'name'])
      .where('client_id', '=', 3)
      .orderBy('id')
      .execute();
  });
  afterAll(() => kit.close());

  it('without a tag: every user of the client in name order, with modules enabled and no grant named', async () => {
    const { items, totals } = await walk(kit, '');
    expect(items.map((i) => i.user_id)).toEqual(await expected(kit));
    expect(totals[0]).toEqual({ total: items.length, estimated: false });
    const admin = items.find((i) => i.name.startsWith('Administrador'))!;
    expect(admin).toMatchObject({ via: null, modules_enabled: RESOURCE_TAGS.length });
    expect(admin.group).toEqual({ id: groups[0].id, name: groups[0].name });
    expect(items.find((i) => i.name.startsWith('Membro'))!.modules_enabled).toBe(MEMBER_RESOURCES.length);
  });

  it('with a resource tag: who holds it enabled, via the resource', async () => {
    const { items } = await walk(kit, '&tag=permissoes');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: 'Administrador Asta', via: 'resource' });
    const feed = await walk(kit, '&tag=feed');
    expect(feed.items.map((i) => i.user_id)).toEqual(await expected(kit, { tag: 'feed' }));
    expect(feed.items.every((i) => i.via === 'resource')).toBe(true);
  });

  it('with a sub-resource tag: via the sub-permission; a disabled one does not count', async () => {
    const { items } = await walk(kit, '&tag=feed.criar');
    const ids = await expected(kit, { tag: 'feed.criar' });
    expect(items.map((i) => i.user_id)).toEqual(ids);
    expect(items.every((i) => i.via === 'sub_resource')).toBe(true);
    expect(items.some((i) => i.name === 'Ana Souza Asta')).toBe(false);
    const sub = await kit.database.db
      .selectFrom('user_permission_subs')
      .select('id')
      .where('user_id', '=', ids[0])
      .where('tag', '=', 'feed.criar')
      .executeTakeFirstOrThrow();
    await kit.database.db.updateTable('user_permission_subs').set({ enabled: 0 }).where('id', '=', sub.id).execute();
    expect((await walk(kit, '&tag=feed.criar')).items.map((i) => i.user_id)).toEqual(ids.slice(1));
    await kit.database.db.updateTable('user_permission_subs').set({ enabled: 1 }).where('id', '=', sub.id).execute();
  });

  it('narrows by group and by search (prefix under 3 characters, substring from 3)', async () => {
    const group = groups[1].id;
    const inGroup = await walk(kit, `&tag=feed&group=${group}`);
    expect(inGroup.items.map((i) => i.user_id)).toEqual(await expected(kit, { tag: 'feed', group }));
    expect(inGroup.items.every((i) => i.group?.id === group)).toBe(true);
    for (const term of ['an', 'silva', 'SOUZA', 'asta.demo', 'zzzz']) {
      const found = await walk(kit, `&tag=feed&search=${encodeURIComponent(term)}`);
      expect(
        found.items.map((i) => i.user_id),
        term,
      ).toEqual(await expected(kit, { tag: 'feed', term }));
    }
  });

  it('binds cursors to the client and filters; refuses unknown tags and deep page numbers', async () => {
    const first = (await kit.call('GET', `${LIST}?per_page=5&tag=feed`, kit.admin3)).json().data;
    const other = await kit.call('GET', `${LIST}?per_page=5&tag=cursos&page=2&cursor=${first.next_cursor}`, kit.admin3);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ cursor: [PAGINATION_MESSAGES.cursor] });
    expect(
      (await kit.call('GET', `${LIST}?per_page=5&tag=feed&page=2&cursor=${first.next_cursor}`, kit.admin6)).statusCode,
    ).toBe(422);
    const last = (await kit.call('GET', `${LIST}?per_page=5&tag=feed&cursor=last`, kit.admin3)).json().data;
    expect(last.data.map((i: Item) => i.user_id)).toEqual(
      (await expected(kit, { tag: 'feed' })).slice(-last.data.length),
    );
    const unknown = await kit.call('GET', `${LIST}?tag=nada`, kit.admin3);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ tag: [PERMISSION_MESSAGES.tag] });
    expect((await kit.call('GET', `${LIST}?per_page=100&page=101`, kit.admin3)).json().errors).toEqual({
      page: [PAGINATION_MESSAGES.deepPage],
    });
  });

  it('shows only the client’s users, and no deleted ones', async () => {
    const six = await walk(kit, '&tag=permissoes', 20, kit.admin6);
    expect(six.items.map((i) => i.name)).toEqual(['Administrador Fitness Link']);
    const member = await kit.idOf('member@asta.demo');
    await kit.database.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', member)
      .execute();
    expect((await walk(kit, '&tag=feed')).items.some((i) => i.user_id === member)).toBe(false);
    await kit.database.db.updateTable('users').set({ deleted_at: null }).where('id', '=', member).execute();
  });
});

describe('who-list plans (thresholds lowered so a few dozen users reach every path)', () => {
  let kit: TestKit;
  beforeAll(async () => {
    kit = await testKit({
      listTuning: { scanLimit: 10, fetchLimit: 3, exactTotalLimit: 20, sampleWindows: 4, sampleWidth: 100 },
    });
  });
  afterAll(() => kit.close());

  it('pages the same rows whichever source reads them, with exact or flagged estimated totals', async () => {
    // One user whose e-mail, not name, starts with 'm': the prefix's e-mail side.
    const db = kit.database.db;
    const mariana = await db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', 3)
      .where('email', 'like', 'm%')
      .where('role', '=', 'member')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ name: 'Zélia Teste', name_key: 'zelia teste' })
      .where('id', '=', mariana.id)
      .execute();
    const cases: [string, { tag?: string; term?: string }][] = [
      ['&tag=permissoes', { tag: 'permissoes' }], // few holders: read from the tag index
      ['&tag=feed', { tag: 'feed' }], // many: walked in name order, total estimated
      ['&tag=feed.criar&search=silva', { tag: 'feed.criar', term: 'silva' }], // a term: from the trigram index or walked
      ['&search=ana', { term: 'ana' }],
      ['&search=a', { term: 'a' }],
      ['&tag=feed&search=m', { tag: 'feed', term: 'm' }], // a prefix: its name range walked, its e-mail-only matches merged
      ['&search=m', { term: 'm' }],
      ['&tag=usuarios.excluir&search=adm', { tag: 'usuarios.excluir', term: 'adm' }],
    ];
    for (const [query, filters] of cases) {
      const ids = await expected(kit, filters);
      const { items, totals } = await walk(kit, query, 4);
      expect(
        items.map((i) => i.user_id),
        query,
      ).toEqual(ids);
      expect(
        (await walkBack(kit, query, 4)).map((i) => i.user_id),
        `${query} backwards`,
      ).toEqual(ids);
      if (ids.length <= 20) expect(totals[0], query).toEqual({ total: ids.length, estimated: false });
      else expect(totals[0].estimated, query).toBe(true);
    }
  });
});
