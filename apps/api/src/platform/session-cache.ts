import type { Clock } from './clock.ts';
import type { Session } from './identity.ts';

export interface SessionCacheOptions {
  /** How long an entry may serve before the database is read again: the bound on changes made outside the app. */
  ttlMs?: number;
  maxEntries?: number;
}

export type SessionCache = ReturnType<typeof sessionCache>;

/**
 * Sessions by token hash, so a request costs no database read to authenticate. Writes through the app invalidate
 * what they change (token revoked, user changed or deleted, grants changed) and take effect on the next request;
 * writes that bypass the app show within the TTL. Each process has its own cache: the app announces access changes
 * through the realtime hub, which carries them to every instance on PostgreSQL (access-changes.ts).
 */
export function sessionCache(clock: Clock, { ttlMs = 30_000, maxEntries = 10_000 }: SessionCacheOptions = {}) {
  const entries = new Map<string, { session: Session; until: number }>();
  // Bumped by every invalidation: a read that started before one may hold stale rows, so it is not kept.
  let epoch = 0;

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

  return {
    /** The token's session from the cache, else from `read` (null: not a live token, never cached). */
    async resolve(tokenHash: string, read: () => Promise<Session | null>): Promise<Session | null> {
      const cached = get(tokenHash);
      if (cached) return cached;
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

    clear(): void {
      epoch++;
      entries.clear();
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
