import type { Folder } from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { reachableFolders } from '../../platform/folder-access.ts';
import { postsService } from './posts.ts';
import { talkService } from './talk.ts';

/**
 * The feed's service (docs/feed.md): the folders a user reaches, posts (posts.ts) and their comments and answers
 * (talk.ts), all under the rules of rules.ts; their SQL is in repo.ts.
 */
export function feedService(deps: AppDeps) {
  return {
    /** The folders (pastas) the user reaches: granted ones, or all of the client's for a moderator. */
    folders: (access: RequestAccess): Promise<Folder[]> =>
      reachableFolders(deps.db, access.clientId, access.user.id, access.grants),
    posts: postsService(deps),
    talk: talkService(deps),
  };
}
