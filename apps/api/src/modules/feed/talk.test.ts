import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEED_MESSAGES } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';

let k: TestKit;
let postId: number;
beforeAll(async () => {
  k = await testKit();
  postId = (await k.post(k.member3, { pasta_id: k.folders.geral, text: 'publicação para conversar' })).id;
});
afterAll(() => k.close());
beforeEach(() => {
  k.events.length = 0;
});
/** The feed's own events (a comment's points, issue 29, are announced as collection changes beside them). */
const feedEvents = () => k.events.filter((e) => e.type !== 'collection.changed');

const commentUrl = (post: number, text: string) =>
  `/api/v2/client/feed/comment/post?feed_itens_id=${post}&comment=${encodeURIComponent(text)}`;
const comment = async (token: string, text: string, post = postId) => {
  const res = await k.call('POST', commentUrl(post, text), token);
  if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; comment: string; author: { id: number } };
};
const answer = async (token: string, commentId: number, text: string) => {
  const res = await k.call('POST', '/api/v2/client/feed/answer/post', token, { comment_id: commentId, answer: text });
  if (res.statusCode !== 201) throw new Error(`answer failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; answer: string };
};
const thread = async (token = k.member3, post = postId) =>
  (await k.call('GET', `/api/v2/client/feed/pasta/item/${post}/comments`, token)).json().data;
const commentCount = async () =>
  (await k.db.selectFrom('feed_posts').select('comments').where('id', '=', postId).executeTakeFirstOrThrow()).comments;

describe('comments', () => {
  it('comments through the query, keeps the count and publishes', async () => {
    const before = await commentCount();
    const made = await comment(k.ana3, '<img src=x onerror=alert(1)> comentário');
    expect(made).toMatchObject({
      comment: '<img src=x onerror=alert(1)> comentário',
      feed_itens_id: postId,
      answers: [],
    });
    expect(made.author.id).toBe(await k.idOf('ana@asta.demo'));
    expect(await commentCount()).toBe(before + 1);
    expect(feedEvents()).toEqual([
      {
        clientId: 3,
        folderId: k.folders.geral,
        type: 'comment.created',
        data: { comment: made, feed_itens_id: postId, comments: before + 1 },
      },
    ]);
  });

  it('answers 422 for a short comment, 404 for an unknown or foreign post, 403 without the folder', async () => {
    const short = await k.call('POST', commentUrl(postId, 'oi'), k.ana3);
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.comment).toEqual([FEED_MESSAGES.commentMin]);
    const foreign = await k.post(k.admin6, { pasta_id: k.folders.geral6, text: 'do cliente seis' });
    expect((await k.call('POST', commentUrl(foreign.id, 'comentário alheio'), k.admin3)).statusCode).toBe(404);
    expect((await k.call('POST', commentUrl(999_999, 'post que não existe'), k.admin3)).statusCode).toBe(404);
    const closed = await k.post(k.member3, { pasta_id: k.folders.unidades, text: 'pasta só do membro' });
    k.events.length = 0;
    expect((await k.call('POST', commentUrl(closed.id, 'sem acesso à pasta'), k.ana3)).statusCode).toBe(403);
    expect((await k.call('GET', `/api/v2/client/feed/pasta/item/${closed.id}/comments`, k.ana3)).statusCode).toBe(403);
    expect(feedEvents()).toEqual([]);
  });

  it('only the author or a moderator edits or deletes, moderation audited', async () => {
    const made = await comment(k.ana3, 'comentário da ana');
    const url = (action: string) => `/api/v2/client/feed/comment/${made.id}/${action}`;
    expect((await k.call('PUT', url('update'), k.member3, { comment: 'mudado pelo membro' })).statusCode).toBe(403);
    expect((await k.call('PUT', url('update'), k.ana3, { comment: 'oi' })).statusCode).toBe(422);
    expect((await k.call('PUT', url('update'), k.ana3, { comment: 'corrigido pela ana' })).json().data.comment).toBe(
      'corrigido pela ana',
    );
    expect((await k.call('DELETE', url('delete'), k.member3)).statusCode).toBe(403);
    expect(await k.audits('feed_comments', made.id)).toEqual([]);
    const before = await commentCount();
    expect((await k.call('DELETE', url('delete'), k.admin3)).json().data).toEqual({ id: made.id });
    expect(await commentCount()).toBe(before - 1);
    expect((await k.audits('feed_comments', made.id)).map((a) => a.action)).toEqual(['feed.comment.delete']);
    expect(feedEvents().map((e) => e.type)).toEqual(['comment.created', 'comment.updated', 'comment.deleted']);
    expect((await k.call('PUT', url('update'), k.ana3, { comment: 'já foi apagado' })).statusCode).toBe(404);
    expect((await k.call('PUT', url('update'), k.admin6, { comment: 'outro cliente' })).statusCode).toBe(404);
  });
});

describe('answers', () => {
  it('answer a comment; the thread lists comments oldest first with their answers', async () => {
    const first = await comment(k.member3, 'primeiro comentário');
    const second = await comment(k.ana3, 'segundo comentário');
    const reply = await answer(k.ana3, first.id, 'ok');
    expect(reply).toMatchObject({ comment_id: first.id, answer: 'ok' });
    expect(feedEvents().at(-1)).toMatchObject({
      type: 'answer.created',
      folderId: k.folders.geral,
      data: { answer: reply, feed_itens_id: postId },
    });
    const page = await thread();
    const ids = page.data.map((c: { id: number }) => c.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(page.data.find((c: { id: number }) => c.id === first.id).answers).toEqual([reply]);
    expect(page.total).toBe(await commentCount());
  });

  it('validates, checks ownership, audits moderation and goes with its comment', async () => {
    const parent = await comment(k.member3, 'comentário com respostas');
    expect(
      (await k.call('POST', '/api/v2/client/feed/answer/post', k.ana3, { comment_id: parent.id, answer: '  ' })).json()
        .errors.answer,
    ).toEqual([FEED_MESSAGES.answerRequired]);
    expect(
      (await k.call('POST', '/api/v2/client/feed/answer/post', k.ana3, { comment_id: 999_999, answer: 'nada' }))
        .statusCode,
    ).toBe(404);
    const reply = await answer(k.ana3, parent.id, 'resposta da ana');
    const url = (action: string) => `/api/v2/client/feed/answer/${reply.id}/${action}`;
    expect((await k.call('PUT', url('update'), k.member3, { answer: 'não é minha' })).statusCode).toBe(403);
    expect((await k.call('PUT', url('update'), k.ana3, {})).statusCode).toBe(422);
    expect((await k.call('PUT', url('update'), k.admin3, { answer: 'moderada' })).json().data.answer).toBe('moderada');
    expect((await k.audits('feed_answers', reply.id)).map((a) => a.action)).toEqual(['feed.answer.update']);
    expect((await k.call('DELETE', url('delete'), k.admin6)).statusCode).toBe(404);

    const other = await answer(k.member3, parent.id, 'outra resposta');
    expect((await k.call('DELETE', `/api/v2/client/feed/comment/${parent.id}/delete`, k.member3)).statusCode).toBe(200);
    expect((await k.call('DELETE', `/api/v2/client/feed/answer/${other.id}/delete`, k.member3)).statusCode).toBe(404);
  });

  it('events of a hidden post are not published, and others cannot reach its thread', async () => {
    const post = await k.post(k.member3, { pasta_id: k.folders.geral, text: 'será moderado' });
    const made = await comment(k.ana3, 'antes de esconder', post.id);
    await k.call('PUT', `/api/v2/client/feed/pasta/item/${post.id}/update`, k.admin3, { status: 'hidden' });
    k.events.length = 0;
    await comment(k.member3, 'o autor ainda comenta', post.id);
    expect(feedEvents()).toEqual([]);
    expect(
      (await k.call('PUT', `/api/v2/client/feed/comment/${made.id}/update`, k.ana3, { comment: 'post escondido' }))
        .statusCode,
    ).toBe(404);
    expect((await k.call('GET', `/api/v2/client/feed/pasta/item/${post.id}/comments`, k.ana3)).statusCode).toBe(404);
    expect((await thread(k.member3, post.id)).total).toBe(2);
  });
});
