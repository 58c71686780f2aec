import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call } from '../../../test/api-stubs.ts';
import { meAnswer, mockSignedInApi, signIn } from '../../../test/signed-in.ts';
import { failure, renderApp } from '../../../test/utils.tsx';
import { FEED_USER, FOLDERS, feedPage, post } from '../test-fixtures.ts';

const api = (list: (call: Call) => { status?: number; body: unknown }) =>
  mockSignedInApi({
    'GET /api/v2/client/user/authenticated': meAnswer(FEED_USER),
    'GET /api/v2/client/feed/pasta': { body: FOLDERS },
    'GET /api/v2/client/feed': list,
    'GET /api/v2/client/feed/pasta/3': list,
  });

const articles = () => within(screen.getByRole('feed')).getAllByRole('article');

describe('feed page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows posts newest first with author, DD/MM/YYYY HH:mm date, title, text and media', async () => {
    signIn(FEED_USER);
    api(() => ({
      body: feedPage([
        post(3, { embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ', embedTipo: 'video', titulo: 'Embed', texto: '' }),
        post(2, { arquivo: 'https://cdn.test/v.mp4', arquivo_tipo: 'video' }),
        post(1, { image: 'https://cdn.test/a.jpg' }),
      ]),
    }));
    renderApp('/feed');
    expect(await screen.findByRole('heading', { name: 'Feed', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(articles()).toHaveLength(3));
    const [embed, video, image] = articles();
    expect(within(image).getByText('Bruno Lima')).toBeInTheDocument();
    expect(within(image).getByText('20/11/2026 14:05')).toBeInTheDocument();
    expect(within(image).getByRole('heading', { name: 'Publicação 1' })).toBeInTheDocument();
    expect(within(image).getByText('Texto da publicação 1')).toBeInTheDocument();
    expect(within(image).getByRole('img', { name: 'Publicação 1' })).toHaveAttribute('src', 'https://cdn.test/a.jpg');
    expect(within(video).getByLabelText('Vídeo da publicação')).toHaveAttribute('src', 'https://cdn.test/v.mp4');
    const frame = within(embed).getByTitle('Vídeo incorporado');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-presentation',
      'allow-same-origin',
      'allow-scripts',
    ]);
  });

  it('renders text as text and autolinks only http(s) links, opening them safely', async () => {
    signIn(FEED_USER);
    const texto =
      'Veja https://exemplo.com/a?b=1. <img src=x onerror=window.__xss=1> <script>window.__xss=2</script> javascript:alert(1)';
    api(() => ({ body: feedPage([post(1, { texto })]) }));
    renderApp('/feed');
    const article = (await screen.findAllByRole('article'))[0];
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img[src="x"]')).toBeNull();
    expect(within(article).getByText(/<img src=x onerror=window.__xss=1>/)).toBeInTheDocument();
    const links = within(article).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://exemplo.com/a?b=1');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('loads the next page by its cursor with the button and when the end scrolls into view', async () => {
    let observed: IntersectionObserverCallback | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    signIn(FEED_USER);
    const { calls } = api((call) => {
      const cursor = call.query.get('cursor');
      if (cursor === 'c2') return { body: feedPage([post(1)]) };
      if (cursor === 'c1') return { body: feedPage([post(2)], 'c2') };
      return { body: feedPage([post(4), post(3)], 'c1') };
    });
    renderApp('/feed');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(calls.filter((c) => c.path === '/api/v2/client/feed').map((c) => c.query.get('cursor'))).toEqual([
      null,
      'c1',
    ]);
    await waitFor(() => expect(observed).not.toBeNull());
    observed!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('filters by folder in the URL, shows the empty state, and retries a failed load', async () => {
    signIn(FEED_USER);
    let fail = true;
    const { calls } = api((call) => {
      if (call.path.endsWith('/pasta/3')) return { body: feedPage([]) };
      if (fail) return failure(503, 'Serviço indisponível.');
      return { body: feedPage([post(1)]) };
    });
    const { router } = renderApp('/feed');
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));

    await user.click(screen.getByRole('combobox', { name: 'Pasta' }));
    await user.click(await screen.findByRole('option', { name: 'Avisos' }));
    await waitFor(() => expect(router.state.location.search).toContain('pasta=3'));
    expect(await screen.findByText('Nenhuma publicação nesta pasta.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v2/client/feed/pasta/3')).toBe(true);
  });
});
