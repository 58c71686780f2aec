import type { AuthenticatedUser, FormField, UserListItem, UserRecord } from '@console/contract';
import { USER, envelope, mockSignedInApi, type StubTable } from '../../test/utils.tsx';

/** The signed-in administrator of client 3 with the given sub-permissions (and the permissions module when asked). */
export const adminWith = (subs: string[], modules: string[] = []): AuthenticatedUser => ({
  ...USER,
  resource: [...USER.resource, ...modules.map((tag) => ({ tag, enabled: true }))],
  resource_sub: [...USER.resource_sub, ...subs.map((tag) => ({ tag, enabled: true }))],
});

export const ALL_SUBS = ['usuarios.criar', 'usuarios.editar', 'usuarios.excluir'];

export const row = (id: number, name: string, extra: Partial<UserListItem> = {}): UserListItem => ({
  user_id: id,
  user_info: {
    user_id: id,
    user_name: name,
    user_email: `${name.split(' ')[0].toLowerCase()}@asta.demo`,
    picture: null,
  },
  group: null,
  regional: null,
  unidade: null,
  cargo: null,
  status: 'active',
  ...extra,
});

export const CARLA = row(11, 'Carla Dias', {
  user_info: {
    user_id: 11,
    user_name: 'Carla Dias',
    user_email: 'carla@asta.demo',
    picture: '/media/3/images/carla.png',
  },
  group: { id: 2, name: 'Vendas' },
  regional: { id: 5, name: 'Sul' },
});
export const BRUNO = row(12, 'Bruno Lima', { status: 'inactive' });

const field = (
  key: string,
  label: string,
  type: FormField['type'],
  order: number,
  extra: Partial<FormField> = {},
): FormField => ({
  key,
  label,
  type,
  required: false,
  order,
  custom: false,
  active: true,
  ...extra,
});

/** A client form: the standard fields (phone required) and four custom ones, one placed between the standard ones. */
export const FIELDS: FormField[] = [
  field('name', 'Nome', 'text', 10, { required: true }),
  field('email', 'E-mail', 'email', 20, { required: true }),
  field('cpf', 'CPF', 'cpf', 30),
  field('phone', 'Telefone', 'phone', 40, { required: true }),
  field('birth_date', 'Data de nascimento', 'date', 50),
  field('postal_code', 'CEP', 'cep', 60),
  field('address', 'Endereço', 'address', 70),
  field('group_id', 'Grupo', 'select', 80, {
    options: [
      { value: '2', label: 'Vendas' },
      { value: '3', label: 'Suporte' },
    ],
  }),
  field('regional_id', 'Regional', 'select', 90, {
    options: [
      { value: '5', label: 'Sul' },
      { value: '6', label: 'Norte' },
    ],
  }),
  field('matricula', 'Matrícula', 'text', 15, { custom: true, required: true }),
  field('camiseta', 'Tamanho da camiseta', 'select', 100, {
    custom: true,
    options: [
      { value: 'P', label: 'P' },
      { value: 'M', label: 'M' },
    ],
  }),
  field('dependentes', 'Dependentes', 'number', 110, { custom: true }),
  field('aceita_termos', 'Aceita os termos', 'checkbox', 120, { custom: true }),
];

export const FORM = envelope({ fields: FIELDS, required: FIELDS.filter((f) => f.required).map((f) => f.key) });

export const RECORD: UserRecord = {
  id: 12,
  name: 'Bruno Lima',
  email: 'bruno@asta.demo',
  cpf: '52998224725',
  phone: '11987654321',
  birth_date: '05/03/1990',
  postal_code: '01310100',
  address: { street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  group_id: 2,
  regional_id: null,
  unidade_id: 7,
  cargo_id: null,
  unidade: { id: 7, name: 'Unidade Centro' },
  cargo: null,
  picture: null,
  status: 'active',
  language: 'pt-br',
  role: 'member',
  created_at: '2024-03-05T12:00:00.000Z',
  fields: { matricula: 'A-17', camiseta: 'M', dependentes: 2, aceita_termos: true },
};

/** The calls every signed-in page makes, the user form definition, and the test's own handlers. */
export const usersApi = (handlers: StubTable = {}) =>
  mockSignedInApi({ 'GET /api/v2/admin/user/form': { body: FORM }, ...handlers });
