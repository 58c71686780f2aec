import {
  FEED_MESSAGES,
  FEED_MODERATE_TAG,
  isAllowed,
  type FeedAuthor,
  type FeedEventData,
  type FeedEventType,
  type FeedPost,
} from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import type { Tx } from '../../db/handle.ts';
import type { RequestAccess } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, missing } from '../../platform/errors.ts';
import { mayOpenFolder } from '../../platform/folder-access.ts';
import type { PostRow } from './repo.ts';
import type { WrittenChange } from '../../platform/collection-writes.ts';
import type { MemberActKind } from '../../platform/domain-events.ts';

/** The rules every feed read and write obeys (docs/feed.md). */

export const MODERATE_TAG = FEED_MODERATE_TAG;
export const isModerator = (access: RequestAccess): boolean => isAllowed(access.grants, MODERATE_TAG);

export const iso = (value: Date | string): string => new Date(toMillis(value)).toISOString();
export const authorOf = (row: {
  author_id: number;
  author_name: string;
  author_picture: string | null;
}): FeedAuthor => ({
  id: row.author_id,
  name: row.author_name,
  picture: row.author_picture,
});

export const toPost = (row: PostRow): FeedPost => ({
  id: row.id,
  pasta_id: row.pasta_id,
  titulo: row.titulo,
  texto: row.texto,
  author: authorOf(row),
  arquivo: row.arquivo,
  arquivo_tipo: row.arquivo_tipo,
  embedTipo: row.embed_tipo,
  embed: row.embed,
  image: row.image,
  status: row.status,
  likes: Number(row.likes),
  liked: row.liked !== null,
  comments: Number(row.comments),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** A moderator opens every folder of the client; anyone else the folders granted to them (platform/folder-access). */
export async function assertFolder(deps: AppDeps, access: RequestAccess, folderId: number): Promise<void> {
  if (isModerator(access)) return;
  if (!(await mayOpenFolder(deps.db, access.clientId, access.user.id, folderId))) throw forbidden();
}

/**
 * A post the request may see: 404 for another client's, a deleted one or one hidden from the user (not published,
 * not theirs, not a moderator); 403 when its folder is closed to the user.
 */
export async function assertVisible(deps: AppDeps, access: RequestAccess, post: PostRow | undefined): Promise<PostRow> {
  if (!post || (post.status !== 'published' && post.author_id !== access.user.id && !isModerator(access)))
    throw missing('id', FEED_MESSAGES.post);
  await assertFolder(deps, access, post.pasta_id);
  return post;
}

/** Only the author or a moderator changes a post, comment or answer; answers whether it is a moderation write. */
export function assertMayChange(access: RequestAccess, authorId: number): boolean {
  if (authorId === access.user.id) return false;
  if (!isModerator(access)) throw forbidden();
  return true;
}

/** The entities moderation writes are audited under. */
export const FEED_ENTITIES = ['feed_posts', 'feed_comments', 'feed_answers'] as const;

export interface Moderation {
  action: string;
  entity: (typeof FEED_ENTITIES)[number];
  id: number;
  before: unknown;
  after: unknown;
}

/** A feed event, published after the write committed. */
export interface Outgoing<T extends FeedEventType = FeedEventType> {
  type: T;
  folderId: number;
  data: FeedEventData<T>;
}

export const event = <T extends FeedEventType>(type: T, folderId: number, data: FeedEventData<T>): Outgoing =>
  ({ type, folderId, data }) as Outgoing;

/** A member's act in the feed and the record it made or touched: the post (a post, a like) or the comment. */
export interface FeedAct {
  kind: MemberActKind;
  entity: 'feed_posts' | 'feed_comments';
  id: number;
}

/**
 * Runs a feed write in one transaction with the audit entry of a moderation (a moderator changing someone else's
 * content), then publishes its events to the client's sockets. A hub that fails to publish does not undo a
 * committed write: the change is there on the next read.
 */
export async function commitFeed<T>(
  deps: AppDeps,
  access: RequestAccess,
  requestId: string,
  work: (
    trx: Tx,
    now: string,
  ) => Promise<{ result: T; moderation?: Moderation | null; events?: Outgoing[]; acts?: FeedAct[] }>,
): Promise<T> {
  const at = deps.clock();
  const now = new Date(at).toISOString();
  const written: WrittenChange[] = [];
  const done = await deps.db.transaction().execute(async (trx) => {
    const out = await work(trx, now);
    // The member's act (a post, comment or like) runs the rules in this transaction (points, badges: issue 29).
    const actor = { clientId: access.clientId, userId: access.user.id, grants: access.grants, requestId };
    const acts = (out.acts ?? []).map(({ kind, entity, id }) => ({
      kind,
      clientId: access.clientId,
      memberId: access.user.id,
      entity,
      id,
    }));
    written.push(...(await deps.events.emit({ trx, dialect: deps.sql.name, actor, now: at }, acts)));
    if (out.moderation) {
      const m = out.moderation;
      await recordAudit(trx, {
        clientId: access.clientId,
        actorUserId: access.user.id,
        action: m.action,
        entity: m.entity,
        entityId: m.id,
        before: m.before,
        after: m.after,
        requestId,
        at,
      });
    }
    return out;
  });
  if (written.length) deps.collections.announce(access.clientId, written);
  for (const e of done.events ?? []) {
    try {
      await deps.realtime.publish({ clientId: access.clientId, folderId: e.folderId, type: e.type, data: e.data });
    } catch {
      /* the socket layer reports its own failures; the write stands */
    }
  }
  return done.result;
}
