import type { ExportFormat, FileKind, FileListQuery } from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { aboutLabel } from '../../platform/export/about.ts';
import { keysetBatches } from '../../platform/export/batches.ts';
import { wallClockOf, zonedLabel, type ExportColumn, type Labels } from '../../platform/export/columns.ts';
import type { ExportedFile, ExportRequest } from '../../platform/export/http.ts';
import { startExport } from '../../platform/export/start.ts';
import { exportTimeZone } from '../../platform/export/time-zone.ts';
import type { FileRow } from '../../platform/uploads/files-repo.ts';
import { libraryRepo } from './repo.ts';

/**
 * GET /api/v2/admin/file/all?format=xlsx|csv (arquivos.exportar): every file of the library the search and kind
 * match, newest first as the screen lists them, read in keyset batches. Sizes in bytes (a number to sum), upload
 * times in the client's time zone.
 */

const KINDS: Record<FileKind, Labels> = {
  image: { 'pt-br': 'Imagem', en: 'Image', es: 'Imagen' },
  video: { 'pt-br': 'Vídeo', en: 'Video', es: 'Vídeo' },
  archive: { 'pt-br': 'Arquivo', en: 'File', es: 'Archivo' },
};

const LABELS = {
  kind: { 'pt-br': 'Tipo', en: 'Type', es: 'Tipo' },
  /** In the client's time zone (zonedLabel names it). */
  created: { 'pt-br': 'Enviado em', en: 'Uploaded at', es: 'Subido el' },
} satisfies Record<string, Labels>;

const columnsOf = (lang: keyof Labels, zone: string): ExportColumn<FileRow>[] => [
  { label: { 'pt-br': 'Código', en: 'ID', es: 'Código' }, format: 'number', width: 10, value: (r) => r.id },
  { label: { 'pt-br': 'Nome', en: 'Name', es: 'Nombre' }, format: 'text', width: 34, value: (r) => r.name },
  {
    label: { 'pt-br': 'Descrição', en: 'Description', es: 'Descripción' },
    format: 'text',
    width: 40,
    value: (r) => r.description || null,
  },
  { label: LABELS.kind, format: 'text', width: 12, value: (r) => KINDS[r.kind as FileKind]?.[lang] ?? r.kind },
  { label: { 'pt-br': 'Formato', en: 'Format', es: 'Formato' }, format: 'text', width: 20, value: (r) => r.mime },
  {
    label: { 'pt-br': 'Tamanho (bytes)', en: 'Size (bytes)', es: 'Tamaño (bytes)' },
    format: 'number',
    width: 16,
    value: (r) => Number(r.size),
  },
  { label: { 'pt-br': 'Largura', en: 'Width', es: 'Ancho' }, format: 'number', width: 10, value: (r) => r.width },
  { label: { 'pt-br': 'Altura', en: 'Height', es: 'Alto' }, format: 'number', width: 10, value: (r) => r.height },
  { label: { 'pt-br': 'Endereço', en: 'URL', es: 'Dirección' }, format: 'text', width: 50, value: (r) => r.url },
  {
    label: zonedLabel(LABELS.created, zone),
    format: 'datetime',
    width: 20,
    value: (r) => wallClockOf(r.created_at, zone),
  },
];

export async function exportFiles(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: ExportRequest,
  query: Pick<FileListQuery, 'search' | 'kind'>,
  format: ExportFormat,
): Promise<ExportedFile> {
  const { clientId } = request.access;
  const { lang } = request;
  const filter = { search: query.search || undefined, kind: query.kind };
  const repo = libraryRepo(deps.db);
  const timeZone = await exportTimeZone(deps.db, clientId);
  return startExport(deps, request, format, {
    entity: 'files',
    filters: { search: filter.search ?? null, kind: filter.kind ?? null },
    about: {
      filters: filter.kind ? [[LABELS.kind[lang], KINDS[filter.kind][lang]]] : [],
      sort: `${zonedLabel(LABELS.created, timeZone)[lang]} (${aboutLabel('descending', lang)})`,
      search: filter.search,
    },
    sheet: { 'pt-br': 'Arquivos', en: 'Files', es: 'Archivos' },
    timeZone,
    columns: columnsOf(lang, timeZone),
    batches: keysetBatches((last: FileRow | undefined, size) => repo.after(clientId, filter, last, size)),
    fileBase: 'arquivos',
  });
}
