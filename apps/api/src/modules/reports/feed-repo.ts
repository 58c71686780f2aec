import { sql } from 'kysely';
import { keysetBatches, mapBatches } from '../../platform/export/batches.ts';
import { countOf, inPeriod, inPlace, inReaderFolders } from './filters-repo.ts';
import { placeNames } from './people-repo.ts';
import {
  column,
  COLUMNS,
  iso,
  label,
  NONE,
  num,
  type AggregateSource,
  type ReportContext,
  type ReportSource,
  type RowSource,
} from './source.ts';

/** The feed's reports: posts of the period by folder and by author, and what moderators did. */

/** Live posts of the client written in the period, in the folders the reader opens. */
const postsOfPeriod = (ctx: ReportContext) =>
  ctx.db
    .selectFrom('feed_posts as p')
    .where('p.client_id', '=', ctx.clientId)
    .where('p.deleted_at', 'is', null)
    .where(inPeriod(ctx, 'p.created_at'))
    .where(inReaderFolders(ctx, 'p.pasta_id'));

const engagement = [COLUMNS.posts, COLUMNS.likes, COLUMNS.comments] as const;
const sums = [
  sql<number | string>`count(*)`.as('posts'),
  sql<number | string>`coalesce(sum(${sql.ref('p.likes')}), 0)`.as('likes'),
  sql<number | string>`coalesce(sum(${sql.ref('p.comments')}), 0)`.as('comments'),
];

const byFolder: AggregateSource = {
  kind: 'aggregate',
  columns: () => [column('pasta', 'text', 'Pasta', 'Folder', 'Carpeta'), ...engagement],
  totals: ['publicacoes', 'curtidas', 'comentarios'],
  async all(ctx) {
    const rows = await postsOfPeriod(ctx)
      .innerJoin('feed_folders as f', 'f.id', 'p.pasta_id')
      .select(['f.name'])
      .select(sums)
      .groupBy(['f.id', 'f.name'])
      .execute();
    return rows
      .map((r) => ({ pasta: r.name, publicacoes: num(r.posts), curtidas: num(r.likes), comentarios: num(r.comments) }))
      .sort((a, b) => b.publicacoes - a.publicacoes || a.pasta.localeCompare(b.pasta, 'pt-BR'));
  },
};

/** Authors of the period, most posts first; narrowed to a group or regional through the author. */
const authorsOf = (ctx: ReportContext) =>
  inPlace(postsOfPeriod(ctx).innerJoin('users as u', 'u.id', 'p.author_id'), ctx, 'u');

const byAuthor: RowSource = {
  kind: 'rows',
  columns: () => [COLUMNS.name, COLUMNS.email, COLUMNS.group, ...engagement],
  totals: ['publicacoes', 'curtidas', 'comentarios'],
  count: (ctx) => countOf(authorsOf(ctx), sql`count(distinct ${sql.ref('p.author_id')})`),
  async read(ctx, window) {
    const [rows, names] = await Promise.all([
      ordered(ctx).limit(window.limit).offset(window.offset).execute(),
      placeNames(ctx.db, ctx.clientId),
    ]);
    return rows.map((r) => ({
      nome: r.name,
      email: r.email,
      grupo: (r.group_id && names.group.get(r.group_id)) || NONE[ctx.lang],
      publicacoes: num(r.posts),
      curtidas: num(r.likes),
      comentarios: num(r.comments),
    }));
  },
};

function ordered(ctx: ReportContext) {
  return authorsOf(ctx)
    .select(['p.author_id', 'u.name', 'u.email', 'u.group_id'])
    .select(sums)
    .groupBy(['p.author_id', 'u.name', 'u.email', 'u.group_id'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('p.author_id');
}

/** The moderation actions the feed audits (modules/feed: a moderator's publish, hide, edit or delete). */
const ACTIONS: Record<string, ReturnType<typeof label>> = {
  'feed.post.published': label('Publicou', 'Published', 'Publicó'),
  'feed.post.hidden': label('Ocultou', 'Hid', 'Ocultó'),
  'feed.post.update': label('Editou', 'Edited', 'Editó'),
  'feed.post.delete': label('Excluiu a publicação', 'Deleted the post', 'Eliminó la publicación'),
  'feed.comment.delete': label('Excluiu o comentário', 'Deleted the comment', 'Eliminó el comentario'),
};

interface ActionRow {
  id: number;
  created_at: unknown;
  action: string;
  entity_id: string | null;
  actor_name: string | null;
}

const actionsOf = (ctx: ReportContext) =>
  ctx.db
    .selectFrom('audit_log as a')
    .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
    .where('a.client_id', '=', ctx.clientId)
    .where('a.action', 'in', Object.keys(ACTIONS))
    .where(inPeriod(ctx, 'a.created_at'));

const presentActions = (ctx: ReportContext, rows: ActionRow[]) =>
  rows.map((r) => ({
    quando: iso(r.created_at),
    moderador: r.actor_name ?? '—',
    acao: ACTIONS[r.action]?.[ctx.lang] ?? r.action,
    item: r.entity_id ? `#${r.entity_id}` : '',
  }));

const moderation: RowSource = {
  kind: 'rows',
  columns: () => [
    column('quando', 'datetime', 'Quando', 'When', 'Cuándo'),
    column('moderador', 'text', 'Moderador', 'Moderator', 'Moderador'),
    column('acao', 'text', 'Ação', 'Action', 'Acción'),
    column('item', 'text', 'Item', 'Item', 'Ítem'),
  ],
  count: (ctx) => countOf(actionsOf(ctx)),
  read: async (ctx, window) =>
    presentActions(ctx, await selectActions(ctx).limit(window.limit).offset(window.offset).execute()),
  walk: (ctx) =>
    mapBatches(
      keysetBatches<ActionRow>((last, size) =>
        (last ? selectActions(ctx).where('a.id', '<', last.id) : selectActions(ctx)).limit(size).execute(),
      ),
      (rows) => presentActions(ctx, rows),
    ),
};

const selectActions = (ctx: ReportContext) =>
  actionsOf(ctx)
    .select(['a.id', 'a.created_at', 'a.action', 'a.entity_id', 'actor.name as actor_name'])
    .orderBy('a.id', 'desc');

export const FEED_SOURCES: Record<string, ReportSource> = {
  'engajamento-pastas': byFolder,
  'engajamento-autores': byAuthor,
  moderacao: moderation,
};
