import { PassThrough, type Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientQuery, criterion, formatCnpj, formatCpf, formatMoney, PROJECT_STATUS_LABELS, projectExportQuery, projectIdParams, type Criterion, type ProjectStatus } from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import { accessOf, type RequestAccess } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { responses } from '../../platform/responses.ts';
import { writeWorkbook, type Cell, type CellFormat } from '../../platform/xlsx/workbook.ts';
import { exportRepo, type ExportProjectRow } from './export-repo.ts';
import { clientDay, SESSION_ENTITY } from './workflow.ts';

/**
 * GET /api/v2/admin/projetos/sessoes/{id}/export?format=xlsx|csv (sub-tag exportar; docs/projects.md): the session's
 * projects with their proponent, status, budget, dates, assignee, the mean score of each rubric criterion over the
 * pareceres, the weighted total and the number of pareceres. Rows are read and written in batches (platform/xlsx
 * streams the sheet); times are shown in Brasília time, as the console shows them. Audited before the first byte.
 */

type Format = z.infer<typeof projectExportQuery>['format'];
const BATCH = 500;
const CONTENT_TYPES: Record<Format, string> = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv: 'text/csv; charset=utf-8' };

interface Column {
  header: string;
  format: CellFormat;
  width: number;
}

interface Line {
  row: ExportProjectRow;
  /** The mean score of each criterion, in the criteria's order (null: no parecer scored it). */
  means: (number | null)[];
  pareceres: number;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** The wall-clock time in Brasília of an instant, as a Date whose UTC fields hold it (what a spreadsheet cell shows). */
const wallFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
function brasilia(value: Date | string | null): Date | null {
  if (value === null) return null;
  const parts = Object.fromEntries(wallFormat.formatToParts(new Date(toMillis(value))).map((p) => [p.type, p.value]));
  return new Date(Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second));
}
const day = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

function columnsOf(criteria: Criterion[]): Column[] {
  const c = (header: string, format: CellFormat, width: number): Column => ({ header, format, width });
  return [
    c('Código', 'number', 9),
    c('Título', 'text', 40),
    c('Proponente', 'text', 28),
    c('E-mail do proponente', 'text', 30),
    c('Organização', 'text', 30),
    c('CPF/CNPJ', 'text', 20),
    c('Situação', 'text', 22),
    c('Orçamento', 'money', 16),
    c('Início', 'date', 12),
    c('Término', 'date', 12),
    c('Responsável', 'text', 28),
    c('Etapa', 'text', 22),
    c('Prazo (horário de Brasília)', 'datetime', 18),
    c('Atrasado', 'text', 10),
    ...criteria.map((k) => c(`${k.name} (peso ${k.weight})`, 'number', Math.min(40, Math.max(12, k.name.length + 10)))),
    c('Nota ponderada', 'number', 14),
    c('Pareceres', 'number', 11),
    c('Enviado em (horário de Brasília)', 'datetime', 18),
  ];
}

/** A line's cells: typed (numbers, dates) for the workbook. */
function cellsOf({ row, means, pareceres }: Line): Cell[] {
  const document = row.document ? (row.document.length === 14 ? formatCnpj(row.document) : formatCpf(row.document)) : null;
  return [
    row.id,
    row.title,
    row.proponent_name,
    row.proponent_email,
    row.organization,
    document,
    PROJECT_STATUS_LABELS[row.status as ProjectStatus] ?? row.status,
    Number(row.budget_cents) / 100,
    day(row.start_date),
    day(row.end_date),
    row.assignee_name,
    row.stage,
    brasilia(row.due_at),
    row.due_at === null ? null : row.overdue ? 'Sim' : 'Não',
    ...means,
    row.score,
    pareceres,
    brasilia(row.submitted_at),
  ];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A cell as text for CSV, the way a Brazilian spreadsheet reads it. */
function csvText(value: Cell, format: CellFormat): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
    return format === 'datetime' ? `${date} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` : date;
  }
  if (typeof value === 'number') return format === 'money' ? formatMoney(value) : String(value).replace('.', ',');
  return value;
}
const csvCell = (text: string): string => (/[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

async function writeCsv(out: PassThrough, columns: Column[], lines: AsyncIterable<Line[]>): Promise<void> {
  const write = (text: string) => (out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve())));
  // The BOM and ';' are what Excel in Portuguese expects of a CSV.
  await write(`\ufeff${columns.map((c) => csvCell(c.header)).join(';')}\r\n`);
  for await (const batch of lines) {
    await write(batch.map((line) => `${cellsOf(line).map((v, i) => csvCell(csvText(v, columns[i].format))).join(';')}\r\n`).join(''));
  }
  out.end();
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

export async function exportSession(deps: Pick<AppDeps, 'db' | 'clock'>, access: RequestAccess, sessionId: number, format: Format, requestId: string, onError: (error: unknown) => void) {
  const { clientId } = access;
  const repo = exportRepo(deps.db);
  const session = await repo.session(clientId, sessionId);
  if (!session) throw notFound();
  const criteria = z.array(criterion).catch([]).parse(JSON.parse(session.criteria));
  await deps.db.transaction().execute((trx) =>
    recordAudit(trx, { clientId, actorUserId: access.user.id, action: 'project_session.export', entity: SESSION_ENTITY, entityId: sessionId, after: { format }, requestId, at: deps.clock() }),
  );

  async function* lines(): AsyncGenerator<Line[]> {
    for (let after = 0; ; ) {
      const rows = await repo.projects(clientId, sessionId, after, BATCH);
      if (!rows.length) return;
      const scores = new Map<number, { sums: number[]; counts: number[]; pareceres: number }>(rows.map((r) => [r.id, { sums: criteria.map(() => 0), counts: criteria.map(() => 0), pareceres: 0 }]));
      for (const event of await repo.pareceres(clientId, rows.map((r) => r.id))) {
        const acc = scores.get(event.project_id)!;
        acc.pareceres += 1;
        const given = (event.data ? (JSON.parse(event.data) as { scores?: { criterion_id: string; score: number }[] }).scores : undefined) ?? [];
        criteria.forEach((k, i) => {
          const found = given.find((s) => s.criterion_id === k.id);
          if (found) {
            acc.sums[i] += found.score;
            acc.counts[i] += 1;
          }
        });
      }
      yield rows.map((row) => {
        const acc = scores.get(row.id)!;
        return { row, pareceres: acc.pareceres, means: acc.sums.map((sum, i) => (acc.counts[i] ? round1(sum / acc.counts[i]) : null)) };
      });
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1].id;
    }
  }

  const columns = columnsOf(criteria);
  const out = new PassThrough();
  const run =
    format === 'xlsx'
      ? (async () => {
          async function* cells() {
            for await (const batch of lines()) yield batch.map(cellsOf);
          }
          await writeWorkbook(out, 'Projetos', columns, cells());
        })()
      : writeCsv(out, columns, lines());
  run.catch((error) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const stream: Readable = out;
  return { stream, fileName: `${slugOf(session.title)}-${clientDay(deps.clock())}.${format}` };
}

/** The export route, a plugin of its own beside the projects' admin routes. */
export const projetosExportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/api/v2/admin/projetos/sessoes/:id/export', {
    config: { access: { tag: 'projetos', sub: 'projetos.exportar' } },
    schema: {
      tags: ['projetos'],
      summary: 'Planilha dos projetos da sessão, com as notas por critério e a nota ponderada (format=xlsx|csv)',
      params: projectIdParams,
      querystring: projectExportQuery.extend(clientQuery.shape),
      response: responses({ 200: z.unknown().describe('The xlsx or csv file, as an attachment') }),
    },
    handler: async (request, reply) => {
      const { format } = request.query;
      const file = await exportSession(deps, accessOf(request), request.params.id, format, request.id, (error) => request.log.error({ err: error }, 'project export failed'));
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      reply.type(CONTENT_TYPES[format]);
      return reply.send(file.stream);
    },
  });
};
