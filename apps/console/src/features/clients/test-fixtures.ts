import {
  MODULES,
  type AsapClient,
  type AuthenticatedUser,
  type ClientListItem,
  type PublicClient,
} from '@console/contract';
import { COLORS_ASTA, USER, envelope, mockSignedInApi, type StubTable } from '../../test/utils.tsx';

/** The platform operator: an administrator of client 16 holding the clients module. */
export const OPERATOR: AuthenticatedUser = {
  ...USER,
  id: 1,
  client_id: 16,
  name: 'Operadora',
  email: 'admin@admin.demo',
  resource: [...USER.resource, { tag: 'clientes', enabled: true }],
  resource_sub: [...USER.resource_sub, { tag: 'clientes.editar', enabled: true }],
};

/** A client's own administrator (client 3) holding the clients module. */
export const CLIENT_ADMIN: AuthenticatedUser = {
  ...OPERATOR,
  id: 7,
  client_id: 3,
  name: 'Ana Souza',
  email: 'admin@asta.demo',
};

export const listItem = (id: number, name: string, extra: Partial<ClientListItem> = {}): ClientListItem => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  login_url: `/${name.toLowerCase().replace(/\s+/g, '-')}/login`,
  status: 'active',
  primary: '#7b1fa2',
  logo: null,
  users: 1250,
  last_activity: null,
  sign_ins: 0,
  created_at: '2024-01-10T12:00:00.000Z',
  ...extra,
});

/** Client 3's record: pt-br and en offered, custom welcome texts in pt-br, every module contracted but 'feed'. */
export const ASTA_RECORD: AsapClient = {
  id: 3,
  name: 'Asta',
  slug: 'asta',
  login_url: '/asta/login',
  logout_url: '/auth',
  status: 'active',
  languages: ['pt-br', 'en'],
  default_language: 'pt-br',
  registration: true,
  welcome_email: { 'pt-br': { subject: 'Bem-vindo à {client}', body: 'Olá, {name}!\nDefina sua senha: {link}' } },
  modules: MODULES.map((m) => ({ tag: m.tag, enabled: m.tag !== 'feed', platform: null })),
  created_at: '2020-01-01T00:00:00.000Z',
};

const COLORS_ADMIN = envelope({ ...COLORS_ASTA.data, client_id: 16, name: 'Admin' });

export const publicClient = (extra: Partial<PublicClient> = {}): PublicClient => ({
  id: 40,
  name: 'Escola Nova',
  slug: 'escola-nova',
  login_url: '/escola-nova/login',
  logout_url: '/auth',
  status: 'active',
  config: {
    primary: '#2e7d32',
    secondary: '#ff9800',
    background: '#fafafa',
    surface: '#ffffff',
    text: '#212121',
    error: '#d32f2f',
    logo: null,
    favicon: null,
    login_background: null,
    registration: true,
    template: { platform_type: 'escola' },
  },
  ...extra,
});

/** The calls every signed-in page of the operator (client 16) or of client 3 makes, then the test's own. */
export const mockClientsApi = (handlers: StubTable = {}) =>
  mockSignedInApi({ 'GET /api/v2/admin/color/16': { body: COLORS_ADMIN }, ...handlers });
