import {
  detectEmbed,
  FEED_MESSAGES,
  postTextError,
  type FeedPost,
  type PostCreateBody,
  type PostStatus,
  type PostUpdateBody,
} from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import { auditPage } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, invalid, missing } from '../../platform/errors.ts';
import { reachableFolderIds } from '../../platform/folder-access.ts';
import { keysetPage, type KeysetPage, type KeysetRequest, type PageRequest } from '../../platform/pagination.ts';
import { feedRepo, type PostFilter, type PostValues } from './repo.ts';
import {
  assertFolder,
  assertMayChange,
  assertVisible,
  commitFeed,
  event,
  FEED_ENTITIES,
  isModerator,
  toPost,
  type FeedAct,
  type Outgoing,
} from './rules.ts';

/** What a list narrows the client's feed to (folder, author, author name, statuses). */
export type ListScope = Pick<PostFilter, 'authorId' | 'statuses'> & { folderId?: number; authorTerm?: string };

/** An author search reads the posts of at most this many matching people (the first by id). */
const AUTHOR_MATCH_CAP = 1_000;

/** Text, title and embed as stored: a video link in the text makes the post an embed (SPEC.md §4). */
function content(
  text: string,
  title: string | null | undefined,
  embed: { embed?: string | null; embedTipo?: string | null },
): Partial<PostValues> {
  const detected = detectEmbed(text);
  if (detected)
    return { titulo: detected.titulo, texto: detected.texto, embed: detected.embed, embed_tipo: detected.embedTipo };
  return {
    texto: text,
    ...(title !== undefined ? { titulo: title } : {}),
    ...(embed.embed !== undefined ? { embed: embed.embed } : {}),
    ...(embed.embedTipo !== undefined ? { embed_tipo: embed.embedTipo } : {}),
  };
}

/** Media fields a body names (undefined keeps the stored value, null clears it). */
const media = (body: Pick<PostCreateBody, 'image' | 'arquivo' | 'arquivo_tipo'>): Partial<PostValues> => ({
  ...(body.image !== undefined ? { image: body.image } : {}),
  ...(body.arquivo !== undefined ? { arquivo: body.arquivo } : {}),
  ...(body.arquivo_tipo !== undefined ? { arquivo_tipo: body.arquivo_tipo } : {}),
});

/** What others may learn of a post after a change: the post itself while published, else only that it left. */
const changeEvent = (post: FeedPost, wasPublished: boolean): Outgoing[] => {
  if (post.status === 'published') return [event('post.updated', post.pasta_id, { ...post, liked: false })];
  return wasPublished
    ? [event('post.hidden', post.pasta_id, { id: post.id, pasta_id: post.pasta_id, status: post.status })]
    : [];
};

/** Posts and likes of the feed (docs/feed.md). */
export function postsService(deps: AppDeps) {
  const { db } = deps;

  async function postFor(access: RequestAccess, id: number) {
    return assertVisible(deps, access, await feedRepo(db).post(access.clientId, id, access.user.id));
  }

  async function folderOf(access: RequestAccess, folderId: number, field = 'id'): Promise<void> {
    if (!(await feedRepo(db).folderExists(access.clientId, folderId))) throw missing(field, FEED_MESSAGES.folder);
    await assertFolder(deps, access, folderId);
  }

  /** What a list of the scope reads: the folders the user reaches (every folder for a moderator), the author matches, the statuses. */
  async function filterOf(access: RequestAccess, scope: ListScope): Promise<PostFilter> {
    const moderator = isModerator(access);
    if (scope.folderId !== undefined) await folderOf(access, scope.folderId);
    const folders =
      scope.folderId !== undefined
        ? [scope.folderId]
        : moderator
          ? null
          : await reachableFolderIds(db, access.clientId, access.user.id);
    const authorIds =
      scope.authorTerm === undefined
        ? undefined
        : await feedRepo(db).authorsNamed(access.clientId, scope.authorTerm, deps.sql, AUTHOR_MATCH_CAP);
    // Posts waiting for or hidden by a moderator show in the moderation queue (scope.statuses); the feed lists of a
    // moderator, like everyone's, hold published posts and the viewer's own.
    const everyStatus = moderator && scope.statuses !== undefined;
    return {
      viewer: access.user.id,
      folders,
      everyStatus,
      authorId: scope.authorId,
      authorIds,
      statuses: scope.statuses,
    };
  }

  return {
    filterOf,

    /** A page of posts newest first, of the folders the user reaches (every folder for a moderator). */
    async list(access: RequestAccess, request: KeysetRequest, scope: ListScope = {}): Promise<KeysetPage<FeedPost>> {
      const filter = await filterOf(access, scope);
      const repo = feedRepo(db);
      const page = await keysetPage(request, {
        scope: [access.clientId, access.user.id, scope],
        total: () => repo.total(access.clientId, filter, deps.sql),
        keyOf: (id) => repo.postKey(access.clientId, id),
        read: (seek) => repo.read(access.clientId, filter, seek, deps.sql),
      });
      return { ...page, data: page.data.map(toPost) };
    },

    async create(access: RequestAccess, body: PostCreateBody, requestId: string): Promise<FeedPost> {
      await folderOf(access, body.pasta_id, 'pasta_id');
      const blank: PostValues = {
        titulo: null,
        texto: '',
        embed: null,
        embed_tipo: null,
        image: null,
        arquivo: null,
        arquivo_tipo: null,
      };
      const values: PostValues = { ...blank, ...media(body), ...content(body.text, body.title, body) };
      return commitFeed(deps, access, requestId, async (trx, now) => {
        const repo = feedRepo(trx);
        const id = await repo.insertPost(access.clientId, {
          ...values,
          pasta_id: body.pasta_id,
          author_id: access.user.id,
          now,
        });
        const post = toPost((await repo.post(access.clientId, id, access.user.id))!);
        // A post scores once published (one waiting for moderation does not, yet).
        const acts: FeedAct[] = post.status === 'published' ? [{ kind: 'post', entity: 'feed_posts', id }] : [];
        return { result: post, events: [event('post.created', post.pasta_id, post)], acts };
      });
    },

    async update(access: RequestAccess, id: number, body: PostUpdateBody, requestId: string): Promise<FeedPost> {
      const before = toPost(await postFor(access, id));
      const moderation = assertMayChange(access, before.author.id);
      if (body.status !== undefined && body.status !== before.status && !isModerator(access)) {
        throw new AppError(403, 'forbidden', {}, {}, { status: [FEED_MESSAGES.status] });
      }
      // An empty text is an embed post's (SPEC.md §4): valid while the post keeps its embed, stored or sent.
      const problem =
        body.text === undefined
          ? null
          : postTextError(body.text, (body.embed === undefined ? before.embed : body.embed) !== null);
      if (problem) throw invalid({ text: [problem] });
      const values = {
        ...media(body),
        ...(body.text !== undefined ? content(body.text, body.title, body) : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
      };
      return commitFeed(deps, access, requestId, async (trx, now) => {
        const repo = feedRepo(trx);
        await repo.updatePost(access.clientId, id, { ...values, updated_at: now });
        const post = toPost((await repo.post(access.clientId, id, access.user.id))!);
        const statusChange = post.status !== before.status;
        return {
          result: post,
          moderation:
            moderation || statusChange
              ? {
                  action: statusChange ? `feed.post.${post.status}` : 'feed.post.update',
                  entity: 'feed_posts',
                  id,
                  before,
                  after: post,
                }
              : null,
          events: changeEvent(post, before.status === 'published'),
        };
      });
    },

    async remove(access: RequestAccess, id: number, requestId: string): Promise<{ id: number }> {
      const before = toPost(await postFor(access, id));
      const moderation = assertMayChange(access, before.author.id);
      return commitFeed(deps, access, requestId, async (trx, now) => {
        await feedRepo(trx).updatePost(access.clientId, id, { deleted_at: now });
        return {
          result: { id },
          moderation: moderation ? { action: 'feed.post.delete', entity: 'feed_posts', id, before, after: null } : null,
          events:
            before.status === 'published'
              ? [event('post.deleted', before.pasta_id, { id, pasta_id: before.pasta_id })]
              : [],
        };
      });
    },

    /** The moderation trail of the client's feed (every audited feed write), newest first. */
    trail: (access: RequestAccess, request: PageRequest) =>
      auditPage(db, access.clientId, { entities: FEED_ENTITIES }, request),

    /** Likes the post, or takes the like back; answers the count and whether the user now likes it. */
    async like(access: RequestAccess, id: number, requestId: string): Promise<{ likes: number; liked: boolean }> {
      const post = await postFor(access, id);
      return commitFeed(deps, access, requestId, async (trx, now) => {
        const repo = feedRepo(trx);
        const liked = !(await repo.hasLiked(access.clientId, id, access.user.id));
        await repo.like(access.clientId, id, access.user.id, liked, now);
        const { likes } = await repo.counters(access.clientId, id);
        const events =
          post.status === 'published'
            ? [event('post.liked', post.pasta_id, { id, pasta_id: post.pasta_id, likes: Number(likes) })]
            : [];
        // A like scores (an unlike takes nothing back: the ledger only grows; the daily limit bounds repeats).
        const acts: FeedAct[] = liked ? [{ kind: 'like', entity: 'feed_posts', id }] : [];
        return { result: { likes: Number(likes), liked }, events, acts };
      });
    },
  };
}

export const MODERATION_STATUSES: readonly PostStatus[] = ['pending', 'hidden'];
