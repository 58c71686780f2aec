/**
 * Real-time events of a client's feed, from the service that committed a change to every socket that may see it.
 * Services publish after their transaction commits; the socket layer subscribes per client and filters by folder
 * access. One process fans out in memory; on PostgreSQL a hub that crosses instances takes its place.
 */
export interface FeedEvent {
  clientId: number;
  /** The feed folder (pasta) the change belongs to: sockets without access to it never receive it. */
  folderId: number;
  /** e.g. 'post.created', 'comment.deleted', 'post.liked' (the contract lists them). */
  type: string;
  data: unknown;
}

export type FeedListener = (event: FeedEvent) => void;

export interface RealtimeHub {
  /** Delivers to this client's subscribers (on every instance, for a hub that crosses them). */
  publish(event: FeedEvent): Promise<void>;
  /** Listens to one client's events; answers the unsubscribe. */
  subscribe(clientId: number, listener: FeedListener): () => void;
  close(): Promise<void>;
}

/** Subscribers by client, and delivery to them; the hubs share it. */
export function listenerRegistry() {
  const byClient = new Map<number, Set<FeedListener>>();
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
    deliver(event: FeedEvent): void {
      // A failing listener (a socket gone bad) must not keep the event from the others.
      for (const listener of byClient.get(event.clientId) ?? []) {
        try {
          listener(event);
        } catch {
          /* the socket layer closes its own broken sockets */
        }
      }
    },
    clear: () => byClient.clear(),
  };
}

/** In-process fan-out: every subscriber lives in this process (SQLite, or a single instance). */
export function localHub(): RealtimeHub {
  const listeners = listenerRegistry();
  return {
    publish: async (event) => listeners.deliver(event),
    subscribe: listeners.subscribe,
    close: async () => listeners.clear(),
  };
}
