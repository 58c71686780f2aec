import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEED_MESSAGES, LAST_PAGE_CURSOR } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';

let k: TestKit;
beforeAll(async () => {
  k = await testKit();
});
afterAll(() => k.close());
beforeEach(() => {
  k.events.length = 0;
});
/** The feed's own events (a post's points, issue 29, are announced as collection changes beside them). */
const feedEvents = () => k.events.filter((e) => e.type !== 'collection.changed');

const POST = '/api/v2/client/feed/pasta/item/post';
const item = (id: number, action: string) => `/api/v2/client/feed/pasta/item/${id}/${action}`;

describe('creating a post', () => {
  it('takes the author from the token, ignores the body author and stores the text as given', async () => {
    const text = '<script>alert("x")</script> & <b>olá</b>';
    const post = await k.post(k.member3, {
      pasta_id: k.folders.geral,
      text,
      title: 'Oi',
      author: { id: 1, name: 'Outro' },
    });
    expect(post).toMatchObject({
      pasta_id: k.folders.geral,
      titulo: 'Oi',
      texto: text,
      status: 'published',
      likes: 0,
      liked: false,
      comments: 0,
      embed: null,
    });
    expect((post.author as { id: number }).id).toBe(await k.idOf('member@asta.demo'));
    expect(feedEvents()).toEqual([{ clientId: 3, folderId: k.folders.geral, type: 'post.created', data: post }]);
  });

  it('publishes after the transaction commits: a listener reading the post finds it', async () => {
    const reads: Promise<unknown>[] = [];
    const stop = k.realtime.subscribe(3, (e) => {
      if (e.type === 'post.created')
        reads.push(
          k.db
            .selectFrom('feed_posts')
            .select(['id', 'texto'])
            .where('id', '=', (e.data as { id: number }).id)
            .executeTakeFirst(),
        );
    });
    try {
      const post = await k.post(k.member3, { pasta_id: k.folders.geral, text: 'visível ao ouvinte' });
      expect(await Promise.all(reads)).toEqual([{ id: post.id, texto: 'visível ao ouvinte' }]);
    } finally {
      stop();
    }
  });

  it('answers 422 with a message per field', async () => {
    const res = await k.call('POST', POST, k.member3, { text: 'abc', image: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.text).toEqual([FEED_MESSAGES.textMin]);
    expect(errors.pasta_id).toBeDefined();
    expect(errors.image).toEqual([FEED_MESSAGES.url]);
    expect((await k.call('POST', POST, k.member3, { pasta_id: k.folders.geral, text: '    a    ' })).statusCode).toBe(
      422,
    );
    expect(feedEvents()).toEqual([]);
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['veja https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('turns a video link (%s) into an embed, titled Embed with an empty text', async (text, embed) => {
    const post = await k.post(k.member3, { pasta_id: k.folders.geral, text, title: 'ignorado' });
    expect(post).toMatchObject({ titulo: 'Embed', texto: '', embed, embedTipo: 'video' });
  });

  it('needs feed.criar and the folder', async () => {
    expect((await k.call('POST', POST, k.ana3, { pasta_id: k.folders.geral, text: 'sem permissão' })).statusCode).toBe(
      403,
    );
    expect(
      (await k.call('POST', POST, k.member3, { pasta_id: k.folders.comunicados, text: 'pasta fechada' })).statusCode,
    ).toBe(403);
    const foreign = await k.call('POST', POST, k.member3, {
      pasta_id: k.folders.geral6,
      text: 'pasta de outro cliente',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors.pasta_id).toEqual([FEED_MESSAGES.folder]);
    expect(feedEvents()).toEqual([]);
  });
});

describe('reading the feed', () => {
  it('shows the posts of the folders the user reaches, newest first, paged by cursor', async () => {
    const inUnidades = await k.post(k.member3, { pasta_id: k.folders.unidades, text: 'só para o membro' });
    const mine = await k.post(k.member3, { pasta_id: k.folders.geral, text: 'para todos verem' });
    const member = (await k.call('GET', '/api/v2/client/feed?per_page=100', k.member3)).json().data;
    expect(member.data[0].id).toBe(mine.id);
    expect(member.data.map((p: { id: number }) => p.id)).toContain(inUnidades.id);
    const ids = member.data.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const ana = (await k.call('GET', '/api/v2/client/feed?per_page=100', k.ana3)).json().data;
    expect(ana.data.map((p: { id: number }) => p.id)).not.toContain(inUnidades.id);
    expect(ana.data.map((p: { id: number }) => p.id)).toContain(mine.id);

    const first = (await k.call('GET', '/api/v2/client/feed?per_page=2', k.member3)).json().data;
    expect(first.data).toHaveLength(2);
    const next = (
      await k.call('GET', `/api/v2/client/feed?per_page=2&page=2&cursor=${first.next_cursor}`, k.member3)
    ).json().data;
    expect(next.data[0].id).toBeLessThan(first.data[1].id);
    expect(next.current_page).toBe(2);
    // A cursor outlives the deletion of its post (infinite scroll keeps going), and is bound to its list.
    await k.call('DELETE', item(first.data[1].id, 'delete'), k.admin3);
    expect(
      (await k.call('GET', `/api/v2/client/feed?per_page=2&page=2&cursor=${first.next_cursor}`, k.member3)).json().data
        .data,
    ).toEqual(next.data);
    expect(
      (await k.call('GET', `/api/v2/client/feed/user?per_page=2&page=2&cursor=${first.next_cursor}`, k.member3))
        .statusCode,
    ).toBe(422);
  });

  it('one folder: 403 without access, 404 for another client’s', async () => {
    expect((await k.call('GET', `/api/v2/client/feed/pasta/${k.folders.unidades}`, k.ana3)).statusCode).toBe(403);
    expect((await k.call('GET', `/api/v2/client/feed/pasta/${k.folders.geral6}`, k.member3)).statusCode).toBe(404);
    const page = (await k.call('GET', `/api/v2/client/feed/pasta/${k.folders.unidades}`, k.member3)).json().data;
    expect(page.data.every((p: { pasta_id: number }) => p.pasta_id === k.folders.unidades)).toBe(true);
    expect(page.total).toBeGreaterThan(0);
  });

  it('a folder’s total counts its posts once each, the ones the reader liked too, as its rows do', async () => {
    const url = `/api/v2/client/feed/pasta/${k.folders.geral}?per_page=100`;
    const before = (await k.call('GET', url, k.member3)).json().data;
    const post = await k.post(k.member3, { pasta_id: k.folders.geral, text: 'curtida e contada uma vez' });
    await k.call('POST', item(post.id, 'like'), k.member3);
    const after = (await k.call('GET', url, k.member3)).json().data;
    expect(after.total).toBe(before.total + 1);
    expect(after.data.length).toBe(after.total);
    expect(after.data.find((p: { id: number }) => p.id === post.id)).toMatchObject({ liked: true, likes: 1 });
  });

  it('the user’s own posts and the posts of authors by name', async () => {
    const memberId = await k.idOf('member@asta.demo');
    const own = (await k.call('GET', '/api/v2/client/feed/user', k.member3)).json().data;
    expect(own.total).toBeGreaterThan(0);
    expect(own.data.every((p: { author: { id: number } }) => p.author.id === memberId)).toBe(true);
    const found = (
      await k.call('GET', `/api/v2/client/feed/user/search/${encodeURIComponent('MEMBRO')}`, k.ana3)
    ).json().data;
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((p: { author: { id: number } }) => p.author.id === memberId)).toBe(true);
    expect((await k.call('GET', '/api/v2/client/feed/user/search/ninguem-assim', k.ana3)).json().data.total).toBe(0);
    // Names only (not e-mails), short terms too, accents ignored.
    expect((await k.call('GET', '/api/v2/client/feed/user/search/asta.demo', k.ana3)).json().data.total).toBe(0);
    const short = (await k.call('GET', '/api/v2/client/feed/user/search/mb', k.ana3)).json().data;
    expect(short.data.map((p: { author: { id: number } }) => p.author.id)).toContain(memberId);
    await k.post(k.member3, { pasta_id: k.folders.geral, text: 'para a busca por acento' });
    expect(
      (await k.call('GET', `/api/v2/client/feed/user/search/${encodeURIComponent('mémbro')}`, k.ana3)).json().data
        .total,
    ).toBe(found.total + 1);
  });

  it('an author search lists what the feed shows of those authors, in its order, by number and by cursor both ways', async () => {
    const silvas = await k.db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', 3)
      .where('deleted_at', 'is', null)
      .where('name_key', 'like', '%silva%')
      .orderBy('id')
      .execute();
    expect(silvas.length).toBeGreaterThanOrEqual(2);
    const others = await k.db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', 3)
      .where('deleted_at', 'is', null)
      .where('name_key', 'not like', '%silva%')
      .limit(2)
      .execute();
    // Interleaved authors, every folder, every status and a deleted post, so the filters and the order all count.
    const now = new Date().toISOString();
    const folders = [k.folders.geral, k.folders.comunicados, k.folders.unidades];
    const statuses = ['published', 'published', 'pending', 'hidden'] as const;
    const authors = [...silvas.slice(0, 3), ...others].map((u) => u.id);
    for (let i = 0; i < 48; i++) {
      await k.db
        .insertInto('feed_posts')
        .values({
          client_id: 3,
          pasta_id: folders[i % 3],
          author_id: authors[i % authors.length],
          texto: `busca por autor ${i}`,
          status: statuses[i % 4],
          created_at: now,
          updated_at: now,
          deleted_at: i === 5 ? now : null,
        })
        .execute();
    }
    type Listed = { id: number; author: { name: string } };
    const ids = (posts: Listed[]) => posts.map((p) => p.id);
    const search = '/api/v2/client/feed/user/search/silva?per_page=2';
    for (const token of [k.admin3, k.ana3]) {
      const feed = (await k.call('GET', '/api/v2/client/feed?per_page=100', token)).json().data;
      expect(feed.total).toBeLessThanOrEqual(100);
      const expected = ids((feed.data as Listed[]).filter((p) => p.author.name.toLowerCase().includes('silva')));
      expect(expected.length).toBeGreaterThan(4);

      const forwards: Listed[][] = [];
      for (let cursor = ''; ;) {
        const page = (await k.call('GET', `${search}&page=${forwards.length + 1}${cursor}`, token)).json().data;
        forwards.push(page.data);
        if (!page.next_cursor) break;
        cursor = `&cursor=${page.next_cursor}`;
      }
      expect(forwards.flatMap(ids)).toEqual(expected);
      const second = (await k.call('GET', `${search}&page=2`, token)).json().data;
      expect(ids(second.data)).toEqual(ids(forwards[1]));

      // Backwards from the last page, by the previous-page cursors.
      const last = (await k.call('GET', `${search}&page=${forwards.length}&cursor=${LAST_PAGE_CURSOR}`, token)).json()
        .data;
      const backwards: Listed[][] = [last.data];
      for (let cursor = last.prev_cursor; cursor;) {
        const page = (await k.call('GET', `${search}&page=2&cursor=${cursor}`, token)).json().data;
        backwards.unshift(page.data);
        cursor = page.prev_cursor;
      }
      expect(backwards.flatMap(ids)).toEqual(expected);
    }
  });

  it('never shows another client’s posts', async () => {
    const other = await k.post(k.admin6, { pasta_id: k.folders.geral6, text: 'do cliente seis' });
    expect(feedEvents().at(-1)).toMatchObject({ clientId: 6, folderId: k.folders.geral6 });
    const feed = (await k.call('GET', '/api/v2/client/feed?per_page=100', k.admin3)).json().data;
    expect(feed.data.map((p: { id: number }) => p.id)).not.toContain(other.id);
    for (const [method, action, payload] of [
      ['PUT', 'update', { text: 'tentativa de outro' }],
      ['DELETE', 'delete', undefined],
      ['POST', 'like', undefined],
    ] as const) {
      expect((await k.call(method, item(other.id, action), k.admin3, payload)).statusCode).toBe(404);
    }
  });
});

describe('editing and deleting a post', () => {
  it('the author edits; the text is required and the embed rule applies', async () => {
    const post = await k.post(k.member3, {
      pasta_id: k.folders.geral,
      text: 'primeira versão',
      image: 'https://img.example/a.png',
    });
    const missing = await k.call('PUT', item(post.id, 'update'), k.member3, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.text).toEqual([FEED_MESSAGES.textRequired]);
    const edited = (
      await k.call('PUT', item(post.id, 'update'), k.member3, { text: 'segunda versão', image: null })
    ).json().data;
    expect(edited).toMatchObject({ texto: 'segunda versão', image: null });
    const embedded = (
      await k.call('PUT', item(post.id, 'update'), k.member3, { text: 'https://youtu.be/dQw4w9WgXcQ' })
    ).json().data;
    expect(embedded).toMatchObject({ titulo: 'Embed', texto: '', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
    expect(feedEvents().map((e) => e.type)).toEqual(['post.created', 'post.updated', 'post.updated']);
    expect(await k.audits('feed_posts', post.id)).toEqual([]);
  });

  it("an embed post ('Embed', empty text) is edited with its text left empty; without its embed the text is required", async () => {
    const post = await k.post(k.member3, { pasta_id: k.folders.geral, text: 'Vejam: https://youtu.be/dQw4w9WgXcQ' });
    expect(post).toMatchObject({ titulo: 'Embed', texto: '' });
    const kept = await k.call('PUT', item(post.id, 'update'), k.member3, {
      text: '',
      embed: post.embed,
      embedTipo: 'video',
      image: 'https://img.example/b.png',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      titulo: 'Embed',
      texto: '',
      embed: post.embed,
      image: 'https://img.example/b.png',
    });
    // The embed left out of the body is the stored one.
    expect((await k.call('PUT', item(post.id, 'update'), k.member3, { text: '' })).statusCode).toBe(200);
    const cleared = await k.call('PUT', item(post.id, 'update'), k.member3, { text: '', embed: null, embedTipo: null });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors.text).toEqual([FEED_MESSAGES.textRequired]);
    const plain = await k.post(k.member3, { pasta_id: k.folders.geral, text: 'sem vídeo algum' });
    const empty = await k.call('PUT', item(plain.id, 'update'), k.member3, { text: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text).toEqual([FEED_MESSAGES.textRequired]);
  });

  it('someone else is refused; a moderator may, and it is audited', async () => {
    const post = await k.post(k.member3, { pasta_id: k.folders.geral, text: 'texto do membro' });
    expect((await k.call('PUT', item(post.id, 'update'), k.ana3, { text: 'texto da ana' })).statusCode).toBe(403);
    expect((await k.call('DELETE', item(post.id, 'delete'), k.ana3)).statusCode).toBe(403);
    const res = await k.call('PUT', item(post.id, 'update'), k.admin3, { text: 'moderado pelo admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.author.id).toBe(await k.idOf('member@asta.demo'));
    expect((await k.call('DELETE', item(post.id, 'delete'), k.admin3)).statusCode).toBe(200);
    const audits = await k.audits('feed_posts', post.id);
    expect(audits.map((a) => a.action)).toEqual(['feed.post.update', 'feed.post.delete']);
    expect(audits[0].actor_user_id).toBe(await k.idOf('admin@asta.demo'));
    expect(feedEvents().at(-1)).toEqual({
      clientId: 3,
      folderId: k.folders.geral,
      type: 'post.deleted',
      data: { id: post.id, pasta_id: k.folders.geral },
    });
    expect((await k.call('PUT', item(post.id, 'update'), k.member3, { text: 'depois de apagado' })).statusCode).toBe(
      404,
    );
  });
});

describe('likes', () => {
  it('toggles per user and keeps the count', async () => {
    const post = await k.post(k.member3, { pasta_id: k.folders.geral, text: 'curtam isto' });
    expect((await k.call('POST', item(post.id, 'like'), k.member3)).json().data).toEqual({ likes: 1, liked: true });
    expect((await k.call('POST', item(post.id, 'like'), k.ana3)).json().data).toEqual({ likes: 2, liked: true });
    expect((await k.call('POST', item(post.id, 'like'), k.member3)).json().data).toEqual({ likes: 1, liked: false });
    const seen = (await k.call('GET', `/api/v2/client/feed/pasta/${k.folders.geral}?per_page=5`, k.ana3))
      .json()
      .data.data.find((p: { id: number }) => p.id === post.id);
    expect(seen).toMatchObject({ likes: 1, liked: true });
    expect(
      feedEvents()
        .filter((e) => e.type === 'post.liked')
        .map((e) => e.data),
    ).toEqual([1, 2, 1].map((likes) => ({ id: post.id, pasta_id: k.folders.geral, likes })));
  });

  it('needs the folder', async () => {
    const post = await k.post(k.member3, { pasta_id: k.folders.unidades, text: 'pasta do membro' });
    expect((await k.call('POST', item(post.id, 'like'), k.ana3)).statusCode).toBe(403);
  });
});

describe('moderation', () => {
  it('hides and restores; hidden posts are seen by their author, and by moderators in the queue only', async () => {
    const post = await k.post(k.member3, { pasta_id: k.folders.geral, text: 'será escondido' });
    expect((await k.call('PUT', item(post.id, 'update'), k.member3, { status: 'hidden' })).statusCode).toBe(403);
    const hidden = await k.call('PUT', item(post.id, 'update'), k.admin3, { status: 'hidden' });
    expect(hidden.json().data).toMatchObject({ status: 'hidden', texto: 'será escondido' });
    expect(feedEvents().at(-1)).toEqual({
      clientId: 3,
      folderId: k.folders.geral,
      type: 'post.hidden',
      data: { id: post.id, pasta_id: k.folders.geral, status: 'hidden' },
    });

    const ids = async (token: string, url = '/api/v2/client/feed?per_page=100') =>
      (await k.call('GET', url, token)).json().data.data.map((p: { id: number }) => p.id);
    expect(await ids(k.ana3)).not.toContain(post.id);
    expect(await ids(k.member3)).toContain(post.id);
    expect(await ids(k.admin3, '/api/v2/client/feed/moderacao')).toContain(post.id);
    // The moderator's own feed, like everyone's, holds published posts (and their own): the queue holds the rest.
    expect(await ids(k.admin3)).not.toContain(post.id);
    expect((await k.call('POST', item(post.id, 'like'), k.ana3)).statusCode).toBe(404);
    expect((await k.call('GET', '/api/v2/client/feed/moderacao', k.member3)).statusCode).toBe(403);

    await k.call('PUT', item(post.id, 'update'), k.admin3, { status: 'published' });
    expect(await ids(k.ana3)).toContain(post.id);
    expect(await ids(k.admin3, '/api/v2/client/feed/moderacao?status=hidden')).not.toContain(post.id);
    expect((await k.audits('feed_posts', post.id)).map((a) => a.action)).toEqual([
      'feed.post.hidden',
      'feed.post.published',
    ]);
    const trail = (await k.call('GET', '/api/v2/client/feed/moderacao/historico?per_page=2', k.admin3)).json().data;
    expect(trail.data.map((e: { action: string; entity_id: string }) => [e.action, e.entity_id])).toEqual([
      ['feed.post.published', String(post.id)],
      ['feed.post.hidden', String(post.id)],
    ]);
    expect(trail.data[0]).toMatchObject({
      entity: 'feed_posts',
      actor: { id: await k.idOf('admin@asta.demo') },
      before: { status: 'hidden' },
      after: { status: 'published' },
    });
    expect((await k.call('GET', '/api/v2/client/feed/moderacao/historico', k.member3)).statusCode).toBe(403);
    expect((await k.call('GET', '/api/v2/client/feed/moderacao/historico', k.admin6)).json().data.data).toEqual([]);
  });
});
