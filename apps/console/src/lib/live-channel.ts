/**
 * A live channel of the API (the feed's, the collections' changes): a WebSocket whose bearer token travels as a
 * subprotocol (never in the URL), kept open with backoff after any drop and stopped for good when the server
 * refuses the token (4401) or the grant (4403).
 */

/** What a live channel is doing, for a screen's indicator. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped';

/** The close codes our channels answer a refused token or grant with. */
const LIVE_CLOSE_REFUSED: Readonly<Record<number, 401 | 403>> = { 4401: 401, 4403: 403 };

const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The wait before reconnection attempt `attempt` (0-based): exponential from 1 s to 30 s, with "equal jitter"
 * (half fixed, half random) so that a thousand consoles dropped by one server restart do not come back at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** ws(s)://<this origin><path>?client_id=N. */
export const channelUrl = (path: string, clientId: number, origin = window.location.origin): string =>
  `${origin.replace(/^http/, 'ws')}${path}?client_id=${clientId}`;

export interface ChannelOptions<M> {
  url: string;
  /** The channel's protocol and `bearer.<token>`. */
  protocols: string[];
  /** A message of the channel, or null for text it does not read. */
  parse: (data: unknown) => M | null;
  /** The server listens: the attempt count resets. */
  isReady: (message: M) => boolean;
  onMessage: (message: M) => void;
  onStatus: (status: LiveStatus) => void;
  /** The server refused the token (4401) or the grant (4403): the channel stops, the session decides what follows. */
  onRefused: (status: 401 | 403) => void;
  /** Injected by tests; the browser's by default. */
  random?: () => number;
}

/** Reads a JSON message, or null when it is not JSON. */
export function jsonMessage(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return null;
  }
}

/**
 * Opens a live channel and keeps it open: after any drop it reconnects with backoff (the attempt count resets once
 * the server says it is ready), and at once when the browser comes back online. It stops for good on 4401/4403 or
 * when the returned function is called.
 */
export function openChannel<M>(options: ChannelOptions<M>): () => void {
  const { url, protocols, parse, isReady, onMessage, onStatus, onRefused, random = Math.random } = options;
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
    const current = new WebSocket(url, protocols);
    socket = current;
    current.onmessage = (event) => {
      const message = parse(event.data);
      if (message === null) return;
      if (isReady(message)) {
        attempt = 0;
        onStatus('live');
      }
      onMessage(message);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (stopped) return;
      const refused = LIVE_CLOSE_REFUSED[event.code];
      if (refused) {
        stop();
        onStatus('stopped');
        onRefused(refused);
        return;
      }
      schedule();
    };
  }

  window.addEventListener('online', reconnectNow);
  connect();
  return stop;
}
