import { FEED_LIVE_PATH, feedLiveMessage, feedLiveProtocols, type FeedLiveMessage } from '@console/contract';
import { channelUrl, jsonMessage, openChannel, type LiveStatus } from '../../../lib/live-channel.ts';

export { reconnectDelay, RECONNECT_MAX_MS, type LiveStatus } from '../../../lib/live-channel.ts';

export interface LiveChannelOptions {
  token: string;
  clientId: number;
  onMessage: (message: FeedLiveMessage) => void;
  onStatus: (status: LiveStatus) => void;
  /** The server refused the token (4401) or the grant (4403): the channel stops, the session decides what follows. */
  onRefused: (status: 401 | 403) => void;
  /** Injected by tests; the browser's by default. */
  random?: () => number;
}

/** ws(s)://<this origin>/api/v2/client/feed/ws?client_id=N: the token never goes in the URL (docs/feed-live.md). */
const liveUrl = (clientId: number, origin = window.location.origin): string =>
  channelUrl(FEED_LIVE_PATH, clientId, origin);

/** The feed's live channel (lib/live-channel): messages are JSON {type, folder_id, data}; 'ready' says it listens. */
export function openLiveChannel({ token, clientId, ...rest }: LiveChannelOptions): () => void {
  return openChannel<FeedLiveMessage>({
    url: liveUrl(clientId),
    protocols: feedLiveProtocols(token),
    parse: (data) => feedLiveMessage.safeParse(jsonMessage(data)).data ?? null,
    isReady: (message) => message.type === 'ready',
    ...rest,
  });
}
