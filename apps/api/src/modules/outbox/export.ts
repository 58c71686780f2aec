import type { ExportFormat, OutboxQuery } from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { aboutLabel } from '../../platform/export/about.ts';
import { keysetBatches } from '../../platform/export/batches.ts';
import { brasilia, type ExportColumn, type Labels } from '../../platform/export/columns.ts';
import type { ExportedFile, ExportRequest } from '../../platform/export/http.ts';
import { startExport } from '../../platform/export/start.ts';
import { clientName, outboxAfter, type OutboxExportRow } from './export-repo.ts';

/**
 * GET /api/v2/admin/outbox?format=xlsx|csv (platform administrators with usuarios.exportar): every mail of the outbox
 * the client and recipient filters match, newest first, in keyset batches. The bodies stay out (a subject says what
 * a mail was; the bodies hold the links people sign in with).
 */

const LABELS = {
  client: { 'pt-br': 'Cliente', en: 'Client', es: 'Cliente' },
  to: { 'pt-br': 'Destinatário', en: 'Recipient', es: 'Destinatario' },
  created: {
    'pt-br': 'Criado em (horário de Brasília)',
    en: 'Created at (Brasília time)',
    es: 'Creado el (hora de Brasilia)',
  },
} satisfies Record<string, Labels>;

const at = (value: Date | string | null): Date | null => (value === null ? null : brasilia(toMillis(value)));

const COLUMNS: ExportColumn<OutboxExportRow>[] = [
  { label: { 'pt-br': 'Código', en: 'ID', es: 'Código' }, format: 'number', width: 10, value: (r) => r.id },
  { label: LABELS.client, format: 'text', width: 26, value: (r) => r.client_name ?? String(r.client_id) },
  { label: LABELS.to, format: 'text', width: 34, value: (r) => r.to },
  { label: { 'pt-br': 'Assunto', en: 'Subject', es: 'Asunto' }, format: 'text', width: 50, value: (r) => r.subject },
  { label: LABELS.created, format: 'datetime', width: 20, value: (r) => at(r.created_at) },
  {
    label: {
      'pt-br': 'Enviado em (horário de Brasília)',
      en: 'Sent at (Brasília time)',
      es: 'Enviado el (hora de Brasilia)',
    },
    format: 'datetime',
    width: 20,
    value: (r) => at(r.sent_at),
  },
  { label: { 'pt-br': 'Erro', en: 'Error', es: 'Error' }, format: 'text', width: 40, value: (r) => r.error },
];

export async function exportOutbox(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: ExportRequest,
  query: Pick<OutboxQuery, 'client' | 'to'>,
  format: ExportFormat,
): Promise<ExportedFile> {
  const { lang } = request;
  const filter = { clientId: query.client, to: query.to || undefined };
  const filters: [string, string][] = [];
  if (filter.clientId !== undefined)
    filters.push([LABELS.client[lang], (await clientName(deps.db, filter.clientId)) ?? String(filter.clientId)]);
  if (filter.to) filters.push([LABELS.to[lang], filter.to]);
  return startExport(deps, request, format, {
    entity: 'outbox',
    filters: { client: filter.clientId ?? null, to: filter.to ?? null },
    about: { filters, sort: `${LABELS.created[lang]} (${aboutLabel('descending', lang)})` },
    sheet: { 'pt-br': 'E-mails', en: 'E-mails', es: 'Correos' },
    columns: COLUMNS,
    batches: keysetBatches((last: OutboxExportRow | undefined, size) => outboxAfter(deps.db, filter, last, size)),
    fileBase: 'emails',
  });
}
