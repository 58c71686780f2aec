import type { AuditItem } from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import { auditPage } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import type { Page, PageRequest } from '../../platform/pagination.ts';
import { permissionsRepo } from './repo.ts';
import { PERMISSION_ENTITY } from './rules.ts';

/** The audit trail of a user's permission changes: who, when, before and after, newest first. */
export function historyService(deps: AppDeps) {
  const { db } = deps;
  return {
    async trail(access: RequestAccess, userId: number, query: PageRequest): Promise<Page<AuditItem>> {
      if (!(await permissionsRepo(db).user(access.clientId, userId))) throw notFound();
      return auditPage(db, access.clientId, { entities: [PERMISSION_ENTITY], entityId: String(userId) }, query);
    },
  };
}
