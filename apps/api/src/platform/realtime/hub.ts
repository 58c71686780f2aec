import type { FeedLiveMessage } from '@console/contract';

/**
 * Real-time events of a client's feed, from the service that committed a change to every socket that may see it.
 * Services publish after their transaction commits; the socket layer subscribes per client and filters by folder
 * access. One process fans out in memory; on PostgreSQL a hub that crosses instances takes its place.
 */
export interface FeedEvent extends Pick<FeedLiveMessage, 'type' | 'data'> {
  clientId: number;
  /** The feed folder (pasta) the change belongs to (the message's folder_id): sockets without access to it never receive it. */
  folderId: number;
}

export type FeedListener = (event: FeedEvent) => void;

/**
 * Not a feed change: events may have been missed (a hub's link to the other instances was down), so lists should be
 * read again. Delivered to every socket whatever its folders.
 */
export const RESYNC_EVENT = 'resync';

/**
 * Not a feed change either: the access of these users changed (grants, folders, status, a revoked token), or the
 * folders of anyone in the client when `users` is null (a folder granted to a group). Every instance drops the named
 * users' cached sessions, and the sockets concerned check their token and folders again.
 */
export const ACCESS_EVENT = 'access';
export interface AccessChange {
  users: number[] | null;
}

/**
 * Not a feed change: the client was suspended (its users' tokens are revoked in the same transaction). Every
 * instance drops its cached sessions, and the client's open sockets close at once with SUSPENDED_CLOSE.
 */
export const SUSPENDED_EVENT = 'client.suspended';
/** The close code of a socket whose client was suspended (the console's live channel stops on it, as on any 4403). */
export const SUSPENDED_CLOSE = 4403;

/**
 * Not a feed change: messages reached the inboxes of the client's users whose ids lie in `data` `{ from, to }` (a
 * send's chunk, or one member who read something), or some of them were read. The sockets of those users send their
 * unread count (INBOX_UNREAD_EVENT); a range keeps the event small whatever the chunk's size.
 */
export const INBOX_CHANGED_EVENT = 'inbox.changed';
export interface InboxChange {
  from: number;
  to: number;
}

/** The key of listeners to every client's events (client ids start at 1). */
export const EVERY_CLIENT = 0;

export interface RealtimeHub {
  /**
   * Told `false` when a held link drops and `true` once it holds again: on PostgreSQL the LISTEN connection drops with
   * the server, so open sockets learn that the database is down, and when it is back. Absent in process (no link).
   */
  watchLink?(listener: (linked: boolean) => void): () => void;
  /** Delivers to this client's subscribers (on every instance, for a hub that crosses them). */
  publish(event: FeedEvent): Promise<void>;
  /**
   * Listens to one client's events, or to every client's with EVERY_CLIENT (those listeners hear an event before
   * the client's own, and a RESYNC_EVENT for client EVERY_CLIENT when a hub lost events); answers the unsubscribe.
   */
  subscribe(clientId: number, listener: FeedListener): () => void;
  /** Whether events of every instance reach this one now: always in process; on PostgreSQL while its LISTEN holds. */
  linked(): boolean;
  /** Resolves once events of every instance first reach this one: at once in process; on PostgreSQL at the first LISTEN. */
  listening: Promise<void>;
  /**
   * Resolves once every event published before the call, by any instance, was handed to this instance's EVERY_CLIENT
   * listeners (at once in process; on PostgreSQL after a round trip on the listening connection).
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** Listeners served before the event loop gets a turn: a fan-out to thousands of sockets must not stall requests. */
export const DELIVERY_SLICE = 100;

/**
 * Subscribers by client, and delivery to them; the hubs share it. An event goes to the listeners subscribed when
 * it is published, DELIVERY_SLICE at a time with the event loop free in between; events are delivered one after
 * the other, so every listener sees them in publication order. `deliver` resolves once every listener had it.
 */
export function listenerRegistry() {
  const byClient = new Map<number, Set<FeedListener>>();
  let tail: Promise<void> = Promise.resolve();
  let cleared = false;

  // A failing listener (a socket gone bad) must not keep the event from the others.
  function hand(listener: FeedListener, event: FeedEvent): void {
    try {
      listener(event);
    } catch {
      /* the socket layer closes its own broken sockets */
    }
  }

  async function fanOut(event: FeedEvent, listeners: FeedListener[]): Promise<void> {
    for (let start = 0; start < listeners.length && !cleared; start += DELIVERY_SLICE) {
      if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      for (const listener of listeners.slice(start, start + DELIVERY_SLICE)) hand(listener, event);
    }
  }

  return {
    subscribe(clientId: number, listener: FeedListener): () => void {
      let set = byClient.get(clientId);
      if (!set) byClient.set(clientId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) byClient.delete(clientId);
      };
    },
    deliver(event: FeedEvent): Promise<void> {
      // A resync is addressed to each client, EVERY_CLIENT included: its listeners hear it once.
      const every =
        event.type === RESYNC_EVENT && event.clientId !== EVERY_CLIENT ? [] : [...(byClient.get(EVERY_CLIENT) ?? [])];
      // They (the session cache) hear it at once, not after the sockets' slices: the next request must find it heard.
      if (!cleared) for (const listener of every) hand(listener, event);
      const listeners = event.clientId === EVERY_CLIENT ? [] : [...(byClient.get(event.clientId) ?? [])];
      tail = tail.then(() => fanOut(event, listeners));
      return tail;
    },
    /** The clients that have subscribers now (EVERY_CLIENT among them when it has). */
    clients: (): number[] => [...byClient.keys()],
    clear: () => {
      cleared = true;
      byClient.clear();
    },
  };
}

/** In-process fan-out: every subscriber lives in this process (SQLite, or a single instance). */
export function localHub(): RealtimeHub {
  const listeners = listenerRegistry();
  return {
    publish: (event) => listeners.deliver(event),
    subscribe: listeners.subscribe,
    linked: () => true,
    listening: Promise.resolve(),
    sync: async () => {},
    close: async () => listeners.clear(),
  };
}
