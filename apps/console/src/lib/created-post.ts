/**
 * The post just created on /feed/nova, handed to the painel hub the form goes to (in the router's location state),
 * which shows it with a link to it in the feed.
 */
export interface CreatedPost {
  id: number;
  pasta_id: number;
  /** The folder's name, as the form listed it. */
  folder: string;
  titulo: string | null;
  texto: string;
}

export const createdPostState = (post: CreatedPost) => ({ createdPost: post });

/** The created post a location state carries, if any. */
export function createdPostOf(state: unknown): CreatedPost | null {
  const post = (state as { createdPost?: Partial<CreatedPost> } | null)?.createdPost;
  return post && typeof post.id === 'number' && typeof post.pasta_id === 'number'
    ? ({ folder: '', titulo: null, texto: '', ...post } as CreatedPost)
    : null;
}

/** Where the feed shows it: its folder's list, newest first. */
export const createdPostLink = (post: CreatedPost) => `/feed?pasta=${post.pasta_id}`;
