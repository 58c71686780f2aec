import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '@console/contract';
import { failure, ok, pageOf } from '../../../test/api-answers.ts';
import { mockSignedInApi, signIn, USER } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';

const importer = { ...USER, resource_sub: [...USER.resource_sub, { tag: 'usuarios.importar', enabled: true }] };

const job = (extra: Partial<ImportJob> = {}): ImportJob => ({
  id: 12,
  target: 'usuarios',
  file_name: 'pessoas.xlsx',
  status: 'uploaded',
  headers: ['Nome', 'E-mail', 'Setor'],
  preview: [['Ana Lima', 'ana.lima@exemplo.com.br', 'RH']],
  mapping: ['name', 'email', null],
  fields: [
    { key: 'name', label: 'Nome', required: true },
    { key: 'email', label: 'E-mail', required: true },
    { key: 'cpf', label: 'CPF', required: false },
  ],
  total_rows: null,
  processed_rows: 0,
  progress: 0,
  error_rows: 0,
  error_count: 0,
  created: 0,
  updated: 0,
  next_row: 1,
  welcome: false,
  mode: 'both',
  failure: null,
  created_at: '2026-03-02T12:00:00.000Z',
  ...extra,
});

const ERRORS = [
  { row: 3, column: 'E-mail', value: 'nao-e-email', message: 'E-mail inválido.' },
  { row: 5, column: 'CPF', value: '123', message: 'CPF inválido.' },
];

describe('/usuarios/importar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads, maps, shows the dry run’s errors by row and column, confirms and imports with the welcome mails', async () => {
    signIn(importer);
    let current = job();
    const { calls } = mockSignedInApi({
      'POST /api/v2/admin/imports/usuarios': () => ok(current),
      'GET /api/v2/admin/imports/usuarios/12': () => {
        // A pass moves on between polls.
        if (current.status === 'checking')
          current = job({
            status: 'checked',
            total_rows: 40,
            processed_rows: 40,
            progress: 1,
            error_rows: 2,
            error_count: 2,
            mapping: current.mapping,
            mode: current.mode,
            created: 38,
          });
        else if (current.status === 'importing')
          current = job({
            status: 'imported',
            total_rows: 40,
            processed_rows: 40,
            progress: 1,
            error_rows: 2,
            error_count: 2,
            created: 30,
            updated: 8,
            next_row: 42,
          });
        return ok(current);
      },
      'PUT /api/v2/admin/imports/usuarios/12/mapping': (call) =>
        ok((current = job({ mapping: (call.body as { mapping: (string | null)[] }).mapping }))),
      'POST /api/v2/admin/imports/usuarios/12/dry-run': (call) =>
        ok(
          (current = {
            ...current,
            status: 'checking',
            progress: 0.3,
            processed_rows: 12,
            mode: (call.body as { mode: ImportJob['mode'] }).mode,
          }),
        ),
      'GET /api/v2/admin/imports/usuarios/12/errors': () => ok(pageOf(ERRORS)),
      'POST /api/v2/admin/imports/usuarios/12/run': () =>
        ok((current = { ...current, status: 'importing', progress: 0.5 })),
    });
    const { router } = renderApp('/usuarios/importar');
    expect(await screen.findByRole('heading', { name: 'Importar Usuários' }, { timeout: 15_000 })).toBeInTheDocument();

    await userEvent.upload(screen.getByTestId('import-file'), new File(['x'], 'pessoas.xlsx'));
    const table = await screen.findByRole('table', { name: 'Colunas da planilha e campos' });
    await waitFor(() => expect(router.state.location.search).toBe('?job=12'));
    expect(within(table).getByRole('combobox', { name: 'Campo da coluna E-mail' })).toHaveTextContent('E-mail *');
    expect(within(table).getByRole('combobox', { name: 'Campo da coluna Setor' })).toHaveTextContent('Não importar');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nome: associado',
      'E-mail: associado',
    ]);

    // The keyboard picks CPF for 'Setor'.
    within(table).getByRole('combobox', { name: 'Campo da coluna Setor' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'CPF' }));
    // Create only: the mode goes with the dry run.
    expect(screen.getByRole('radio', { name: 'Criar novos e atualizar os existentes' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^Só criar novos/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Simular importação' }));

    expect(
      await screen.findByText(
        'Simulação concluída: 40 linhas, 38 válidas e 2 com erro. Nada foi gravado.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ mapping: ['name', 'email', 'cpf'] });
    expect(calls.find((c) => c.path.endsWith('/dry-run'))?.body).toEqual({ mode: 'create' });
    const counts = screen.getByRole('heading', { name: /^O que a importação vai fazer \(Só criar novos/ });
    expect(counts).toBeInTheDocument();
    expect(screen.getByTestId('import-count-willCreate')).toHaveTextContent('Vai criar38');
    expect(screen.getByTestId('import-count-willUpdate')).toHaveTextContent('Vai atualizar0');
    expect(screen.getByTestId('import-count-withErrors')).toHaveTextContent('Linhas com erro2');
    const errors = await screen.findByRole('table', { name: 'Erros encontrados (2)' });
    expect(
      within(errors)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['LinhaColunaValorMensagem', '3E-mailnao-e-emailE-mail inválido.', '5CPF123CPF inválido.']);
    expect(screen.getByRole('button', { name: 'Baixar relatório de erros (.xlsx)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continuar para a importação' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Enviar o e-mail de boas-vindas aos usuários criados' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Importar 38 linhas válidas' }));
    const dialog = screen.getByRole('dialog', { name: 'Importar agora?' });
    expect(calls.some((c) => c.path.endsWith('/run'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));

    expect(
      await screen.findByText('Importação concluída: 40 linhas lidas.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/run'))?.body).toEqual({ welcome: true });
    const figures = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(figures).toEqual(['30', '8', '2']);
    expect(screen.getByRole('link', { name: 'Voltar à lista' })).toHaveAttribute('href', '/usuarios');
  }, 60_000);

  it('says why a dry run cannot start now (429) in the user’s words', async () => {
    signIn(importer);
    const text =
      'Você já atingiu o limite de tarefas pesadas ao mesmo tempo (2): importações, simulações, exportações ou relatórios. Tente novamente em 10 segundos.';
    mockSignedInApi({
      'GET /api/v2/admin/imports/usuarios/12': () => ok(job()),
      'PUT /api/v2/admin/imports/usuarios/12/mapping': () => ok(job()),
      'POST /api/v2/admin/imports/usuarios/12/dry-run': () => failure(429, 'Muitas tentativas.', { work: [text] }),
    });
    renderApp('/usuarios/importar?job=12');
    await userEvent.click(await screen.findByRole('button', { name: 'Simular importação' }, { timeout: 15_000 }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  }, 60_000);

  it('says which limit a refused spreadsheet passes (422), as the server words it', async () => {
    signIn(importer);
    const text = 'A planilha descompactada passa do limite de 512 MB.';
    mockSignedInApi({
      'POST /api/v2/admin/imports/usuarios': () => failure(422, 'Dados inválidos.', { file: [text] }),
    });
    renderApp('/usuarios/importar');
    await screen.findByRole('heading', { name: 'Importar Usuários' }, { timeout: 15_000 });
    await userEvent.upload(screen.getByTestId('import-file'), new File(['x'], 'bomba.xlsx'));
    expect(await screen.findByText(text)).toBeInTheDocument();
  }, 60_000);

  it('continues a stopped import from where it stopped, after a confirmation', async () => {
    signIn(importer);
    let current = job({
      status: 'failed',
      total_rows: 1200,
      error_rows: 0,
      created: 500,
      next_row: 502,
      failure: 'A importação parou na linha 502.',
    });
    const { calls } = mockSignedInApi({
      'GET /api/v2/admin/imports/usuarios/12': () => ok(current),
      'GET /api/v2/admin/imports/usuarios/12/errors': () => ok(pageOf([])),
      'POST /api/v2/admin/imports/usuarios/12/run': () =>
        ok((current = job({ status: 'imported', total_rows: 1200, created: 1200, next_row: 1202 }))),
    });
    renderApp('/usuarios/importar?job=12');
    expect(
      await screen.findByText('A importação parou: A importação parou na linha 502.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar de onde parou' }));
    const dialog = screen.getByRole('dialog', { name: 'Continuar de onde parou' });
    expect(within(dialog).getByText(/a partir da linha 503 da planilha/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Importação concluída: 1200 linhas lidas.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/run'))).toHaveLength(1);
  }, 60_000);

  it('offers the Importar action on the users list only with usuarios.importar', async () => {
    signIn(importer);
    mockSignedInApi({
      'GET /api/v2/admin/asap-user': ok(pageOf([], { next_cursor: null, prev_cursor: null, total_estimated: false })),
      'GET /api/v2/admin/user/form': ok({ fields: [], required: [] }),
    });
    renderApp('/usuarios');
    expect(await screen.findByRole('link', { name: 'Importar' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/usuarios/importar',
    );
  }, 60_000);
});
