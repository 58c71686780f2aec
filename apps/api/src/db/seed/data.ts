import { CLIENTS, type ClientEntry, type StoredColorConfig } from '@console/contract';
import {
  ADMIN_RESOURCES,
  ADMIN_SUB_RESOURCES,
  MEMBER_RESOURCES,
  MEMBER_SUB_RESOURCES,
  type GrantSet,
} from '../../platform/grants.ts';
import type { Role } from '../schema.ts';

/** Each client's own branding (SPEC.md §3 Client); registration open for some. */
const BRANDING: Record<number, StoredColorConfig> = {
  3: {
    primary: '#1e3a8a',
    secondary: '#f59e0b',
    background: '#f8fafc',
    text: '#0f172a',
    logo: null,
    registration: false,
    template: { platform_type: 'plataforma' },
  },
  6: {
    primary: '#059669',
    secondary: '#111827',
    background: '#ecfdf5',
    text: '#064e3b',
    logo: null,
    registration: false,
    template: { platform_type: 'academia' },
  },
  8: {
    primary: '#facc15',
    secondary: '#1f2937',
    background: '#fffbeb',
    text: '#111111',
    logo: null,
    registration: true,
    template: { platform_type: 'academia' },
  },
  9: {
    primary: '#dc2626',
    secondary: '#7c2d12',
    background: '#fef2f2',
    text: '#1c1917',
    logo: null,
    registration: false,
    template: { platform_type: 'ong' },
  },
  15: {
    primary: '#db2777',
    secondary: '#7c3aed',
    background: '#fdf2f8',
    text: '#3b0764',
    logo: null,
    registration: true,
    template: { platform_type: 'escola' },
  },
  16: {
    primary: '#334155',
    secondary: '#0ea5e9',
    background: '#f1f5f9',
    text: '#020617',
    logo: null,
    registration: false,
    template: { platform_type: 'plataforma' },
  },
  18: {
    primary: '#166534',
    secondary: '#a16207',
    background: '#f7fee7',
    text: '#1a2e05',
    logo: null,
    registration: false,
    template: { platform_type: 'ong' },
  },
};

export const brandingOf = (client: ClientEntry): StoredColorConfig => BRANDING[client.id];

export const GROUPS = ['Coordenação', 'Equipe Norte', 'Equipe Sul'];
export const REGIONALS = ['Sudeste', 'Nordeste', 'Sul'];

export interface DemoUser {
  local: string;
  name: string;
  role: Role;
  grants: GrantSet;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    local: 'admin',
    name: 'Administrador',
    role: 'admin',
    grants: { resources: ADMIN_RESOURCES, subResources: ADMIN_SUB_RESOURCES },
  },
  {
    local: 'member',
    name: 'Membro',
    role: 'member',
    grants: { resources: MEMBER_RESOURCES, subResources: MEMBER_SUB_RESOURCES },
  },
  {
    local: 'ana',
    name: 'Ana Souza',
    role: 'member',
    grants: { resources: ['dashboard', 'feed', 'cursos'], subResources: [] },
  },
];

export const demoEmail = (local: string, client: ClientEntry): string => `${local}@${client.slug}.demo`;

export { CLIENTS };

/** Members per client beyond the demo accounts, so lists have several pages: Asta's, and the default of a client. */
export const MEMBERS_PER_CLIENT = 60;

/**
 * How large each demo client is, so the demo looks like seven organisations rather than seven copies: members beyond
 * the demo accounts (the sign-in history, the dashboard's figures and the birthdays follow them), files in the library
 * and the rows of every collection. Gym chains are the largest, the school sits in between, the NGOs and the
 * operator's own client are small; the total stays close to seven clients of Asta's size, so seeding takes no longer.
 * At least 20 members: the collections' demo makers give some users a role each (mentores takes users 2 to 16).
 */
export interface ClientVolume {
  members: number;
  files: number;
  /** Each collection's demo rows against Asta's (`demoRows` of its definition): collections/demo.ts demoRowsOf. */
  rows: number;
}

const VOLUMES: Record<number, ClientVolume> = {
  // Asta: the reference client of the tests and the docs.
  3: { members: MEMBERS_PER_CLIENT, files: 6, rows: 1 },
  // Fitness Link: a regional gym chain.
  6: { members: 80, files: 6, rows: 1.3 },
  // Smart Fit: the largest gym chain.
  8: { members: 120, files: 8, rows: 1.8 },
  // Action Aid: an NGO with a small staff and volunteers.
  9: { members: 35, files: 5, rows: 0.65 },
  // Lele: a school.
  15: { members: 70, files: 5, rows: 1.2 },
  // Admin: the platform operator's own client.
  16: { members: 20, files: 4, rows: 0.45 },
  // Nova Terra: a small NGO.
  18: { members: 25, files: 4, rows: 0.55 },
};

export const volumeOf = (clientId: number): ClientVolume =>
  VOLUMES[clientId] ?? { members: MEMBERS_PER_CLIENT, files: 4, rows: 1 };

export interface SeedFormField {
  key: string;
  label: string;
  /** The label in the other interface languages (English and Spanish); the Portuguese one shows where none is given. */
  labels?: { en?: string; es?: string };
  type: string;
  required: boolean;
  options?: { value: string; label: string }[];
  order: number;
  custom: boolean;
  active?: boolean;
}

const units = [
  { value: 'paulista', label: 'Unidade Paulista' },
  { value: 'centro', label: 'Unidade Centro' },
  { value: 'barra', label: 'Unidade Barra' },
];

/** Each client's custom user-form fields and overrides of the standard ones. */
export const FORM_FIELDS: Record<number, SeedFormField[]> = {
  3: [
    {
      key: 'matricula',
      label: 'Matrícula',
      labels: { en: 'Registration number', es: 'Número de matrícula' },
      type: 'text',
      required: false,
      order: 100,
      custom: true,
    },
    {
      key: 'camiseta',
      label: 'Tamanho da camiseta',
      labels: { en: 'T-shirt size', es: 'Talla de camiseta' },
      type: 'select',
      required: false,
      order: 110,
      custom: true,
      options: ['P', 'M', 'G', 'GG'].map((v) => ({ value: v, label: v })),
    },
    {
      key: 'newsletter',
      label: 'Aceita receber novidades',
      labels: { en: 'Agrees to receive news', es: 'Acepta recibir novedades' },
      type: 'checkbox',
      required: false,
      order: 120,
      custom: true,
    },
    {
      key: 'codigo_antigo',
      label: 'Código no sistema antigo',
      labels: { en: 'Code in the old system', es: 'Código en el sistema anterior' },
      type: 'text',
      required: false,
      order: 130,
      custom: true,
      active: false,
    },
  ],
  6: [
    {
      key: 'plano',
      label: 'Plano',
      labels: { en: 'Plan', es: 'Plan' },
      type: 'select',
      required: false,
      order: 100,
      custom: true,
      options: ['mensal', 'trimestral', 'anual'].map((v) => ({ value: v, label: v[0].toUpperCase() + v.slice(1) })),
    },
  ],
  8: [
    { key: 'cpf', label: 'CPF', type: 'cpf', required: true, order: 30, custom: false },
    {
      key: 'unidade',
      label: 'Unidade',
      labels: { en: 'Unit', es: 'Unidad' },
      type: 'select',
      required: true,
      order: 100,
      custom: true,
      options: units,
    },
    {
      key: 'peso',
      label: 'Peso (kg)',
      labels: { en: 'Weight (kg)', es: 'Peso (kg)' },
      type: 'number',
      required: false,
      order: 110,
      custom: true,
    },
  ],
};

/** Each client's feed folders (pastas); the seed grants them to the client's groups, a regional and the demo member. */
export const FOLDERS: readonly { name: string; description: string }[] = [
  { name: 'Geral', description: 'Avisos e conversas de todos' },
  { name: 'Comunicados', description: 'Comunicados oficiais da organização' },
  { name: 'Unidades', description: 'Novidades de cada unidade' },
];

export interface DemoDashboard {
  key: string;
  name: string;
  descricao: string;
  /** An option of the bi collection's area field. */
  area: 'comercial' | 'engajamento' | 'operacao';
  atualizacao_horas: number;
}

/**
 * Each client's BI dashboards with the fields the 'Painéis de BI' screen shows (the bi collection, contract
 * defs/painel.ts); the address is the client's own on the BI host and the demo administrator is responsible.
 */
export const DASHBOARDS: readonly DemoDashboard[] = [
  {
    key: 'vendas',
    name: 'Vendas',
    descricao: 'Vendas por mês, canal e unidade, com ticket médio e comparação com a meta.',
    area: 'comercial',
    atualizacao_horas: 24,
  },
  {
    key: 'engajamento',
    name: 'Engajamento',
    descricao: 'Acessos, publicações, curtidas e comentários dos membros, semana a semana.',
    area: 'engajamento',
    atualizacao_horas: 6,
  },
  {
    key: 'frequencia',
    name: 'Frequência',
    descricao: 'Presença por dia da semana, horário e unidade, e quem deixou de vir.',
    area: 'operacao',
    atualizacao_horas: 1,
  },
];
