import {
  PROJECT_STATUSES,
  type AuthenticatedUser,
  type Project,
  type ProjectListItem,
  type Session,
} from '@console/contract';
import { USER } from '../../test/utils.tsx';

/** An administrator of client 3 holding projetos and every sub-tag but those left out. */
export function reviewer(without: readonly string[] = []): AuthenticatedUser {
  const subs = ['criar', 'editar', 'excluir', 'exportar', 'parecer', 'encaminhar', 'devolutiva'].filter(
    (s) => !without.includes(s),
  );
  return {
    ...USER,
    resource: [...USER.resource, { tag: 'projetos', enabled: true }],
    resource_sub: [...USER.resource_sub, ...subs.map((s) => ({ tag: `projetos.${s}`, enabled: true }))],
  };
}

const zeroCounts = () => Object.fromEntries(PROJECT_STATUSES.map((s) => [s, 0])) as Session['counts'];

export const session = (id: number, title: string, extra: Partial<Session> = {}): Session => ({
  id,
  title,
  description: 'Projetos de educação.',
  banner: null,
  submission_start: '2026-03-01',
  submission_end: '2026-03-31',
  review_deadline: '2026-04-30',
  criteria: [
    { id: 'impacto', name: 'Impacto', weight: 3 },
    { id: 'viabilidade', name: 'Viabilidade', weight: 1 },
  ],
  status: 'aberta',
  counts: zeroCounts(),
  created_at: '2026-02-01T12:00:00.000Z',
  updated_at: '2026-02-01T12:00:00.000Z',
  ...extra,
});

const ANA = { id: 21, name: 'Ana Lima', email: 'ana@asta.demo', picture: null };
export const BRUNO = { id: 22, name: 'Bruno Reis', email: 'bruno@asta.demo', picture: null };

export const listItem = (id: number, title: string, extra: Partial<ProjectListItem> = {}): ProjectListItem => ({
  id,
  session: { id: 5, title: 'Edital 2026' },
  proponent: ANA,
  title,
  budget: 12500.5,
  status: 'em_analise',
  assignee: null,
  stage: null,
  due_at: null,
  overdue: false,
  score: null,
  submitted_at: '2026-03-10T12:00:00.000Z',
  updated_at: '2026-03-11T12:00:00.000Z',
  ...extra,
});

export const project = (extra: Partial<Project> = {}): Project => ({
  ...listItem(40, 'Horta na escola'),
  summary: 'Uma horta comunitária.',
  objectives: 'Ensinar alimentação saudável.',
  target_audience: 'Alunos do fundamental',
  start_date: '2026-05-01',
  end_date: '2026-11-30',
  attachments: [
    { url: '/media/3/images/planta.png', name: 'planta.png', size: 2048, format: 'png' },
    { url: '/media/3/files/orcamento.pdf', name: 'orcamento.pdf', size: 4096, format: 'pdf' },
  ],
  team: [BRUNO],
  criteria: session(5, 'Edital 2026').criteria,
  proponent_data: null,
  devolutiva: null,
  next_statuses: ['encaminhado', 'devolvido_para_ajustes', 'aprovado', 'reprovado'],
  timeline: [
    {
      id: 1,
      kind: 'parecer',
      from_status: null,
      to_status: null,
      actor: BRUNO,
      text: 'Bom projeto.',
      internal: true,
      recommendation: 'aprovar',
      scores: [
        { criterion_id: 'impacto', score: 8 },
        { criterion_id: 'viabilidade', score: 6 },
      ],
      total: 7.5,
      assignee: null,
      stage: null,
      deadline: null,
      decision: null,
      created_at: '2026-03-12T12:00:00.000Z',
    },
  ],
  created_at: '2026-03-01T12:00:00.000Z',
  ...extra,
});
