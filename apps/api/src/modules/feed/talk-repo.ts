import type { DbOrTx } from '../../db/handle.ts';

/** The comments and answers under a client's posts; every query is scoped by the client first. feedRepo spreads it. */
export function talkRepo(db: DbOrTx) {
  /** Who wrote a comment or an answer, as both show it. */
  const authorColumns = ['u.name as author_name', 'u.picture as author_picture'] as const;
  const selectComments = (clientId: number) =>
    db
      .selectFrom('feed_comments as c')
      .innerJoin('users as u', 'u.id', 'c.author_id')
      .select(['c.id', 'c.post_id', 'c.author_id', ...authorColumns, 'c.comment', 'c.created_at', 'c.updated_at'])
      .where('c.client_id', '=', clientId);
  const selectAnswers = (clientId: number) =>
    db
      .selectFrom('feed_answers as a')
      .innerJoin('users as u', 'u.id', 'a.author_id')
      .select(['a.id', 'a.comment_id', 'a.author_id', ...authorColumns, 'a.answer', 'a.created_at', 'a.updated_at'])
      .where('a.client_id', '=', clientId);

  return {
    /** A page of a post's comments, oldest first. */
    comments: (clientId: number, postId: number, window: { limit: number; offset: number }) =>
      selectComments(clientId)
        .where('c.post_id', '=', postId)
        .orderBy('c.id')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),

    comment: (clientId: number, id: number) => selectComments(clientId).where('c.id', '=', id).executeTakeFirst(),

    /** The answers of some comments, oldest first. */
    answers: (clientId: number, commentIds: number[]) =>
      selectAnswers(clientId)
        .where('a.comment_id', 'in', commentIds.length ? commentIds : [0])
        .orderBy('a.comment_id')
        .orderBy('a.id')
        .execute(),

    /** One answer, with the post its comment is under. */
    answer: (clientId: number, id: number) =>
      selectAnswers(clientId)
        .innerJoin('feed_comments as c', 'c.id', 'a.comment_id')
        .select('c.post_id')
        .where('a.id', '=', id)
        .executeTakeFirst(),

    async insertComment(
      clientId: number,
      values: { post_id: number; author_id: number; comment: string; now: string },
    ): Promise<number> {
      const { now, ...rest } = values;
      return (
        await db
          .insertInto('feed_comments')
          .values({ client_id: clientId, ...rest, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    },

    async insertAnswer(
      clientId: number,
      values: { comment_id: number; author_id: number; answer: string; now: string },
    ): Promise<number> {
      const { now, ...rest } = values;
      return (
        await db
          .insertInto('feed_answers')
          .values({ client_id: clientId, ...rest, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    },

    async setText(
      clientId: number,
      table: 'feed_comments' | 'feed_answers',
      id: number,
      text: string,
      now: string,
    ): Promise<void> {
      const column = table === 'feed_comments' ? { comment: text } : { answer: text };
      await db
        .updateTable(table as 'feed_comments')
        .set({ ...(column as { comment: string }), updated_at: now })
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .execute();
    },

    async remove(clientId: number, table: 'feed_comments' | 'feed_answers', id: number): Promise<void> {
      if (table === 'feed_comments')
        await db.deleteFrom('feed_answers').where('client_id', '=', clientId).where('comment_id', '=', id).execute();
      await db.deleteFrom(table).where('client_id', '=', clientId).where('id', '=', id).execute();
    },
  };
}
