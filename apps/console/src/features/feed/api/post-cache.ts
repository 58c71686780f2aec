import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { FeedPost } from '@console/contract';
import { FEED_LISTS_KEY, type FeedView, type fetchFeedPage } from './feed.ts';

/** The cached pages of one feed list, as useFeedPosts keeps them. */
export type FeedPages = InfiniteData<Awaited<ReturnType<typeof fetchFeedPage>>, string | null>;

const mapPosts = (data: FeedPages, change: (posts: FeedPost[]) => FeedPost[]): FeedPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, data: change(page.data) })),
});

/** Changes one post wherever a cached feed list holds it. */
export function updateCachedPost(client: QueryClient, id: number, change: (post: FeedPost) => FeedPost): void {
  client.setQueriesData<FeedPages>(
    { queryKey: FEED_LISTS_KEY },
    (data) => data && mapPosts(data, (posts) => posts.map((post) => (post.id === id ? change(post) : post))),
  );
}

/** A post as some cached feed list holds it. */
export function cachedPost(client: QueryClient, id: number): FeedPost | undefined {
  for (const [, data] of client.getQueriesData<FeedPages>({ queryKey: FEED_LISTS_KEY })) {
    const found = data?.pages.flatMap((page) => page.data).find((post) => post.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Takes a post out of every cached feed list (deleted, or hidden by a moderator). */
export function removeCachedPost(client: QueryClient, id: number): void {
  client.setQueriesData<FeedPages>(
    { queryKey: FEED_LISTS_KEY },
    (data) => data && mapPosts(data, (posts) => posts.filter((post) => post.id !== id)),
  );
}

/** Lists are newest first, ties by the higher id (the API's keyset order). */
const comesBefore = (a: FeedPost, b: FeedPost): boolean =>
  a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id);

/**
 * The list with `post` at its place in the order, once, when it falls within what is loaded (a post older than the
 * last loaded one arrives with the next page instead); any copy at another place goes. The user's own `liked` is
 * kept, since events carry false for everyone.
 */
export function placePost(data: FeedPages, post: FeedPost): FeedPages {
  const known = data.pages.flatMap((page) => page.data).find((row) => row.id === post.id);
  const placed = known ? { ...post, liked: known.liked } : post;
  let done = false;
  const pages = data.pages.map((page, index) => {
    const rows = page.data.filter((row) => row.id !== post.id);
    if (done) return { ...page, data: rows };
    const at = rows.findIndex((row) => comesBefore(placed, row));
    const lastLoaded = index === data.pages.length - 1 && page.next_cursor === null;
    if (at === -1 && !lastLoaded) return { ...page, data: rows };
    done = true;
    return { ...page, data: at === -1 ? [...rows, placed] : [...rows.slice(0, at), placed, ...rows.slice(at)] };
  });
  return { ...data, pages };
}

/** Whether a new or changed post belongs in a view's list (a search list only follows the posts it already holds). */
function viewHolds(view: FeedView, post: FeedPost, viewerId: number | undefined, data: FeedPages): boolean {
  switch (view.kind) {
    case 'all':
      return true;
    case 'folder':
      return post.pasta_id === view.id;
    case 'mine':
      return post.author.id === viewerId;
    case 'search':
      return data.pages.some((page) => page.data.some((row) => row.id === post.id));
  }
}

/** Puts a created, edited or restored post into every cached list it belongs in, and out of the others. */
export function placeCachedPost(client: QueryClient, post: FeedPost, viewerId: number | undefined): void {
  for (const [key, data] of client.getQueriesData<FeedPages>({ queryKey: FEED_LISTS_KEY })) {
    if (!data) continue;
    const view = key[FEED_LISTS_KEY.length] as FeedView;
    const next = viewHolds(view, post, viewerId, data)
      ? placePost(data, post)
      : mapPosts(data, (posts) => posts.filter((row) => row.id !== post.id));
    client.setQueryData(key, next);
  }
}
