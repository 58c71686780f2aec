import { z } from 'zod';
import { ok, pageQuery } from './envelope.ts';
import { periodQuery } from './period.ts';
import type { Language } from './constants.ts';

/**
 * The reports of /relatorios/{client_id} (issue 15; SPEC.md §1 reports area): a catalogue of fixed reports, each
 * with its filters, a paged table and an export (SPEC.md §9: xlsx by default, or csv). A report needs the tag
 * `relatorios`, the tag of the area it reads (members: usuarios; engagement: feed...) and any tag its source's own
 * route needs (`requires`); feed reports count only the folders the reader opens; its export needs
 * `relatorios.exportar`. The columns come with the answer, labelled in the user's language, because some reports
 * build theirs from the data (the permission matrix has one column per module).
 */

type Text = Record<Language, string>;
const t = (ptBr: string, en: string, es: string): Text => ({ 'pt-br': ptBr, en, es });

export const REPORTS_PATH = '/api/v2/admin/relatorios';
export const REPORTS_SUMMARY_PATH = '/api/v2/admin/relatorios-resumo';

export const REPORT_FILTERS = ['periodo', 'grupo', 'regional', 'status', 'dias'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export interface ReportDef {
  key: string;
  /** The area whose tag the report also needs: it reads that area's data. */
  area: string;
  /**
   * Tags the report needs beside its area's, so it shows nothing its sources' own routes refuse (issue 27): the
   * moderation history needs feed.moderar, a list of authors' e-mails needs usuarios.
   */
  requires?: readonly string[];
  label: Text;
  description: Text;
  filters: readonly ReportFilter[];
  /** The values of the status filter, when the report has one. */
  statuses?: readonly { value: string; label: Text }[];
}

const PERIOD_PEOPLE = ['periodo', 'grupo', 'regional'] as const;

export const REPORTS: readonly ReportDef[] = [
  {
    key: 'membros',
    area: 'usuarios',
    label: t('Membros por grupo e regional', 'Members by group and regional', 'Miembros por grupo y regional'),
    description: t(
      'Quantos membros cada grupo e regional tem, e quantos entraram no período.',
      'How many members each group and regional has, and how many joined in the period.',
      'Cuántos miembros tiene cada grupo y regional, y cuántos se unieron en el período.',
    ),
    filters: PERIOD_PEOPLE,
  },
  {
    key: 'acessos',
    area: 'usuarios',
    label: t('Acessos', 'Sign-ins', 'Accesos'),
    description: t(
      'Cada entrada no período: quem, quando e de onde.',
      'Each sign-in in the period: who, when and from where.',
      'Cada acceso en el período: quién, cuándo y desde dónde.',
    ),
    filters: PERIOD_PEOPLE,
  },
  {
    key: 'inativos',
    area: 'usuarios',
    label: t('Membros inativos', 'Inactive members', 'Miembros inactivos'),
    description: t(
      'Membros que não entram há mais dias do que o escolhido, com o último acesso.',
      'Members who have not signed in for more days than chosen, with their last sign-in.',
      'Miembros que no acceden hace más días que los elegidos, con su último acceso.',
    ),
    filters: ['dias', 'grupo', 'regional'],
  },
  {
    key: 'engajamento-pastas',
    area: 'feed',
    label: t('Engajamento do feed por pasta', 'Feed engagement by folder', 'Participación del feed por carpeta'),
    description: t(
      'Publicações do período em cada pasta, com as curtidas e os comentários que receberam.',
      'Posts of the period in each folder, with the likes and comments they received.',
      'Publicaciones del período en cada carpeta, con los me gusta y comentarios recibidos.',
    ),
    filters: ['periodo'],
  },
  {
    key: 'engajamento-autores',
    area: 'feed',
    requires: ['usuarios'],
    label: t('Engajamento do feed por autor', 'Feed engagement by author', 'Participación del feed por autor'),
    description: t(
      'Quem mais publicou no período, com as curtidas e os comentários recebidos.',
      'Who posted most in the period, with the likes and comments received.',
      'Quién más publicó en el período, con los me gusta y comentarios recibidos.',
    ),
    filters: PERIOD_PEOPLE,
  },
  {
    key: 'moderacao',
    area: 'feed',
    requires: ['feed.moderar'],
    label: t('Ações de moderação', 'Moderation actions', 'Acciones de moderación'),
    description: t(
      'Publicações aprovadas, ocultadas, editadas ou excluídas por moderadores no período.',
      'Posts approved, hidden, edited or deleted by moderators in the period.',
      'Publicaciones aprobadas, ocultadas, editadas o eliminadas por moderadores en el período.',
    ),
    filters: ['periodo'],
  },
  {
    key: 'matriz-permissoes',
    area: 'permissoes',
    label: t('Matriz de permissões', 'Permission matrix', 'Matriz de permisos'),
    description: t(
      'Cada pessoa com acesso ao console e os módulos que pode abrir.',
      'Each person with console access and the modules they may open.',
      'Cada persona con acceso a la consola y los módulos que puede abrir.',
    ),
    filters: ['grupo', 'regional'],
  },
  {
    key: 'arquivos',
    area: 'arquivos',
    label: t('Arquivos por tipo e tamanho', 'Uploads by type and size', 'Archivos por tipo y tamaño'),
    description: t(
      'Quantos arquivos de cada tipo foram enviados no período e quanto espaço ocupam.',
      'How many files of each type were uploaded in the period and how much space they take.',
      'Cuántos archivos de cada tipo se enviaron en el período y cuánto espacio ocupan.',
    ),
    filters: ['periodo'],
  },
  {
    key: 'projetos',
    area: 'projetos',
    label: t('Funil de projetos com notas', 'Projects pipeline with scores', 'Embudo de proyectos con notas'),
    description: t(
      'Os projetos de cada sessão, por situação, com nota, avaliador e orçamento.',
      'The projects of each session, by status, with score, reviewer and budget.',
      'Los proyectos de cada sesión, por estado, con nota, evaluador y presupuesto.',
    ),
    filters: ['periodo', 'status'],
    statuses: [
      { value: 'rascunho', label: t('Rascunho', 'Draft', 'Borrador') },
      { value: 'enviado', label: t('Enviado', 'Submitted', 'Enviado') },
      { value: 'em_analise', label: t('Em análise', 'Under review', 'En análisis') },
      { value: 'encaminhado', label: t('Encaminhado', 'Forwarded', 'Derivado') },
      {
        value: 'devolvido_para_ajustes',
        label: t('Devolvido para ajustes', 'Returned for changes', 'Devuelto para ajustes'),
      },
      { value: 'aprovado', label: t('Aprovado', 'Approved', 'Aprobado') },
      { value: 'reprovado', label: t('Reprovado', 'Rejected', 'Rechazado') },
    ],
  },
  {
    key: 'auditoria',
    area: 'auditoria',
    label: t('Registro de auditoria', 'Audit log', 'Registro de auditoría'),
    description: t(
      'Cada alteração feita por administradores no período: quem, quando, o quê.',
      'Every change made by administrators in the period: who, when, what.',
      'Cada cambio hecho por administradores en el período: quién, cuándo, qué.',
    ),
    filters: ['periodo'],
  },
  {
    key: 'eventos',
    area: 'eventos',
    label: t(
      'Inscrições e presença em eventos',
      'Event registrations and attendance',
      'Inscripciones y asistencia a eventos',
    ),
    description: t(
      'Para cada evento do período: inscrições, confirmadas, lista de espera e check-ins.',
      'For each event of the period: registrations, confirmed, waiting list and check-ins.',
      'Para cada evento del período: inscripciones, confirmadas, lista de espera y check-ins.',
    ),
    filters: ['periodo'],
  },
  {
    key: 'cursos',
    area: 'cursos',
    label: t('Conclusão de cursos', 'Course completion', 'Finalización de cursos'),
    description: t(
      'Para cada curso: matrículas, concluídas e a taxa de conclusão.',
      'For each course: enrolments, completed and the completion rate.',
      'Para cada curso: matrículas, finalizadas y la tasa de finalización.',
    ),
    filters: ['periodo'],
  },
  {
    key: 'pedidos',
    area: 'pedidos',
    label: t('Pedidos e receita', 'Orders and revenue', 'Pedidos e ingresos'),
    description: t(
      'Pedidos por dia no período, os pagos e a receita em R$.',
      'Orders per day in the period, those paid and the revenue in R$.',
      'Pedidos por día en el período, los pagados y los ingresos en R$.',
    ),
    filters: ['periodo'],
  },
];

export const reportByKey = (key: string): ReportDef | undefined => REPORTS.find((r) => r.key === key);

export const reportParams = z.object({ key: z.string().trim().min(1).max(40) });
/** A report's query: the period (period.ts; the last 30 days without one), its filters, the page, the export format. */
export const reportQuery = pageQuery.extend({
  ...periodQuery.shape,
  client_id: z.coerce.number().int().positive().optional(),
  group_id: z.coerce.number().int().positive().optional(),
  regional_id: z.coerce.number().int().positive().optional(),
  status: z.string().trim().min(1).max(40).optional(),
  /** Inactive members: no sign-in for more than this many days. */
  dias: z.coerce.number().int().min(1).max(3650).default(30),
  format: z.enum(['xlsx', 'csv']).optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

export const REPORT_CELL_FORMATS = ['text', 'number', 'money', 'date', 'datetime'] as const;
export const reportColumn = z.object({ key: z.string(), label: z.string(), format: z.enum(REPORT_CELL_FORMATS) });
export type ReportColumn = z.infer<typeof reportColumn>;
/** A cell: text, a number (money in reais), an ISO date (YYYY-MM-DD) or date-time, or empty. */
export const reportCell = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCell>;
export type ReportRow = Record<string, ReportCell>;

export const reportFilterOption = z.object({ value: z.string(), label: z.string() });
export const reportCatalogueItem = z.object({
  key: z.string(),
  area: z.string(),
  label: z.string(),
  description: z.string(),
  filters: z.array(z.enum(REPORT_FILTERS)),
  statuses: z.array(reportFilterOption),
});
export type ReportCatalogueItem = z.infer<typeof reportCatalogueItem>;
export const reportCatalogueResponse = ok(
  z.object({
    reports: z.array(reportCatalogueItem),
    /** The client's groups and regionals, for the filters. */
    groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
    regionals: z.array(z.object({ id: z.number().int(), name: z.string() })),
    can_export: z.boolean(),
  }),
);
export type ReportCatalogue = z.infer<typeof reportCatalogueResponse>['data'];

export const reportPage = z.object({
  key: z.string(),
  columns: z.array(reportColumn),
  rows: z.array(z.record(z.string(), reportCell)),
  /** Sums of the numeric columns over every row the filters keep, when they mean something. */
  totals: z.record(z.string(), z.number()).nullable(),
  /** The period the figures cover, after defaults. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
});
export type ReportPage = z.infer<typeof reportPage>;
export const reportPageResponse = ok(reportPage);

/** The platform operator's summary: one row per client. */
export const reportSummaryQuery = periodQuery;
export const reportSummaryItem = z.object({
  client_id: z.number().int(),
  name: z.string(),
  status: z.string(),
  members: z.number().int(),
  new_members: z.number().int(),
  sign_ins: z.number().int(),
  posts: z.number().int(),
  files: z.number().int(),
  storage_bytes: z.number(),
  projects: z.number().int(),
});
export type ReportSummaryItem = z.infer<typeof reportSummaryItem>;
export const reportSummaryResponse = ok(
  z.object({ from: z.string(), to: z.string(), clients: z.array(reportSummaryItem) }),
);
