import type { AuthenticatedUser, FeedPost } from '@console/contract';
import { envelope, keysetPageOf } from '../../test/api-answers.ts';
import { USER } from '../../test/signed-in.ts';

export const FEED_USER: AuthenticatedUser = {
  ...USER,
  resource: [...USER.resource.filter((r) => r.tag !== 'feed'), { tag: 'feed', enabled: true }],
};

export const post = (id: number, changes: Partial<FeedPost> = {}): FeedPost => ({
  id,
  pasta_id: 1,
  titulo: `Publicação ${id}`,
  texto: `Texto da publicação ${id}`,
  author: { id: 9, name: 'Bruno Lima', picture: null },
  arquivo: null,
  arquivo_tipo: null,
  embedTipo: null,
  embed: null,
  image: null,
  status: 'published',
  likes: 0,
  liked: false,
  comments: 0,
  created_at: '2026-11-20T14:05:00',
  updated_at: '2026-11-20T14:05:00',
  ...changes,
});

/** A feed page (keyset): a second page when there is a next cursor. */
export const feedPageOf = (rows: FeedPost[], nextCursor: string | null = null) =>
  keysetPageOf(rows, { last_page: nextCursor ? 2 : 1, next_cursor: nextCursor });

/** The answer body of a feed list: the feed page in the success envelope. */
export const feedPage = (rows: FeedPost[], nextCursor: string | null = null) => envelope(feedPageOf(rows, nextCursor));

export const FOLDERS = envelope([
  { id: 1, name: 'Geral', description: null },
  { id: 3, name: 'Avisos', description: null },
]);
