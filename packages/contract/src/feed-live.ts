import { z } from 'zod';

/**
 * The feed's live channel (issue 6): a WebSocket at FEED_LIVE_PATH?client_id=N. A browser cannot send an
 * Authorization header with a WebSocket, and a token in the URL would end up in access logs, so the bearer token
 * travels as a subprotocol: `new WebSocket(url, feedLiveProtocols(token))`. The server answers with
 * FEED_LIVE_PROTOCOL (never echoing the token). Non-browser clients may send `Authorization: Bearer` instead.
 * A refused upgrade is an HTTP 401 (no or dead token) or 403 (foreign client, no 'feed' grant).
 */
export const FEED_LIVE_PATH = '/api/v2/client/feed/ws';
export const FEED_LIVE_PROTOCOL = 'console.feed.v1';
/** The subprotocol that carries the token: `bearer.` + the token (base64url, valid subprotocol characters). */
export const BEARER_SUBPROTOCOL_PREFIX = 'bearer.';

export const feedLiveProtocols = (token: string): string[] => [
  FEED_LIVE_PROTOCOL,
  `${BEARER_SUBPROTOCOL_PREFIX}${token}`,
];

/** Close codes of the live channel beyond the standard ones (a server that stops closes its sockets: reconnect with backoff). */
export const FEED_LIVE_CLOSE = {
  /** The token was revoked or expired, or its user blocked or deleted: sign in again, do not reconnect as is. */
  unauthenticated: 4401,
  /**
   * The user lost the 'feed' grant or the right to act for the client, or the client was suspended (its tokens are
   * revoked then: sign in again once it is reactivated). The collections' changes socket closes with it too.
   */
  forbidden: 4403,
  /** The socket did not read its messages fast enough; reconnect and reload. */
  tooSlow: 4408,
  /** The server is stopping (a deploy, a restart; WebSocket's standard 1012): reconnect with backoff, to it or another instance. */
  serviceRestart: 1012,
} as const;

/**
 * Server messages. 'ready' comes once, when the socket listens (reload lists then: events before it were not
 * sent); 'resync' says events may have been missed (the server's link to the other instances was down): reload
 * the lists; 'pong' answers a client's {"type":"ping"}; every other type is a feed event of a folder the user reaches
 * ('post.created', 'comment.deleted', 'post.liked', ...). When an event was too large to cross API instances its
 * data keeps only identifiers and counts, with `truncated: true`: read the record through the REST API.
 */
/**
 * 'status' tells whether the server reaches its database: data `{ database: 'down' }` when it lost it (requests answer
 * 503 meanwhile, no events come), `{ database: 'up' }` when it is back (a 'resync' follows). A socket that opens
 * during an outage hears 'down' right after 'ready'.
 */
export const FEED_LIVE_STATUS = 'status';
export const feedLiveStatus = z.object({ database: z.enum(['up', 'down']) });
export type FeedLiveStatus = z.infer<typeof feedLiveStatus>;

export const feedLiveMessage = z.object({
  type: z.string(),
  folder_id: z.number().int().nullable(),
  data: z.unknown(),
});
export type FeedLiveMessage = z.infer<typeof feedLiveMessage>;
