import type { ExportFormat } from '@console/contract';
import type { Db } from '../../db/handle.ts';
import { isoAt } from '../clock.ts';
import type { ExportAbout } from './about.ts';
import { auditExport } from './audit.ts';
import { exportStream, type ExportSpec } from './file.ts';
import { datedFileName, type ExportedFile, type ExportRequest } from './http.ts';
import { wallClock } from './columns.ts';
import { exportTimeZone } from './time-zone.ts';

/** A list to export: its rows (batches), columns and sheet, what it was filtered by, and its audit entry. */
export interface ListExport<R> extends Omit<ExportSpec<R>, 'format' | 'lang' | 'about'> {
  entity: string;
  entityId?: number | string | null;
  action?: string;
  /** The filters as asked (ids, raw values): the audit entry's. */
  filters: Record<string, unknown>;
  /** The filters as the user reads them: the workbook's filters sheet. */
  about: Omit<ExportAbout, 'by' | 'at'>;
  /** The client's time zone when the caller read it already (its date-time columns are written in it). */
  timeZone?: string;
  /** The file's name before its day and extension; the day is the client's (in its time zone) unless given. */
  fileBase: string;
  day?: string;
}

/** Audits the export, then answers its file, streamed as its rows are read. */
export async function startExport<R>(
  deps: { db: Db; clock: () => number },
  request: ExportRequest,
  format: ExportFormat,
  list: ListExport<R>,
): Promise<ExportedFile> {
  const { access, lang } = request;
  const at = deps.clock();
  const timeZone = list.timeZone ?? (await exportTimeZone(deps.db, access.clientId));
  const counted = await auditExport(deps.db, {
    clientId: access.clientId,
    actorUserId: access.user.id,
    entity: list.entity,
    entityId: list.entityId,
    action: list.action,
    format,
    filters: list.filters,
    requestId: request.requestId,
    at,
  });
  const spec: ExportSpec<R> = {
    format,
    lang,
    sheet: list.sheet,
    columns: list.columns,
    batches: list.batches,
    about: {
      ...list.about,
      by: access.user.name,
      at,
      timeZone,
    },
  };
  const stream = exportStream(spec, counted, request.onError);
  return {
    stream,
    format,
    fileName: datedFileName(list.fileBase, format, list.day ?? isoAt(wallClock(at, timeZone).getTime()).slice(0, 10)),
  };
}
