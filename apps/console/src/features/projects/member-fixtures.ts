import type {
  AuthenticatedUser,
  MemberSession,
  Project,
  ProjectListItem,
  ProjectStatus,
  TimelineEntry,
} from '@console/contract';
import { USER, mockSignedInApi, ok, page, type StubTable } from '../../test/utils.tsx';

/** A member of client 3 holding the member's side of projects (module 'propostas'). */
export const MEMBER: AuthenticatedUser = {
  ...USER,
  id: 21,
  name: 'Marta Lima',
  email: 'member@asta.demo',
  resource: [{ tag: 'propostas', enabled: true }],
  resource_sub: [],
};

const PERSON = { id: 21, name: 'Marta Lima', email: 'member@asta.demo', picture: null };
export const COLLEAGUE = { id: 34, name: 'Rui Costa', email: 'rui@asta.demo', picture: null };

const today = new Date();
const day = (offset: number) => {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export const session = (extra: Partial<MemberSession> = {}): MemberSession => ({
  id: 4,
  title: 'Edital 2026 — Educação',
  description: 'Projetos de educação popular.',
  banner: null,
  submission_start: day(-10),
  submission_end: day(20),
  review_deadline: day(40),
  criteria: [
    { id: 'impacto', name: 'Impacto social', weight: 3 },
    { id: 'viabilidade', name: 'Viabilidade', weight: 2 },
  ],
  status: 'aberta',
  created_at: '2026-01-01T12:00:00.000Z',
  updated_at: '2026-01-01T12:00:00.000Z',
  ...extra,
});

export const listItem = (
  id: number,
  title: string,
  status: ProjectStatus,
  extra: Partial<ProjectListItem> = {},
): ProjectListItem => ({
  id,
  session: { id: 4, title: 'Edital 2026 — Educação' },
  proponent: PERSON,
  title,
  budget: 1500,
  status,
  assignee: null,
  stage: null,
  due_at: null,
  overdue: false,
  score: null,
  submitted_at: null,
  updated_at: '2026-03-02T15:30:00.000Z',
  ...extra,
});

export const entry = (id: number, kind: TimelineEntry['kind'], extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
  id,
  kind,
  from_status: null,
  to_status: null,
  actor: PERSON,
  text: null,
  internal: false,
  recommendation: null,
  scores: null,
  total: null,
  assignee: null,
  stage: null,
  deadline: null,
  decision: null,
  created_at: '2026-03-01T12:00:00.000Z',
  ...extra,
});

export const project = (extra: Partial<Project> = {}): Project => ({
  ...listItem(9, 'Horta na escola', 'rascunho'),
  summary: 'Uma horta comunitária na escola municipal.',
  objectives: 'Ensinar agroecologia a 120 estudantes.',
  target_audience: 'Estudantes do ensino fundamental',
  budget: 1234.56,
  start_date: '2026-05-01',
  end_date: '2026-11-30',
  attachments: [{ url: '/media/plano.pdf', name: 'plano.pdf', size: 2048, format: 'pdf' }],
  team: [COLLEAGUE],
  criteria: session().criteria,
  proponent_data: null,
  devolutiva: null,
  next_statuses: ['enviado'],
  timeline: [entry(1, 'criado', { to_status: 'rascunho' })],
  created_at: '2026-03-01T12:00:00.000Z',
  ...extra,
});

export const PROPONENT = {
  organization: 'Associação Horta Viva',
  document: '11222333000181',
  document_kind: 'cnpj' as const,
  email: 'contato@hortaviva.org',
  phone: '11987654321',
  postal_code: '01310100',
  address: {
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP' as const,
  },
  updated_at: '2026-02-01T12:00:00.000Z',
};

/** The calls every signed-in page of client 3 makes, the member's usual answers, then the test's own. */
export const mockMemberApi = (handlers: StubTable = {}) =>
  mockSignedInApi({
    'GET /api/v2/projetos/sessoes': ok([session()]),
    'GET /api/v2/projetos/dados': ok(PROPONENT),
    'GET /api/v2/projetos/list': { body: page([]) },
    ...handlers,
  });
