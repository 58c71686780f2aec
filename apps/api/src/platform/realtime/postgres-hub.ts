import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { OUTAGE_LIMITS, type DatabaseTarget } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { listenerRegistry, localHub, RESYNC_EVENT, type FeedEvent, type RealtimeHub } from './hub.ts';

/** The one channel every instance of the API listens on. */
const FEED_CHANNEL = 'console_feed_events';
/** How long the listening connection may take to answer a sync before it counts as lost. */
const SYNC_TIMEOUT_MS = 5000;
/** The listening connection's application_name, so operators (and the fault suite) can tell it in pg_stat_activity. */
export const LISTENER_NAME = 'console-realtime';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; the envelope stays below with room to spare. */
export const NOTIFY_PAYLOAD_LIMIT = 7900;

interface Envelope {
  /** The publishing instance: it delivered the event itself already and skips its own notification. */
  o: string;
  e: FeedEvent;
}

/**
 * An event small enough for NOTIFY. Feed events are small (a post, a comment, a like count); one that is not
 * (a very long text) crosses instances with its data cut to identifiers and counts, marked `truncated: true`, and
 * the console reads the record through the REST API. Chosen over a side table read by id: no extra write per event,
 * no table to sweep, no ordering gap while a receiver reads it. Local subscribers still get the whole event.
 */
export function notifyPayload(origin: string, event: FeedEvent): string {
  const full = JSON.stringify({ o: origin, e: event } satisfies Envelope);
  if (Buffer.byteLength(full) <= NOTIFY_PAYLOAD_LIMIT) return full;
  const kept: Record<string, unknown> = { truncated: true };
  if (event.data && typeof event.data === 'object' && !Array.isArray(event.data)) {
    for (const [key, value] of Object.entries(event.data)) {
      const small =
        typeof value === 'number' ||
        typeof value === 'boolean' ||
        value === null ||
        (typeof value === 'string' && value.length <= 64);
      if (small && (key === 'id' || key.endsWith('_id') || typeof value !== 'string')) kept[key] = value;
    }
  }
  const cut = JSON.stringify({ o: origin, e: { ...event, data: kept } } satisfies Envelope);
  return Buffer.byteLength(cut) <= NOTIFY_PAYLOAD_LIMIT
    ? cut
    : JSON.stringify({ o: origin, e: { ...event, data: { truncated: true } } });
}

export interface PostgresHubOptions {
  /** The database every instance shares; the hub holds one connection of its own to LISTEN. */
  url: string;
  /** Sends a NOTIFY: through the app's pool, so publishing costs no connection of its own. */
  notify: (channel: string, payload: string) => Promise<void>;
  /** Told when the listening connection drops or a notification cannot be read. */
  onError?: (error: Error) => void;
  /** The first wait before reconnecting; doubles up to MAX_RECONNECT_MS. */
  reconnectMs?: number;
}

/**
 * The longest wait between attempts to listen again: after an outage the sockets hear that the database is back (and
 * read their lists again) within this time; one refused connection per instance every few seconds costs nothing.
 */
const MAX_RECONNECT_MS = 4000;

export interface PostgresHub extends RealtimeHub {
  watchLink(listener: (linked: boolean) => void): () => void;
  /** How many times the listening connection has been established (1 after start, more after reconnections). */
  connections(): number;
  /** Drops the listening connection as a network failure would (tests of reconnection). */
  dropConnection(): void;
}

/**
 * Fan-out across API instances on one PostgreSQL database (LISTEN/NOTIFY). publish delivers to this instance's
 * subscribers at once and notifies the channel; every instance's listener delivers what others published, and skips
 * its own (delivered once, not twice). NOTIFY is not durable: events sent while a listener is reconnecting are not
 * replayed to it; once it listens again, its subscribers get a RESYNC_EVENT and read their lists again.
 */
export function postgresHub({ url, notify, onError = () => {}, reconnectMs = 500 }: PostgresHubOptions): PostgresHub {
  const origin = randomUUID();
  const listeners = listenerRegistry();
  let client: pg.Client | null = null;
  let closed = false;
  let established = 0;
  let retry: NodeJS.Timeout | undefined;
  let wait = reconnectMs;
  const watchers = new Set<(linked: boolean) => void>();
  // What watchers last heard; a server still starting has not lost its link, and failed retries say nothing new.
  let announced = true;
  const announce = (linked: boolean) => {
    if (linked === announced || closed) return;
    announced = linked;
    for (const watcher of watchers) watcher(linked);
  };
  let firstListen: { resolve: () => void; reject: (e: Error) => void };
  const listening = new Promise<void>((resolve, reject) => (firstListen = { resolve, reject }));
  listening.catch(() => {});

  const receive = (message: pg.Notification) => {
    if (message.channel !== FEED_CHANNEL || !message.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message.payload) as Envelope;
    } catch (error) {
      onError(error as Error);
      return;
    }
    if (envelope.o !== origin) void listeners.deliver(envelope.e);
  };

  // A NOTIFY committed before a query on the listening connection reaches it before that query's answer (PostgreSQL
  // sends pending notifications before ReadyForQuery). Callers share a round trip sent after they called, not one
  // already under way: it may have left before the change they must see was committed.
  // A link that cannot answer within SYNC_TIMEOUT_MS (half-open: no FIN ever came) is dropped and listened again.
  let underWay: Promise<void> | undefined;
  let following: Promise<void> | undefined;
  const answered = (link: pg.Client) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        if (client === link) {
          client = null;
          announce(false);
          reconnectLater();
        }
        (link as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        resolve();
      }, SYNC_TIMEOUT_MS);
    });
    return Promise.race([link.query('select 1').then(() => {}), late]).finally(() => clearTimeout(timer));
  };
  const roundTrip = (): Promise<void> => {
    following = undefined;
    underWay = (client ? answered(client) : Promise.resolve())
      .catch(() => {}) // a link lost meanwhile: linked() says so, and sessions are read
      .finally(() => (underWay = undefined));
    return underWay;
  };
  const sync = (): Promise<void> => following ?? (underWay ? (following = underWay.then(roundTrip)) : roundTrip());

  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, wait);
    retry.unref();
    wait = Math.min(wait * 2, MAX_RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: LISTENER_NAME, ...OUTAGE_LIMITS });
    next.on('notification', receive);
    next.on('error', (error) => {
      onError(error);
      if (client === next) {
        client = null;
        announce(false);
      }
      next.end().catch(() => {});
      reconnectLater();
    });
    next.on('end', () => {
      if (client === next) {
        client = null;
        announce(false);
        reconnectLater();
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${FEED_CHANNEL}`);
    } catch (error) {
      onError(error as Error);
      next.end().catch(() => {});
      if (established === 0 && wait >= 8 * reconnectMs) firstListen.reject(error as Error);
      reconnectLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    established++;
    wait = reconnectMs;
    firstListen.resolve();
    announce(true);
    // Whatever was notified while the link was down is lost: the sockets are told to read their lists again.
    if (established > 1)
      for (const clientId of listeners.clients())
        void listeners.deliver({ clientId, folderId: 0, type: RESYNC_EVENT, data: null });
  }
  void connect();

  return {
    listening,
    watchLink(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    connections: () => established,
    dropConnection() {
      // Ending the socket underneath the client is what a network failure looks like to it.
      (client as unknown as { connection?: { stream?: { destroy(): void } } } | null)?.connection?.stream?.destroy();
    },
    async publish(event) {
      const delivered = listeners.deliver(event);
      await notify(FEED_CHANNEL, notifyPayload(origin, event));
      await delivered;
    },
    subscribe: listeners.subscribe,
    linked: () => client !== null,
    sync,
    async close() {
      closed = true;
      watchers.clear();
      clearTimeout(retry);
      listeners.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

/** The hub for a database: LISTEN/NOTIFY across instances on PostgreSQL, in-process fan-out on SQLite. */
export function realtimeHubFor(
  target: DatabaseTarget,
  db: Kysely<DB>,
  onError?: (error: Error) => void,
): RealtimeHub | PostgresHub {
  if (!('postgresUrl' in target)) return localHub();
  return postgresHub({
    url: target.postgresUrl,
    notify: async (channel, payload) => {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    onError,
  });
}
