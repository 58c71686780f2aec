import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n.ts';
import { failure, ok, renderApp, signIn, type Call } from '../../../test/utils.tsx';
import { MEMBER, PROPONENT, mockMemberApi } from '../member-fixtures.ts';

type Handlers = Parameters<typeof mockMemberApi>[0];
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT' && call.path === '/api/v2/projetos/dados');
// Label queries: role queries compute every accessible name of the form (slow on a loaded machine).
const field = (label: RegExp) => screen.getByLabelText(label);
const save = () => userEvent.click(screen.getByText('Salvar dados', { selector: 'button' }));
const PAULISTA = {
  postal_code: '01310100',
  street: 'Avenida Paulista',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

async function open(handlers: Handlers = {}) {
  signIn(MEMBER);
  const api = mockMemberApi({
    'PUT /api/v2/projetos/dados': (call) =>
      ok({ ...PROPONENT, ...(call.body as object), updated_at: '2026-03-09T12:00:00.000Z' }),
    ...handlers,
  });
  const view = renderApp('/meus-projetos/dados');
  await screen.findByRole('heading', { name: 'Dados de proponente', level: 1 }, { timeout: 10_000 });
  await screen.findByText('Salvar dados', { selector: 'button' });
  return { ...api, ...view };
}

describe('/meus-projetos/dados', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved data formatted: CNPJ, phone and CEP', async () => {
    await open();
    expect(field(/^Organização ou nome/)).toHaveValue('Associação Horta Viva');
    expect(field(/^CPF ou CNPJ/)).toHaveValue('11.222.333/0001-81');
    expect(field(/^Telefone/)).toHaveValue('(11) 98765-4321');
    expect(field(/^CEP/)).toHaveValue('01310-100');
    expect(field(/^Logradouro/)).toHaveValue('Avenida Paulista');
  });

  it('checks the CPF or CNPJ check digits, then saves the digits only', async () => {
    const { calls } = await open({
      'GET /api/v2/projetos/dados': ok(null),
      'GET /api/v2/projetos/cep/01310100': ok(PAULISTA),
    });
    await userEvent.type(field(/^Organização ou nome/), 'Horta Viva');
    await userEvent.type(field(/^CPF ou CNPJ/), '52998224724');
    expect(field(/^CPF ou CNPJ/)).toHaveValue('529.982.247-24');
    await userEvent.type(field(/^E-mail/), 'Contato@HortaViva.org');
    await userEvent.type(field(/^Telefone/), '11987654321');
    await userEvent.type(field(/^CEP/), '01310100');
    await waitFor(() => expect(field(/^Logradouro/)).toHaveValue('Avenida Paulista'));
    expect(field(/^Bairro/)).toHaveValue('Bela Vista');
    expect(field(/^Cidade/)).toHaveValue('São Paulo');
    expect(screen.getByText('Endereço preenchido pelo CEP: confira e complete.')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('CPF inválido: confira os dígitos.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
    // A CNPJ with wrong check digits is named as a CNPJ.
    await userEvent.clear(field(/^CPF ou CNPJ/));
    await userEvent.type(field(/^CPF ou CNPJ/), '11222333000182');
    await save();
    expect(await screen.findByText('CNPJ inválido: confira os dígitos.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    await userEvent.clear(field(/^CPF ou CNPJ/));
    await userEvent.type(field(/^CPF ou CNPJ/), '11222333000181');
    expect(field(/^CPF ou CNPJ/)).toHaveValue('11.222.333/0001-81');
    expect(screen.getByText('CNPJ válido.')).toBeInTheDocument();
    await userEvent.type(field(/^Número/), '1000');
    await save();
    expect(await screen.findByText('Dados de proponente salvos.')).toBeInTheDocument();
    expect(puts(calls)[0].body).toEqual({
      organization: 'Horta Viva',
      document: '11222333000181',
      email: 'contato@hortaviva.org',
      phone: '11987654321',
      postal_code: '01310100',
      address: {
        street: 'Avenida Paulista',
        number: '1000',
        complement: '',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    });
  });

  it('says clearly when the postal-code lookup is down, and the address stays editable', async () => {
    const { calls } = await open({
      'GET /api/v2/projetos/cep/04538133': failure(503, 'Serviço indisponível.'),
    });
    await userEvent.clear(field(/^CEP/));
    await userEvent.type(field(/^CEP/), '04538133');
    expect(
      await screen.findByText('A busca de CEP está fora do ar agora: preencha o endereço à mão.'),
    ).toBeInTheDocument();
    expect(field(/^Logradouro/)).toHaveValue('Avenida Paulista');
    expect(field(/^Logradouro/)).toBeEnabled();
    expect(calls.some((call) => call.path === '/api/v2/projetos/cep/04538133')).toBe(true);
  });

  it("shows the server's 422 messages at their fields, and asks before leaving with unsaved changes", async () => {
    const { router } = await open({
      'PUT /api/v2/projetos/dados': failure(422, 'Os dados enviados são inválidos.', {
        'address.city': ['Cidade desconhecida.'],
      }),
    });
    await userEvent.type(field(/^Complemento/), 'Sala 4');
    await save();
    expect(await screen.findByText('Cidade desconhecida.')).toBeInTheDocument();
    expect(screen.getByText('Os dados enviados são inválidos.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Meus projetos', { selector: 'a' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meus-projetos'));
  });

  it('speaks Spanish', async () => {
    await applyLanguage('es');
    signIn({ ...MEMBER, language: 'es' });
    mockMemberApi({ 'GET /api/v2/projetos/dados': ok(null) });
    renderApp('/meus-projetos/dados');
    expect(
      await screen.findByRole('heading', { name: 'Datos de proponente', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Guardar datos', { selector: 'button' })).toBeInTheDocument();
    expect(field(/^Barrio/)).toBeInTheDocument();
  });
});
