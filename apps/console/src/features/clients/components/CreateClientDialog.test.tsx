import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n.ts';
import { created, failure, page, renderApp, signIn, type Call } from '../../../test/utils.tsx';
import { suggestSlug } from '../form/create-client.ts';
import { ASTA_RECORD, OPERATOR, mockClientsApi } from '../test-fixtures.ts';

const CREATED = {
  ...ASTA_RECORD,
  id: 41,
  name: 'Escola São João',
  slug: 'escola-sao-joao',
  login_url: '/escola-sao-joao/login',
  welcome_email: {},
};

async function openDialog(create: (call: Call) => { status?: number; body: unknown }) {
  signIn(OPERATOR);
  const api = mockClientsApi({
    'GET /api/v2/admin/asap-client': { body: page([]) },
    'POST /api/v2/admin/asap-client': create,
  });
  renderApp('/clientes');
  await userEvent.click((await screen.findAllByRole('button', { name: /^(Novo cliente|New client)$/ }))[0]);
  const dialog = await screen.findByRole('dialog', { name: /^(Novo cliente|New client)$/ });
  return { ...api, dialog };
}

const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

/** Puts text in at once (a paste: one change), as quick on a loaded machine as on an idle one. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('slug suggestion', () => {
  it('writes the name in lower case without accents, joined by hyphens, within 40 characters', () => {
    expect(suggestSlug('Escola São João')).toBe('escola-sao-joao');
    expect(suggestSlug('  Açaí & Cia. -- Ltda  ')).toBe('acai-cia-ltda');
    expect(suggestSlug('Ação')).toBe('acao');
    expect(suggestSlug('A'.repeat(50))).toHaveLength(40);
    expect(suggestSlug('Uma organização com um nome muito comprido demais')).toBe(
      'uma-organizacao-com-um-nome-muito-compri',
    );
  });
});

describe('"Novo cliente"', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('suggests the address from the name until it is typed, and shows the resulting login address', async () => {
    const { dialog } = await openDialog(() => ({ status: 500, body: {} }));
    await fill(box(dialog, 'Nome do cliente'), 'Escola São João');
    expect(box(dialog, 'Endereço')).toHaveValue('escola-sao-joao');
    expect(
      within(dialog).getByText(`Página de login: ${window.location.origin}/escola-sao-joao/login`),
    ).toBeInTheDocument();

    await userEvent.clear(box(dialog, 'Endereço'));
    await fill(box(dialog, 'Endereço'), 'sjoao');
    await fill(box(dialog, 'Nome do cliente'), ' Batista');
    expect(box(dialog, 'Endereço')).toHaveValue('sjoao');
    expect(within(dialog).getByText(`Página de login: ${window.location.origin}/sjoao/login`)).toBeInTheDocument();
  });

  it('checks the fields as the contract does before sending anything', async () => {
    const { dialog, calls } = await openDialog(() => ({ status: 500, body: {} }));
    await fill(box(dialog, 'Endereço'), 'Auth');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Cor primária' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Cor primária' }), 'azul');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar cliente' }));
    expect(
      await within(dialog).findByText('Use de 2 a 40 letras minúsculas, números e hífens (por exemplo: minha-escola).'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText('Use de 2 a 120 caracteres.')).toHaveLength(2);
    expect(within(dialog).getByText('E-mail inválido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Cor inválida: use #RRGGBB ou rgb(r, g, b).')).toBeInTheDocument();

    await userEvent.clear(box(dialog, 'Endereço'));
    await fill(box(dialog, 'Endereço'), 'auth');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar cliente' }));
    expect(await within(dialog).findByText('Este endereço é reservado pelo console.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/v2/admin/asap-client')).toBe(false);
  });

  it("puts the API's 422 messages on their fields, in the interface language", async () => {
    await applyLanguage('en');
    const { dialog } = await openDialog(() =>
      failure(422, 'Os dados enviados são inválidos.', {
        slug: ['Este endereço já está em uso.'],
        'admin.email': ['E-mail inválido.'],
      }),
    );
    await fill(box(dialog, 'Client name'), 'Escola Nova');
    await fill(box(dialog, "Administrator's name"), 'Rita Alves');
    await fill(box(dialog, "Administrator's e-mail"), 'rita@escola.com.br');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create client' }));
    expect(await within(dialog).findByText('This address is already in use.')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid e-mail.')).toBeInTheDocument();
    expect(box(dialog, 'Address')).toHaveAttribute('aria-invalid', 'true');
    expect(box(dialog, 'Address')).toHaveFocus();
  });

  it('creates the client, then shows its login address and that the welcome e-mail went to its administrator', async () => {
    const { dialog, calls } = await openDialog(() => created(CREATED));
    await fill(box(dialog, 'Nome do cliente'), 'Escola São João');
    const primary = within(dialog).getByRole('textbox', { name: 'Cor primária' });
    await userEvent.clear(primary);
    await fill(primary, '#2e7d32');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tipo de plataforma' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Escola' }));
    await fill(box(dialog, 'Nome do administrador'), 'Rita Alves');
    await fill(box(dialog, 'E-mail do administrador'), 'Rita@Escola.com.br');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar cliente' }));

    const done = await screen.findByRole('dialog', { name: 'Cliente criado' });
    expect(within(done).getByText('O cliente Escola São João foi criado.')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: /escola-sao-joao\/login/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/escola-sao-joao/login`,
    );
    expect(
      within(done).getByText(
        'O e-mail de boas-vindas foi enviado para rita@escola.com.br, com o link para definir a senha.',
      ),
    ).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Abrir configurações' })).toHaveAttribute('href', '/clientes/41');

    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/v2/admin/asap-client');
    expect(post?.body).toEqual({
      name: 'Escola São João',
      slug: 'escola-sao-joao',
      config: {
        primary: '#2e7d32',
        secondary: '#00897b',
        background: '#f5f7fa',
        text: '#1f2933',
        template: { platform_type: 'escola' },
      },
      admin: { name: 'Rita Alves', email: 'rita@escola.com.br', language: 'pt-br' },
    });
    // The list is read again.
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.path === '/api/v2/admin/asap-client').length,
      ).toBeGreaterThan(1),
    );
    await userEvent.click(within(done).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
