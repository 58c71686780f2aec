import type { ExportFormat, Language } from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { aboutLabel } from '../../platform/export/about.ts';
import { keysetBatches } from '../../platform/export/batches.ts';
import { wallClockOf, zonedLabel, type ExportColumn, type Labels } from '../../platform/export/columns.ts';
import type { ExportedFile, ExportRequest } from '../../platform/export/http.ts';
import { startExport } from '../../platform/export/start.ts';
import { exportTimeZone } from '../../platform/export/time-zone.ts';
import { auditAfter, type AuditExportRow } from './export-repo.ts';
import { permissionsRepo } from './repo.ts';
import { PERMISSION_ENTITY } from './rules.ts';

/**
 * GET /api/v2/admin/permission/audit/{id}?format=xlsx|csv (permissoes.exportar): a user's whole permission trail,
 * newest first, in keyset batches: when, who, the action and the values before and after, in words as the screen
 * shows them.
 */

const ACTIONS: Record<string, Labels> = {
  'permission.create': { 'pt-br': 'Módulo concedido', en: 'Module granted', es: 'Módulo concedido' },
  'permission.update': { 'pt-br': 'Módulo alterado', en: 'Module changed', es: 'Módulo cambiado' },
  'permission.delete': { 'pt-br': 'Módulo removido', en: 'Module removed', es: 'Módulo quitado' },
  'permission.sub': { 'pt-br': 'Subpermissão alterada', en: 'Sub-permission changed', es: 'Subpermiso cambiado' },
  'permission.folder.add': { 'pt-br': 'Pasta concedida', en: 'Folder granted', es: 'Carpeta concedida' },
  'permission.folder.remove': { 'pt-br': 'Pasta removida', en: 'Folder removed', es: 'Carpeta quitada' },
  'permission.bi.add': { 'pt-br': 'Painel de BI concedido', en: 'BI dashboard granted', es: 'Panel de BI concedido' },
  'permission.bi.remove': { 'pt-br': 'Painel de BI removido', en: 'BI dashboard removed', es: 'Panel de BI quitado' },
  'permission.copy': { 'pt-br': 'Permissões copiadas', en: 'Permissions copied', es: 'Permisos copiados' },
};

const FIELDS: Record<string, Labels> = {
  enabled: { 'pt-br': 'Ativo', en: 'Enabled', es: 'Activo' },
  platform: { 'pt-br': 'Plataformas', en: 'Platforms', es: 'Plataformas' },
  tag: { 'pt-br': 'Permissão', en: 'Permission', es: 'Permiso' },
  folder: { 'pt-br': 'Pasta', en: 'Folder', es: 'Carpeta' },
  target_type: { 'pt-br': 'Destino', en: 'Target', es: 'Destino' },
  target: { 'pt-br': 'Concedida a', en: 'Granted to', es: 'Concedida a' },
  subs: { 'pt-br': 'Subpermissões', en: 'Sub-permissions', es: 'Subpermisos' },
  from_user_id: { 'pt-br': 'Copiado do usuário', en: 'Copied from user', es: 'Copiado del usuario' },
};
const YES_NO: Record<Language, [string, string]> = { 'pt-br': ['Sim', 'Não'], en: ['Yes', 'No'], es: ['Sí', 'No'] };

/** A before or after value in words: yes/no, names of records, fields by their labels ('Ativo: Sim; Plataformas: web'). */
function auditText(value: unknown, lang: Language): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return YES_NO[lang][value ? 0 : 1];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => auditText(item, lang) ?? '—').join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string' && 'id' in record) return record.name;
    return Object.entries(record)
      .map(([key, item]) => `${FIELDS[key]?.[lang] ?? key}: ${auditText(item, lang) ?? '—'}`)
      .join('; ');
  }
  return String(value);
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
/** In the client's time zone (zonedLabel names it). */
const WHEN: Labels = { 'pt-br': 'Quando', en: 'When', es: 'Cuándo' };

const columnsOf = (lang: Language, zone: string): ExportColumn<AuditExportRow>[] => [
  { label: zonedLabel(WHEN, zone), format: 'datetime', width: 20, value: (r) => wallClockOf(r.created_at, zone) },
  { label: { 'pt-br': 'Quem', en: 'Who', es: 'Quién' }, format: 'text', width: 28, value: (r) => r.actor_name },
  {
    label: { 'pt-br': 'Ação', en: 'Action', es: 'Acción' },
    format: 'text',
    width: 26,
    value: (r) => ACTIONS[r.action]?.[lang] ?? r.action,
  },
  {
    label: { 'pt-br': 'Antes', en: 'Before', es: 'Antes' },
    format: 'text',
    width: 50,
    value: (r) => auditText(parsed(r.before), lang),
  },
  {
    label: { 'pt-br': 'Depois', en: 'After', es: 'Después' },
    format: 'text',
    width: 50,
    value: (r) => auditText(parsed(r.after), lang),
  },
];

export async function exportPermissionTrail(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: ExportRequest,
  userId: number,
  format: ExportFormat,
): Promise<ExportedFile> {
  const { clientId } = request.access;
  const { lang } = request;
  const user = await permissionsRepo(deps.db).user(clientId, userId);
  if (!user) throw notFound();
  const timeZone = await exportTimeZone(deps.db, clientId);
  return startExport(deps, request, format, {
    // Its own entity: the export is not a permission change, so it stays out of the trail it exports.
    entity: 'permission_audit',
    entityId: userId,
    filters: { user_id: userId },
    about: {
      filters: [[{ 'pt-br': 'Usuário', en: 'User', es: 'Usuario' }[lang], user.name]],
      sort: `${zonedLabel(WHEN, timeZone)[lang]} (${aboutLabel('descending', lang)})`,
    },
    sheet: { 'pt-br': 'Auditoria de permissões', en: 'Permission audit', es: 'Auditoría de permisos' },
    timeZone,
    columns: columnsOf(lang, timeZone),
    batches: keysetBatches((last: AuditExportRow | undefined, size) =>
      auditAfter(deps.db, clientId, PERMISSION_ENTITY, String(userId), last?.id, size),
    ),
    fileBase: `auditoria-permissoes-${userId}`,
  });
}
