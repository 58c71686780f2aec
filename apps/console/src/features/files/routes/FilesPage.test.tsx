import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthenticatedUser, FileRecord } from '@console/contract';
import {
  USER,
  envelope,
  failure,
  mockSignedInApi,
  ok,
  page,
  renderApp,
  signIn,
  type Answer,
  type Call,
  type StubTable,
} from '../../../test/utils.tsx';
import { lastXhr, mockXhr } from '../../../test/xhr.ts';

const FILE: FileRecord = {
  id: 41,
  name: 'banner-home.png',
  description: 'Banner da página inicial',
  url: '/media/3/images/abc.png',
  mime: 'image/png',
  kind: 'image',
  size: 1536,
  width: 1100,
  height: 330,
  created_at: '2024-03-05T12:00:00.000Z',
};
const PDF: FileRecord = {
  ...FILE,
  id: 42,
  name: 'regulamento.pdf',
  description: '',
  url: '/media/3/archives/x.pdf',
  mime: 'application/pdf',
  kind: 'archive',
  size: 2 * 1024 * 1024,
  width: null,
  height: null,
};

const userWith = (...subs: string[]): AuthenticatedUser => ({
  ...USER,
  resource: [...USER.resource, { tag: 'arquivos', enabled: true }],
  resource_sub: [...USER.resource_sub, ...subs.map((tag) => ({ tag, enabled: true }))],
});

const api = (list: (call: Call) => Answer, extra: StubTable = {}) =>
  mockSignedInApi({ 'GET /api/v2/admin/file/all': list, ...extra });

describe('file library', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the files with size, type and DD/MM/YYYY date, and hides upload/delete without the sub-permissions', async () => {
    signIn(userWith());
    const { calls } = api(() => ({ body: page([FILE, PDF]) }));
    renderApp('/arquivos');
    expect(await screen.findByRole('heading', { name: 'Arquivos', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const row = within(table).getByText('banner-home.png').closest('tr') as HTMLElement;
    expect(within(row).getByText('Banner da página inicial')).toBeInTheDocument();
    expect(within(row).getByText('1,5 KB')).toBeInTheDocument();
    expect(within(row).getByText('Imagem')).toBeInTheDocument();
    expect(within(row).getByText('05/03/2024')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Visualizar banner-home.png' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Copiar URL de banner-home.png' })).toBeInTheDocument();
    expect(screen.getByText('2 MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar arquivo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir banner-home.png' })).toBeNull();
    const list = calls.find((call) => call.path === '/api/v2/admin/file/all');
    expect(list?.query.get('page')).toBe('1');
    expect(list?.query.get('client_id')).toBe('3');
  });

  it('shows the empty state', async () => {
    signIn(userWith());
    api(() => ({ body: page([]) }));
    renderApp('/arquivos');
    expect(await screen.findByText('Nenhum arquivo encontrado.')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    signIn(userWith());
    let fail = true;
    api(() => (fail ? failure(503, 'Serviço indisponível.') : { body: page([FILE]) }));
    renderApp('/arquivos');
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('banner-home.png')).toBeInTheDocument();
  });

  it('searches on the server, keeping search and page in the URL', async () => {
    signIn(userWith());
    const { calls } = api((call) => ({ body: page(call.query.get('search') ? [PDF] : [FILE, PDF]) }));
    const { router } = renderApp('/arquivos?page=2');
    await screen.findByText('regulamento.pdf');
    expect(calls.find((call) => call.path === '/api/v2/admin/file/all')?.query.get('page')).toBe('2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'regul');
    await waitFor(() => expect(router.state.location.search).toBe('?search=regul'));
    await waitFor(() => expect(screen.queryByText('banner-home.png')).toBeNull());
    expect(calls.at(-1)?.query.get('search')).toBe('regul');
    expect(calls.at(-1)?.query.get('page')).toBe('1');
  });

  it('filters by type through the URL', async () => {
    signIn(userWith());
    const { calls } = api((call) => ({ body: page(call.query.get('kind') === 'archive' ? [PDF] : [FILE, PDF]) }));
    const { router } = renderApp('/arquivos');
    await screen.findByText('banner-home.png');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Arquivo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=archive'));
    await waitFor(() => expect(screen.queryByText('banner-home.png')).toBeNull());
    expect(calls.at(-1)?.query.get('kind')).toBe('archive');
  });

  it('deletes after the confirmation, then tells', async () => {
    signIn(userWith('arquivos.excluir'));
    let rows = [FILE, PDF];
    const { calls } = api(() => ({ body: page(rows) }), {
      'DELETE /api/v2/admin/file/41': () => {
        rows = [PDF];
        return ok({ id: 41 });
      },
    });
    renderApp('/arquivos');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir banner-home.png' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir arquivo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir banner-home.png' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Excluir arquivo?' })).getByRole('button', { name: 'Excluir' }),
    );
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/v2/admin/file/41')).toBe(true),
    );
    expect(await screen.findByText('Arquivo excluído.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('banner-home.png')).toBeNull());
  });

  it('copies the absolute URL and previews an image', async () => {
    signIn(userWith());
    api(() => ({ body: page([FILE]) }));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/arquivos');
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar URL de banner-home.png' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/media/3/images/abc.png`);
    expect(await screen.findByText('URL copiada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Visualizar banner-home.png' }));
    const modal = screen.getByRole('dialog', { name: 'banner-home.png' });
    expect(within(modal).getByRole('img', { name: 'banner-home.png' })).toHaveAttribute(
      'src',
      '/media/3/images/abc.png',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'banner-home.png' })).toBeNull());
  });

  it('refuses the route without the arquivos permission', async () => {
    signIn();
    api(() => ({ body: page([]) }));
    renderApp('/arquivos');
    expect(await screen.findByText('Você não tem permissão para acessar este conteúdo!')).toBeInTheDocument();
  });
});

describe('file library upload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a file with its name and description, with progress, then refreshes', async () => {
    mockXhr();
    signIn(userWith('arquivos.enviar'));
    let rows: FileRecord[] = [];
    api(() => ({ body: page(rows) }));
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/arquivos');
    await user.click(await screen.findByRole('button', { name: 'Enviar arquivo' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar arquivo' });
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    await user.upload(
      within(dialog).getByLabelText('Arquivo'),
      new File(['%PDF'], 'regulamento-do-programa-2024.pdf', { type: 'application/pdf' }),
    );
    expect(within(dialog).getByText('regulamento-do-progr..')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    expect(name).toHaveValue('regulamento-do-programa-2024.pdf');
    await user.clear(name);
    expect(send).toBeDisabled();
    await user.type(name, 'Regulamento');
    await user.type(within(dialog).getByRole('textbox', { name: 'Descrição' }), 'Regras do programa');
    await user.click(send);
    const xhr = lastXhr();
    expect(xhr.url).toContain('/api/v2/admin/file?client_id=3');
    const sent = xhr.body as FormData;
    expect([sent.get('name'), sent.get('description'), (sent.get('file') as File).name]).toEqual([
      'Regulamento',
      'Regras do programa',
      'regulamento-do-programa-2024.pdf',
    ]);
    act(() => xhr.progress(3, 4));
    expect(within(dialog).getByText('75%')).toBeInTheDocument();
    rows = [{ ...PDF, name: 'Regulamento' }];
    act(() => xhr.respond(201, envelope(rows[0])));
    expect(await screen.findByText('Arquivo enviado: Regulamento')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copiar URL de Regulamento' })).toBeInTheDocument();
    // Any file opens in a new tab, without giving that tab a handle on the console.
    const open = screen.getByRole('link', { name: 'Abrir Regulamento em nova aba' });
    expect(open).toHaveAttribute('href', PDF.url);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('an image goes to the cropper (Salvar); a refused type shows the alert on pick', async () => {
    signIn(userWith('arquivos.enviar'));
    api(() => ({ body: page([]) }));
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/arquivos');
    await user.click(await screen.findByRole('button', { name: 'Enviar arquivo' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar arquivo' });
    await user.upload(
      within(dialog).getByLabelText('Arquivo'),
      new File(['<html>'], 'pagina.html', { type: 'text/html' }),
    );
    expect(within(dialog).getByText('Erro ao carregar o arquivo.')).toBeInTheDocument();
    expect(within(dialog).getByText('Verifique se o arquivo tem o formato permitido.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Arquivo'), new File(['png'], 'quadra.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Manter proporções' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveValue('quadra.png');
  });
});
