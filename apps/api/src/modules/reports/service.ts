import {
  addDays,
  clientDay,
  clientDayStart,
  isAllowed,
  REPORTS,
  reportByKey,
  type Language,
  type ReportCatalogue,
  type ReportDef,
  type ReportPage,
  type ReportQuery,
  type ReportRow,
} from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { reachableFolderIds } from '../../platform/folder-access.ts';
import { auditExport } from '../../platform/export/audit.ts';
import { wallClock, type ExportColumn } from '../../platform/export/columns.ts';
import { exportStream } from '../../platform/export/file.ts';
import { datedFileName, type ExportedFile, type ExportRequest } from '../../platform/export/http.ts';
import { exportTimeZone } from '../../platform/export/time-zone.ts';
import { pageWindow } from '../../platform/pagination.ts';
import { periodOf } from '../../platform/period.ts';
import type { Cell } from '../../platform/xlsx/workbook.ts';
import { reportFilterLines } from './filters.ts';

import { SOURCES } from './repo.ts';
import { placeNames } from './people-repo.ts';
import type { ReportColumnDef, ReportContext, ReportSource } from './source.ts';

/** The windows an aggregate or grouped report's export reads. */
const EXPORT_WINDOW = 1_000;

/** The catalogue, a report's page and its export, each for the request's client (another client's data is never read). */
export function reportsService(deps: Pick<AppDeps, 'db' | 'clock' | 'clientProfiles'>) {
  const mayOpen = (access: RequestAccess, def: ReportDef) =>
    isAllowed(access.grants, def.area) && (def.requires ?? []).every((tag) => isAllowed(access.grants, tag));

  function open(access: RequestAccess, key: string): { def: ReportDef; source: ReportSource } {
    const def = reportByKey(key);
    const source = def && SOURCES[def.key];
    if (!def || !source) throw notFound();
    if (!mayOpen(access, def)) throw forbidden();
    return { def, source };
  }

  async function context(
    access: RequestAccess,
    def: ReportDef,
    query: ReportQuery,
    lang: Language,
  ): Promise<ReportContext> {
    const now = deps.clock();
    const today = clientDay(now);
    const periodic = def.filters.includes('periodo');
    const { from, to } = periodic ? periodOf(query, () => now) : { from: null, to: null };
    return {
      db: deps.db,
      clientId: access.clientId,
      lang,
      def,
      from,
      to,
      fromAt: from ? clientDayStart(from) : '0000-01-01T00:00:00.000Z',
      toAt: to ? clientDayStart(addDays(to, 1)) : '9999-12-31T00:00:00.000Z',
      groupId: def.filters.includes('grupo') ? query.group_id : undefined,
      regionalId: def.filters.includes('regional') ? query.regional_id : undefined,
      status: def.filters.includes('status') ? query.status : undefined,
      days: query.dias,
      contracts: (await deps.clientProfiles.of(access.clientId))?.contracts ?? (() => true),
      // Feed reports count the folders the reader opens (a moderator's are all of the client's), as the feed does.
      folderIds:
        def.area === 'feed'
          ? await reachableFolderIds(deps.db, access.clientId, access.user.id, access.grants)
          : undefined,
      today,
      now,
    };
  }

  const totalsOf = (source: ReportSource, rows: ReportRow[]): Record<string, number> | null =>
    source.totals
      ? Object.fromEntries(
          source.totals.map((key) => [
            key,
            Math.round(rows.reduce((sum, row) => sum + Number(row[key] ?? 0), 0) * 100) / 100,
          ]),
        )
      : null;

  /** Every row of an aggregate report, or the windows of a row report in order. */
  async function* batches(source: ReportSource, ctx: ReportContext): AsyncGenerator<ReportRow[]> {
    if (source.kind === 'aggregate') {
      yield await source.all(ctx);
      return;
    }
    if (source.walk) {
      yield* source.walk(ctx);
      return;
    }
    for (let offset = 0; ; offset += EXPORT_WINDOW) {
      const rows = await source.read(ctx, { limit: EXPORT_WINDOW, offset });
      if (rows.length) yield rows;
      if (rows.length < EXPORT_WINDOW) return;
    }
  }

  return {
    async catalogue(access: RequestAccess, lang: Language): Promise<ReportCatalogue> {
      const names = await placeNames(deps.db, access.clientId);
      return {
        reports: REPORTS.filter((def) => SOURCES[def.key] && mayOpen(access, def)).map((def) => ({
          key: def.key,
          area: def.area,
          label: def.label[lang],
          description: def.description[lang],
          filters: [...def.filters],
          statuses: (def.statuses ?? []).map((s) => ({ value: s.value, label: s.label[lang] })),
        })),
        groups: names.groups,
        regionals: names.regionals,
        can_export: isAllowed(access.grants, 'relatorios.exportar'),
      };
    },

    async page(access: RequestAccess, key: string, query: ReportQuery, lang: Language): Promise<ReportPage> {
      const { def, source } = open(access, key);
      const ctx = await context(access, def, query, lang);
      const window = pageWindow(query);
      const columns = await source.columns(ctx);
      let rows: ReportRow[];
      let total: number;
      let totals: Record<string, number> | null;
      if (source.kind === 'aggregate') {
        const all = await source.all(ctx);
        rows = all.slice(window.offset, window.offset + window.limit);
        total = all.length;
        totals = totalsOf(source, all);
      } else {
        [rows, total] = await Promise.all([source.read(ctx, window), source.count(ctx)]);
        totals = null;
      }
      return {
        key: def.key,
        columns: columns.map((c) => ({ key: c.key, label: c.label[lang], format: c.format })),
        rows,
        totals,
        from: ctx.from,
        to: ctx.to,
        current_page: query.page,
        per_page: query.per_page,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
        total,
      };
    },

    async export(request: ExportRequest, key: string, query: ReportQuery): Promise<ExportedFile> {
      const { access, lang } = request;
      const { def, source } = open(access, key);
      const ctx = await context(access, def, query, lang);
      const format = query.format ?? 'xlsx';
      const timeZone = await exportTimeZone(deps.db, access.clientId);
      const columns = (await source.columns(ctx)).map((column) => toExportColumn(column, timeZone));
      const names = await placeNames(deps.db, access.clientId);
      const filters = reportFilterLines(ctx, names, lang);
      const at = deps.clock();
      const done = await auditExport(deps.db, {
        clientId: access.clientId,
        actorUserId: access.user.id,
        entity: 'relatorios',
        entityId: def.key,
        format,
        filters: {
          from: ctx.from,
          to: ctx.to,
          group_id: ctx.groupId,
          regional_id: ctx.regionalId,
          status: ctx.status,
          dias: def.filters.includes('dias') ? ctx.days : undefined,
        },
        requestId: request.requestId,
        at,
      });
      const stream = exportStream(
        {
          format,
          lang,
          sheet: def.label,
          columns,
          batches: batches(source, ctx),
          about: { filters, by: access.user.name, at, timeZone },
        },
        done,
        request.onError,
      );
      return { stream, fileName: datedFileName(`relatorio-${def.key}`, format, ctx.today), format };
    },
  };
}

/** Report cells hold ISO text for dates: the sheet takes Dates, date-times at the client's wall-clock time. */
function toExportColumn(column: ReportColumnDef, zone: string): ExportColumn<ReportRow> {
  const read = (row: ReportRow): Cell => {
    const value = row[column.key];
    if (value === null || value === undefined || value === '') return null;
    if (column.format === 'date') return new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
    if (column.format === 'datetime') return wallClock(Date.parse(String(value)), zone);
    return value;
  };
  return { label: column.label, format: column.format, value: read };
}
