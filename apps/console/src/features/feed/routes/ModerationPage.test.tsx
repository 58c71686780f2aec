import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthenticatedUser, FeedPost } from '@console/contract';
import { failure, ok, page } from '../../../test/api-answers.ts';
import { type Call } from '../../../test/api-stubs.ts';
import { meAnswer, mockSignedInApi, signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';
import { FEED_USER, feedPage, post } from '../test-fixtures.ts';

const MODERATOR: AuthenticatedUser = {
  ...FEED_USER,
  resource_sub: [...FEED_USER.resource_sub, { tag: 'feed.moderar', enabled: true }],
};
const QUEUE = '/api/v2/client/feed/moderacao';
const TRAIL = '/api/v2/client/feed/moderacao/historico';
const update = (id: number) => `/api/v2/client/feed/pasta/item/${id}/update`;

const CARLA = { id: 11, name: 'Carla Dias', picture: null };
/** The queue as the server holds it: a pending post of Bruno, a hidden one of Carla, an older pending one (page 2). */
const queueRows = (): FeedPost[] => [
  post(5, { status: 'pending', titulo: 'Aviso pendente', texto: 'Veja <b>isto</b> https://exemplo.com' }),
  post(4, { status: 'hidden', author: CARLA, titulo: 'Aviso oculto', created_at: '2026-11-19T09:30:00' }),
  post(2, { status: 'pending', titulo: 'Mais antigo', created_at: '2026-11-18T08:00:00' }),
];

/**
 * A moderation API over a mutable queue: GET filters by ?status and pages by cursor (two posts, then 'c1'); PUT changes a
 * post's status (a published one leaves the queue); `refuse` answers the PUT with an error instead.
 */
function moderationApi(
  options: {
    rows?: FeedPost[];
    refuse?: { status: number; message: string };
    trail?: (call: Call) => { status?: number; body: unknown };
  } = {},
) {
  let rows = options.rows ?? queueRows();
  return mockSignedInApi({
    'GET /api/v2/client/user/authenticated': meAnswer(MODERATOR),
    [`GET ${QUEUE}`]: (call) => {
      const status = call.query.get('status');
      const matching = rows.filter((row) => !status || row.status === status);
      return {
        body:
          call.query.get('cursor') === 'c1'
            ? feedPage(matching.slice(2))
            : feedPage(matching.slice(0, 2), matching.length > 2 ? 'c1' : null),
      };
    },
    [`PUT ${update(5)}`]: (call) => change(5, call),
    [`PUT ${update(4)}`]: (call) => change(4, call),
    [`GET ${TRAIL}`]: options.trail ?? { body: page([]) },
  });
  function change(id: number, call: Call) {
    if (options.refuse)
      return { status: options.refuse.status, body: { success: false, message: options.refuse.message } };
    const status = (call.body as { status: FeedPost['status'] }).status;
    const saved = { ...rows.find((row) => row.id === id)!, status };
    rows = rows.flatMap((row) => (row.id !== id ? [row] : status === 'published' ? [] : [saved]));
    return ok(saved);
  }
}

const queue = () => screen.getByRole('feed', { name: 'Fila de moderação' });
const cards = () => within(queue()).queryAllByRole('article');
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body]);

describe('feed moderation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is open to holders of feed.moderar only', async () => {
    signIn(FEED_USER);
    mockSignedInApi({
      'GET /api/v2/client/user/authenticated': meAnswer(FEED_USER),
    });
    const { router } = renderApp('/feed/moderacao');
    await waitFor(() => expect(router.state.location.pathname).toBe('/erros/%20'));
  });

  it('lists pending and hidden posts with author, date, title, text as text, status and their actions; filters by status in the URL; loads more by cursor', async () => {
    signIn(MODERATOR);
    const { calls } = moderationApi();
    const { router } = renderApp('/feed/moderacao');
    expect(await screen.findByRole('heading', { name: 'Moderação do feed', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [pending, hidden] = cards();
    expect(pending).toHaveAccessibleName('Publicação de Bruno Lima');
    expect(within(pending).getByText('20/11/2026 14:05')).toBeInTheDocument();
    expect(within(pending).getByRole('heading', { name: 'Aviso pendente' })).toBeInTheDocument();
    expect(within(pending).getByText(/Veja <b>isto<\/b>/)).toBeInTheDocument();
    expect(pending.querySelector('b')).toBeNull();
    expect(within(pending).getByRole('link', { name: 'https://exemplo.com' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(within(pending).getByText('Pendente')).toBeInTheDocument();
    expect(
      within(pending)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Publicar a publicação de Bruno Lima, 20/11/2026 14:05',
      'Ocultar a publicação de Bruno Lima, 20/11/2026 14:05',
    ]);
    expect(within(hidden).getByText('Carla Dias')).toBeInTheDocument();
    expect(within(hidden).getByText('19/11/2026 09:30')).toBeInTheDocument();
    expect(within(hidden).getByText('Oculta')).toBeInTheDocument();
    expect(
      within(hidden)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Restaurar']);
    expect(calls.find((call) => call.path === QUEUE)?.query.get('status')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(
      calls
        .filter((call) => call.path === QUEUE)
        .at(-1)
        ?.query.get('cursor'),
    ).toBe('c1');

    const filter = screen.getByRole('group', { name: 'Situação' });
    expect(within(filter).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filter).getByRole('button', { name: 'Ocultos' }));
    await waitFor(() => expect(router.state.location.search).toBe('?situacao=ocultos'));
    await waitFor(() =>
      expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Aviso oculto']),
    );
    expect(
      calls
        .filter((call) => call.path === QUEUE)
        .at(-1)
        ?.query.get('status'),
    ).toBe('hidden');
    expect(within(filter).getByRole('button', { name: 'Ocultos' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides a pending post only after confirming: PUT with status hidden, a toast, and the post leaves the pending queue', async () => {
    signIn(MODERATOR);
    const { calls } = moderationApi();
    renderApp('/feed/moderacao?situacao=pendentes');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Ocultar a publicação de Bruno Lima, 20/11/2026 14:05' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ocultar publicação' });
    expect(dialog).toHaveTextContent('A publicação de Bruno Lima deixará de aparecer no feed.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ocultar a publicação de Bruno Lima, 20/11/2026 14:05' }));
    dialog = await screen.findByRole('dialog', { name: 'Ocultar publicação' });
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    expect(await screen.findByText('A publicação de Bruno Lima foi ocultada.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([[update(5), { status: 'hidden' }]]);
    await waitFor(() =>
      expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Mais antigo']),
    );
    expect(queue()).toHaveFocus();
  });

  it('in the whole queue a hidden post stays, now hidden, and is restored with PUT status published', async () => {
    signIn(MODERATOR);
    const { calls } = moderationApi({
      rows: [post(5, { status: 'pending' }), post(4, { status: 'hidden', author: CARLA })],
    });
    renderApp('/feed/moderacao');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ocultar a publicação de Bruno Lima, 20/11/2026 14:05' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ocultar' }));
    await waitFor(() => expect(within(cards()[0]).getByText('Oculta')).toBeInTheDocument());
    expect(
      within(cards()[0]).getByRole('button', { name: 'Restaurar a publicação de Bruno Lima, 20/11/2026 14:05' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restaurar a publicação de Carla Dias, 20/11/2026 14:05' }));
    expect(await screen.findByText('A publicação de Carla Dias foi restaurada.')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(puts(calls)).toEqual([
      [update(5), { status: 'hidden' }],
      [update(4), { status: 'published' }],
    ]);
  });

  it('publishes a pending post without a question, and shows a refusal while the post stays', async () => {
    signIn(MODERATOR);
    const { calls } = moderationApi({
      refuse: { status: 403, message: 'Apenas moderadores alteram o status de uma publicação.' },
    });
    renderApp('/feed/moderacao');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Publicar a publicação de Bruno Lima, 20/11/2026 14:05' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Apenas moderadores alteram o status de uma publicação.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([[update(5), { status: 'published' }]]);
    expect(cards()).toHaveLength(2);
  });

  it('publishes a pending post: the post leaves the queue and a toast says so', async () => {
    signIn(MODERATOR);
    moderationApi({ rows: [post(5, { status: 'pending' })] });
    renderApp('/feed/moderacao');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.click(
      screen.getByRole('button', { name: 'Publicar a publicação de Bruno Lima, 20/11/2026 14:05' }),
    );
    expect(await screen.findByText('A publicação de Bruno Lima foi publicada.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma publicação aguardando moderação.')).toBeInTheDocument();
  });

  it('says when the queue is empty, and retries a failed load', async () => {
    signIn(MODERATOR);
    let fail = true;
    mockSignedInApi({
      'GET /api/v2/client/user/authenticated': meAnswer(MODERATOR),
      [`GET ${QUEUE}`]: () => (fail ? failure(503, 'Serviço indisponível.') : { body: feedPage([]) }),
    });
    renderApp('/feed/moderacao?situacao=pendentes');
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma publicação pendente.')).toBeInTheDocument();
  });

  it('shows the trail in a tab: when, who, the action in words and which post, paged', async () => {
    signIn(MODERATOR);
    const snapshot = (status: string) => ({
      ...post(4, { status: status as FeedPost['status'], author: CARLA, titulo: 'Aviso oculto' }),
    });
    const entry = (id: number, action: string, entity: string, before: unknown, after: unknown) => ({
      id,
      at: new Date(2026, 10, 21, 8, id).toISOString(),
      actor: id === 5 ? null : { id: 7, name: 'Ana Souza' },
      action,
      entity,
      entity_id: '4',
      before,
      after,
    });
    const { calls } = moderationApi({
      trail: (call) =>
        call.query.get('page') === '2'
          ? {
              body: page([entry(5, 'feed.post.something_new', 'feed_posts', null, null)], {
                current_page: 2,
                last_page: 2,
                total: 5,
              }),
            }
          : {
              body: page(
                [
                  entry(1, 'feed.post.published', 'feed_posts', snapshot('hidden'), snapshot('published')),
                  entry(2, 'feed.post.hidden', 'feed_posts', snapshot('published'), snapshot('hidden')),
                  entry(3, 'feed.post.published', 'feed_posts', snapshot('pending'), snapshot('published')),
                  entry(
                    4,
                    'feed.comment.delete',
                    'feed_comments',
                    { comment: 'Um comentário ofensivo', author_id: 9 },
                    null,
                  ),
                ],
                { last_page: 2, total: 5 },
              ),
            },
    });
    const { router } = renderApp('/feed/moderacao');
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: 'Seções da moderação' });
    expect(within(tabs).getByRole('tab', { name: 'Fila' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Histórico' }));
    await waitFor(() => expect(router.state.location.search).toBe('?aba=historico'));
    const table = await screen.findByRole('table', { name: 'Histórico de moderação' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Quando', 'Quem', 'Alteração', 'Conteúdo'],
      ['21/11/2026 08:01', 'Ana Souza', 'Publicação restaurada', 'Publicação #4 de Carla DiasAviso oculto'],
      ['21/11/2026 08:02', 'Ana Souza', 'Publicação ocultada', 'Publicação #4 de Carla DiasAviso oculto'],
      ['21/11/2026 08:03', 'Ana Souza', 'Publicação publicada', 'Publicação #4 de Carla DiasAviso oculto'],
      ['21/11/2026 08:04', 'Ana Souza', 'Comentário excluído', 'Comentário #4Um comentário ofensivo'],
    ]);
    expect(calls.find((call) => call.path === TRAIL)?.query.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('feed.post.something_new')).toBeInTheDocument();
    expect(screen.getByText('Sistema')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?aba=historico&pagina=2');
    expect(
      calls
        .filter((call) => call.path === TRAIL)
        .at(-1)
        ?.query.get('page'),
    ).toBe('2');
  });

  it('says when no moderation was recorded', async () => {
    signIn(MODERATOR);
    moderationApi();
    renderApp('/feed/moderacao?aba=historico');
    expect(await screen.findByText('Nenhuma ação de moderação foi registrada.')).toBeInTheDocument();
  });
});
