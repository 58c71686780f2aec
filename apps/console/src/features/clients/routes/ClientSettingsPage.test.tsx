import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, type AsapClient } from '@console/contract';
import { failure, ok, renderApp, signIn, type Call } from '../../../test/utils.tsx';
import { changesOf, settingsValues } from '../form/settings.ts';
import { ASTA_RECORD, CLIENT_ADMIN, OPERATOR, mockClientsApi } from '../test-fixtures.ts';

const record = (client: AsapClient = ASTA_RECORD) => ok(client);
const updates = (calls: Call[]) => calls.filter((call) => call.path === '/api/v21/admin/asap-client/update-config');

type Answer = (call: Call) => { status?: number; body: unknown };
const saved: Answer = (call) =>
  record({ ...ASTA_RECORD, ...(call.body as { config: Partial<AsapClient> }).config } as AsapClient);

async function openSettings(user = OPERATOR, save: Answer = saved) {
  signIn(user);
  const api = mockClientsApi({
    'GET /api/v2/admin/asap-client/3': record(),
    'POST /api/v21/admin/asap-client/update-config': save,
    'POST /api/v2/admin/asap-client/3/suspend': record({ ...ASTA_RECORD, status: 'suspended' }),
  });
  const view = renderApp('/clientes/3');
  await screen.findByRole('heading', { name: 'Configurações de Asta', level: 1 });
  return { ...api, ...view };
}

// Text queries: role queries compute every accessible name of this long page (about a second each on a loaded machine).
const saveButton = () => screen.getByText('Salvar', { selector: 'button' });
const save = () => userEvent.click(saveButton());

describe('client settings: what is sent', () => {
  it('sends only what changed; emptied welcome texts go back to the default ones (null); modules only for the operator', () => {
    const values = settingsValues(ASTA_RECORD);
    expect(changesOf(values, ASTA_RECORD, true)).toEqual({});
    values.name = ' Asta Brasil ';
    values.languages = ['pt-br', 'en', 'es'];
    values.welcome_email['pt-br'] = { subject: '', body: '' };
    values.welcome_email.en = { subject: 'Welcome', body: 'Hi {name}: {link}' };
    values.modules = values.modules.map((m) => (m.tag === 'feed' ? { ...m, enabled: true } : m));
    expect(changesOf(values, ASTA_RECORD, true)).toEqual({
      name: 'Asta Brasil',
      languages: [...LANGUAGES],
      welcome_email: { 'pt-br': null, en: { subject: 'Welcome', body: 'Hi {name}: {link}' } },
      modules: [{ tag: 'feed', enabled: true, platform: null }],
    });
    expect(changesOf(values, ASTA_RECORD, false).modules).toBeUndefined();
  });
});

describe('/clientes/:id', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the settings and saves only the changes, with a toast', async () => {
    const { calls } = await openSettings();
    expect(screen.getByRole('textbox', { name: 'Nome do cliente' })).toHaveValue('Asta');
    expect(screen.getByRole('checkbox', { name: 'Português' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Español' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Cadastro aberto' })).toBeChecked();
    expect(saveButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('switch', { name: 'Cadastro aberto' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Español' }));
    await save();
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument();
    expect(updates(calls)).toHaveLength(1);
    expect(updates(calls)[0].body).toEqual({
      client_id: 3,
      config: { registration: false, languages: ['pt-br', 'en', 'es'] },
    });
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it("shows the client's time zone and saves another one picked from the IANA zones (issue 27)", async () => {
    const { calls } = await openSettings();
    const zone = screen.getByRole('combobox', { name: 'Fuso horário' });
    expect(zone).toHaveValue('America/Sao_Paulo (GMT-03:00)');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'manaus');
    await userEvent.click(await screen.findByRole('option', { name: 'America/Manaus (GMT-04:00)' }));
    expect(zone).toHaveValue('America/Manaus (GMT-04:00)');
    await save();
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument();
    expect(updates(calls).map((call) => call.body)).toEqual([
      { client_id: 3, config: { time_zone: 'America/Manaus' } },
    ]);
  });

  it('requires the default language among those offered', async () => {
    const { calls } = await openSettings();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Português' }));
    await save();
    expect(await screen.findByText('O idioma padrão precisa estar entre os idiomas oferecidos.')).toBeInTheDocument();
    expect(updates(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    await save();
    expect(await screen.findByText('Escolha ao menos um idioma.')).toBeInTheDocument();
    expect(updates(calls)).toHaveLength(0);
  });

  it("shows the API's 422 messages at their fields", async () => {
    await openSettings(OPERATOR, () =>
      failure(422, 'Os dados enviados são inválidos.', {
        'config.default_language': ['O idioma padrão precisa estar entre os idiomas oferecidos.'],
      }),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Cadastro aberto' }));
    await save();
    expect(await screen.findByText('O idioma padrão precisa estar entre os idiomas oferecidos.')).toBeInTheDocument();
    expect(screen.getByText('Os dados enviados são inválidos.')).toBeInTheDocument();
  });

  it('edits the welcome e-mail per offered language with a plain-text preview of the placeholders filled in', async () => {
    const { calls } = await openSettings();
    const tabs = screen.getByRole('tablist', { name: 'Idioma do e-mail' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Português', 'English']);
    const preview = screen.getByRole('figure', { name: 'Prévia' });
    expect(within(preview).getByText('Bem-vindo à Asta')).toBeInTheDocument();
    expect(within(preview).getByTestId('welcome-preview-body').textContent).toBe(
      `Olá, Maria Silva!\nDefina sua senha: ${window.location.origin}/auth/definir-senha?token=exemplo&client_id=3`,
    );

    await userEvent.click(within(tabs).getByRole('tab', { name: 'English' }));
    expect(
      within(screen.getByRole('figure', { name: 'Prévia' })).getByText(
        'Sem textos próprios neste idioma: o e-mail usa o texto padrão do produto.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Assunto' }));
    await userEvent.paste('<b>Hi</b> {name}');
    await save();
    expect(
      await screen.findByText('Preencha o assunto e o texto, ou deixe os dois vazios para usar o texto padrão.'),
    ).toBeInTheDocument();
    // Text, never HTML.
    expect(
      within(screen.getByRole('figure', { name: 'Prévia' })).getByText('<b>Hi</b> Maria Silva'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Texto' }));
    await userEvent.paste('Set it at {link}');
    await save();
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0].body).toEqual({
      client_id: 3,
      config: { welcome_email: { en: { subject: '<b>Hi</b> {name}', body: 'Set it at {link}' } } },
    });
  });

  it('lists the modules by hub for the operator, core modules locked on', async () => {
    const { calls } = await openSettings();
    const modules = screen.getByRole('region', { name: 'Módulos contratados' });
    await userEvent.click(within(modules).getByRole('button', { name: /Comunidade/ }));
    const feed = await within(modules).findByLabelText('Feed');
    expect(feed).toHaveRole('switch');
    expect(feed).not.toBeChecked();
    expect(feed).toBeEnabled();
    await userEvent.click(within(modules).getByRole('button', { name: /Pessoas/ }));
    const users = await within(modules).findByLabelText('Usuários');
    expect(users).toBeChecked();
    expect(users).toBeDisabled();
    expect(users).toHaveAccessibleDescription(
      'Módulos com cadeado fazem parte de todo contrato e não podem ser desligados.',
    );
    await userEvent.click(feed);
    await save();
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0].body).toEqual({
      client_id: 3,
      config: { modules: [{ tag: 'feed', enabled: true, platform: null }] },
    });
  });

  it("shows a client's administrator the modules read-only and no suspension", async () => {
    await openSettings(CLIENT_ADMIN);
    expect(
      screen.getByText('Os módulos que o seu contrato inclui. Só o operador da plataforma os altera.'),
    ).toBeInTheDocument();
    const modules = screen.getByRole('region', { name: 'Módulos contratados' });
    await userEvent.click(within(modules).getByRole('button', { name: /Comunidade/ }));
    expect(await within(modules).findByLabelText('Feed')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Suspender' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Caminho' })).toBeNull();
  });

  it('lets the operator suspend the client after a confirmation that names it', async () => {
    const { calls } = await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Suspender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspender Asta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(await screen.findByText('Cliente Asta suspenso.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/v2/admin/asap-client/3/suspend')).toBe(
      true,
    );
  });

  it('discards the changes, and asks before leaving with unsaved ones', async () => {
    const { router } = await openSettings();
    const name = screen.getByRole('textbox', { name: 'Nome do cliente' });
    await userEvent.type(name, ' Brasil');
    await userEvent.click(screen.getByRole('button', { name: 'Descartar alterações' }));
    expect(name).toHaveValue('Asta');

    await userEvent.type(name, ' Brasil');
    await userEvent.click(screen.getByRole('link', { name: 'Clientes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/clientes/3');
    expect(name).toHaveValue('Asta Brasil');
  });
});
