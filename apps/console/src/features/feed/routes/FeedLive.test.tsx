import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthenticatedUser } from '@console/contract';
import { FakeWebSocket } from '../../../test/fake-websocket.ts';
import { ok } from '../../../test/api-answers.ts';
import { type Call } from '../../../test/api-stubs.ts';
import { mockSignedInApi, signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';
import { FEED_USER, FOLDERS, feedPage, post } from '../test-fixtures.ts';

const MODERATOR: AuthenticatedUser = {
  ...FEED_USER,
  resource_sub: [...FEED_USER.resource_sub, { tag: 'feed.moderar', enabled: true }],
};
const articles = () => within(screen.getByRole('feed')).getAllByRole('article');
const titles = () => articles().map((article) => within(article).getByRole('heading').textContent);
const newer = (id: number, changes = {}) => post(id, { created_at: `2026-11-21T10:0${id}:00.000Z`, ...changes });

function api(extra: Record<string, (call: Call) => { status?: number; body: unknown }> = {}) {
  let rows = [post(2, { comments: 1 }), post(1)];
  const mocked = mockSignedInApi({
    'GET /api/v2/client/feed/pasta': { body: FOLDERS },
    'GET /api/v2/client/feed': () => ({ body: feedPage(rows) }),
    ...extra,
  });
  return { ...mocked, setRows: (next: typeof rows) => (rows = next) };
}

describe('feed live updates', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows posts, likes, comment counts and removals as the channel tells them, without reading the list again', async () => {
    signIn(FEED_USER);
    const { calls } = api();
    renderApp('/feed');
    await waitFor(() => expect(articles()).toHaveLength(2));
    const socket = FakeWebSocket.last();
    expect(socket.protocols).toEqual(['console.feed.v1', 'bearer.token-abc']);
    expect(screen.getByRole('status')).toHaveTextContent('Conectando…');
    const reads = () => calls.filter((call) => call.path === '/api/v2/client/feed').length;
    expect(reads()).toBe(1);
    // 'ready' reads the list again (events before it were not sent); a post arriving meanwhile survives that answer.
    socket.serverSend({ type: 'ready', folder_id: null, data: { client_id: 3, folders: [1, 3] } });
    socket.serverSend({
      type: 'post.created',
      folder_id: 1,
      data: newer(3, {
        embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        embedTipo: 'video',
        titulo: 'Embed',
        texto: '',
      }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Ao vivo');
    await waitFor(() => expect(titles()).toEqual(['Embed', 'Publicação 2', 'Publicação 1']));
    await waitFor(() => expect(reads()).toBe(2));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(titles()).toEqual(['Embed', 'Publicação 2', 'Publicação 1']);
    const before = reads();
    expect(within(articles()[0]!).getByTitle('Vídeo incorporado')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );

    socket.serverSend({ type: 'post.liked', folder_id: 1, data: { id: 2, pasta_id: 1, likes: 7 } });
    expect(await within(articles()[1]!).findByRole('button', { name: 'Curtir (7)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    socket.serverSend({ type: 'comment.deleted', folder_id: 1, data: { id: 9, feed_itens_id: 2, comments: 0 } });
    expect(await within(articles()[1]!).findByRole('button', { name: 'Comentários (0)' })).toBeInTheDocument();
    socket.serverSend({ type: 'post.updated', folder_id: 1, data: post(1, { texto: 'Texto corrigido ao vivo' }) });
    expect(await within(articles()[2]!).findByText('Texto corrigido ao vivo')).toBeInTheDocument();
    socket.serverSend({ type: 'post.hidden', folder_id: 1, data: { id: 2, pasta_id: 1, status: 'hidden' } });
    socket.serverSend({ type: 'post.deleted', folder_id: 1, data: { id: 3, pasta_id: 1 } });
    await waitFor(() => expect(titles()).toEqual(['Publicação 1']));
    expect(reads()).toBe(before);
  });

  it('reads the list again on resync and on an event cut to its identifiers', async () => {
    signIn(FEED_USER);
    const { calls, setRows } = api();
    renderApp('/feed');
    await waitFor(() => expect(articles()).toHaveLength(2));
    const socket = FakeWebSocket.last();
    setRows([newer(5), post(2), post(1)]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    socket.serverSend({ type: 'resync', folder_id: null, data: {} });
    await waitFor(() => expect(articles()).toHaveLength(3));
    setRows([newer(6), newer(5), post(2), post(1)]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    socket.serverSend({ type: 'post.created', folder_id: 1, data: { id: 6, pasta_id: 1, truncated: true } });
    await waitFor(() => expect(articles()).toHaveLength(4));
    expect(calls.filter((call) => call.path === '/api/v2/client/feed')).toHaveLength(3);
  });

  it('shows a notice while the server says its database is down, without reading the list again, and drops it when it is back', async () => {
    signIn(FEED_USER);
    const { calls } = api();
    renderApp('/feed');
    await waitFor(() => expect(articles()).toHaveLength(2));
    const socket = FakeWebSocket.last();
    socket.serverSend({ type: 'ready', folder_id: null, data: { client_id: 3, folders: [1, 3] } });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v2/client/feed')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    socket.serverSend({ type: 'status', folder_id: null, data: { database: 'down' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Banco de dados indisponível no momento');
    socket.serverSend({ type: 'status', folder_id: null, data: { database: 'up' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls.filter((call) => call.path === '/api/v2/client/feed')).toHaveLength(2);
    // A socket opened again starts with no notice until the server says otherwise.
    socket.serverSend({ type: 'status', folder_id: null, data: { database: 'down' } });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    socket.serverSend({ type: 'ready', folder_id: null, data: { client_id: 3, folders: [1, 3] } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('an author whose post a moderator hides or sends back to review keeps it, marked with the state the event names', async () => {
    signIn(FEED_USER);
    const me = { id: FEED_USER.id, name: FEED_USER.name, picture: null };
    const { calls, setRows } = api();
    setRows([post(3, { author: me }), post(2, { author: me }), post(1)]);
    renderApp('/feed');
    await waitFor(() => expect(articles()).toHaveLength(3));
    const reads = calls.length;
    FakeWebSocket.last().serverSend({
      type: 'post.hidden',
      folder_id: 1,
      data: { id: 3, pasta_id: 1, status: 'hidden' },
    });
    FakeWebSocket.last().serverSend({
      type: 'post.hidden',
      folder_id: 1,
      data: { id: 2, pasta_id: 1, status: 'pending' },
    });
    expect(await within(articles()[0]!).findByText('Oculta')).toBeInTheDocument();
    expect(await within(articles()[1]!).findByText('Pendente')).toBeInTheDocument();
    expect(articles()).toHaveLength(3);
    expect(calls).toHaveLength(reads);
  });

  it('reconnects after a drop, and signs out when the channel refuses the token', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    signIn(FEED_USER);
    api();
    const { router } = renderApp('/feed');
    await waitFor(() => expect(articles()).toHaveLength(2));
    FakeWebSocket.last().serverClose(1006);
    expect(screen.getByRole('status')).toHaveTextContent('Reconectando…');
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(2), { timeout: 2000 });
    FakeWebSocket.last().serverClose(4401);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/feed'));
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('feed views', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the user’s own posts and searches by author, both kept in the URL', async () => {
    signIn(FEED_USER);
    const { calls } = api({
      'GET /api/v2/client/feed/user': () => ({
        body: feedPage([
          post(8, { titulo: 'Minha publicação', author: { id: FEED_USER.id, name: FEED_USER.name, picture: null } }),
        ]),
      }),
      'GET /api/v2/client/feed/user/search/lima%20b': () => ({ body: feedPage([]) }),
    });
    const { router } = renderApp('/feed');
    await waitFor(() => expect(articles()).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Minhas publicações' }));
    await waitFor(() => expect(titles()).toEqual(['Minha publicação']));
    expect(router.state.location.search).toContain('minhas=1');
    await user.click(screen.getByRole('button', { name: 'Todas' }));
    await waitFor(() => expect(articles()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por autor' }), 'lima b');
    expect(await screen.findByText('Nenhuma publicação de autores com esse nome.')).toBeInTheDocument();
    expect(router.state.location.search).toContain('autor=lima+b');
    expect(screen.getByRole('combobox', { name: 'Pasta' })).toHaveAttribute('aria-disabled', 'true');
    expect(calls.some((call) => call.path === '/api/v2/client/feed/user/search/lima%20b')).toBe(true);
  });

  it('a moderator reaches the moderation view from the feed; others do not see the way', async () => {
    signIn(MODERATOR);
    api();
    renderApp('/feed');
    expect(await screen.findByRole('link', { name: 'Moderação' })).toHaveAttribute('href', '/feed/moderacao');
  });
});

describe('post card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('deletes the author’s post after confirmation', async () => {
    signIn(FEED_USER);
    const mine = post(2, { author: { id: FEED_USER.id, name: FEED_USER.name, picture: null } });
    const { calls } = mockSignedInApi({
      'GET /api/v2/client/feed/pasta': { body: FOLDERS },
      'GET /api/v2/client/feed': { body: feedPage([mine, post(1)]) },
      'DELETE /api/v2/client/feed/pasta/item/2/delete': ok({ id: 2 }),
    });
    renderApp('/feed');
    await waitFor(() => expect(articles()).toHaveLength(2));
    expect(within(articles()[1]!).queryByRole('button', { name: 'Excluir publicação' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(articles()[0]!).getByRole('button', { name: 'Excluir publicação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir publicação' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(articles()[0]!).getByRole('button', { name: 'Excluir publicação' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(titles()).toEqual(['Publicação 1']));
    expect(await screen.findByText('Publicação excluída.')).toBeInTheDocument();
  });

  it('a moderator hides a published post from its card after confirming; the author sees their own hidden post marked', async () => {
    signIn(MODERATOR);
    let hidden = false;
    const { calls } = mockSignedInApi({
      'GET /api/v2/client/feed/pasta': { body: FOLDERS },
      'GET /api/v2/client/feed': () => ({ body: feedPage(hidden ? [post(1)] : [post(2), post(1)]) }),
      'PUT /api/v2/client/feed/pasta/item/2/update': () => {
        hidden = true;
        return ok(post(2, { status: 'hidden' }));
      },
    });
    renderApp('/feed');
    await waitFor(() => expect(articles()).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(
      within(articles()[0]!).getByRole('button', { name: 'Ocultar a publicação de Bruno Lima, 20/11/2026 14:05' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ocultar publicação' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    await waitFor(() => expect(titles()).toEqual(['Publicação 1']));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'hidden' });
    expect(await screen.findByText('A publicação de Bruno Lima foi ocultada.')).toBeInTheDocument();
  });

  it('marks the author’s own post that is not published, and offers no hiding to members', async () => {
    signIn(FEED_USER);
    const mine = post(2, { status: 'hidden', author: { id: FEED_USER.id, name: FEED_USER.name, picture: null } });
    mockSignedInApi({
      'GET /api/v2/client/feed/pasta': { body: FOLDERS },
      'GET /api/v2/client/feed': { body: feedPage([mine, post(1)]) },
    });
    renderApp('/feed');
    await waitFor(() => expect(articles()).toHaveLength(2));
    expect(within(articles()[0]!).getByText('Oculta')).toBeInTheDocument();
    expect(within(articles()[1]!).queryByText('Publicada')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ocultar/ })).toBeNull();
  });

  it('edits a post through the dialog opened from its card and shows the saved text', async () => {
    signIn(FEED_USER);
    const mine = post(2, { author: { id: FEED_USER.id, name: FEED_USER.name, picture: null } });
    const { calls } = mockSignedInApi({
      'GET /api/v2/client/feed/pasta': { body: FOLDERS },
      'GET /api/v2/client/feed': { body: feedPage([mine]) },
      'PUT /api/v2/client/feed/pasta/item/2/update': (call) =>
        ok({ ...mine, texto: (call.body as { text: string }).text }),
    });
    renderApp('/feed');
    await waitFor(() => expect(articles()).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(within(articles()[0]!).getByRole('button', { name: 'Editar publicação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar publicação' });
    const text = within(dialog).getByRole('textbox');
    await user.clear(text);
    await user.type(text, 'Texto novo da publicação');
    await user.click(within(dialog).getByRole('button', { name: 'Editar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(articles()[0]!).getByText('Texto novo da publicação')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ text: 'Texto novo da publicação' });
  });
});
