import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n.ts';
import { ok, page, renderApp, signIn } from '../../../test/utils.tsx';
import { MEMBER, listItem, mockMemberApi, session } from '../member-fixtures.ts';

async function open(handlers: Parameters<typeof mockMemberApi>[0] = {}) {
  signIn(MEMBER);
  const api = mockMemberApi(handlers);
  const view = renderApp('/meus-projetos');
  await screen.findByRole('heading', { name: 'Meus projetos', level: 1 });
  return { ...api, ...view };
}

describe('/meus-projetos', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the member's projects with their status, and flags the ones returned for changes", async () => {
    await open({
      'GET /api/v2/projetos/list': {
        body: page([
          listItem(9, 'Horta na escola', 'devolvido_para_ajustes'),
          listItem(10, 'Biblioteca viva', 'enviado'),
        ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Seus projetos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Horta na escola' })).toHaveAttribute('href', '/meus-projetos/9');
    expect(within(rows[0]).getByText('Devolvido para ajustes')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Ajustes pedidos')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Edital 2026 — Educação')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Enviado')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Ajustes pedidos')).toBeNull();
  });

  it('shows the open sessions with their period and rubric, and only the open ones', async () => {
    await open({
      'GET /api/v2/projetos/sessoes': ok([
        session(),
        session({ id: 5, title: 'Edital 2025 — Cultura', status: 'em_avaliacao' }),
      ]),
    });
    const card = await screen.findByRole('article', { name: 'Edital 2026 — Educação' });
    expect(within(card).getByText(/^Inscrições de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(within(card).getByText('Impacto social (peso 3)')).toBeInTheDocument();
    expect(within(card).getByText('Viabilidade (peso 2)')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Edital 2025 — Cultura' })).toBeNull();
    expect(screen.getByText(/Você ainda não tem projetos/)).toBeInTheDocument();
  });

  it('says when no session is open, and asks for the proponent data when they are missing', async () => {
    await open({ 'GET /api/v2/projetos/sessoes': ok([]), 'GET /api/v2/projetos/dados': ok(null) });
    expect(await screen.findByText('Nenhuma sessão aberta para propostas agora.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Preencher dados de proponente' })).toHaveAttribute(
      'href',
      '/meus-projetos/dados',
    );
  });

  it("'Criar projeto' opens the create dialog of the session, then the project form with the title", async () => {
    const { router } = await open();
    const card = await screen.findByRole('article', { name: 'Edital 2026 — Educação' });
    await userEvent.click(within(card).getByRole('button', { name: 'Criar projeto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar projeto' });
    expect(within(dialog).queryByRole('textbox', { name: /Descrição/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Horta na escola');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('heading', { name: 'Novo projeto', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meus-projetos/novo');
    expect(new URLSearchParams(router.state.location.search).get('sessao')).toBe('4');
    expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Horta na escola');
  });

  it('speaks English', async () => {
    await applyLanguage('en');
    signIn({ ...MEMBER, language: 'en' });
    mockMemberApi({
      'GET /api/v2/projetos/list': { body: page([listItem(9, 'Horta na escola', 'devolvido_para_ajustes')]) },
    });
    renderApp('/meus-projetos');
    expect(await screen.findByRole('heading', { name: 'My projects', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Changes requested')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Open sessions' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create project' })).toBeInTheDocument();
  });
});
