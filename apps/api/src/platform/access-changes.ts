import type { AppDeps } from './deps.ts';
import {
  ACCESS_EVENT,
  EVERY_CLIENT,
  RESYNC_EVENT,
  SUSPENDED_EVENT,
  type AccessChange,
  type RealtimeHub,
} from './realtime/hub.ts';
import type { SessionCache } from './session-cache.ts';

/** Users named by one announcement: a NOTIFY payload is bounded (postgres-hub.ts); more go in several. */
const MAX_NAMED_USERS = 500;

/**
 * After a committed change of access: `users` are the users it changed, null standing for anyone in the client (a
 * folder granted to a group or a regional: no session changes, folders do). Their cached sessions go here at once,
 * so the next request sees it; then every instance hears it (their session caches, and the client's open sockets).
 * A failed announcement leaves the write standing: other instances see it within the session cache's TTL, and
 * sockets within a heartbeat.
 */
export async function announceAccessChange(
  deps: Pick<AppDeps, 'sessions' | 'realtime'>,
  clientId: number,
  users: readonly (number | null)[],
): Promise<void> {
  const named = [...new Set(users.filter((id): id is number => id !== null))];
  for (const id of named) deps.sessions.invalidateUser(id);
  const changes: AccessChange[] = [];
  for (let start = 0; start < named.length; start += MAX_NAMED_USERS)
    changes.push({ users: named.slice(start, start + MAX_NAMED_USERS) });
  if (users.includes(null)) changes.push({ users: null });
  try {
    for (const change of changes)
      await deps.realtime.publish({ clientId, folderId: 0, type: ACCESS_EVENT, data: change });
  } catch {
    /* the hub reports its own failures; the write stands */
  }
}

/**
 * After a client's suspension committed (its tokens revoked): this instance's cached sessions go at once, then every
 * instance hears it (their session caches, and the client's open sockets, which close).
 */
export async function announceSuspension(deps: Pick<AppDeps, 'sessions' | 'realtime'>, clientId: number) {
  deps.sessions.clear();
  try {
    await deps.realtime.publish({ clientId, folderId: 0, type: SUSPENDED_EVENT, data: null });
  } catch {
    /* the hub reports its own failures; sockets find the revoked token at their next heartbeat */
  }
}

/**
 * Keeps this instance's session cache in step with the access changes every instance announces: a cached session is
 * served once the hub heard what was committed before the request; while the hub cannot hear them (before its first
 * LISTEN, between a lost link and the next), the cache reads every session.
 */
export function followAccessChanges(realtime: RealtimeHub, sessions: SessionCache): () => void {
  sessions.follow(realtime);
  return realtime.subscribe(EVERY_CLIENT, (event) => {
    // The hub lost its link to the others: what they announced meanwhile is unknown.
    if (event.type === RESYNC_EVENT || event.type === SUSPENDED_EVENT) return sessions.clear();
    if (event.type !== ACCESS_EVENT) return;
    const users = (event.data as Partial<AccessChange> | null)?.users;
    if (Array.isArray(users)) for (const id of users) sessions.invalidateUser(id);
    // Cut on its way (no list, and not null): whose sessions changed is unknown.
    else if (users !== null) sessions.clear();
  });
}

/** Whose folders an announced change concerns: the users it names, or (null) anyone in the client. */
export function accessChangeOf(data: unknown): AccessChange {
  const users = (data as Partial<AccessChange> | null)?.users;
  return { users: Array.isArray(users) ? users : null };
}
