import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  FEED_LIVE_PATH,
  FEED_LIVE_STATUS,
  feedEvent,
  feedLiveStatus,
  type FeedEvent,
  type FeedLiveMessage,
} from '@console/contract';
import { reportRefusal } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { commentsKey } from './interactions.ts';
import { openLiveChannel, type LiveStatus } from './live-socket.ts';
import { cachedPost, placeCachedPost, removeCachedPost, updateCachedPost } from './post-cache.ts';

/** Reads again every feed list and thread loaded before `since` (events before the socket listened were not sent). */
function reloadStale(client: QueryClient, since: number): Promise<void> {
  return client.invalidateQueries({
    queryKey: ['feed'],
    predicate: (query) => query.state.status === 'success' && query.state.dataUpdatedAt <= since,
  });
}

/** Applies one feed event to the cached lists and threads, so the screen changes without a reload. */
function applyFeedEvent(client: QueryClient, event: FeedEvent, viewerId: number | undefined): void {
  const threadChanged = (postId: number, comments?: number) => {
    if (comments !== undefined) updateCachedPost(client, postId, (post) => ({ ...post, comments }));
    void client.invalidateQueries({ queryKey: commentsKey(postId) });
  };
  const drop = (postId: number) => {
    removeCachedPost(client, postId);
    client.removeQueries({ queryKey: commentsKey(postId) });
  };
  switch (event.type) {
    case 'post.created':
    case 'post.updated':
      return placeCachedPost(client, event.data, viewerId);
    case 'post.hidden': {
      // Its author still sees it, marked with its new state.
      const { status } = event.data;
      if (cachedPost(client, event.data.id)?.author.id === viewerId)
        return updateCachedPost(client, event.data.id, (post) => ({ ...post, status }));
      return drop(event.data.id);
    }
    case 'post.deleted':
      return drop(event.data.id);
    case 'post.liked':
      return updateCachedPost(client, event.data.id, (post) => ({ ...post, likes: event.data.likes }));
    case 'comment.created':
    case 'comment.updated':
    case 'comment.deleted':
      return threadChanged(event.data.feed_itens_id, event.data.comments);
    case 'answer.created':
    case 'answer.updated':
    case 'answer.deleted':
      return threadChanged(event.data.feed_itens_id);
  }
}

/**
 * What the channel's messages do to the cache: events apply at once; 'ready', 'resync' and an event cut to its
 * identifiers read stale lists again. An event that arrives while such a read is on its way applies again when it
 * lands, since the answer may have been read before the event's write and would otherwise undo it (every event
 * sets absolute values, so applying one twice changes nothing).
 */
function liveHandler(
  client: QueryClient,
  viewerId: number | undefined,
  now: () => number = Date.now,
): (message: FeedLiveMessage) => void {
  let reloading: Promise<void> | null = null;
  const replay: FeedEvent[] = [];
  const reload = () => {
    const current: Promise<void> = reloadStale(client, now()).finally(() => {
      if (reloading !== current) return;
      reloading = null;
      for (const event of replay.splice(0)) applyFeedEvent(client, event, viewerId);
    });
    reloading = current;
  };
  return (message) => {
    if (message.type === 'pong' || message.type === FEED_LIVE_STATUS) return;
    const event = message.type === 'ready' || message.type === 'resync' ? null : feedEvent.safeParse(message);
    // No event: the lists may have missed some. Not an event this console reads (cut to identifiers, or a new type): read again.
    if (!event?.success) return reload();
    applyFeedEvent(client, event.data as FeedEvent, viewerId);
    if (reloading) replay.push(event.data as FeedEvent);
  };
}

/** The channel's state, and whether the server says its database is down (a 'status' message; a new 'ready' clears it). */
export interface FeedLive {
  status: LiveStatus;
  databaseDown: boolean;
}

/**
 * Keeps the feed's cached lists live while a feed screen is open (docs/feed-live.md): one socket per screen,
 * reconnecting with backoff; a refusal (4401/4403) goes to the same listeners as a refused HTTP call.
 */
export function useFeedLive(): FeedLive {
  const client = useQueryClient();
  const { token, clientId, user } = useSession();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [databaseDown, setDatabaseDown] = useState(false);
  const viewerId = user?.id;
  useEffect(() => {
    if (!token || clientId === null) return undefined;
    const handle = liveHandler(client, viewerId);
    return openLiveChannel({
      token,
      clientId,
      onMessage: (message) => {
        if (message.type === 'ready') setDatabaseDown(false);
        if (message.type === FEED_LIVE_STATUS)
          setDatabaseDown(feedLiveStatus.safeParse(message.data).data?.database === 'down');
        handle(message);
      },
      onStatus: setStatus,
      onRefused: (refusal) => reportRefusal(refusal, FEED_LIVE_PATH),
    });
  }, [client, token, clientId, viewerId]);
  return { status, databaseDown };
}
