import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientQuery,
  criterion,
  formatCnpj,
  formatCpf,
  PROJECT_STATUS_LABELS,
  projectExportQuery,
  projectIdParams,
  type Criterion,
  type Language,
  type ProjectStatus,
} from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { keysetBatches, mapBatches } from '../../platform/export/batches.ts';
import { sameLabel, wallClockOf, zonedLabel, type ExportColumn, type Labels } from '../../platform/export/columns.ts';
import { exportRequest, sendExport, type ExportedFile, type ExportRequest } from '../../platform/export/http.ts';
import { startExport } from '../../platform/export/start.ts';
import { exportTimeZone } from '../../platform/export/time-zone.ts';
import { responses } from '../../platform/responses.ts';
import type { Cell, CellFormat } from '../../platform/xlsx/workbook.ts';
import { exportRepo, type ExportProjectRow } from './export-repo.ts';
import { SESSION_ENTITY } from './workflow.ts';

/**
 * GET /api/v2/admin/projetos/sessoes/{id}/export?format=xlsx|csv (sub-tag exportar; docs/projects.md): the session's
 * projects with their proponent, status, budget, dates, assignee, the mean score of each rubric criterion over the
 * pareceres, the weighted total and the number of pareceres. Rows are read and written in batches (platform/export
 * streams the file); times are shown in the client's time zone (its setting, São Paulo's by default), and the file
 * is named after the client's day. Audited before the first byte.
 */

type Format = z.infer<typeof projectExportQuery>['format'];

interface Line {
  row: ExportProjectRow;
  /** The mean score of each criterion, in the criteria's order (null: no parecer scored it). */
  means: (number | null)[];
  pareceres: number;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;
const day = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const YES_NO: Record<Language, [string, string]> = { 'pt-br': ['Sim', 'Não'], en: ['Yes', 'No'], es: ['Sí', 'No'] };

function columnsOf(criteria: Criterion[], lang: Language, zone: string): ExportColumn<Line>[] {
  const c = (label: Labels, format: CellFormat, width: number, value: (line: Line) => Cell): ExportColumn<Line> => ({
    label,
    format,
    width,
    value,
  });
  const l = (pt: string, en: string, es: string): Labels => ({ 'pt-br': pt, en, es });
  return [
    c(l('Código', 'ID', 'Código'), 'number', 9, ({ row }) => row.id),
    c(l('Título', 'Title', 'Título'), 'text', 40, ({ row }) => row.title),
    c(l('Proponente', 'Proponent', 'Proponente'), 'text', 28, ({ row }) => row.proponent_name),
    c(
      l('E-mail do proponente', 'Proponent’s e-mail', 'Correo del proponente'),
      'text',
      30,
      ({ row }) => row.proponent_email,
    ),
    c(l('Organização', 'Organisation', 'Organización'), 'text', 30, ({ row }) => row.organization),
    c(sameLabel('CPF/CNPJ'), 'text', 20, ({ row }) =>
      row.document ? (row.document.length === 14 ? formatCnpj(row.document) : formatCpf(row.document)) : null,
    ),
    c(
      l('Situação', 'Status', 'Situación'),
      'text',
      22,
      ({ row }) => PROJECT_STATUS_LABELS[row.status as ProjectStatus] ?? row.status,
    ),
    c(l('Orçamento', 'Budget', 'Presupuesto'), 'money', 16, ({ row }) => Number(row.budget_cents) / 100),
    c(l('Início', 'Start', 'Inicio'), 'date', 12, ({ row }) => day(row.start_date)),
    c(l('Término', 'End', 'Fin'), 'date', 12, ({ row }) => day(row.end_date)),
    c(l('Responsável', 'Assignee', 'Responsable'), 'text', 28, ({ row }) => row.assignee_name),
    c(l('Etapa', 'Stage', 'Etapa'), 'text', 22, ({ row }) => row.stage),
    c(zonedLabel(l('Prazo', 'Deadline', 'Plazo'), zone), 'datetime', 18, ({ row }) => wallClockOf(row.due_at, zone)),
    c(l('Atrasado', 'Overdue', 'Atrasado'), 'text', 10, ({ row }) =>
      row.due_at === null ? null : YES_NO[lang][row.overdue ? 0 : 1],
    ),
    ...criteria.map((k, i) =>
      c(
        l(`${k.name} (peso ${k.weight})`, `${k.name} (weight ${k.weight})`, `${k.name} (peso ${k.weight})`),
        'number',
        Math.min(40, Math.max(12, k.name.length + 10)),
        ({ means }) => means[i],
      ),
    ),
    c(l('Nota ponderada', 'Weighted score', 'Nota ponderada'), 'number', 14, ({ row }) => row.score),
    c(l('Pareceres', 'Reviews', 'Dictámenes'), 'number', 11, ({ pareceres }) => pareceres),
    c(zonedLabel(l('Enviado em', 'Submitted at', 'Enviado el'), zone), 'datetime', 18, ({ row }) =>
      wallClockOf(row.submitted_at, zone),
    ),
  ];
}

/** `Edital 2026 — Educação` → `edital-2026-educacao`. */
export const slugOf = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'sessao';

async function exportSession(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: ExportRequest,
  sessionId: number,
  format: Format,
): Promise<ExportedFile> {
  const { clientId } = request.access;
  const repo = exportRepo(deps.db);
  const session = await repo.session(clientId, sessionId);
  if (!session) throw notFound();
  const criteria = z.array(criterion).catch([]).parse(JSON.parse(session.criteria));

  /** A batch of projects with the mean of each criterion over their pareceres. */
  async function withScores(rows: ExportProjectRow[]): Promise<Line[]> {
    const scores = new Map<number, { sums: number[]; counts: number[]; pareceres: number }>(
      rows.map((r) => [r.id, { sums: criteria.map(() => 0), counts: criteria.map(() => 0), pareceres: 0 }]),
    );
    for (const event of await repo.pareceres(
      clientId,
      rows.map((r) => r.id),
    )) {
      const acc = scores.get(event.project_id)!;
      acc.pareceres += 1;
      const given =
        (event.data
          ? (JSON.parse(event.data) as { scores?: { criterion_id: string; score: number }[] }).scores
          : undefined) ?? [];
      criteria.forEach((k, i) => {
        const found = given.find((s) => s.criterion_id === k.id);
        if (found) {
          acc.sums[i] += found.score;
          acc.counts[i] += 1;
        }
      });
    }
    return rows.map((row) => {
      const acc = scores.get(row.id)!;
      return {
        row,
        pareceres: acc.pareceres,
        means: acc.sums.map((sum, i) => (acc.counts[i] ? round1(sum / acc.counts[i]) : null)),
      };
    });
  }

  const timeZone = await exportTimeZone(deps.db, clientId);
  const sessionLabel: Labels = { 'pt-br': 'Sessão', en: 'Session', es: 'Sesión' };
  return startExport(deps, request, format, {
    entity: SESSION_ENTITY,
    entityId: sessionId,
    filters: {},
    about: { filters: [[sessionLabel[request.lang], session.title]] },
    sheet: { 'pt-br': 'Projetos', en: 'Projects', es: 'Proyectos' },
    timeZone,
    columns: columnsOf(criteria, request.lang, timeZone),
    batches: mapBatches(
      keysetBatches((last: ExportProjectRow | undefined, size) =>
        repo.projects(clientId, sessionId, last?.id ?? 0, size),
      ),
      withScores,
    ),
    fileBase: slugOf(session.title),
  });
}

/** The export route, a plugin of its own beside the projects' admin routes. */
export const projectsExportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/api/v2/admin/projetos/sessoes/:id/export', {
    config: { access: { tag: 'projetos', sub: 'projetos.exportar' } },
    schema: {
      tags: ['projetos'],
      summary: 'Planilha dos projetos da sessão, com as notas por critério e a nota ponderada (format=xlsx|csv)',
      params: projectIdParams,
      querystring: projectExportQuery.extend(clientQuery.shape),
      response: responses({ 200: z.unknown().describe('The xlsx or csv file, as an attachment') }),
    },
    handler: async (request, reply) =>
      sendExport(
        reply,
        await exportSession(deps, exportRequest(request, 'projetos'), request.params.id, request.query.format),
      ),
  });
};
