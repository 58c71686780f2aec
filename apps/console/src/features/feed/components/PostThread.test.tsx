import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEED_MESSAGES, type AuthenticatedUser, type FeedComment } from '@console/contract';
import { created, ok, page } from '../../../test/api-answers.ts';
import { type Call } from '../../../test/api-stubs.ts';
import { mockSignedInApi, signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';
import { FEED_USER, FOLDERS, feedPage, post } from '../test-fixtures.ts';

const BRUNO = { id: 9, name: 'Bruno Lima', picture: null };
const ANA = { id: 7, name: 'Ana Souza', picture: null };
const COMMENT: FeedComment = {
  id: 50,
  feed_itens_id: 1,
  comment: 'Comentário do Bruno',
  author: BRUNO,
  answers: [
    {
      id: 80,
      comment_id: 50,
      answer: 'Resposta da Ana',
      author: ANA,
      created_at: '2026-11-20T15:00:00',
      updated_at: '2026-11-20T15:00:00',
    },
  ],
  created_at: '2026-11-20T14:30:00',
  updated_at: '2026-11-20T14:30:00',
};
const MODERATOR: AuthenticatedUser = {
  ...FEED_USER,
  resource_sub: [...FEED_USER.resource_sub, { tag: 'feed.moderar', enabled: true }],
};

function api() {
  // The thread as the server keeps it: a comment posted here is in its next read and its total.
  const thread = [COMMENT];
  return mockSignedInApi({
    'GET /api/v2/client/feed/pasta': { body: FOLDERS },
    'GET /api/v2/client/feed': { body: feedPage([post(1, { likes: 2, comments: 1 })]) },
    'POST /api/v2/client/feed/pasta/item/1/like': ok({ likes: 3, liked: true }),
    'GET /api/v2/client/feed/pasta/item/1/comments': () => ({ body: page(thread) }),
    'POST /api/v2/client/feed/comment/post': (call: Call) => {
      const added = { ...COMMENT, id: 51, comment: call.query.get('comment') ?? '', author: ANA, answers: [] };
      thread.push(added);
      return created(added);
    },
    'PUT /api/v2/client/feed/comment/50/update': ok(COMMENT),
    'POST /api/v2/client/feed/answer/post': created({ ...COMMENT.answers[0], id: 81 }),
    'PUT /api/v2/client/feed/answer/80/update': ok(COMMENT.answers[0]),
    'DELETE /api/v2/client/feed/answer/80/delete': ok({ id: 80 }),
  });
}

/** Signs in, opens /feed and the post's thread; answers the calls, the thread and Bruno's comment in it. */
async function openThread(who: AuthenticatedUser = FEED_USER) {
  signIn(who);
  const { calls } = api();
  renderApp('/feed');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Comentários (1)' }));
  const thread = await screen.findByRole('region', { name: 'Comentários' });
  await within(thread).findByText('Comentário do Bruno');
  return { calls, user, thread, comment: within(thread).getByRole('listitem', { name: 'Comentário de Bruno Lima' }) };
}

describe('feed likes and threads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('toggles a like: pressed state and count follow the answer', async () => {
    signIn(FEED_USER);
    const { calls } = api();
    renderApp('/feed');
    const like = await screen.findByRole('button', { name: 'Curtir (2)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(like);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Curtir (3)' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/like'))).toHaveLength(1);
  });

  it('shows comments with their answers; adds a comment (5+ characters) and answers one', async () => {
    const { calls, user, thread, comment } = await openThread();
    expect(within(comment).getByRole('listitem', { name: 'Resposta de Ana Souza' })).toHaveTextContent(
      'Resposta da Ana',
    );

    const field = within(thread).getByRole('textbox', { name: 'Comentário' });
    await user.type(field, 'abc');
    await user.click(within(thread).getByRole('button', { name: 'Comentar' }));
    expect(await within(thread).findByText(FEED_MESSAGES.commentMin)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v2/client/feed/comment/post')).toBe(false);
    await user.type(field, 'de novo');
    await user.click(within(thread).getByRole('button', { name: 'Comentar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/v2/client/feed/comment/post')?.query.get('comment')).toBe('abcde novo'),
    );
    expect(calls.find((c) => c.path === '/api/v2/client/feed/comment/post')?.query.get('feed_itens_id')).toBe('1');
    expect(await screen.findByRole('button', { name: 'Comentários (2)' })).toBeInTheDocument();

    await user.type(within(comment).getByRole('textbox', { name: 'Responder a Bruno Lima' }), 'Obrigada');
    await user.click(within(comment).getByRole('button', { name: 'Responder' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/v2/client/feed/answer/post')?.body).toEqual({
        comment_id: 50,
        answer: 'Obrigada',
      }),
    );
  });

  it('lets the author edit and delete (after confirming) only their own items', async () => {
    const { calls, user, comment } = await openThread();
    const answer = within(comment).getByRole('listitem', { name: 'Resposta de Ana Souza' });
    expect(within(comment).getAllByRole('button', { name: 'Editar' })).toHaveLength(1);

    await user.click(within(answer).getByRole('button', { name: 'Editar' }));
    const edit = within(answer).getByRole('textbox', { name: 'Resposta' });
    await user.clear(edit);
    await user.type(edit, 'Resposta corrigida');
    await user.click(within(answer).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path.endsWith('/answer/80/update'))?.body).toEqual({
        answer: 'Resposta corrigida',
      }),
    );

    await user.click(await within(answer).findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir resposta' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/answer/80/delete'))).toBe(true),
    );
  });

  it("a moderator (feed.moderar) may edit and delete anyone's items", async () => {
    const { calls, user, comment } = await openThread(MODERATOR);
    expect(within(comment).getAllByRole('button', { name: 'Editar' })).toHaveLength(2);
    await user.click(within(comment).getAllByRole('button', { name: 'Editar' })[0]);
    const edit = within(comment).getByRole('textbox', { name: 'Comentário' });
    await user.type(edit, '!');
    await user.click(within(comment).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path.endsWith('/comment/50/update'))?.body).toEqual({
        comment: 'Comentário do Bruno!',
      }),
    );
  });
});
