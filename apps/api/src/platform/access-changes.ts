import type { AppDeps } from './deps.ts';
import { ACCESS_EVENT, EVERY_CLIENT, RESYNC_EVENT, type AccessChange, type RealtimeHub } from './realtime/hub.ts';
import type { SessionCache } from './session-cache.ts';

/** Past this many users a change is announced as everyone's: a NOTIFY payload is bounded (postgres-hub.ts). */
const MAX_NAMED_USERS = 500;

/**
 * After a committed change of users' access (null: of anyone in the client): their cached sessions go here at once,
 * so the next request sees it, then every instance hears it (their session caches, and the client's open sockets).
 * A failed announcement leaves the write standing: other instances see it within the session cache's TTL, and
 * sockets within a heartbeat.
 */
export async function announceAccessChange(deps: Pick<AppDeps, 'sessions' | 'realtime'>, clientId: number, users: readonly number[] | null): Promise<void> {
  const named = users && users.length <= MAX_NAMED_USERS ? [...new Set(users)] : null;
  forget(deps.sessions, named);
  try {
    await deps.realtime.publish({ clientId, folderId: 0, type: ACCESS_EVENT, data: { users: named } satisfies AccessChange });
  } catch {
    /* the hub reports its own failures; the write stands */
  }
}

/** Keeps this instance's session cache in step with the access changes every instance announces. */
export function followAccessChanges(realtime: RealtimeHub, sessions: SessionCache): () => void {
  return realtime.subscribe(EVERY_CLIENT, (event) => {
    // The hub lost its link to the others: what they announced meanwhile is unknown.
    if (event.type === RESYNC_EVENT) sessions.clear();
    else if (event.type === ACCESS_EVENT) forget(sessions, accessChangeOf(event.data).users);
  });
}

/** An announced change as received: a payload cut on its way (users missing) counts as everyone's. */
export function accessChangeOf(data: unknown): AccessChange {
  const users = (data as Partial<AccessChange> | null)?.users;
  return { users: Array.isArray(users) ? users : null };
}

function forget(sessions: SessionCache, users: readonly number[] | null): void {
  if (users === null) sessions.clear();
  else for (const id of users) sessions.invalidateUser(id);
}
