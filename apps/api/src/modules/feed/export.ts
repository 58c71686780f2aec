import type { ExportFormat, Language, PostStatus } from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { aboutLabel } from '../../platform/export/about.ts';
import { keysetBatches } from '../../platform/export/batches.ts';
import { wallClockOf, zonedLabel, type ExportColumn, type Labels } from '../../platform/export/columns.ts';
import type { ExportedFile, ExportRequest } from '../../platform/export/http.ts';
import { startExport } from '../../platform/export/start.ts';
import { exportTimeZone } from '../../platform/export/time-zone.ts';
import { folderNames } from './export-repo.ts';
import type { ListScope, postsService } from './posts.ts';
import { feedRepo, type PostRow } from './repo.ts';

/**
 * The feed's lists as files (feed.exportar): GET /api/v2/client/feed[/pasta/{id}|/user/search/{term}] and the
 * moderation queue GET /api/v2/client/feed/moderacao, with `format=xlsx|csv`: the posts the list holds for the
 * user, newest first, read in keyset batches by id through the list's own reads.
 */

const STATUSES: Record<PostStatus, Labels> = {
  published: { 'pt-br': 'Publicado', en: 'Published', es: 'Publicado' },
  pending: { 'pt-br': 'Pendente', en: 'Pending', es: 'Pendiente' },
  hidden: { 'pt-br': 'Oculto', en: 'Hidden', es: 'Oculto' },
};

const LABELS = {
  folder: { 'pt-br': 'Pasta', en: 'Folder', es: 'Carpeta' },
  author: { 'pt-br': 'Autor', en: 'Author', es: 'Autor' },
  status: { 'pt-br': 'Situação', en: 'Status', es: 'Situación' },
  /** In the client's time zone (zonedLabel names it). */
  created: { 'pt-br': 'Publicado em', en: 'Posted at', es: 'Publicado el' },
} satisfies Record<string, Labels>;

const columnsOf = (lang: Language, folders: Map<number, string>, zone: string): ExportColumn<PostRow>[] => [
  { label: { 'pt-br': 'Código', en: 'ID', es: 'Código' }, format: 'number', width: 10, value: (r) => r.id },
  { label: LABELS.folder, format: 'text', width: 22, value: (r) => folders.get(r.pasta_id) ?? String(r.pasta_id) },
  { label: LABELS.author, format: 'text', width: 28, value: (r) => r.author_name },
  { label: { 'pt-br': 'Título', en: 'Title', es: 'Título' }, format: 'text', width: 30, value: (r) => r.titulo },
  { label: { 'pt-br': 'Texto', en: 'Text', es: 'Texto' }, format: 'text', width: 60, value: (r) => r.texto },
  {
    label: LABELS.status,
    format: 'text',
    width: 12,
    value: (r) => STATUSES[r.status as PostStatus]?.[lang] ?? r.status,
  },
  {
    label: { 'pt-br': 'Curtidas', en: 'Likes', es: 'Me gusta' },
    format: 'number',
    width: 10,
    value: (r) => Number(r.likes),
  },
  {
    label: { 'pt-br': 'Comentários', en: 'Comments', es: 'Comentarios' },
    format: 'number',
    width: 12,
    value: (r) => Number(r.comments),
  },
  {
    label: zonedLabel(LABELS.created, zone),
    format: 'datetime',
    width: 20,
    value: (r) => wallClockOf(r.created_at, zone),
  },
];

/** Which feed list: the whole feed, a folder, an author search, or the moderation queue (its statuses). */
export interface FeedExport {
  scope: ListScope;
  moderation: boolean;
}

export async function exportPosts(
  deps: AppDeps,
  posts: ReturnType<typeof postsService>,
  request: ExportRequest,
  { scope, moderation }: FeedExport,
  format: ExportFormat,
): Promise<ExportedFile> {
  const { access, lang } = request;
  const filter = await posts.filterOf(access, scope);
  const folders = await folderNames(deps.db, access.clientId);
  const repo = feedRepo(deps.db);
  const timeZone = await exportTimeZone(deps.db, access.clientId);
  const named: [string, string][] = [];
  if (scope.folderId !== undefined)
    named.push([LABELS.folder[lang], folders.get(scope.folderId) ?? String(scope.folderId)]);
  if (scope.authorTerm !== undefined) named.push([LABELS.author[lang], scope.authorTerm]);
  if (moderation) named.push([LABELS.status[lang], (scope.statuses ?? []).map((s) => STATUSES[s][lang]).join(', ')]);
  return startExport(deps, request, format, {
    entity: moderation ? 'feed_moderation' : 'feed_posts',
    filters: { folder_id: scope.folderId ?? null, author: scope.authorTerm ?? null, statuses: scope.statuses ?? null },
    about: {
      filters: named,
      sort: `${zonedLabel(LABELS.created, timeZone)[lang]} (${aboutLabel('descending', lang)})`,
    },
    timeZone,
    sheet: moderation
      ? { 'pt-br': 'Moderação', en: 'Moderation', es: 'Moderación' }
      : { 'pt-br': 'Publicações', en: 'Posts', es: 'Publicaciones' },
    columns: columnsOf(lang, folders, timeZone),
    batches: keysetBatches((last: PostRow | undefined, size) =>
      repo.read(access.clientId, filter, { order: 'asc', from: last?.id, offset: 0, limit: size }, deps.sql),
    ),
    fileBase: moderation ? 'moderacao' : 'publicacoes',
  });
}
