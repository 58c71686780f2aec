import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEED_MESSAGES, type AuthenticatedUser } from '@console/contract';
import { lastXhr, mockXhr } from '../../../test/xhr.ts';
import { created, ok } from '../../../test/api-answers.ts';
import { type Call } from '../../../test/api-stubs.ts';
import { mockSignedInApi, signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';
import { FEED_USER, FOLDERS, feedPage, post } from '../test-fixtures.ts';

const AUTHOR: AuthenticatedUser = {
  ...FEED_USER,
  resource_sub: [...FEED_USER.resource_sub, { tag: 'feed.criar', enabled: true }],
};

const api = () =>
  mockSignedInApi({
    'GET /api/v2/client/feed/pasta': { body: FOLDERS },
    'GET /api/v2/client/feed': { body: feedPage([post(1)]) },
    'POST /api/v2/client/feed/pasta/item/post': (call: Call) =>
      created(post(2, { pasta_id: 3, texto: String((call.body as { text: string }).text) })),
  });
const posted = (calls: Call[]) =>
  calls.find((c) => c.method === 'POST' && c.path === '/api/v2/client/feed/pasta/item/post')?.body;

/** Picks a video in the feed media picker and sends it through the upload dialog. */
async function addVideo(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Adicionar foto/vídeo' }));
  await user.upload(
    screen.getByLabelText('Escolher foto ou vídeo'),
    new File(['v'], 'clip.mp4', { type: 'video/mp4' }),
  );
  await user.click(screen.getByRole('button', { name: 'Usar' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Enviar arquivo' })).getByRole('button', { name: 'Enviar' }),
  );
  act(() =>
    lastXhr().respond(200, {
      file: { url: 'https://cdn.test/clip.mp4' },
      bytes: 10,
      width: null,
      height: null,
      format: 'mp4',
      name: 'clip.mp4',
    }),
  );
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
}

describe('new post (old form)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered on the feed to holders of feed.criar only', async () => {
    signIn(FEED_USER);
    api();
    const { router } = renderApp('/feed');
    await screen.findByRole('heading', { name: 'Feed', level: 1 });
    expect(screen.queryByRole('link', { name: 'Nova publicação' })).toBeNull();
    await router.navigate('/feed/nova');
    await waitFor(() => expect(router.state.location.pathname).toBe('/erros/%20'));
  });

  it('needs 5+ characters, posts title and text into folder 3 and goes to the painel', async () => {
    signIn(AUTHOR);
    const { calls } = api();
    const { router } = renderApp('/feed');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Nova publicação' }));
    await screen.findByRole('heading', { name: 'Nova publicação', level: 1 });
    await user.type(screen.getByRole('textbox', { name: 'Texto' }), 'Olá');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText(FEED_MESSAGES.textMin)).toBeInTheDocument();
    expect(posted(calls)).toBeUndefined();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Aviso');
    await user.type(screen.getByRole('textbox', { name: 'Texto' }), ', pessoal');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/-painel'));
    expect(posted(calls)).toEqual({
      pasta_id: 3,
      text: 'Olá, pessoal',
      title: 'Aviso',
      arquivo: null,
      arquivo_tipo: null,
    });
  });

  it("says the post was created: a success toast, and the painel hub's 'Publicação criada' notice links to it in the feed", async () => {
    signIn(AUTHOR);
    api();
    const { router } = renderApp('/feed/nova');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Texto' }), 'Reunião amanhã às 10h');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Publicação criada.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/-painel'));
    const notice = await screen.findByRole('status', { name: 'Publicação criada' });
    expect(notice).toHaveTextContent('Reunião amanhã às 10h');
    expect(notice).toHaveTextContent('Na pasta Avisos');
    expect(within(notice).getByRole('link', { name: 'Ver no feed' })).toHaveAttribute('href', '/feed?pasta=3');
    await user.click(within(notice).getByRole('button', { name: 'Fechar aviso' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Publicação criada' })).toBeNull());
  });

  it('offers the folders the author reaches, folder 3 preselected, and posts into the one chosen', async () => {
    signIn(AUTHOR);
    const { calls } = api();
    renderApp('/feed/nova');
    const user = userEvent.setup();
    const folder = await screen.findByRole('combobox', { name: 'Pasta' });
    await waitFor(() => expect(folder).toHaveTextContent('Avisos'));
    await user.click(folder);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Geral', 'Avisos']);
    await user.click(screen.getByRole('option', { name: 'Geral' }));
    await user.type(screen.getByRole('textbox', { name: 'Texto' }), 'Para a pasta geral');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(posted(calls)).toMatchObject({ pasta_id: 1, text: 'Para a pasta geral' }));
  });

  it('without a folder to post in, says so and does not post', async () => {
    signIn(AUTHOR);
    mockSignedInApi({ 'GET /api/v2/client/feed/pasta': ok([]) });
    renderApp('/feed/nova');
    expect(await screen.findByText('Nenhuma pasta está liberada para você publicar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeDisabled();
  });

  it('after a refused submit the message follows the text: it goes once the text is valid, without submitting again', async () => {
    signIn(AUTHOR);
    const { calls } = api();
    renderApp('/feed/nova');
    const user = userEvent.setup();
    const text = await screen.findByRole('textbox', { name: 'Texto' });
    await user.type(text, 'Oi');
    expect(screen.queryByText(FEED_MESSAGES.textMin)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText(FEED_MESSAGES.textMin)).toBeInTheDocument();
    await user.type(text, ' a todos');
    expect(screen.queryByText(FEED_MESSAGES.textMin)).toBeNull();
    expect(posted(calls)).toBeUndefined();
  });

  it('the painel path the form goes to, /painel, opens the painel hub', async () => {
    signIn(AUTHOR);
    api();
    const { router } = renderApp('/painel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/-painel'));
  });

  it('turns a YouTube link into the embed: title Embed, player shown, sent with embed and embedTipo', async () => {
    signIn(AUTHOR);
    const { calls } = api();
    renderApp('/feed/nova');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Texto' }), 'https://youtu.be/dQw4w9WgXcQ');
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Embed');
    expect(screen.getByTitle('Vídeo incorporado')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(screen.queryByRole('button', { name: 'Adicionar foto/vídeo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(posted(calls)).toEqual({
        pasta_id: 3,
        text: 'https://youtu.be/dQw4w9WgXcQ',
        title: 'Embed',
        embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        embedTipo: 'video',
      }),
    );
  });

  it('adds a video through the feed media picker and the upload dialog, and may remove it', async () => {
    mockXhr();
    signIn(AUTHOR);
    const { calls } = api();
    renderApp('/feed/nova');
    const user = userEvent.setup({ applyAccept: false });
    await addVideo(user);
    expect(await screen.findByLabelText('Vídeo da publicação')).toHaveAttribute('src', 'https://cdn.test/clip.mp4');
    await user.click(screen.getByRole('button', { name: 'Remover foto/vídeo' }));
    expect(screen.queryByLabelText('Vídeo da publicação')).toBeNull();
    await addVideo(user);
    await screen.findByLabelText('Vídeo da publicação');
    await user.type(screen.getByRole('textbox', { name: 'Texto' }), 'Nosso vídeo');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(posted(calls)).toEqual({
        pasta_id: 3,
        text: 'Nosso vídeo',
        title: null,
        arquivo: 'https://cdn.test/clip.mp4',
        arquivo_tipo: 'video',
      }),
    );
  });
});
