import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MESSAGE, IMAGE_MESSAGE, type AuthenticatedUser } from '@console/contract';
import { applyLanguage } from '../../../lib/i18n.ts';
import { failure, ok, page } from '../../../test/api-answers.ts';
import { type Answer, type Call } from '../../../test/api-stubs.ts';
import { COLORS_ASTA, mockSignedInApi, signIn, USER } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';

const SAVED = {
  ...COLORS_ASTA.data.config,
  surface: '#ffffff',
  error: '#d32f2f',
  favicon: null,
  login_background: null,
};

const userWith = (...subs: string[]): AuthenticatedUser => ({
  ...USER,
  resource: [...USER.resource, { tag: 'cores', enabled: true }],
  resource_sub: [...USER.resource_sub, ...subs.map((tag) => ({ tag, enabled: true }))],
});

const entry = (id: number, at: string, before: object, after: object) => ({
  id,
  at,
  actor: { id: 7, name: 'Ana Souza' },
  action: 'color.update',
  entity: 'color',
  entity_id: '3',
  before: { ...SAVED, ...before },
  after: { ...SAVED, ...after },
});
const HISTORY = [
  entry(2, '2024-05-02T15:30:00.000Z', { primary: '#004d40' }, {}),
  entry(1, '2024-05-01T12:00:00.000Z', {}, { primary: '#004d40' }),
];

/** The colours API of client 3: reads answer what the last save stored; `put` answers the save itself (default: stores it). */
function api(put?: (call: Call) => Answer) {
  let stored: Record<string, unknown> = { ...SAVED };
  const colors = () => ok({ client_id: 3, name: 'Asta', config: stored });
  return mockSignedInApi({
    'GET /api/v2/admin/color/3': colors,
    'GET /api/v2/admin/color/3/history': { body: page(HISTORY, { per_page: 10 }) },
    'PUT /api/v2/admin/color/3': (call) => {
      const answer = put?.(call);
      if (answer) return answer;
      stored = { ...stored, ...(call.body as { config: object }).config };
      return colors();
    },
  });
}

/** The fill MUI gives a contained button (jsdom resolves no var() in background-color). */
const fillOf = (element: HTMLElement) => getComputedStyle(element).getPropertyValue('--variant-containedBg');
const previewFill = () =>
  fillOf(within(screen.getByTestId('brand-preview-login')).getByRole('button', { name: 'Entrar' }));
/** The real app bar's colour. */
const appBarColor = () => getComputedStyle(screen.getByRole('banner')).getPropertyValue('--AppBar-background');
const field = (name: string) => screen.getByRole('textbox', { name });

/** Replaces a field's text as a paste does (typing key by key is slow on a loaded machine). */
async function retype(name: string, value: string) {
  await userEvent.clear(field(name));
  await userEvent.paste(value);
}

async function openEditor(user = userWith('cores.editar', 'arquivos.enviar')) {
  signIn(user);
  renderApp('/cores');
  expect(await screen.findByRole('heading', { level: 1, name: 'Cores' })).toBeInTheDocument();
  await waitFor(() => expect(field('Primária')).toHaveValue('#7b1fa2'));
}

describe('brand editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('repaints the preview as a colour is typed, before saving, and leaves the app in the saved colours', async () => {
    const { calls } = api();
    await openEditor();
    expect(previewFill()).toBe('#7b1fa2');
    expect(screen.getByLabelText('Escolher a cor: Primária')).toHaveValue('#7b1fa2');

    await retype('Primária', '#0b53');
    // Not a colour yet: the field says so (in the interface language) and the preview keeps the saved colour.
    await userEvent.tab();
    expect(await screen.findByText('Cor inválida: use #RRGGBB ou rgb(r, g, b).')).toBeInTheDocument();
    expect(previewFill()).toBe('#7b1fa2');

    await userEvent.click(field('Primária'));
    await userEvent.paste('94');
    await waitFor(() => expect(previewFill()).toBe('#0b5394'));
    expect(screen.getByLabelText('Escolher a cor: Primária')).toHaveValue('#0b5394');
    expect(screen.queryByText('Cor inválida: use #RRGGBB ou rgb(r, g, b).')).toBeNull();
    expect(appBarColor()).toBe('#7b1fa2');
    expect(screen.getByText('Alterações não salvas')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('warns of a low-contrast pair with its ratio and puts the suggested colour in one click', async () => {
    api();
    await openEditor();
    expect(screen.getByTestId('contrast-ok')).toBeInTheDocument();
    await retype('Texto', '#cccccc');
    const warning = await screen.findByTestId('contrast-warning-textOnBackground');
    expect(warning).toHaveTextContent('Texto sobre o fundo: contraste 1,53:1, abaixo de 4,50:1');
    const use = within(warning).getByRole('button', { name: /^Usar sugestão #[0-9a-f]{6} para Texto$/ });
    const suggestion = (use.getAttribute('aria-label') ?? '').match(/#[0-9a-f]{6}/)?.[0];
    await userEvent.click(use);
    expect(field('Texto')).toHaveValue(suggestion);
    await waitFor(() => expect(screen.queryByTestId('contrast-warning-textOnBackground')).toBeNull());
    expect(screen.getByTestId('contrast-ok')).toBeInTheDocument();
  });

  it('saves only the changed fields; the app repaints in the saved colours at once', async () => {
    const { calls } = api();
    await openEditor();
    await retype('Primária', '#0b5394');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo de plataforma' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Escola' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Marca de Asta salva.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/v2/admin/color/3');
    expect(put?.query.get('client_id')).toBe('3');
    expect(put?.body).toEqual({ config: { primary: '#0b5394', template: { platform_type: 'escola' } } });
    await waitFor(() => expect(appBarColor()).toBe('#0b5394'));
    expect(screen.getByText('Nenhuma alteração por salvar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('shows the 422 errors of a save at their fields, in the interface language', async () => {
    api(() =>
      failure(422, 'Dados inválidos.', {
        'config.secondary': [COLOR_MESSAGE],
        'config.favicon': [IMAGE_MESSAGE],
      }),
    );
    await applyLanguage('en');
    signIn(userWith('cores.editar'));
    renderApp('/cores');
    await waitFor(() => expect(field('Secondary')).toHaveValue('#ff9800'));
    await retype('Secondary', 'rgb(255, 152, 1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dados inválidos.')).toBeInTheDocument();
    expect(field('Secondary')).toHaveAccessibleDescription('Invalid colour: use #RRGGBB or rgb(r, g, b).');
    expect(screen.getByText('Upload the image through the upload dialog.')).toBeInTheDocument();
    expect(field('Secondary')).toHaveFocus();
  });

  it('discards the edits after confirmation', async () => {
    api();
    await openEditor();
    await retype('Fundo', '#000000');
    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar as alterações?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar alterações' }));
    await waitFor(() => expect(field('Fundo')).toHaveValue('#fafafa'));
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('lists the saved versions with who and when, and restores one into the form to be saved', async () => {
    const { calls } = api();
    await openEditor();
    const history = await screen.findByRole('table', { name: 'Histórico de versões' });
    expect(within(history).getAllByText('Ana Souza')).toHaveLength(2);
    expect(within(history).getAllByText('Marca salva')).toHaveLength(2);
    expect(within(history).getAllByText('Primária')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Restaurar versão anterior' }));
    expect(field('Primária')).toHaveValue('#004d40');
    expect(await screen.findByText(/^Versão anterior à de .* carregada no formulário/)).toBeInTheDocument();
    await waitFor(() => expect(previewFill()).toBe('#004d40'));

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Marca de Asta salva.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ config: { primary: '#004d40' } });
  });

  it('shows the brand read-only without cores.editar', async () => {
    api();
    await openEditor(userWith());
    expect(screen.getByText(/não alterá-los/)).toBeInTheDocument();
    expect(field('Primária')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Enviar imagem para/ })).toBeNull();
    expect(await screen.findByRole('table', { name: 'Histórico de versões' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Restaurar/ })).toBeNull();
  });
});
