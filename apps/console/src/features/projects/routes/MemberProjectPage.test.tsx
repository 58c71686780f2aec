import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_MESSAGES } from '@console/contract';
import { failure, ok, renderApp, signIn, type Call } from '../../../test/utils.tsx';
import { lastXhr, mockXhr } from '../../../test/xhr.ts';
import { COLLEAGUE, MEMBER, entry, mockMemberApi, project } from '../member-fixtures.ts';

type Handlers = Parameters<typeof mockMemberApi>[0];
const sent = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
// Label queries: role queries compute every accessible name of this long form (about a second each on a loaded machine).
const field = (label: RegExp) => screen.getByLabelText(label);
const textbox = field;
async function fill(label: RegExp, text: string) {
  await userEvent.clear(field(label));
  await userEvent.click(field(label));
  await userEvent.paste(text);
}

async function openNew() {
  signIn(MEMBER);
  const api = mockMemberApi({
    'POST /api/v2/projetos/list': (call) =>
      ok(
        project({
          ...(call.body as object),
          id: 12,
          team: [COLLEAGUE],
          attachments: (call.body as { attachments: [] }).attachments,
        }),
      ),
    'GET /api/v2/projetos/list/12': ok(project({ id: 12 })),
    // The team picker's people: a name and a picture, no e-mail.
    'GET /api/v2/projetos/pessoas': ok([{ id: COLLEAGUE.id, name: COLLEAGUE.name, picture: null }]),
  });
  const view = renderApp('/meus-projetos/novo?sessao=4&titulo=Horta%20na%20escola');
  // The first screen of the file waits for its lazy route and the form's modules.
  await screen.findByRole('heading', { name: 'Novo projeto', level: 1 }, { timeout: 10_000 });
  expect(field(/^Título/)).toHaveValue('Horta na escola');
  return { ...api, ...view };
}

async function openProject(extra: Parameters<typeof project>[0] = {}, handlers: Handlers = {}) {
  signIn(MEMBER);
  const api = mockMemberApi({ 'GET /api/v2/projetos/list/9': ok(project(extra)), ...handlers });
  const view = renderApp('/meus-projetos/9');
  await screen.findByRole('heading', { name: extra.title ?? 'Horta na escola', level: 1 });
  return { ...api, ...view };
}

describe('/meus-projetos/novo', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the form as the contract does before saving', async () => {
    const { calls } = await openNew();
    await userEvent.click(screen.getByText('Salvar rascunho', { selector: 'button' }));
    expect(await screen.findAllByText('Campo obrigatório.')).toHaveLength(6);
    await fill(/^Resumo/, 'Curto');
    // The shared date field, typed in the interface language's order (DD/MM/YYYY in pt-br).
    await userEvent.type(field(/^Início/), '30112026');
    await userEvent.type(field(/^Término/), '01052026');
    await userEvent.click(screen.getByText('Salvar rascunho', { selector: 'button' }));
    expect(await screen.findByText('Escreva pelo menos 10 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('A data de término precisa ser igual ou posterior à de início.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/v2/projetos/list')).toHaveLength(0);
  });

  it('saves the draft with the budget in reais, an attachment sent in file mode and the team from the user picker', async () => {
    const { calls, router } = await openNew();
    await fill(/^Resumo/, 'Uma horta comunitária na escola.');
    await fill(/^Objetivos/, 'Ensinar agroecologia a 120 estudantes.');
    await fill(/^Público-alvo/, 'Estudantes');
    await userEvent.type(field(/^Orçamento/), '123456');
    expect(field(/^Orçamento/)).toHaveValue('R$ 1.234,56');
    await userEvent.type(field(/^Início/), '01052026');
    expect(field(/^Início/)).toHaveValue('01/05/2026');
    await userEvent.type(field(/^Término/), '15122026');

    mockXhr();
    await userEvent.click(screen.getByText('Anexar arquivo', { selector: 'button' }));
    const upload = await screen.findByRole('dialog', { name: 'Anexar arquivo ao projeto' });
    await userEvent.upload(
      within(upload).getByLabelText('Escolher arquivo'),
      new File(['%PDF-1.4'], 'plano.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(upload).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(lastXhr().url).toContain('/api/cloudinary/upload'));
    lastXhr().respond(200, {
      file: { url: '/media/3/plano.pdf' },
      bytes: 2048,
      width: null,
      height: null,
      format: 'pdf',
      name: 'plano.pdf',
    });
    expect(await screen.findByText('plano.pdf', { selector: 'a' })).toHaveAttribute('href', '/media/3/plano.pdf');

    // The user picker searches on Enter.
    await userEvent.click(screen.getByText('Escolher pessoas', { selector: 'button' }));
    const picker = await screen.findByRole('dialog', { name: 'Equipe do projeto' });
    await userEvent.type(within(picker).getByPlaceholderText('Buscar usuários...'), 'Rui{Enter}');
    await userEvent.click(await within(picker).findByText('Rui Costa'));
    expect(within(picker).queryByText(COLLEAGUE.email)).toBeNull();
    await userEvent.click(within(picker).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Rui Costa')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Salvar rascunho', { selector: 'button' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meus-projetos/12'));
    expect(sent(calls, 'POST', '/api/v2/projetos/list')[0].body).toEqual({
      session_id: 4,
      title: 'Horta na escola',
      summary: 'Uma horta comunitária na escola.',
      objectives: 'Ensinar agroecologia a 120 estudantes.',
      target_audience: 'Estudantes',
      budget: 1234.56,
      start_date: '2026-05-01',
      end_date: '2026-12-15',
      attachments: [{ url: '/media/3/plano.pdf', name: 'plano.pdf', size: 2048, format: 'pdf' }],
      team: [34],
    });
    expect(sent(calls, 'GET', '/api/v2/projetos/pessoas')[0].query.get('search')).toBe('Rui');
  });

  it('refuses a session that is not open', async () => {
    signIn(MEMBER);
    mockMemberApi();
    renderApp('/meus-projetos/novo?sessao=77');
    expect(await screen.findByText(/Esta sessão não está aberta para novos projetos/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar rascunho' })).toBeNull();
  });
});

// Long forms on a machine that may be running other suites.
describe('/meus-projetos/:id', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's 422 messages at their fields", async () => {
    const { calls } = await openProject(
      {},
      {
        'PUT /api/v2/projetos/list/9': failure(422, 'Os dados enviados são inválidos.', {
          end_date: [PROJECT_MESSAGES.datesOrder],
          team: ['Pessoa de outro cliente.'],
        }),
      },
    );
    await fill(/^Título/, 'Horta na escola municipal');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(
      await screen.findByText('A data de término precisa ser igual ou posterior à de início.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Pessoa de outro cliente.')).toBeInTheDocument();
    expect(screen.getByText('Os dados enviados são inválidos.')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/v2/projetos/list/9')[0].body).toMatchObject({
      title: 'Horta na escola municipal',
      budget: 1234.56,
      team: [34],
    });
  });

  it('sends after a confirmation; without proponent data it says so and links to the data form', async () => {
    const { calls } = await openProject(
      {},
      {
        'GET /api/v2/projetos/dados': ok(null),
        'POST /api/v2/projetos/list/9/enviar': failure(422, PROJECT_MESSAGES.proponentData),
      },
    );
    expect(await screen.findByText(/Para enviar projetos, preencha antes/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar projeto' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enviar o projeto?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar projeto' }));
    expect(await screen.findByText('Seus dados de proponente estão faltando.')).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: 'Preencher dados de proponente' });
    expect(links.every((link) => link.getAttribute('href') === '/meus-projetos/dados')).toBe(true);
    expect(sent(calls, 'POST', '/api/v2/projetos/list/9/enviar')).toHaveLength(1);
    // Nothing changed: nothing saved first.
    expect(sent(calls, 'PUT', '/api/v2/projetos/list/9')).toHaveLength(0);
  });

  it("outside the period shows the server's message", async () => {
    await openProject(
      {},
      {
        'POST /api/v2/projetos/list/9/enviar': failure(
          422,
          'Fora do período de submissão desta sessão (01/03/2026 a 31/03/2026).',
        ),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar projeto' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Enviar o projeto?' })).getByRole('button', {
        name: 'Enviar projeto',
      }),
    );
    expect(
      await screen.findByText('Fora do período de submissão desta sessão (01/03/2026 a 31/03/2026).'),
    ).toBeInTheDocument();
  });

  it("shows the devolutiva asking for changes, saves the edits and 'Reenviar' resends", async () => {
    let status: 'devolvido_para_ajustes' | 'enviado' = 'devolvido_para_ajustes';
    const devolutiva = {
      decision: 'ajustes' as const,
      text: 'Detalhe o orçamento por etapa.',
      created_at: '2026-03-05T10:00:00.000Z',
    };
    const timeline = [
      entry(1, 'criado'),
      entry(2, 'devolutiva', {
        from_status: 'em_analise',
        to_status: 'devolvido_para_ajustes',
        decision: 'ajustes',
        text: devolutiva.text,
        actor: { id: 2, name: 'Ana Souza', email: 'ana@asta.demo', picture: null },
      }),
    ];
    const { calls } = await openProject(
      { status, devolutiva, timeline },
      {
        'GET /api/v2/projetos/list/9': () =>
          ok(project({ status, devolutiva, timeline, next_statuses: status === 'enviado' ? [] : ['enviado'] })),
        'PUT /api/v2/projetos/list/9': (call) =>
          ok(project({ ...(call.body as object), status, devolutiva, team: [COLLEAGUE] })),
        'POST /api/v2/projetos/list/9/enviar': () => {
          status = 'enviado';
          return ok(project({ status, devolutiva, timeline }));
        },
      },
    );
    const notice = screen.getByRole('region', { name: 'Devolutiva' });
    expect(within(notice).getByText('Devolutiva: ajustes pedidos')).toBeInTheDocument();
    expect(within(notice).getByRole('heading', { name: 'O que ajustar' })).toBeInTheDocument();
    expect(within(notice).getByText('Detalhe o orçamento por etapa.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Linha do tempo' })).toHaveTextContent('Devolutiva');

    await userEvent.clear(textbox(/^Orçamento/));
    await userEvent.type(textbox(/^Orçamento/), '200000');
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reenviar o projeto?' });
    expect(confirm).toHaveTextContent('Suas alterações serão salvas antes do envio.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText(/Projeto enviado: ele fica somente para leitura/)).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/v2/projetos/list/9')[0].body).toMatchObject({ budget: 2000 });
    expect(sent(calls, 'POST', '/api/v2/projetos/list/9/enviar')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Reenviar' })).toBeNull();
  });

  it('a sent project is read-only, with its data and timeline', async () => {
    await openProject({
      status: 'enviado',
      submitted_at: '2026-03-03T09:00:00.000Z',
      next_statuses: [],
      timeline: [entry(1, 'criado'), entry(2, 'enviado', { from_status: 'rascunho', to_status: 'enviado' })],
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar rascunho' })).toBeNull();
    expect(screen.getByText('R$ 1.234,56')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'plano.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Rui Costa')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Linha do tempo' });
    expect(within(timeline).getByText('Enviado para avaliação')).toBeInTheDocument();
    expect(within(timeline).getByText('Rascunho → Enviado')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await openProject();
    await userEvent.type(textbox(/^Título/), ' municipal');
    await userEvent.click(screen.getByRole('link', { name: 'Meus projetos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/meus-projetos/9');
    expect(await screen.findByRole('textbox', { name: /^Título/ })).toHaveValue('Horta na escola municipal');
  });

  it("another member's project is not found", async () => {
    signIn(MEMBER);
    mockMemberApi({
      'GET /api/v2/projetos/list/9': failure(404, 'Não encontrado.'),
    });
    renderApp('/meus-projetos/9');
    expect(await screen.findByText('Este projeto não existe ou não é seu.')).toBeInTheDocument();
  });
});
