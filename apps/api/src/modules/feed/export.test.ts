import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPost } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';
import { download, grantWithoutExport, lastExportAudit, readCsv, readXlsx } from '../../platform/export/test-kit.ts';

/** The feed's lists and the moderation queue with format=xlsx|csv: every post the list holds, newest first. */

let kit: TestKit;
const STATUS = { published: 'Publicado', pending: 'Pendente', hidden: 'Oculto' };
const FOLDERS: Record<number, string> = {};

beforeAll(async () => {
  kit = await testKit();
  Object.assign(FOLDERS, {
    [kit.folders.geral]: 'Geral',
    [kit.folders.comunicados]: 'Comunicados',
    [kit.folders.unidades]: 'Unidades',
  });
  const authors = (
    await kit.db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', 3)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(3)
      .execute()
  ).map((u) => u.id);
  const folders = [kit.folders.geral, kit.folders.comunicados, kit.folders.unidades];
  const statuses = ['published', 'pending', 'hidden', 'published'] as const;
  const base = Date.parse('2025-06-01T12:00:00Z');
  for (let i = 0; i < 24; i++) {
    const at = new Date(base + i * 60_000).toISOString();
    await kit.db
      .insertInto('feed_posts')
      .values({
        client_id: 3,
        pasta_id: folders[i % 3],
        author_id: authors[i % 3],
        titulo: i % 2 ? `Planilha ${i}` : null,
        texto: `texto; "${i}"`,
        status: statuses[i % 4],
        likes: i,
        comments: i % 5,
        created_at: at,
        updated_at: at,
        deleted_at: i === 7 ? at : null,
      })
      .execute();
  }
  const author6 = (await kit.db.selectFrom('users').select('id').where('client_id', '=', 6).executeTakeFirstOrThrow())
    .id;
  await kit.db
    .insertInto('feed_posts')
    .values({
      client_id: 6,
      pasta_id: kit.folders.geral6,
      author_id: author6,
      texto: 'de outro cliente',
      status: 'pending',
      created_at: new Date(base).toISOString(),
      updated_at: new Date(base).toISOString(),
    })
    .execute();
});
afterAll(() => kit.close());

/** Every page of a list, through its cursors. */
async function allPages(url: string, token = kit.admin3): Promise<FeedPost[]> {
  const posts: FeedPost[] = [];
  for (let cursor: string | null = ''; cursor !== null;) {
    const res = await kit.call(
      'GET',
      `${url}${url.includes('?') ? '&' : '?'}per_page=100${cursor ? `&cursor=${cursor}` : ''}`,
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { data: FeedPost[]; next_cursor: string | null };
    posts.push(...page.data);
    cursor = page.next_cursor;
  }
  return posts;
}

const wall = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000);
const expected = (posts: FeedPost[]) =>
  posts.map((p) => [
    p.id,
    FOLDERS[p.pasta_id] ?? expect.any(String),
    p.author.name,
    p.titulo,
    p.texto,
    STATUS[p.status],
    p.likes,
    p.comments,
    wall(p.created_at),
  ]);

describe('feed export', () => {
  it('the moderation queue: every pending and hidden post, newest first, with the queue’s values', async () => {
    const queue = await allPages('/api/v2/client/feed/moderacao');
    expect(queue.length).toBeGreaterThanOrEqual(12);
    const file = await readXlsx(
      (await download(kit, '/api/v2/client/feed/moderacao?per_page=3', kit.admin3)).rawPayload,
    );
    expect(file.sheet.name).toBe('Moderação');
    expect(file.header).toEqual([
      'Código',
      'Pasta',
      'Autor',
      'Título',
      'Texto',
      'Situação',
      'Curtidas',
      'Comentários',
      'Publicado em (horário de Brasília)',
    ]);
    expect(file.rows).toEqual(expected(queue));
    expect(file.about).toMatchObject({ Situação: 'Pendente, Oculto', Linhas: String(queue.length) });
  });

  it('the queue filtered by status, as csv', async () => {
    const hidden = await allPages('/api/v2/client/feed/moderacao?status=hidden');
    const [, ...rows] = readCsv(
      (await download(kit, '/api/v2/client/feed/moderacao?status=hidden', kit.admin3, 'csv')).body,
    );
    expect(rows.map((r) => [Number(r[0]), r[5]])).toEqual(hidden.map((p) => [p.id, 'Oculto']));
    expect(rows[0][8]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect((await lastExportAudit(kit, 'feed_moderation.export'))?.after).toEqual({
      format: 'csv',
      filters: { folder_id: null, author: null, statuses: ['hidden'] },
      rows: hidden.length,
    });
  });

  it('a folder’s posts: the folder named on the filters sheet', async () => {
    const posts = await allPages(`/api/v2/client/feed/pasta/${kit.folders.unidades}`);
    const file = await readXlsx(
      (await download(kit, `/api/v2/client/feed/pasta/${kit.folders.unidades}`, kit.admin3)).rawPayload,
    );
    expect(file.rows).toEqual(expected(posts));
    expect(file.about).toMatchObject({ Pasta: 'Unidades', Linhas: String(posts.length) });
  });

  it('never holds another client’s posts; 403 without feed.exportar; a moderation export needs feed.moderar', async () => {
    const own = await readXlsx((await download(kit, '/api/v2/client/feed/moderacao', kit.admin6)).rawPayload);
    expect(own.rows.map((r) => r[4])).toContain('de outro cliente');
    const mine = await readXlsx((await download(kit, '/api/v2/client/feed/moderacao', kit.admin3)).rawPayload);
    expect(mine.rows.map((r) => r[4])).not.toContain('de outro cliente');
    expect((await kit.call('GET', '/api/v2/client/feed?format=xlsx', kit.member3)).statusCode).toBe(403);
    await grantWithoutExport(kit, await kit.idOf('member@asta.demo'), 'feed');
    expect((await kit.call('GET', '/api/v2/client/feed', kit.member3)).statusCode).toBe(200);
    expect((await kit.call('GET', '/api/v2/client/feed?format=xlsx', kit.member3)).statusCode).toBe(403);
    expect((await kit.call('GET', '/api/v2/client/feed/moderacao?format=xlsx', kit.member3)).statusCode).toBe(403);
  });
});
