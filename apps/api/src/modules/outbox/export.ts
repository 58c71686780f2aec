import type { ExportFormat, OutboxQuery } from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { aboutLabel } from '../../platform/export/about.ts';
import { keysetBatches } from '../../platform/export/batches.ts';
import { wallClockOf, zonedLabel, type ExportColumn, type Labels } from '../../platform/export/columns.ts';
import type { ExportedFile, ExportRequest } from '../../platform/export/http.ts';
import { startExport } from '../../platform/export/start.ts';
import { exportTimeZone } from '../../platform/export/time-zone.ts';
import { clientName, outboxAfter, type OutboxExportRow } from './export-repo.ts';

/**
 * GET /api/v2/admin/outbox?format=xlsx|csv (platform administrators with usuarios.exportar): every mail of the outbox
 * the client and recipient filters match, newest first, in keyset batches. The bodies stay out (a subject says what
 * a mail was; the bodies hold the links people sign in with).
 */

const LABELS = {
  client: { 'pt-br': 'Cliente', en: 'Client', es: 'Cliente' },
  to: { 'pt-br': 'Destinatário', en: 'Recipient', es: 'Destinatario' },
  /** Times in the exporting client's time zone (zonedLabel names it). */
  created: { 'pt-br': 'Criado em', en: 'Created at', es: 'Creado el' },
  sent: { 'pt-br': 'Enviado em', en: 'Sent at', es: 'Enviado el' },
} satisfies Record<string, Labels>;

const columnsOf = (zone: string): ExportColumn<OutboxExportRow>[] => [
  { label: { 'pt-br': 'Código', en: 'ID', es: 'Código' }, format: 'number', width: 10, value: (r) => r.id },
  { label: LABELS.client, format: 'text', width: 26, value: (r) => r.client_name ?? String(r.client_id) },
  { label: LABELS.to, format: 'text', width: 34, value: (r) => r.to },
  { label: { 'pt-br': 'Assunto', en: 'Subject', es: 'Asunto' }, format: 'text', width: 50, value: (r) => r.subject },
  {
    label: zonedLabel(LABELS.created, zone),
    format: 'datetime',
    width: 20,
    value: (r) => wallClockOf(r.created_at, zone),
  },
  { label: zonedLabel(LABELS.sent, zone), format: 'datetime', width: 20, value: (r) => wallClockOf(r.sent_at, zone) },
  { label: { 'pt-br': 'Erro', en: 'Error', es: 'Error' }, format: 'text', width: 40, value: (r) => r.error },
];

export async function exportOutbox(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: ExportRequest,
  query: Pick<OutboxQuery, 'client' | 'to'>,
  format: ExportFormat,
): Promise<ExportedFile> {
  const { lang } = request;
  const timeZone = await exportTimeZone(deps.db, request.access.clientId);
  const filter = { clientId: query.client, to: query.to || undefined };
  const filters: [string, string][] = [];
  if (filter.clientId !== undefined)
    filters.push([LABELS.client[lang], (await clientName(deps.db, filter.clientId)) ?? String(filter.clientId)]);
  if (filter.to) filters.push([LABELS.to[lang], filter.to]);
  return startExport(deps, request, format, {
    entity: 'outbox',
    filters: { client: filter.clientId ?? null, to: filter.to ?? null },
    about: { filters, sort: `${zonedLabel(LABELS.created, timeZone)[lang]} (${aboutLabel('descending', lang)})` },
    timeZone,
    sheet: { 'pt-br': 'E-mails', en: 'E-mails', es: 'Correos' },
    columns: columnsOf(timeZone),
    batches: keysetBatches((last: OutboxExportRow | undefined, size) => outboxAfter(deps.db, filter, last, size)),
    fileBase: 'emails',
  });
}
