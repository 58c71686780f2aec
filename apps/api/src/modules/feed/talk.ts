import { FEED_MESSAGES, type FeedAnswer, type FeedComment } from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pageWindow, toPage, type Page, type PageRequest } from '../../platform/pagination.ts';
import { feedRepo } from './repo.ts';
import { missing } from '../../platform/errors.ts';
import { assertMayChange, assertVisible, authorOf, commitFeed, event, iso, type Outgoing } from './rules.ts';

type AuthoredRow = {
  id: number;
  author_id: number;
  author_name: string;
  author_picture: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};
type CommentRow = AuthoredRow & { post_id: number; comment: string };
type AnswerRow = AuthoredRow & { comment_id: number; answer: string };

export type TalkKind = 'comment' | 'answer';
type TalkItem<K extends TalkKind> = K extends 'comment' ? FeedComment : FeedAnswer;
const TABLES = { comment: 'feed_comments', answer: 'feed_answers' } as const;
const textOf = (row: CommentRow | AnswerRow): string => ('comment_id' in row ? row.answer : row.comment);

const stamps = (row: AuthoredRow) => ({
  author: authorOf(row),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
const toAnswer = (row: AnswerRow): FeedAnswer => ({
  id: row.id,
  comment_id: row.comment_id,
  answer: row.answer,
  ...stamps(row),
});
const toComment = (row: CommentRow, answers: AnswerRow[]): FeedComment => ({
  id: row.id,
  feed_itens_id: row.post_id,
  comment: row.comment,
  answers: answers.filter((a) => a.comment_id === row.id).map(toAnswer),
  ...stamps(row),
});

/** Comments on posts and the answers to comments (docs/feed.md): they follow their post's visibility and folder. */
export function talkService(deps: AppDeps) {
  const { db } = deps;

  /** The post a comment hangs on, checked as the post itself would be; events of a post not published stay unsent. */
  async function postOf(access: RequestAccess, postId: number) {
    const post = await assertVisible(deps, access, await feedRepo(db).post(access.clientId, postId, access.user.id));
    return { post, send: (events: Outgoing[]) => (post.status === 'published' ? events : []) };
  }

  /** A comment or an answer of the client, with the post it hangs on (checked as the post itself would be). */
  async function itemOf(kind: TalkKind, access: RequestAccess, id: number) {
    const repo = feedRepo(db);
    const row: ((CommentRow | AnswerRow) & { post_id: number }) | undefined =
      kind === 'comment' ? await repo.comment(access.clientId, id) : await repo.answer(access.clientId, id);
    if (!row) throw missing('id', FEED_MESSAGES[kind]);
    return { row, ...(await postOf(access, row.post_id)) };
  }

  async function commentWithAnswers(
    repo: ReturnType<typeof feedRepo>,
    clientId: number,
    id: number,
  ): Promise<FeedComment> {
    const row = (await repo.comment(clientId, id))!;
    return toComment(row, await repo.answers(clientId, [id]));
  }

  return {
    /** A page of a post's comments, oldest first, each with all its answers. */
    async list(access: RequestAccess, postId: number, request: PageRequest): Promise<Page<FeedComment>> {
      const { post } = await postOf(access, postId);
      const repo = feedRepo(db);
      const rows = await repo.comments(access.clientId, postId, pageWindow(request));
      const answers = await repo.answers(
        access.clientId,
        rows.map((r) => r.id),
      );
      return toPage(
        rows.map((r) => toComment(r, answers)),
        Number(post.comments),
        request,
      );
    },

    async createComment(access: RequestAccess, postId: number, text: string, requestId: string): Promise<FeedComment> {
      const { post, send } = await postOf(access, postId);
      return commitFeed(deps, access, requestId, async (trx, now) => {
        const repo = feedRepo(trx);
        const id = await repo.insertComment(access.clientId, {
          post_id: postId,
          author_id: access.user.id,
          comment: text,
          now,
        });
        const comments = await repo.bump(access.clientId, postId, 'comments', 1);
        const comment = await commentWithAnswers(repo, access.clientId, id);
        return {
          result: comment,
          events: send([event('comment.created', post.pasta_id, { comment, feed_itens_id: postId, comments })]),
          acts: [{ kind: 'comment', entity: 'feed_comments', id }],
        };
      });
    },

    async createAnswer(access: RequestAccess, commentId: number, text: string, requestId: string): Promise<FeedAnswer> {
      const { post, send } = await itemOf('comment', access, commentId);
      return commitFeed(deps, access, requestId, async (trx, now) => {
        const repo = feedRepo(trx);
        const id = await repo.insertAnswer(access.clientId, {
          comment_id: commentId,
          author_id: access.user.id,
          answer: text,
          now,
        });
        const answer = toAnswer((await repo.answer(access.clientId, id))!);
        return {
          result: answer,
          events: send([event('answer.created', post.pasta_id, { answer, feed_itens_id: post.id })]),
        };
      });
    },

    /** Edits a comment's or an answer's text: its author, or a moderator (audited). */
    async edit<K extends TalkKind>(
      kind: K,
      access: RequestAccess,
      id: number,
      text: string,
      requestId: string,
    ): Promise<TalkItem<K>> {
      const { row, post, send } = await itemOf(kind, access, id);
      const moderation = assertMayChange(access, row.author_id);
      return commitFeed<FeedComment | FeedAnswer>(deps, access, requestId, async (trx, now) => {
        const repo = feedRepo(trx);
        await repo.setText(access.clientId, TABLES[kind], id, text, now);
        const audit = moderation
          ? {
              action: `feed.${kind}.update`,
              entity: TABLES[kind],
              id,
              before: { [kind]: textOf(row) },
              after: { [kind]: text },
            }
          : null;
        if (kind === 'comment') {
          const comment = await commentWithAnswers(repo, access.clientId, id);
          return {
            result: comment,
            moderation: audit,
            events: send([
              event('comment.updated', post.pasta_id, {
                comment,
                feed_itens_id: post.id,
                comments: Number(post.comments),
              }),
            ]),
          };
        }
        const answer = toAnswer((await repo.answer(access.clientId, id))!);
        return {
          result: answer,
          moderation: audit,
          events: send([event('answer.updated', post.pasta_id, { answer, feed_itens_id: post.id })]),
        };
      }) as Promise<TalkItem<K>>;
    },

    /** Deletes a comment (with its answers) or an answer: its author, or a moderator (audited). */
    async remove(kind: TalkKind, access: RequestAccess, id: number, requestId: string): Promise<{ id: number }> {
      const { row, post, send } = await itemOf(kind, access, id);
      const moderation = assertMayChange(access, row.author_id);
      return commitFeed(deps, access, requestId, async (trx) => {
        const repo = feedRepo(trx);
        await repo.remove(access.clientId, TABLES[kind], id);
        const audit = moderation
          ? {
              action: `feed.${kind}.delete`,
              entity: TABLES[kind],
              id,
              before: { [kind]: textOf(row), author_id: row.author_id },
              after: null,
            }
          : null;
        const gone =
          'comment_id' in row
            ? event('answer.deleted', post.pasta_id, { id, comment_id: row.comment_id, feed_itens_id: post.id })
            : event('comment.deleted', post.pasta_id, {
                id,
                feed_itens_id: post.id,
                comments: await repo.bump(access.clientId, post.id, 'comments', -1),
              });
        return { result: { id }, moderation: audit, events: send([gone]) };
      });
    },
  };
}
