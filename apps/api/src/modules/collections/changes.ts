import type { WebSocket } from 'ws';
import { collectionByEntity, isAllowed, type CollectionChange } from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { sessionByToken } from '../../platform/identity.ts';
import {
  ACCESS_EVENT,
  RESYNC_EVENT,
  SUSPENDED_CLOSE,
  SUSPENDED_EVENT,
  type AccessChange,
  type FeedEvent,
} from '../../platform/realtime/hub.ts';
import { COLLECTION_CHANGED } from './write-path.ts';

/** A socket that does not read its messages (over 1 MiB waiting) is closed: its lists reload when it reconnects. */
const MAX_BUFFERED = 1024 * 1024;
const CLOSE = { unauthenticated: 4401, tooSlow: 4408 } as const;

/**
 * The changes socket (contract COLLECTION_CHANGES_PATH): every write to a collection of the client reaches the
 * sockets whose user may open that collection, on every instance (the hub crosses them on PostgreSQL), so open lists
 * refresh. A change of the user's access re-reads their grants; a revoked token closes the socket.
 */
export function changesChannel(deps: Pick<AppDeps, 'db' | 'clock' | 'sessions' | 'realtime'>) {
  const open = new Set<WebSocket>();
  return {
    attach(socket: WebSocket, access: RequestAccess): void {
      let grants = access.grants;
      open.add(socket);
      const send = (message: unknown) => {
        if (socket.bufferedAmount > MAX_BUFFERED) socket.close(CLOSE.tooSlow, 'too slow');
        else socket.send(JSON.stringify(message));
      };
      const recheck = async () => {
        const { tokenHash } = access.user;
        const session = await deps.sessions.resolve(tokenHash, () => sessionByToken(deps.db, tokenHash, deps.clock()));
        if (!session) socket.close(CLOSE.unauthenticated, 'unauthenticated');
        else grants = session.grants;
      };
      const receive = (event: FeedEvent) => {
        if (event.type === SUSPENDED_EVENT) socket.close(SUSPENDED_CLOSE, 'client suspended');
        else if (event.type === RESYNC_EVENT) send({ type: 'resync' });
        else if (event.type === ACCESS_EVENT) {
          const users = (event.data as AccessChange).users;
          if (users === null || users.includes(access.user.id))
            void recheck().catch(() => socket.close(1011, 'recheck failed'));
        } else if (event.type === COLLECTION_CHANGED) {
          const change = event.data as Omit<CollectionChange, 'type'>;
          const def = collectionByEntity(change.entity);
          if (def && isAllowed(grants, def.tag)) send({ type: COLLECTION_CHANGED, ...change });
        }
      };
      const unsubscribe = deps.realtime.subscribe(access.clientId, receive);
      socket.on('close', () => {
        unsubscribe();
        open.delete(socket);
      });
      socket.on('message', (data) => {
        if (String(data) === '{"type":"ping"}') send({ type: 'pong' });
      });
      send({ type: 'ready' });
    },
    close(): void {
      for (const socket of open) socket.close(1001, 'server stopping');
    },
  };
}
