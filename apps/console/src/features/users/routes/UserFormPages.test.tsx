import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n.ts';
import { failure, keysetPage, ok, renderApp, signIn } from '../../../test/utils.tsx';
import { lastXhr, mockXhr } from '../../../test/xhr.ts';
import { ALL_SUBS, BRUNO, FIELDS, FORM, adminWith, usersApi } from '../test-fixtures.ts';

vi.mock('react-easy-crop', () => import('../../../test/easy-crop.tsx'));
vi.mock('../../../components/upload/crop.ts', () => ({
  cropToBlob: vi.fn(async () => new Blob(['cropped'], { type: 'image/png' })),
}));

import { box, fill, fillRequired, openCreate, posts, saved } from '../test-form.tsx';

describe('user form: create', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the standard and custom fields in the order of the definition, with their required marks', async () => {
    await openCreate();
    const labels = [...document.querySelectorAll('form label')].map((label) =>
      label.textContent?.replace(/[\s*\u2009]+$/, ''),
    );
    expect(labels).toEqual([
      'Nome',
      'Matrícula',
      'E-mail',
      'CPF',
      'Telefone',
      'Data de nascimento',
      'CEP',
      'Rua',
      'Número',
      'Complemento',
      'Bairro',
      'Cidade',
      'UF',
      'Grupo',
      'Regional',
      'Tamanho da camiseta',
      'Dependentes',
      'Aceita os termos',
      'Unidade',
      'Cargo',
      'Enviar e-mail de boas-vindas',
    ]);
    expect(screen.getByRole('group', { name: 'Endereço' })).toBeInTheDocument();
    for (const name of ['Nome', 'E-mail', 'Telefone', 'Matrícula']) expect(box(name)).toBeRequired();
    for (const name of ['CPF', 'CEP', 'Data de nascimento', 'Dependentes']) expect(box(name)).not.toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Aceita os termos' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Enviar e-mail de boas-vindas' })).toBeChecked();
    expect(screen.queryByLabelText(/Senha inicial/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  it('masks CPF, phone, date and CEP while typing', async () => {
    await openCreate({
      'GET /api/v2/admin/cep/01310100': failure(404, 'CEP não encontrado.'),
    });
    const user = userEvent.setup();
    await user.type(box('CPF'), '529982247251234');
    expect(box('CPF')).toHaveValue('529.982.247-25');
    await user.type(box('Telefone'), '1133334444');
    expect(box('Telefone')).toHaveValue('(11) 3333-4444');
    await user.type(box('Telefone'), '5');
    expect(box('Telefone')).toHaveValue('(11) 33334-4445');
    await user.type(box('Data de nascimento'), '05031990');
    expect(box('Data de nascimento')).toHaveValue('05/03/1990');
    await user.type(box('CEP'), '01310100');
    expect(box('CEP')).toHaveValue('01310-100');
  });

  it('validates on the client like the server, without calling it', { timeout: 120_000 }, async () => {
    const { calls } = await openCreate();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    for (const name of ['Nome', 'E-mail', 'Telefone', 'Matrícula']) {
      await waitFor(() => expect(box(name)).toHaveAccessibleDescription('Campo obrigatório.'));
    }
    expect(box('CPF')).not.toHaveAccessibleDescription('Campo obrigatório.');
    await fill('Nome', 'D');
    await fill('E-mail', 'dora@');
    await fill('CPF', '11111111111');
    await fill('Telefone', '1198765');
    // The date field (the shared date picker) is typed day, month and year; 31/02 is no calendar day.
    await user.type(box('Data de nascimento'), '31022000');
    await fill('Dependentes', 'dois');
    await fill('Rua', 'Rua das Flores');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(box('CPF')).toHaveAccessibleDescription('CPF inválido.'));
    expect(box('Nome')).toHaveAccessibleDescription('Informe o nome (2 a 120 caracteres).');
    expect(box('E-mail')).toHaveAccessibleDescription('E-mail inválido.');
    expect(box('Telefone')).toHaveAccessibleDescription('Telefone inválido: informe DDD e número.');
    expect(box('Data de nascimento')).toHaveAccessibleDescription('Data de nascimento inválida: use DD/MM/AAAA.');
    expect(box('Dependentes')).toHaveAccessibleDescription('Valor inválido.');
    expect(box('Bairro')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(box('Cidade')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(posts(calls)).toEqual([]);
  });

  it('shows the messages in the interface language', async () => {
    await openCreate();
    await act(() => applyLanguage('en'));
    await fill('CPF', '11111111111');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(box('CPF')).toHaveAccessibleDescription('Invalid CPF.'));
    // Standard labels and the messages follow the interface.
    expect(box('Name')).toHaveAccessibleDescription('Required field.');
  });

  it('labels standard fields in the interface language, and custom ones with their label for it, else the Portuguese one', async () => {
    const fields = FIELDS.map((f) =>
      f.key === 'matricula' ? { ...f, labels: { en: 'Registration number', es: 'Matrícula escolar' } } : f,
    );
    await openCreate({ 'GET /api/v2/admin/user/form': { body: { ...FORM, data: { ...FORM.data, fields } } } });
    expect(box('Matrícula')).toBeInTheDocument();
    await act(() => applyLanguage('en'));
    for (const label of ['Name', 'Email', 'Phone', 'Date of birth', 'Registration number'])
      expect(box(label)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Address/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Nome/ })).toBeNull();
    // No English label given: the client's Portuguese one.
    expect(box('Dependentes')).toBeInTheDocument();
    await act(() => applyLanguage('es'));
    for (const label of ['Nombre', 'Teléfono', 'Matrícula escolar']) expect(box(label)).toBeInTheDocument();
    await act(() => applyLanguage('pt-br'));
    expect(box('Nome')).toBeInTheDocument();
  });

  it('puts the server 422 messages on their fields (custom ones under fields.key) and the rest above the form', async () => {
    const { calls } = await openCreate({
      'POST /api/v2/admin/asap-user/store': failure(422, 'Dados inválidos.', {
        email: ['Este e-mail já está cadastrado.'],
        'fields.matricula': ['Valor inválido.'],
        'address.city': ['Cidade desconhecida.'],
        client_id: ['campo não permitido'],
      }),
    });
    const user = userEvent.setup();
    await fillRequired();
    await fill('Rua', 'Rua A');
    await fill('Bairro', 'Centro');
    await fill('Cidade', 'Xique');
    await user.click(screen.getByRole('combobox', { name: /^UF/ }));
    await user.click(screen.getByRole('option', { name: 'BA' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(box('E-mail')).toHaveAccessibleDescription('Este e-mail já está cadastrado.'));
    expect(box('E-mail')).toHaveFocus();
    expect(box('Matrícula')).toHaveAccessibleDescription('Valor inválido.');
    expect(box('Cidade')).toHaveAccessibleDescription('Cidade desconhecida.');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Dados inválidos.');
    expect(alert).toHaveTextContent('Campo não permitido.');
    expect(posts(calls)).toHaveLength(1);
  });

  it('fills street, district, city and state from a complete CEP', async () => {
    const { calls } = await openCreate({
      'GET /api/v2/admin/cep/01310100': ok({
        postal_code: '01310100',
        street: 'Avenida Paulista',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      }),
    });
    await fill('CEP', '0131010');
    expect(calls.some((call) => call.path.startsWith('/api/v2/admin/cep/'))).toBe(false);
    await fill('CEP', '0');
    await waitFor(() => expect(box('Rua')).toHaveValue('Avenida Paulista'));
    expect(box('Bairro')).toHaveValue('Bela Vista');
    expect(box('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByRole('combobox', { name: /^UF/ })).toHaveTextContent('SP');
    expect(box('CEP')).toHaveAccessibleDescription('Endereço preenchido pelo CEP.');
  });

  it('says when the CEP is unknown or the lookup fails, and leaves the address editable', async () => {
    await openCreate({
      'GET /api/v2/admin/cep/99999999': failure(404, 'CEP não encontrado.'),
      'GET /api/v2/admin/cep/01310100': failure(503, 'Serviço indisponível.'),
    });
    const user = userEvent.setup();
    await fill('CEP', '99999999');
    await waitFor(() => expect(box('CEP')).toHaveAccessibleDescription('CEP não encontrado. Preencha o endereço.'));
    await fill('Rua', 'Rua Nova');
    expect(box('Rua')).toHaveValue('Rua Nova');
    await user.clear(box('CEP'));
    await fill('CEP', '01310100');
    await waitFor(() =>
      expect(box('CEP')).toHaveAccessibleDescription('Não foi possível consultar o CEP agora. Preencha o endereço.'),
    );
    expect(box('Rua')).toHaveValue('Rua Nova');
  });

  it('sends the contract body with send_welcome_email=true, then goes back to the list as it was', async () => {
    signIn(adminWith(ALL_SUBS));
    const { calls } = usersApi({
      'GET /api/v2/admin/asap-user': { body: keysetPage([BRUNO]) },
      'POST /api/v2/admin/asap-user/store': { status: 201, body: saved },
    });
    const { router } = renderApp('/usuarios?search=bru&page=2&cursor=c2');
    await userEvent.click(await screen.findByRole('link', { name: 'Novo usuário' }));
    await screen.findByRole('heading', { name: 'Novo usuário', level: 1 });
    const user = userEvent.setup();
    await fillRequired();
    await fill('CPF', '52998224725');
    await fill('Dependentes', '2');
    await user.click(screen.getByRole('combobox', { name: /^Grupo/ }));
    await user.click(screen.getByRole('option', { name: 'Suporte' }));
    await user.click(screen.getByRole('checkbox', { name: 'Aceita os termos' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário criado. O e-mail de boas-vindas foi enviado.')).toBeInTheDocument();
    const [post] = posts(calls);
    expect(post.query.get('send_welcome_email')).toBe('true');
    expect(post.body).toEqual({
      name: 'Dora Reis',
      email: 'dora@asta.demo',
      cpf: '52998224725',
      phone: '11987654321',
      group_id: 3,
      fields: { matricula: 'A-1', dependentes: 2, aceita_termos: true },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios'));
    expect(router.state.location.search).toBe('?search=bru&page=2&cursor=c2');
  });

  it('without the welcome e-mail offers an initial password and sends send_welcome_email=false', async () => {
    const { calls } = await openCreate();
    const user = userEvent.setup();
    await fillRequired();
    const welcome = screen.getByRole('switch', { name: 'Enviar e-mail de boas-vindas' });
    expect(welcome).toHaveAccessibleDescription(
      'O usuário recebe um link para definir a própria senha, válido por 72 horas.',
    );
    await user.click(welcome);
    // The hint follows the switch: no link is promised when no e-mail goes.
    expect(welcome).toHaveAccessibleDescription(
      'Nenhum e-mail será enviado: defina abaixo a senha do usuário e entregue-a a ele.',
    );
    expect(screen.queryByText(/recebe um link/)).toBeNull();
    const password = screen.getByLabelText(/^Senha inicial/);
    await user.type(password, 'curta');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('A senha deve ter pelo menos 8 caracteres.'));
    await user.clear(password);
    await user.type(password, 'Quadra-Sul-2024');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário criado.')).toBeInTheDocument();
    const [post] = posts(calls);
    expect(post.query.get('send_welcome_email')).toBe('false');
    expect(post.body).toMatchObject({ name: 'Dora Reis', password: 'Quadra-Sul-2024' });
  });

  it('sets the picture through the upload dialog (square crop, media service), with preview and remove', async () => {
    mockXhr();
    const { calls } = await openCreate();
    const user = userEvent.setup({ applyAccept: false });
    expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', '/assets/img/default-avatar.svg');
    await user.click(screen.getByRole('button', { name: 'Enviar foto' }));
    const dialog = screen.getByRole('dialog', { name: 'Foto do usuário' });
    await user.upload(
      within(dialog).getByLabelText('Escolher imagem'),
      new File(['png'], 'dora.png', { type: 'image/png' }),
    );
    const area = within(dialog).getByRole('button', { name: 'crop-area' });
    expect(Number(area.dataset.aspect)).toBe(1);
    await user.click(area);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const xhr = lastXhr();
    expect(xhr.url).toContain('/api/cloudinary/upload');
    act(() =>
      xhr.respond(200, {
        file: { url: '/media/3/images/dora.png' },
        bytes: 900,
        width: 200,
        height: 200,
        format: 'png',
        name: 'dora.png',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', '/media/3/images/dora.png'),
    );
    await user.click(screen.getByRole('button', { name: 'Remover foto' }));
    expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', '/assets/img/default-avatar.svg');
    await user.click(screen.getByRole('button', { name: 'Enviar foto' }));
    const again = screen.getByRole('dialog', { name: 'Foto do usuário' });
    await user.upload(
      within(again).getByLabelText('Escolher imagem'),
      new File(['png'], 'dora.png', { type: 'image/png' }),
    );
    await user.click(within(again).getByRole('button', { name: 'crop-area' }));
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Salvar' })).toBeEnabled());
    await user.click(within(again).getByRole('button', { name: 'Salvar' }));
    act(() =>
      lastXhr().respond(200, {
        file: { url: '/media/3/images/dora2.png' },
        bytes: 900,
        width: 200,
        height: 200,
        format: 'png',
        name: 'dora.png',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', '/media/3/images/dora2.png'),
    );
    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].body).toMatchObject({ picture: '/media/3/images/dora2.png' });
  });
});
