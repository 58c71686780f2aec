import { PERMISSION_MESSAGES, type BiChangeBody, type BiDashboard } from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { missing, notFound } from '../../platform/errors.ts';
import { biRepo, permissionsRepo } from './repo.ts';
import { assertHeld, BI_PREFIX, commit } from './rules.ts';

/** BI dashboards granted to users: add or remove (docs/permissions.md). */
export function biService(deps: AppDeps) {
  const { db, clock } = deps;

  async function dashboardsOf(clientId: number, userId: number): Promise<BiDashboard[]> {
    return (await biRepo(db).dashboards(clientId, userId)).map(({ key, name, granted }) => ({ key, name, granted }));
  }

  async function userOf(clientId: number, userId: number) {
    if (!(await permissionsRepo(db).user(clientId, userId))) throw notFound();
  }

  return {
    async list(access: RequestAccess, userId: number): Promise<BiDashboard[]> {
      await userOf(access.clientId, userId);
      return dashboardsOf(access.clientId, userId);
    },

    /** Adds (only a dashboard the administrator could open: they hold 'bi') or removes; a no-op is not audited. */
    async change(access: RequestAccess, body: BiChangeBody, requestId: string): Promise<BiDashboard[]> {
      const { clientId } = access;
      await userOf(clientId, body.user_id);
      const dashboard = await biRepo(db).dashboard(clientId, body.bi);
      if (!dashboard) throw missing('bi', PERMISSION_MESSAGES.bi);
      const grant = body.action === 'add';
      if (grant) assertHeld(access, [`${BI_PREFIX}${dashboard.key}`]);
      await commit(deps, access, requestId, async (trx) => {
        const changed = await biRepo(trx).set(clientId, body.user_id, dashboard.id, grant, isoAt(clock()));
        const value = { bi: dashboard.key, name: dashboard.name };
        return {
          result: null,
          changes: changed
            ? [
                {
                  action: `permission.bi.${body.action}`,
                  userId: body.user_id,
                  before: grant ? null : value,
                  after: grant ? value : null,
                },
              ]
            : [],
        };
      });
      return dashboardsOf(clientId, body.user_id);
    },
  };
}
