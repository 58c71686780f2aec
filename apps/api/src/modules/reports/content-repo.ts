import { auditActionLabel } from '@console/contract';
import { sql } from 'kysely';
import { keysetBatches, mapBatches } from '../../platform/export/batches.ts';
import { countOf, inPeriod } from './filters-repo.ts';
import {
  column,
  iso,
  label,
  num,
  type AggregateSource,
  type ReportContext,
  type ReportSource,
  type RowSource,
} from './source.ts';

/** Uploads by type, the projects pipeline and the audit log. */

const KINDS: Record<string, ReturnType<typeof label>> = {
  image: label('Imagens', 'Images', 'Imágenes'),
  video: label('Vídeos', 'Videos', 'Videos'),
  archive: label('Arquivos compactados e documentos', 'Archives and documents', 'Archivos comprimidos y documentos'),
};
const MB = 1024 * 1024;
const megabytes = (bytes: number): number => Math.round((bytes / MB) * 100) / 100;

const uploads: AggregateSource = {
  kind: 'aggregate',
  columns: () => [
    column('tipo', 'text', 'Tipo', 'Type', 'Tipo'),
    column('arquivos', 'number', 'Arquivos', 'Files', 'Archivos'),
    column('tamanho_mb', 'number', 'Tamanho total (MB)', 'Total size (MB)', 'Tamaño total (MB)'),
    column('maior_mb', 'number', 'Maior arquivo (MB)', 'Largest file (MB)', 'Archivo más grande (MB)'),
    column('media_mb', 'number', 'Tamanho médio (MB)', 'Average size (MB)', 'Tamaño medio (MB)'),
  ],
  totals: ['arquivos', 'tamanho_mb'],
  async all(ctx) {
    const rows = await ctx.db
      .selectFrom('files')
      .select(['kind'])
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string>('size').as('bytes'),
        eb.fn.max<number | string>('size').as('largest'),
      ])
      .where('client_id', '=', ctx.clientId)
      .where(inPeriod(ctx, 'created_at'))
      .groupBy('kind')
      .execute();
    return rows
      .map((r) => ({
        tipo: KINDS[r.kind]?.[ctx.lang] ?? r.kind,
        arquivos: num(r.n),
        tamanho_mb: megabytes(num(r.bytes)),
        maior_mb: megabytes(num(r.largest)),
        media_mb: num(r.n) ? megabytes(num(r.bytes) / num(r.n)) : 0,
      }))
      .sort((a, b) => b.tamanho_mb - a.tamanho_mb);
  },
};

/** Projects submitted (or, for drafts, created) in the period, by session and status. */
const projectsOf = (ctx: ReportContext) => {
  let q = ctx.db
    .selectFrom('projects as p')
    .innerJoin('project_sessions as s', 's.id', 'p.session_id')
    .innerJoin('users as proponent', 'proponent.id', 'p.proponent_id')
    .leftJoin('users as assignee', 'assignee.id', 'p.assignee_id')
    .where('p.client_id', '=', ctx.clientId)
    .where(sql<boolean>`coalesce(${sql.ref('p.submitted_at')}, ${sql.ref('p.created_at')}) >= ${ctx.fromAt}`)
    .where(sql<boolean>`coalesce(${sql.ref('p.submitted_at')}, ${sql.ref('p.created_at')}) < ${ctx.toAt}`);
  if (ctx.status) q = q.where('p.status', '=', ctx.status);
  return q;
};

const projects: RowSource = {
  kind: 'rows',
  columns: () => [
    column('sessao', 'text', 'Sessão', 'Session', 'Sesión'),
    column('projeto', 'text', 'Projeto', 'Project', 'Proyecto'),
    column('proponente', 'text', 'Proponente', 'Proponent', 'Proponente'),
    column('situacao', 'text', 'Situação', 'Status', 'Estado'),
    column('avaliador', 'text', 'Avaliador', 'Reviewer', 'Evaluador'),
    column('nota', 'number', 'Nota', 'Score', 'Nota'),
    column('orcamento', 'money', 'Orçamento', 'Budget', 'Presupuesto'),
    column('enviado_em', 'datetime', 'Enviado em', 'Submitted at', 'Enviado el'),
  ],
  totals: ['orcamento'],
  count: (ctx) => countOf(projectsOf(ctx)),
  async read(ctx, window) {
    const rows = await projectsOf(ctx)
      .select([
        's.title as session',
        'p.title',
        'proponent.name as proponent',
        'p.status',
        'assignee.name as assignee',
        'p.score',
        'p.budget_cents',
        'p.submitted_at',
      ])
      .orderBy('s.title')
      .orderBy('p.status')
      .orderBy('p.score', 'desc')
      .orderBy('p.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    const statuses = new Map((ctx.def.statuses ?? []).map((s) => [s.value, s.label[ctx.lang]]));
    return rows.map((r) => ({
      sessao: r.session,
      projeto: r.title,
      proponente: r.proponent,
      situacao: statuses.get(r.status) ?? r.status,
      avaliador: r.assignee,
      nota: r.score === null ? null : Math.round(Number(r.score) * 10) / 10,
      orcamento: num(r.budget_cents) / 100,
      enviado_em: iso(r.submitted_at),
    }));
  },
};

interface AuditRow {
  id: number;
  created_at: unknown;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
}

const auditOf = (ctx: ReportContext) =>
  ctx.db
    .selectFrom('audit_log as a')
    .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
    .where('a.client_id', '=', ctx.clientId)
    .where(inPeriod(ctx, 'a.created_at'));
const selectAudit = (ctx: ReportContext) =>
  auditOf(ctx)
    .select(['a.id', 'a.created_at', 'actor.name as actor_name', 'a.action', 'a.entity', 'a.entity_id'])
    .orderBy('a.id', 'desc');
const presentAudit = (ctx: ReportContext, rows: AuditRow[]) =>
  rows.map((r) => ({
    quando: iso(r.created_at),
    pessoa: r.actor_name ?? '—',
    // The action in the reader's language, never its code (issue 27).
    acao: auditActionLabel(r.action, ctx.lang),
    entidade: r.entity,
    registro: r.entity_id,
  }));

const audit: RowSource = {
  kind: 'rows',
  columns: () => [
    column('quando', 'datetime', 'Quando', 'When', 'Cuándo'),
    column('pessoa', 'text', 'Pessoa', 'Person', 'Persona'),
    column('acao', 'text', 'Ação', 'Action', 'Acción'),
    column('entidade', 'text', 'Entidade', 'Entity', 'Entidad'),
    column('registro', 'text', 'Registro', 'Record', 'Registro'),
  ],
  count: (ctx) => countOf(auditOf(ctx)),
  read: async (ctx, window) =>
    presentAudit(ctx, await selectAudit(ctx).limit(window.limit).offset(window.offset).execute()),
  walk: (ctx) =>
    mapBatches(
      keysetBatches<AuditRow>((last, size) =>
        (last ? selectAudit(ctx).where('a.id', '<', last.id) : selectAudit(ctx)).limit(size).execute(),
      ),
      (rows) => presentAudit(ctx, rows),
    ),
};

export const CONTENT_SOURCES: Record<string, ReportSource> = {
  arquivos: uploads,
  projetos: projects,
  auditoria: audit,
};
