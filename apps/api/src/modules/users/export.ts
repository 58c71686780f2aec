import type { ExportFormat, UserListQuery } from '@console/contract';
import { matchOf } from '../../platform/list-planner.ts';
import { aboutLabel } from '../../platform/export/about.ts';
import type { ExportColumn } from '../../platform/export/columns.ts';
import type { ExportedFile, ExportRequest } from '../../platform/export/http.ts';
import { startExport } from '../../platform/export/start.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { nameOf } from './export-repo.ts';
import { linkTitleOf, USER_LINKS } from '../../platform/user-links-repo.ts';
import type { ListRow } from './list-repo.ts';
import { userListing } from './listing.ts';

/**
 * GET /api/v2/admin/asap-user[/search]?format=xlsx|csv (usuarios.exportar): every user the list's filters and search
 * match, in the list's order (name, then id), read a batch at a time from the list's own keyset reads.
 */

const STATUS = {
  active: { 'pt-br': 'Ativo', en: 'Active', es: 'Activo' },
  inactive: { 'pt-br': 'Inativo', en: 'Inactive', es: 'Inactivo' },
};

const COLUMNS = (lang: keyof (typeof STATUS)['active']): ExportColumn<ListRow>[] => [
  { label: { 'pt-br': 'Código', en: 'ID', es: 'Código' }, format: 'number', width: 10, value: (r) => r.id },
  { label: { 'pt-br': 'Nome', en: 'Name', es: 'Nombre' }, format: 'text', width: 34, value: (r) => r.name },
  {
    label: { 'pt-br': 'E-mail', en: 'E-mail', es: 'Correo electrónico' },
    format: 'text',
    width: 34,
    value: (r) => r.email,
  },
  { label: { 'pt-br': 'Grupo', en: 'Group', es: 'Grupo' }, format: 'text', width: 24, value: (r) => r.group_name },
  {
    label: { 'pt-br': 'Regional', en: 'Region', es: 'Regional' },
    format: 'text',
    width: 24,
    value: (r) => r.regional_name,
  },
  {
    label: { 'pt-br': 'Unidade', en: 'Branch', es: 'Unidad' },
    format: 'text',
    width: 24,
    value: (r) => r.unidade_name,
  },
  { label: { 'pt-br': 'Cargo', en: 'Job role', es: 'Cargo' }, format: 'text', width: 24, value: (r) => r.cargo_name },
  {
    label: { 'pt-br': 'Situação', en: 'Status', es: 'Situación' },
    format: 'text',
    width: 12,
    value: (r) => STATUS[r.status === 'active' ? 'active' : 'inactive'][lang],
  },
];

export type UserExportQuery = Pick<UserListQuery, 'search' | 'group' | 'regional' | 'unidade_id' | 'cargo_id'>;

export async function exportUsers(
  deps: AppDeps,
  request: ExportRequest,
  query: UserExportQuery,
  format: ExportFormat,
): Promise<ExportedFile> {
  const { clientId } = request.access;
  const { lang } = request;
  const { unidade_id: unidade, cargo_id: cargo } = query;
  const scope = {
    clientId,
    match: matchOf(query.search),
    group: query.group,
    regional: query.regional,
    unidade,
    cargo,
  };
  const [group, regional, unidadeName, cargoName] = await Promise.all([
    query.group === undefined ? undefined : nameOf(deps.db, clientId, 'groups', query.group),
    query.regional === undefined ? undefined : nameOf(deps.db, clientId, 'regionals', query.regional),
    unidade === undefined ? undefined : linkTitleOf(deps.db, clientId, USER_LINKS[0], unidade),
    cargo === undefined ? undefined : linkTitleOf(deps.db, clientId, USER_LINKS[1], cargo),
  ]);
  const columns = COLUMNS(lang);
  const filters: [string, string][] = [];
  if (query.group !== undefined) filters.push([columns[3].label[lang], group ?? String(query.group)]);
  if (query.regional !== undefined) filters.push([columns[4].label[lang], regional ?? String(query.regional)]);
  if (unidade !== undefined) filters.push([columns[5].label[lang], unidadeName ?? String(unidade)]);
  if (cargo !== undefined) filters.push([columns[6].label[lang], cargoName ?? String(cargo)]);
  return startExport(deps, request, format, {
    entity: 'users',
    filters: {
      search: query.search ?? null,
      group: query.group ?? null,
      regional: query.regional ?? null,
      // Named only when asked: the audit of an export without them reads as before.
      ...(unidade === undefined ? {} : { unidade_id: unidade }),
      ...(cargo === undefined ? {} : { cargo_id: cargo }),
    },
    about: {
      filters,
      sort: `${columns[1].label[lang]} (${aboutLabel('ascending', lang)})`,
      search: query.search || undefined,
    },
    sheet: { 'pt-br': 'Usuários', en: 'Users', es: 'Usuarios' },
    columns,
    batches: await userListing(deps).batches(scope),
    fileBase: 'usuarios',
  });
}
