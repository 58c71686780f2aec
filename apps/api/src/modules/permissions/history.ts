import type { AuditItem } from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import type { RequestAccess } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { pageWindow, toPage, type Page, type PageRequest } from '../../platform/pagination.ts';
import { permissionAuditRepo, permissionsRepo } from './repo.ts';
import { PERMISSION_ENTITY } from './rules.ts';

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The audit trail of a user's permission changes: who, when, before and after, newest first. */
export function historyService(deps: AppDeps) {
  const { db } = deps;
  return {
    async trail(access: RequestAccess, userId: number, query: PageRequest): Promise<Page<AuditItem>> {
      if (!(await permissionsRepo(db).user(access.clientId, userId))) throw notFound();
      const repo = permissionAuditRepo(db, PERMISSION_ENTITY);
      const [rows, total] = await Promise.all([repo.page(access.clientId, userId, pageWindow(query)), repo.count(access.clientId, userId)]);
      const items = rows.map(
        (row): AuditItem => ({
          id: row.id,
          at: new Date(toMillis(row.created_at)).toISOString(),
          actor: row.actor_user_id === null ? null : { id: row.actor_user_id, name: row.actor_name ?? '' },
          action: row.action,
          entity: row.entity,
          entity_id: row.entity_id,
          before: parsed(row.before),
          after: parsed(row.after),
        }),
      );
      return toPage(items, total, query);
    },
  };
}
