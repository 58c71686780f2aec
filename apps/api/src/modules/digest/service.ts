import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden } from '../../platform/errors.ts';
import type { RequestAccess } from '../../platform/access.ts';
import { digestRepo } from './repo.ts';

/**
 * An administrator's own choice of the daily digest (daily.ts): read and set by them, for the client they belong to.
 * Only administrators receive it; a member asking is refused (403).
 */
export function digestService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const adminOnly = (access: RequestAccess) => {
    if (access.user.role !== 'admin') throw forbidden();
  };
  return {
    async read(access: RequestAccess): Promise<{ enabled: boolean }> {
      adminOnly(access);
      return { enabled: await digestRepo(deps.db).optedIn(access.user.clientId, access.user.id) };
    },
    async set(access: RequestAccess, enabled: boolean): Promise<{ enabled: boolean }> {
      adminOnly(access);
      const repo = digestRepo(deps.db);
      if (enabled) await repo.optIn(access.user.clientId, access.user.id, isoAt(deps.clock()));
      else await repo.optOut(access.user.clientId, access.user.id);
      return { enabled };
    },
  };
}
