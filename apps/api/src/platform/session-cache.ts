import type { Clock } from './clock.ts';
import type { Session } from './identity.ts';

export interface SessionCacheOptions {
  /** How long an entry may serve before the database is read again: the bound on changes made outside the app. */
  ttlMs?: number;
  maxEntries?: number;
}

export type SessionCache = ReturnType<typeof sessionCache>;

/** What the cache needs of the realtime hub that carries the access changes (platform/realtime/hub.ts). */
interface Heard {
  linked(): boolean;
  sync(): Promise<void>;
}

/**
 * Sessions by token hash, so a request costs no database read to authenticate. Writes through the app invalidate
 * what they change (token revoked, user changed or deleted, grants changed) and take effect on the next request;
 * writes that bypass the app show within the TTL. Each process has its own cache: the app announces access changes
 * through the realtime hub, which carries them to every instance on PostgreSQL (access-changes.ts). A cached session
 * is served once the hub heard every change committed before the request (`follow`); while the hub cannot hear the
 * other instances, nothing is served from the cache nor kept in it.
 */
export function sessionCache(clock: Clock, { ttlMs = 30_000, maxEntries = 10_000 }: SessionCacheOptions = {}) {
  const entries = new Map<string, { session: Session; until: number }>();
  // Bumped by every invalidation: a read that started before one may hold stale rows, so it is not kept.
  let epoch = 0;
  let hub: Heard = { linked: () => true, sync: async () => {} };

  function get(tokenHash: string): Session | undefined {
    const entry = entries.get(tokenHash);
    if (!entry) return undefined;
    const now = clock();
    if (now < entry.until && now < entry.session.expiresAt) return entry.session;
    entries.delete(tokenHash);
    return undefined;
  }

  function keep(tokenHash: string, session: Session): void {
    // Maps iterate in insertion order: past the cap, the oldest entry goes.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(tokenHash, { session, until: clock() + ttlMs });
  }

  function clear(): void {
    epoch++;
    entries.clear();
  }

  return {
    /** The token's session from the cache, else from `read` (null: not a live token, never cached). */
    async resolve(tokenHash: string, read: () => Promise<Session | null>): Promise<Session | null> {
      // Deaf to the others' changes (a NOTIFY is not replayed): what is kept may be stale, what is read would go stale unheard.
      if (!hub.linked()) {
        clear();
        return read();
      }
      if (get(tokenHash)) {
        // A change another instance committed before this request may still be on its way here.
        await hub.sync();
        const cached = hub.linked() ? get(tokenHash) : undefined;
        if (cached) return cached;
      }
      const started = epoch;
      const session = await read();
      if (session && started === epoch) keep(tokenHash, deepFreeze(session));
      return session;
    },

    /** After a change of the user (status, profile, deletion, tokens) or of their grants. */
    invalidateUser(userId: number): void {
      epoch++;
      for (const [hash, entry] of entries) if (entry.session.user.id === userId) entries.delete(hash);
    },

    clear,

    /** Serves and keeps sessions only while `heard` is linked, and a cached one only after `heard.sync()`. */
    follow(heard: Heard): void {
      hub = heard;
    },
  };
}

/** Cached sessions are shared by concurrent requests: none may change one. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
