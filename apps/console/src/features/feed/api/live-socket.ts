import { FEED_LIVE_CLOSE, FEED_LIVE_PATH, feedLiveMessage, feedLiveProtocols, type FeedLiveMessage } from '@console/contract';

/** What the live channel is doing, for the screen's indicator. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped';

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

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The wait before reconnection attempt `attempt` (0-based): exponential from 1 s to 30 s, with "equal jitter"
 * (half fixed, half random) so that a thousand consoles dropped by one server restart do not come back at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** ws(s)://<this origin>/api/v2/client/feed/ws?client_id=N: the token never goes in the URL (docs/feed-live.md). */
export const liveUrl = (clientId: number, origin = window.location.origin): string =>
  `${origin.replace(/^http/, 'ws')}${FEED_LIVE_PATH}?client_id=${clientId}`;

/**
 * Opens the feed's live channel and keeps it open: after any drop it reconnects with backoff (the attempt count
 * resets once the server says 'ready'), and at once when the browser comes back online. It stops for good on
 * 4401/4403 or when the returned function is called.
 */
export function openLiveChannel(options: LiveChannelOptions): () => void {
  const { token, clientId, onMessage, onStatus, onRefused, random = Math.random } = options;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', reconnectNow);
    socket?.close(1000);
    socket = null;
  };

  const schedule = () => {
    onStatus('reconnecting');
    timer = setTimeout(connect, reconnectDelay(attempt, random));
    attempt += 1;
  };

  function reconnectNow() {
    if (stopped || socket) return;
    clearTimeout(timer);
    connect();
  }

  function connect() {
    if (stopped) return;
    onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const current = new WebSocket(liveUrl(clientId), feedLiveProtocols(token));
    socket = current;
    current.onmessage = (event) => {
      let parsed: FeedLiveMessage;
      try {
        parsed = feedLiveMessage.parse(JSON.parse(String(event.data)));
      } catch {
        return; // not ours to read: the channel's contract is JSON {type, folder_id, data}
      }
      if (parsed.type === 'ready') {
        attempt = 0;
        onStatus('live');
      }
      onMessage(parsed);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (stopped) return;
      if (event.code === FEED_LIVE_CLOSE.unauthenticated || event.code === FEED_LIVE_CLOSE.forbidden) {
        stop();
        onStatus('stopped');
        onRefused(event.code === FEED_LIVE_CLOSE.unauthenticated ? 401 : 403);
        return;
      }
      schedule();
    };
  }

  window.addEventListener('online', reconnectNow);
  connect();
  return stop;
}
