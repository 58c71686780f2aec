import { z } from 'zod';
import { TEXT_MIN_LENGTH } from './constants.ts';
import { isValidCnpj, isValidCpf, onlyDigits } from './br.ts';
import { ok, paginated, pageQuery } from './envelope.ts';
import { isMediaAddress } from './feed.ts';
import { searchTerm } from './search.ts';
import { addressSchema, phoneSchema, postalCodeSchema } from './users.ts';
import { canMove, enter, graphOf, workflow, type Workflow } from './collections/workflow.ts';

/**
 * Projects and sessions (SPEC.md §3 Project, §7 Projects; docs/projects.md): a session is a call for proposals;
 * members submit projects into it; administrators review them with pareceres, forward them (encaminhamento) and
 * answer the proponent (devolutiva). The status graph below is the only way a project moves.
 */

export const SESSION_STATUSES = ['rascunho', 'aberta', 'em_avaliacao', 'encerrada'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const PROJECT_STATUSES = [
  'rascunho',
  'enviado',
  'em_analise',
  'encaminhado',
  'devolvido_para_ajustes',
  'aprovado',
  'reprovado',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * rascunho → enviado → em_analise → (encaminhado ↔ em_analise) → devolvido_para_ajustes → enviado … → aprovado |
 * reprovado, on the workflow engine the collections share (collections/workflow.ts). The member's submission needs no
 * sub-tag (it is the member's own move); each review move names the administrator's sub-tag under `projetos`.
 * Anything else is refused with 409 naming the current status.
 */
export const PROJECT_WORKFLOW: Workflow<ProjectStatus> = workflow<ProjectStatus>(
  'status',
  ['rascunho'],
  enter('enviado', ['rascunho', 'devolvido_para_ajustes']),
  enter('em_analise', ['enviado'], { sub: 'parecer' }),
  enter('em_analise', ['encaminhado'], { sub: 'encaminhar' }),
  enter('encaminhado', ['em_analise'], { sub: 'encaminhar' }),
  enter('devolvido_para_ajustes', ['em_analise'], { sub: 'devolutiva' }),
  enter('aprovado', ['em_analise'], { sub: 'devolutiva' }),
  enter('reprovado', ['em_analise'], { sub: 'devolutiva' }),
);
export const PROJECT_TRANSITIONS: Readonly<Record<ProjectStatus, readonly ProjectStatus[]>> = graphOf(
  PROJECT_WORKFLOW,
  PROJECT_STATUSES,
);
/** Portuguese labels the API's messages use (the console's come from i18n: projetos.status.*). */
export const PROJECT_STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = {
  rascunho: 'Rascunho',
  enviado: 'Enviado',
  em_analise: 'Em análise',
  encaminhado: 'Encaminhado',
  devolvido_para_ajustes: 'Devolvido para ajustes',
  aprovado: 'Aprovado',
  reprovado: 'Reprovado',
};
export const canTransition = (from: ProjectStatus, to: ProjectStatus): boolean => canMove(PROJECT_WORKFLOW, from, to);
/** A member edits a project only in these statuses. */
export const EDITABLE_STATUSES: readonly ProjectStatus[] = ['rascunho', 'devolvido_para_ajustes'];
/** A parecer may be written while the project is being reviewed (an `enviado` one starts its analysis). */
export const REVIEWABLE_STATUSES: readonly ProjectStatus[] = ['enviado', 'em_analise', 'encaminhado'];
export const FINAL_STATUSES: readonly ProjectStatus[] = ['aprovado', 'reprovado'];

export const RECOMMENDATIONS = ['aprovar', 'reprovar', 'ajustar'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const DECISIONS = ['aprovado', 'reprovado', 'ajustes'] as const;
export type Decision = (typeof DECISIONS)[number];
/** The status a devolutiva's decision moves the project to. */
export const DECISION_STATUS: Readonly<Record<Decision, ProjectStatus>> = {
  aprovado: 'aprovado',
  reprovado: 'reprovado',
  ajustes: 'devolvido_para_ajustes',
};

export const PROJECT_MESSAGES = {
  transition: (current: ProjectStatus) => `Não é possível agora: o projeto está "${PROJECT_STATUS_LABELS[current]}".`,
  notEditable: 'O projeto só pode ser editado em rascunho ou quando devolvido para ajustes.',
  outsidePeriod: 'Fora do período de submissão desta sessão.',
  sessionClosed: 'Esta sessão não está aberta para submissões.',
  sessionHasProjects: 'A sessão tem projetos e não pode ser excluída.',
  periodOrder: 'O fim do período precisa ser igual ou posterior ao início.',
  reviewAfterPeriod: 'O prazo de avaliação precisa ser igual ou posterior ao fim do período.',
  datesOrder: 'A data de término precisa ser igual ou posterior à de início.',
  document: 'CPF ou CNPJ inválido.',
  cpf: 'CPF inválido: confira os dígitos.',
  cnpj: 'CNPJ inválido: confira os dígitos.',
  parecerText: `Escreva o parecer com pelo menos ${TEXT_MIN_LENGTH} caracteres.`,
  score: 'Nota de 0 a 10.',
  unknownCriterion: 'Critério que não é desta sessão.',
  missingScores: 'Dê uma nota a cada critério da sessão.',
  repeatedCriterion: 'Critério avaliado mais de uma vez: dê uma nota só a cada critério.',
  target: 'Encaminhe a um avaliador ou a uma etapa.',
  reviewer: 'Este usuário não avalia projetos neste cliente.',
  assigneeInterested: 'Esta pessoa é proponente ou membro da equipe do projeto: encaminhe a outro avaliador.',
  deadlinePast: 'O prazo precisa ser uma data futura.',
  message: `Escreva a mensagem ao proponente (pelo menos ${TEXT_MIN_LENGTH} caracteres).`,
  proponentData: 'Preencha seus dados de proponente antes de enviar o projeto.',
  attachment: 'Anexe um arquivo enviado por você pelo diálogo de upload.',
  weights: 'Pesos de 1 a 10.',
  criteriaNames: 'Os critérios precisam ter nomes diferentes.',
} as const;

const isoDate = z
  .string()
  .trim()
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}$/.test(v) &&
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Data inválida: use AAAA-MM-DD.',
  );
const mediaAddress = z.string().trim().max(2000).refine(isMediaAddress, 'Envie o arquivo pelo diálogo de upload.');
const cents = (max: number) =>
  z
    .number({ error: 'Valor em reais inválido.' })
    .min(0, 'Valor em reais inválido: sem negativos.')
    .max(max, `Valor acima do limite de R$ ${max.toLocaleString('pt-BR')}.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Valor em reais inválido: até 2 casas decimais.');
export const MAX_BUDGET = 100_000_000;

/** A person as lists and timelines show them. */
export const projectPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
});
export type ProjectPerson = z.infer<typeof projectPerson>;

// ---- Sessions ------------------------------------------------------------------------------------------------

/** One criterion of a session's rubric: scored 0-10, weighted 1-10. `id` is stable once saved. */
export const criterion = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.string().trim().min(2).max(120),
  weight: z.number().int().min(1, PROJECT_MESSAGES.weights).max(10, PROJECT_MESSAGES.weights),
});
export type Criterion = z.infer<typeof criterion>;
export const MAX_CRITERIA = 12;

const criteriaList = z
  .array(criterion)
  .max(MAX_CRITERIA)
  .refine(
    (list) => new Set(list.map((c) => c.name.toLowerCase())).size === list.length,
    PROJECT_MESSAGES.criteriaNames,
  );
/** The fields without defaults: zod fills a default in under .partial() too, which would reset what an update leaves out. */
const sessionFields = z.object({
  title: z.string().trim().min(3).max(160),
  description: z.string().trim().max(5000),
  /** Banner of aspect 110/33 (SPEC.md §2.2), uploaded through the upload dialog. */
  banner: mediaAddress.nullable(),
  submission_start: isoDate,
  submission_end: isoDate,
  review_deadline: isoDate,
  criteria: criteriaList,
  status: z.enum(SESSION_STATUSES),
});
const sessionDatesOrdered = <
  T extends { submission_start?: string; submission_end?: string; review_deadline?: string },
>(
  s: z.ZodType<T>,
) =>
  s
    .refine((v) => !v.submission_start || !v.submission_end || v.submission_end >= v.submission_start, {
      message: PROJECT_MESSAGES.periodOrder,
      path: ['submission_end'],
    })
    .refine((v) => !v.submission_end || !v.review_deadline || v.review_deadline >= v.submission_end, {
      message: PROJECT_MESSAGES.reviewAfterPeriod,
      path: ['review_deadline'],
    });

/** POST /api/v2/admin/projetos/sessoes (criar). */
export const sessionCreateBody = sessionDatesOrdered(
  sessionFields.extend({
    description: sessionFields.shape.description.default(''),
    banner: sessionFields.shape.banner.default(null),
    criteria: criteriaList.default([]),
    status: sessionFields.shape.status.default('rascunho'),
  }),
);
export type SessionCreateBody = z.input<typeof sessionCreateBody>;
/** PUT /api/v2/admin/projetos/sessoes/{id} (editar): fields left out keep their value; dates are checked together with the stored ones. */
export const sessionUpdateBody = sessionDatesOrdered(sessionFields.partial().strict());
export type SessionUpdateBody = z.input<typeof sessionUpdateBody>;

export const session = sessionFields.extend({
  id: z.number().int(),
  banner: z.string().nullable(),
  description: z.string(),
  criteria: z.array(criterion),
  status: z.enum(SESSION_STATUSES),
  /** Projects of the session by status (every status present, zeros included). */
  counts: z.record(z.enum(PROJECT_STATUSES), z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Session = z.infer<typeof session>;
export const sessionListQuery = pageQuery.extend({
  search: searchTerm(100).optional(),
  status: z.enum(SESSION_STATUSES).optional(),
});
export type SessionListQuery = z.infer<typeof sessionListQuery>;
export const sessionResponse = ok(session);
export const sessionListResponse = ok(paginated(session));
/** GET /api/v2/projetos/sessoes: sessions a member can read (aberta, or holding one of their projects). */
export const memberSession = session.omit({ counts: true });
export type MemberSession = z.infer<typeof memberSession>;
export const memberSessionListResponse = ok(z.array(memberSession));

// ---- Proponent data ------------------------------------------------------------------------------------------

export const DOCUMENT_KINDS = ['cpf', 'cnpj'] as const;
/** A CPF (11 digits) or a CNPJ (14): a wrong one is named by its kind, any other length gets the general message. */
export const documentSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const length = onlyDigits(value).length;
    if (length === 11 ? isValidCpf(value) : length === 14 && isValidCnpj(value)) return;
    const message =
      length === 14 ? PROJECT_MESSAGES.cnpj : length === 11 ? PROJECT_MESSAGES.cpf : PROJECT_MESSAGES.document;
    ctx.addIssue({ code: 'custom', message });
  })
  .transform(onlyDigits);
export const documentKind = (digits: string): (typeof DOCUMENT_KINDS)[number] =>
  digits.length === 14 ? 'cnpj' : 'cpf';

/** GET and PUT /api/v2/projetos/dados: the member's proponent data, reused by all their projects. */
export const proponentDataBody = z
  .object({
    organization: z.string().trim().min(2).max(160),
    document: documentSchema,
    email: z.string().trim().toLowerCase().pipe(z.email('E-mail inválido.').max(254)),
    phone: phoneSchema,
    postal_code: postalCodeSchema,
    address: addressSchema,
  })
  .strict();
export type ProponentDataBody = z.input<typeof proponentDataBody>;
export const proponentData = z.object({
  organization: z.string(),
  document: z.string(),
  document_kind: z.enum(DOCUMENT_KINDS),
  email: z.string(),
  phone: z.string(),
  postal_code: z.string(),
  address: addressSchema,
  updated_at: z.string(),
});
export type ProponentData = z.infer<typeof proponentData>;
/** null until the member fills them in. */
export const proponentDataResponse = ok(proponentData.nullable());

// ---- Projects ------------------------------------------------------------------------------------------------

export const attachment = z.object({
  url: mediaAddress,
  name: z.string().trim().min(1).max(200),
  size: z.number().int().nonnegative(),
  format: z.string().trim().max(20),
});
export type Attachment = z.infer<typeof attachment>;
export const MAX_ATTACHMENTS = 10;
export const MAX_TEAM = 20;

const projectFields = z.object({
  title: z.string().trim().min(3).max(160),
  summary: z.string().trim().min(10).max(2000),
  objectives: z.string().trim().min(10).max(5000),
  target_audience: z.string().trim().min(3).max(1000),
  budget: cents(MAX_BUDGET),
  start_date: isoDate,
  end_date: isoDate,
  attachments: z.array(attachment).max(MAX_ATTACHMENTS),
  /** User ids of the team, people of the same client. */
  team: z.array(z.number().int().positive()).max(MAX_TEAM),
});
const projectDatesOrdered = <T extends { start_date?: string; end_date?: string }>(s: z.ZodType<T>) =>
  s.refine((v) => !v.start_date || !v.end_date || v.end_date >= v.start_date, {
    message: PROJECT_MESSAGES.datesOrder,
    path: ['end_date'],
  });

/** POST /api/v2/projetos/list: a new project of the member, in rascunho. */
export const projectCreateBody = projectDatesOrdered(
  projectFields
    .extend({
      session_id: z.number().int().positive(),
      attachments: projectFields.shape.attachments.default([]),
      team: projectFields.shape.team.default([]),
    })
    .strict(),
);
export type ProjectCreateBody = z.input<typeof projectCreateBody>;
/** PUT /api/v2/projetos/list/{id}: only in rascunho or devolvido_para_ajustes; fields left out keep their value. */
export const projectUpdateBody = projectDatesOrdered(projectFields.partial().strict());
export type ProjectUpdateBody = z.input<typeof projectUpdateBody>;

export const TIMELINE_KINDS = [
  'criado',
  'editado',
  'enviado',
  'analise',
  'parecer',
  'encaminhamento',
  'retorno',
  'devolutiva',
  'lembrete',
  'atraso',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const score = z.object({
  criterion_id: z.string(),
  score: z.number().min(0, PROJECT_MESSAGES.score).max(10, PROJECT_MESSAGES.score),
});
export type Score = z.infer<typeof score>;

/** One step of a project's history, oldest first. Proponents never receive internal entries. */
export const timelineEntry = z.object({
  id: z.number().int(),
  kind: z.enum(TIMELINE_KINDS),
  from_status: z.enum(PROJECT_STATUSES).nullable(),
  to_status: z.enum(PROJECT_STATUSES).nullable(),
  actor: projectPerson.nullable(),
  text: z.string().nullable(),
  internal: z.boolean(),
  /** parecer: recommendation, scores and weighted total; encaminhamento: assignee, stage, deadline; devolutiva: decision. */
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  scores: z.array(score).nullable(),
  total: z.number().nullable(),
  assignee: projectPerson.nullable(),
  stage: z.string().nullable(),
  deadline: z.string().nullable(),
  decision: z.enum(DECISIONS).nullable(),
  created_at: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const projectListItem = z.object({
  id: z.number().int(),
  session: z.object({ id: z.number().int(), title: z.string() }),
  proponent: projectPerson,
  title: z.string(),
  budget: z.number(),
  status: z.enum(PROJECT_STATUSES),
  assignee: projectPerson.nullable(),
  stage: z.string().nullable(),
  /** The open encaminhamento's deadline (ISO 8601 date-time), null when none. */
  due_at: z.string().nullable(),
  overdue: z.boolean(),
  /** Mean of the pareceres' weighted totals (0-10, one decimal), null before the first parecer. */
  score: z.number().nullable(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ProjectListItem = z.infer<typeof projectListItem>;

export const project = projectListItem.extend({
  summary: z.string(),
  objectives: z.string(),
  target_audience: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  attachments: z.array(attachment),
  team: z.array(projectPerson),
  criteria: z.array(criterion),
  /** The proponent's data at the time of reading (null when not filled in). */
  proponent_data: proponentData.nullable(),
  /** The last devolutiva, what the proponent is asked to change or was told. */
  devolutiva: z.object({ decision: z.enum(DECISIONS), text: z.string(), created_at: z.string() }).nullable(),
  /** The transitions the reader may start now. */
  next_statuses: z.array(z.enum(PROJECT_STATUSES)),
  timeline: z.array(timelineEntry),
  created_at: z.string(),
});
export type Project = z.infer<typeof project>;
export const projectResponse = ok(project);
export const projectListResponse = ok(paginated(projectListItem));
export const projectIdParams = z.object({ id: z.coerce.number().int().positive() });

/** GET /api/v2/projetos/list: the member's own projects. */
export const memberProjectListQuery = pageQuery.extend({
  session_id: z.coerce.number().int().positive().optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
});
export type MemberProjectListQuery = z.infer<typeof memberProjectListQuery>;

const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();
/** GET /api/v2/admin/projetos/list: every project of the client, filtered. */
export const projectListQuery = pageQuery.extend({
  session_id: z.coerce.number().int().positive().optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  assignee_id: z.coerce.number().int().positive().optional(),
  /** Assigned to the signed-in administrator. */
  mine: flag,
  overdue: flag,
  search: searchTerm(100).optional(),
  sort: z
    .enum(['updated_at', '-updated_at', 'title', '-title', 'score', '-score', 'due_at', '-due_at'])
    .default('-updated_at'),
});
export type ProjectListQuery = z.input<typeof projectListQuery>;

/** POST /api/v2/admin/projetos/parecer/{id} (sub-tag parecer). */
export const parecerBody = z
  .object({
    text: z.string().trim().min(TEXT_MIN_LENGTH, PROJECT_MESSAGES.parecerText).max(10000),
    recommendation: z.enum(RECOMMENDATIONS),
    scores: z.array(score).default([]),
    /** Internal pareceres are never shown to the proponent. */
    internal: z.boolean().default(true),
  })
  .strict();
export type ParecerBody = z.input<typeof parecerBody>;

/** POST /api/v2/admin/projetos/encaminhamento/{id} (sub-tag encaminhar): to a reviewer or a stage, or both. */
export const encaminhamentoBody = z
  .object({
    assignee_id: z.number().int().positive().nullable().default(null),
    stage: z.string().trim().min(2).max(80).nullable().default(null),
    note: z.string().trim().max(2000).default(''),
    /** ISO 8601 date-time in the future. */
    deadline: z.iso.datetime({ offset: true, error: 'Prazo inválido.' }),
  })
  .strict()
  .refine((v) => v.assignee_id !== null || v.stage !== null, {
    message: PROJECT_MESSAGES.target,
    path: ['assignee_id'],
  });
export type EncaminhamentoBody = z.input<typeof encaminhamentoBody>;

/** POST /api/v2/admin/projetos/devolutiva/{id} (sub-tag devolutiva): the decision and the message to the proponent. */
export const devolutivaBody = z
  .object({
    decision: z.enum(DECISIONS),
    text: z.string().trim().min(TEXT_MIN_LENGTH, PROJECT_MESSAGES.message).max(10000),
  })
  .strict();
export type DevolutivaBody = z.input<typeof devolutivaBody>;

/**
 * POST /api/v2/admin/projetos/status/{id}: the moves that need no form, start the analysis of an `enviado` project
 * or take back a forwarded one (encaminhado → em_analise, sub-tag encaminhar), with an optional note.
 */
export const statusBody = z
  .object({ status: z.literal('em_analise'), note: z.string().trim().max(2000).default('') })
  .strict();
export type StatusBody = z.input<typeof statusBody>;

/**
 * GET /api/v2/admin/projetos/avaliadores: people of the client who may review (hold the projetos tag);
 * GET /api/v2/projetos/pessoas: active people of the member's client, for the project's team. Both at most 50.
 */
export const personQuery = z.object({ search: searchTerm(100).optional() });
export const personListResponse = ok(z.array(projectPerson));
/** GET /api/v2/projetos/pessoas: what a proponent needs to pick their team (no e-mail, document or phone). */
export const teamCandidate = projectPerson.pick({ id: true, name: true, picture: true });
export type TeamCandidate = z.infer<typeof teamCandidate>;
export const teamCandidateListResponse = ok(z.array(teamCandidate));

/** GET /api/v2/admin/projetos/sessoes/{id}/export (sub-tag exportar): the session's projects and their scores. */
export const projectExportQuery = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

/** The weighted total of one parecer's scores (0-10, one decimal); criteria without a score count as missing. */
export function weightedTotal(criteria: readonly Criterion[], scores: readonly Score[]): number | null {
  const byId = new Map(scores.map((s) => [s.criterion_id, s.score]));
  let sum = 0;
  let weights = 0;
  for (const c of criteria) {
    const value = byId.get(c.id);
    if (value === undefined) continue;
    sum += value * c.weight;
    weights += c.weight;
  }
  return weights ? Math.round((sum / weights) * 10) / 10 : null;
}

/** The console's pages of one project, where the e-mails link to: the review page and the proponent's page. */
export const projectReviewPath = (id: number): string => `/projetos/projeto/${id}`;
export const memberProjectPath = (id: number): string => `/meus-projetos/${id}`;

/** Hours before a deadline when the daily job reminds the assignee. */
export const REMINDER_WINDOW_HOURS = 48;
