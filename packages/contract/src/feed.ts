import { z } from 'zod';
import { TEXT_MIN_LENGTH } from './constants.ts';
import { searchTerm } from './search.ts';
import { cursorParam, keysetPaginated, ok, paginated, pageQuery } from './envelope.ts';

/**
 * The feed (SPEC.md §2.6, §3, §4, §5, §7; rules in docs/feed.md): posts in folders (pastas), their comments and the
 * answers to those comments, likes, and the moderation of holders of 'feed.moderar'.
 * Tags the API asks: reads 'feed'; posting 'feed.criar'; editing or deleting someone else's post, comment or answer,
 * the moderation queue and a post's status 'feed.moderar'. Refusals: 403 without the folder or the ownership;
 * 404 for a post, comment, answer or folder of another client; 422 with a message per field.
 */

/** Moderates the feed: changes anyone's content, sees the queue, and reaches every folder of the client. */
export const FEED_MODERATE_TAG = 'feed.moderar';
export const POST_STATUSES = ['published', 'pending', 'hidden'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const FILE_TYPES = ['image', 'video'] as const;

export const FEED_MESSAGES = {
  textMin: `O texto deve ter pelo menos ${TEXT_MIN_LENGTH} caracteres.`,
  textRequired: 'O texto é obrigatório.',
  commentMin: `O comentário deve ter pelo menos ${TEXT_MIN_LENGTH} caracteres.`,
  answerRequired: 'A resposta é obrigatória.',
  folder: 'Pasta inexistente.',
  folderRequired: 'Informe a pasta.',
  post: 'Publicação inexistente.',
  comment: 'Comentário inexistente.',
  answer: 'Resposta inexistente.',
  url: 'Informe um endereço http(s) válido.',
  status: 'Apenas moderadores alteram o status de uma publicação.',
} as const;

const id = z.coerce.number().int().positive();
const when = z.string();
/** A post's media address: http(s), or a file of our own storage (/media/..., as uploads and the demo seed give). */
const MEDIA_ADDRESS = /^(?:https?:\/\/\S+|\/media\/[^/\s]\S*)$/i;
/** Whether a post may show this address (the console renders nothing else: no javascript:, data: or //host). */
export const isMediaAddress = (url: string | null | undefined): url is string =>
  typeof url === 'string' && MEDIA_ADDRESS.test(url);
const url = z.string().trim().max(2000).regex(MEDIA_ADDRESS, FEED_MESSAGES.url);
const optionalUrl = url.nullable().optional();

export const feedAuthor = z.object({ id: z.number().int(), name: z.string(), picture: z.string().nullable() });
export type FeedAuthor = z.infer<typeof feedAuthor>;

export const feedPost = z.object({
  id: z.number().int(),
  pasta_id: z.number().int(),
  titulo: z.string().nullable(),
  texto: z.string(),
  author: feedAuthor,
  arquivo: z.string().nullable(),
  arquivo_tipo: z.enum(FILE_TYPES).nullable(),
  embedTipo: z.string().nullable(),
  embed: z.string().nullable(),
  image: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  likes: z.number().int(),
  /** Whether the signed-in user likes it (false in events: they go to everyone). */
  liked: z.boolean(),
  comments: z.number().int(),
  created_at: when,
  updated_at: when,
});
export type FeedPost = z.infer<typeof feedPost>;

export const feedAnswer = z.object({
  id: z.number().int(),
  comment_id: z.number().int(),
  answer: z.string(),
  author: feedAuthor,
  created_at: when,
  updated_at: when,
});
export type FeedAnswer = z.infer<typeof feedAnswer>;

export const feedComment = z.object({
  id: z.number().int(),
  feed_itens_id: z.number().int(),
  comment: z.string(),
  author: feedAuthor,
  answers: z.array(feedAnswer),
  created_at: when,
  updated_at: when,
});
export type FeedComment = z.infer<typeof feedComment>;

/** Text of a post: at least TEXT_MIN_LENGTH characters (not counting surrounding blanks), stored as given. */
const postText = z
  .string({ error: FEED_MESSAGES.textRequired })
  .refine((t) => t.trim().length > 0, FEED_MESSAGES.textRequired)
  .refine((t) => t.trim().length >= TEXT_MIN_LENGTH, FEED_MESSAGES.textMin)
  .pipe(z.string().max(20_000));

/** POST .../pasta/item/post. `author` may be sent (SPEC.md §3) but is ignored: the author is the token's user. */
export const postCreateBody = z.object({
  pasta_id: z.coerce.number({ error: FEED_MESSAGES.folderRequired }).int().positive(FEED_MESSAGES.folderRequired),
  text: postText,
  title: z.string().max(300).nullable().optional(),
  embed: optionalUrl,
  embedTipo: z.string().max(40).nullable().optional(),
  image: optionalUrl,
  arquivo: optionalUrl,
  arquivo_tipo: z.enum(FILE_TYPES).nullable().optional(),
  author: z.unknown().optional(),
});
export type PostCreateBody = z.infer<typeof postCreateBody>;

/**
 * What is wrong with a post's text, or null: at least TEXT_MIN_LENGTH characters (not counting surrounding blanks),
 * except that a post with an embed may have none (SPEC.md §4: a video link leaves the 'Embed' post an empty text).
 */
export function postTextError(text: string, hasEmbed = false): string | null {
  const length = text.trim().length;
  if (length === 0) return hasEmbed ? null : FEED_MESSAGES.textRequired;
  return length < TEXT_MIN_LENGTH ? FEED_MESSAGES.textMin : null;
}

/**
 * PUT .../item/{id}/update: the text is required, unless the post keeps an embed (a moderator hiding or restoring
 * may send only `status`); a field left out keeps its value, null clears it. An empty text with the embed left out
 * is checked by the server against the stored embed. status: moderators only (403 with errors.status otherwise).
 */
export const postUpdateBody = postCreateBody
  .omit({ pasta_id: true, author: true, text: true })
  .extend({
    text: z.string({ error: FEED_MESSAGES.textRequired }).max(20_000).optional(),
    status: z.enum(POST_STATUSES).optional(),
  })
  .superRefine((body, ctx) => {
    const problem =
      body.text === undefined
        ? body.status === undefined
          ? FEED_MESSAGES.textRequired
          : null
        : postTextError(body.text, body.embed !== null);
    if (problem) ctx.addIssue({ code: 'custom', path: ['text'], message: problem });
  });
export type PostUpdateBody = z.infer<typeof postUpdateBody>;

const commentText = z
  .string({ error: FEED_MESSAGES.commentMin })
  .refine((t) => t.trim().length >= TEXT_MIN_LENGTH, FEED_MESSAGES.commentMin)
  .pipe(z.string().max(5_000));
const answerText = z
  .string({ error: FEED_MESSAGES.answerRequired })
  .refine((t) => t.trim().length > 0, FEED_MESSAGES.answerRequired)
  .pipe(z.string().max(5_000));

/** POST /api/v2/client/feed/comment/post?feed_itens_id&comment (SPEC.md §7: both in the query). */
export const commentCreateQuery = z.object({
  client_id: id.optional(),
  feed_itens_id: z.coerce.number({ error: FEED_MESSAGES.post }).int().positive(FEED_MESSAGES.post),
  comment: commentText,
});
export const commentUpdateBody = z.object({ comment: commentText });
export const answerCreateBody = z.object({
  comment_id: z.coerce.number({ error: FEED_MESSAGES.comment }).int().positive(FEED_MESSAGES.comment),
  answer: answerText,
});
export const answerUpdateBody = z.object({ answer: answerText });

export const feedIdParams = z.object({ id });
export const feedSearchParams = z.object({ term: searchTerm(100).min(1) });
/** Feed lists page by keyset (see keysetPaginated): ?page for the first pages, then the answered cursors. */
export const feedQuery = pageQuery.extend({ client_id: id.optional(), cursor: cursorParam });
export const commentListQuery = pageQuery.extend({ client_id: id.optional() });
export const moderationQuery = feedQuery.extend({ status: z.enum(['pending', 'hidden']).optional() });

export const feedPageResponse = ok(keysetPaginated(feedPost));
export const feedPostResponse = ok(feedPost);
export const feedCommentResponse = ok(feedComment);
export const feedCommentPageResponse = ok(paginated(feedComment));
export const feedAnswerResponse = ok(feedAnswer);
export const feedLikeResponse = ok(z.object({ likes: z.number().int(), liked: z.boolean() }));
export const feedDeleteResponse = ok(z.object({ id: z.number().int() }));

/**
 * Real-time events: published after the write commits, to the sockets of the client that may open the folder.
 * Changes to a post that is not published (and to its comments) are not published, except 'post.hidden' which
 * tells lists to drop it (and its author's lists its new status); restoring it publishes 'post.updated'.
 */
export const FEED_EVENT_TYPES = [
  'post.created',
  'post.updated',
  'post.deleted',
  'post.hidden',
  'post.liked',
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'answer.created',
  'answer.updated',
  'answer.deleted',
] as const;
export const feedEventType = z.enum(FEED_EVENT_TYPES);
export type FeedEventType = z.infer<typeof feedEventType>;

const postRef = z.object({ id: z.number().int(), pasta_id: z.number().int() });
const withCount = { feed_itens_id: z.number().int(), comments: z.number().int() };
export const feedEventPayloads = {
  'post.created': feedPost,
  'post.updated': feedPost,
  'post.deleted': postRef,
  'post.hidden': postRef.extend({ status: z.enum(['pending', 'hidden']) }),
  'post.liked': postRef.extend({ likes: z.number().int() }),
  'comment.created': z.object({ comment: feedComment, ...withCount }),
  'comment.updated': z.object({ comment: feedComment, ...withCount }),
  'comment.deleted': z.object({ id: z.number().int(), ...withCount }),
  'answer.created': z.object({ answer: feedAnswer, feed_itens_id: z.number().int() }),
  'answer.updated': z.object({ answer: feedAnswer, feed_itens_id: z.number().int() }),
  'answer.deleted': z.object({ id: z.number().int(), comment_id: z.number().int(), feed_itens_id: z.number().int() }),
} as const satisfies Record<FeedEventType, z.ZodType>;
export type FeedEventData<T extends FeedEventType> = z.infer<(typeof feedEventPayloads)[T]>;

/**
 * A feed event as the live channel delivers it (`{ type, folder_id, data }`, see feed-live.ts), typed by its type.
 * A message whose data does not parse (an event truncated to its identifiers) means: read the record again.
 */
export const feedEvent = z.discriminatedUnion(
  'type',
  FEED_EVENT_TYPES.map((type) =>
    z.object({ type: z.literal(type), folder_id: z.number().int(), data: feedEventPayloads[type] }),
  ) as unknown as [z.ZodObject<{ type: z.ZodLiteral<FeedEventType>; folder_id: z.ZodNumber; data: z.ZodType }>],
);
export type FeedEvent = { [T in FeedEventType]: { type: T; folder_id: number; data: FeedEventData<T> } }[FeedEventType];
