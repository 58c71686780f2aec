import { isAllowed } from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { reachableFolderIds } from '../../platform/folder-access.ts';
import { sessionByToken, type Session } from '../../platform/identity.ts';
import { mayActFor } from '../../platform/tenancy.ts';
import { unreadCount } from '../../platform/inbox-repo.ts';

/** Whether a live socket may stay open: its token's session, or why it must close. */
export type Standing = { session: Session } | { refused: 'unauthenticated' | 'forbidden' };

/** The rules of the feed's live sockets (live-socket.ts holds the socket code); their reads are the platform's. */
export function feedLiveService(deps: AppDeps) {
  return {
    /** A socket stays while its token is live (cached sessions), the user keeps the 'feed' grant and may act for the client. */
    async standing(tokenHash: string, clientId: number): Promise<Standing> {
      const session = await deps.sessions.resolve(tokenHash, () => sessionByToken(deps.db, tokenHash, deps.clock()));
      if (!session) return { refused: 'unauthenticated' };
      if (!isAllowed(session.grants, 'feed') || !mayActFor(session.user, clientId)) return { refused: 'forbidden' };
      return { session };
    },

    /** The user's unread inbox items (issue 29), sent on 'ready' and whenever a send or a read moves them. */
    unread: (access: RequestAccess): Promise<number> => unreadCount(deps.db, access.clientId, access.user.id),

    /** The folders a socket forwards events of: those its user reaches; a moderator's, every folder of the client. */
    folders: async (access: RequestAccess, grants = access.grants): Promise<Set<number>> =>
      new Set(await reachableFolderIds(deps.db, access.clientId, access.user.id, grants)),
  };
}

export type FeedLiveService = ReturnType<typeof feedLiveService>;
