import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_FIELD_MESSAGES, type FormField } from '@console/contract';
import { applyLanguage } from '../../../lib/i18n.ts';
import { created, failure, keysetPage, ok, renderApp, signIn, type Call } from '../../../test/utils.tsx';
import { FIELDS, adminWith, usersApi } from '../test-fixtures.ts';

const FIELDS_SUB = 'usuarios.formulario';
const sortedFields = [...FIELDS].sort((a, b) => a.order - b.order);
const all = (fields: FormField[] = sortedFields) => ok(fields);
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');
/** A server holding the fields: each PUT changes the one it names, and the list reads the changes back. */
function fieldsServer(fields: FormField[] = sortedFields) {
  let state = fields;
  const put = (key: string) => (call: Call) => {
    state = state.map((field) => (field.key === key ? { ...field, ...(call.body as object) } : field));
    return ok(state.find((field) => field.key === key));
  };
  return {
    'GET /api/v2/admin/user/form/listAll': () => all([...state].sort((a, b) => a.order - b.order)),
    ...Object.fromEntries(fields.map((field) => [`PUT /api/v2/admin/user/form/${field.key}`, put(field.key)])),
  };
}

async function open(handlers = {}) {
  signIn(adminWith([FIELDS_SUB]));
  const api = usersApi({ ...fieldsServer(), ...handlers });
  renderApp('/usuarios/campos');
  expect(await screen.findByRole('heading', { name: 'Campos do formulário', level: 1 })).toBeInTheDocument();
  await screen.findByRole('table');
  return api;
}

const rowOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;

describe('form fields page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the fields in order with type, origin, switches and reorder buttons', async () => {
    await open();
    const labels = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(labels).toEqual(sortedFields.map((f) => f.label));
    const camiseta = rowOf('Tamanho da camiseta');
    expect(within(camiseta).getByText('Lista de opções')).toBeInTheDocument();
    expect(within(camiseta).getByText('Personalizado')).toBeInTheDocument();
    expect(within(rowOf('CPF')).getByText('Padrão')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Obrigatório: Telefone' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Obrigatório: CPF' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Mover Nome para cima' })).toBeDisabled();
  });

  it('links from the users list only for holders of the tag, whose route refuses the others', async () => {
    signIn(adminWith([FIELDS_SUB]));
    usersApi({ 'GET /api/v2/admin/asap-user': { body: keysetPage([]) } });
    const view = renderApp('/usuarios');
    expect(await screen.findByRole('link', { name: 'Campos do formulário' })).toHaveAttribute(
      'href',
      '/usuarios/campos',
    );
    view.unmount();
    signIn(adminWith([]));
    usersApi({ 'GET /api/v2/admin/asap-user': { body: keysetPage([]) } });
    const other = renderApp('/usuarios');
    expect(await screen.findByRole('heading', { name: 'Usuários', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Campos do formulário' })).toBeNull();
    await other.router.navigate('/usuarios/campos');
    await waitFor(() => expect(other.router.state.location.pathname).not.toBe('/usuarios/campos'));
  });

  it('toggling required sends the PUT and confirms with a toast', async () => {
    const { calls } = await open();
    await userEvent.click(screen.getByRole('switch', { name: 'Obrigatório: CPF' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ path: '/api/v2/admin/user/form/cpf', body: { required: true } });
    expect(puts(calls)[0].query.get('client_id')).toBe('3');
    expect(await screen.findByText('Campo CPF salvo.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Obrigatório: CPF' })).toBeChecked();
  });

  it('locks the switches of name and e-mail, saying why', async () => {
    await open();
    for (const name of ['Obrigatório: Nome', 'Ativo: Nome', 'Obrigatório: E-mail', 'Ativo: E-mail'])
      expect(screen.getByRole('switch', { name })).toBeDisabled();
    const locked = screen.getByRole('switch', { name: 'Ativo: E-mail' }).closest('span[tabindex="0"]') as HTMLElement;
    await userEvent.hover(locked);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Nome e e-mail são sempre obrigatórios e ativos.');
    expect(screen.getByRole('switch', { name: 'Ativo: CPF' })).toBeEnabled();
  });

  it('returns a switch to its state and shows the error when the server refuses', async () => {
    const refusal = failure(422, 'Dados inválidos.', { active: [FORM_FIELD_MESSAGES.core] });
    const { calls } = await open({ 'PUT /api/v2/admin/user/form/matricula': refusal });
    const active = screen.getByRole('switch', { name: 'Ativo: Matrícula' });
    expect(active).toBeChecked();
    await userEvent.click(active);
    expect(await screen.findByText('Nome e e-mail são sempre obrigatórios e ativos.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Ativo: Matrícula' })).toBeChecked());
    expect(puts(calls)).toHaveLength(1);
  });

  it('moves a field down by swapping its order with the next one', async () => {
    const { calls } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Mover Nome para baixo' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls).map((call) => [call.path.split('/').at(-1), call.body])).toEqual([
      ['name', { order: 15 }],
      ['matricula', { order: 10 }],
    ]);
    expect(
      screen
        .getAllByRole('rowheader')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ).toEqual(['Matrícula', 'Nome']);
  });

  it('edits the options of a custom select: rows added and removed, sent with label and order', async () => {
    const { calls } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Tamanho da camiseta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar campo: Tamanho da camiseta' });
    expect(within(dialog).getByRole('textbox', { name: 'Valor da opção 2' })).toHaveValue('M');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover opção 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar opção' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o valor da opção.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Valor da opção 2' }), 'G');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Texto da opção 2' }), 'Grande');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(calls)[0].body).toEqual({
      label: 'Tamanho da camiseta',
      labels: { en: '', es: '' },
      order: 100,
      options: [
        { value: 'M', label: 'M' },
        { value: 'G', label: 'Grande' },
      ],
    });
  });

  it('gives a field optional labels in English and Spanish, shown in those languages', async () => {
    const { calls } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Matrícula' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar campo: Matrícula' });
    const english = within(dialog).getByRole('textbox', { name: 'Rótulo em inglês' });
    expect(english).toHaveAccessibleDescription('Opcional: em branco, o rótulo em português aparece neste idioma.');
    await userEvent.click(english);
    await userEvent.paste('Registration number');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Rótulo em espanhol' }));
    await userEvent.paste('x'.repeat(81));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toMatchObject({
      label: 'Matrícula',
      labels: { en: 'Registration number', es: 'x'.repeat(80) },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => applyLanguage('en'));
    expect(await screen.findByRole('rowheader', { name: 'Registration number' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Phone' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Registration number' }));
    const again = await screen.findByRole('dialog', { name: 'Edit field: Registration number' });
    expect(within(again).getByRole('textbox', { name: 'Label' })).toHaveValue('Matrícula');
    expect(within(again).getByRole('textbox', { name: 'Label in English' })).toHaveValue('Registration number');
    await act(() => applyLanguage('pt-br'));
  });

  it('names the field in the interface language in its toast (issue 27)', async () => {
    const labelled = sortedFields.map((f) =>
      f.key === 'matricula' ? { ...f, labels: { en: 'Registration number' } } : f,
    );
    signIn(adminWith([FIELDS_SUB]));
    usersApi(fieldsServer(labelled));
    renderApp('/usuarios/campos');
    await screen.findByRole('table', {}, { timeout: 10_000 });
    await act(() => applyLanguage('en'));
    await userEvent.click(await screen.findByRole('switch', { name: 'Required: Registration number' }));
    expect(await screen.findByText('Field Registration number saved.')).toBeInTheDocument();
    await act(() => applyLanguage('pt-br'));
  });

  it('shows no options editor for the group, whose options come from the groups', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Grupo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Adicionar opção' })).toBeNull();
    expect(
      within(dialog).getByText('As opções deste campo vêm dos grupos e regionais cadastrados.'),
    ).toBeInTheDocument();
  });
});

describe('new field dialog', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  const shift: FormField = {
    key: 'turno',
    label: 'Turno',
    type: 'select',
    required: true,
    order: 130,
    custom: true,
    active: true,
    options: [{ value: 'manha', label: 'Manhã' }],
  };

  it('suggests the key from the label, validates with the contract, then posts and lists the new field', async () => {
    let fields = sortedFields;
    const { calls } = await open({
      'GET /api/v2/admin/user/form/listAll': () => all(fields),
      'POST /api/v2/admin/user/form': () => {
        fields = [...sortedFields, shift];
        return created(shift);
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Novo campo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo campo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o rótulo (1 a 80 caracteres).')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Rótulo' }), 'Turno de Ação');
    expect(within(dialog).getByRole('textbox', { name: /^Chave/ })).toHaveValue('turno_de_acao');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Chave/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Chave/ }), 'turno');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Rótulo' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Rótulo' }), 'Turno');
    expect(within(dialog).getByRole('textbox', { name: /^Chave/ })).toHaveValue('turno');

    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Tipo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lista de opções' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe ao menos uma opção.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar opção' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Valor da opção 1' }), 'manha');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Texto da opção 1' }), 'Manhã');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Obrigatório' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/v2/admin/user/form');
    expect(post?.body).toEqual({
      key: 'turno',
      label: 'Turno',
      type: 'select',
      required: true,
      options: [{ value: 'manha', label: 'Manhã' }],
    });
    expect(await screen.findByText('Campo Turno criado.')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Turno' })).toBeInTheDocument();
  });

  it("puts the server's 422 messages on the fields", async () => {
    const refusal = failure(422, 'Dados inválidos.', { key: [FORM_FIELD_MESSAGES.keyTaken] });
    await open({ 'POST /api/v2/admin/user/form': refusal });
    await userEvent.click(screen.getByRole('button', { name: 'Novo campo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo campo' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Rótulo' }), 'Matrícula');
    expect(within(dialog).getByRole('textbox', { name: /^Chave/ })).toHaveValue('matricula');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Já existe um campo com esta chave.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Chave/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
