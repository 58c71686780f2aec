import { permissionCopyResponse, type PermissionChange } from '@console/contract';
import { http } from '../../../lib/http.ts';

/** POST /api/v2/admin/permission/copy: the source user's modules, sub-permissions and BI onto others; dry_run previews. */
export async function copyPermissions(
  fromUserId: number,
  toUserIds: number[],
  dryRun: boolean,
): Promise<PermissionChange[]> {
  const body = { from_user_id: fromUserId, to_user_ids: toUserIds, dry_run: dryRun };
  return permissionCopyResponse.parse(await http.post<unknown>('/api/v2/admin/permission/copy', body)).data.changes;
}

/** Whether a previewed change changes anything. */
export const changesSomething = (change: PermissionChange): boolean =>
  change.added.length + change.removed.length + change.platform.length > 0;

/** Ids split in batches of at most `size`, in order. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
