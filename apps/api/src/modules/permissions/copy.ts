import { PERMISSION_MESSAGES, type PermissionChange } from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { biRepo, permissionsRepo } from './repo.ts';
import { assertHeld, assertKeepsOwnAccess, BI_PREFIX, commit, type Change } from './rules.ts';

/** One thing a user holds: a resource record, a sub-permission, or a BI dashboard (as 'bi:<key>'). */
interface Item {
  kind: 'resource' | 'sub' | 'bi';
  enabled: boolean;
  platform?: string | null;
  dashboardId?: number;
}
type Holdings = Map<string, Item>;

const sameItem = (a: Item | undefined, b: Item | undefined) =>
  a === undefined || b === undefined
    ? a === b
    : a.enabled === b.enabled && (a.platform ?? null) === (b.platform ?? null);

/** How an item shows in the audit: null when absent. */
const itemValue = (item: Item | undefined) =>
  item === undefined
    ? null
    : item.kind === 'resource'
      ? { enabled: item.enabled, platform: item.platform ?? null }
      : item.kind === 'sub'
        ? { enabled: item.enabled }
        : true;

interface Plan {
  change: Omit<PermissionChange, 'name'>;
  /** Items to write on the target: the source's item, or null to remove the target's. */
  writes: { key: string; kind: Item['kind']; to: Item | null; from: Item | undefined }[];
}

/** What makes the target hold exactly what the source holds, and what that changes in their access. */
function planCopy(userId: number, source: Holdings, target: Holdings): Plan {
  const change = { user_id: userId, added: [] as string[], removed: [] as string[], platform: [] as string[] };
  const writes: Plan['writes'] = [];
  for (const key of [...new Set([...source.keys(), ...target.keys()])].sort()) {
    const from = target.get(key);
    const to = source.get(key);
    const was = from?.enabled ?? false;
    const will = to?.enabled ?? false;
    if (will && !was) change.added.push(key);
    if (was && !will) change.removed.push(key);
    if (was && will && to!.kind === 'resource' && (to!.platform ?? null) !== (from!.platform ?? null))
      change.platform.push(key);
    if (!sameItem(to, from)) writes.push({ key, kind: (to ?? from)!.kind, to: to ?? null, from });
  }
  return { change, writes };
}

/** Bulk copy: one user's modules, sub-permissions and BI dashboards onto others, previewed or applied in one transaction. */
export function copyService(deps: AppDeps) {
  const { db, clock } = deps;

  async function holdingsOf(clientId: number, userIds: number[]): Promise<Map<number, Holdings>> {
    const repo = permissionsRepo(db);
    const [records, subs, bi] = await Promise.all([
      repo.recordsOf(clientId, userIds),
      repo.subsOf(clientId, userIds),
      biRepo(db).heldBy(clientId, userIds),
    ]);
    const byUser = new Map<number, Holdings>(userIds.map((id) => [id, new Map()]));
    for (const r of records)
      byUser.get(r.user_id)!.set(r.tag, { kind: 'resource', enabled: r.enabled === 1, platform: r.platform });
    for (const s of subs) byUser.get(s.user_id)!.set(s.tag, { kind: 'sub', enabled: s.enabled === 1 });
    for (const b of bi)
      byUser.get(b.user_id)!.set(`${BI_PREFIX}${b.key}`, { kind: 'bi', enabled: true, dashboardId: b.dashboard_id });
    return byUser;
  }

  return {
    async copy(
      access: RequestAccess,
      body: { from_user_id: number; to_user_ids: number[]; dry_run: boolean },
      requestId: string,
    ): Promise<{ applied: boolean; changes: PermissionChange[] }> {
      const { clientId } = access;
      const targetIds = [...new Set(body.to_user_ids)];
      if (targetIds.includes(body.from_user_id)) throw invalid({ to_user_ids: [PERMISSION_MESSAGES.copySelf] });
      const repo = permissionsRepo(db);
      const users = await repo.users(clientId, [body.from_user_id, ...targetIds]);
      const names = new Map(users.map((u) => [u.id, u.name]));
      if (users.length !== targetIds.length + 1) throw notFound();

      const holdings = await holdingsOf(clientId, [body.from_user_id, ...targetIds]);
      const source = holdings.get(body.from_user_id)!;
      const plans = targetIds.map((id) => planCopy(id, source, holdings.get(id)!));
      for (const { change } of plans) {
        assertHeld(access, [...change.added, ...change.platform]);
        assertKeepsOwnAccess(access, change.user_id, change.removed);
      }
      const changes = plans.map(({ change }) => ({ ...change, name: names.get(change.user_id)! }));
      if (body.dry_run) return { applied: false, changes };

      return commit(deps, access, requestId, async (trx) => {
        const writer = permissionsRepo(trx);
        const bi = biRepo(trx);
        const at = isoAt(clock());
        const audited: Change[] = [];
        for (const { change, writes } of plans) {
          const userId = change.user_id;
          for (const { key, kind, to, from } of writes) {
            if (kind === 'resource')
              await (to
                ? writer.putRecord(clientId, userId, key, { enabled: to.enabled, platform: to.platform ?? null })
                : writer.deleteRecords(clientId, userId, [key]));
            else if (kind === 'sub')
              await (to
                ? writer.putSub(clientId, userId, key, to.enabled)
                : writer.deleteSubs(clientId, userId, [key]));
            else await bi.set(clientId, userId, (to ?? from)!.dashboardId!, to !== null, at);
          }
          if (!writes.length) continue;
          const before = Object.fromEntries(writes.map((w) => [w.key, itemValue(w.from)]));
          const after = Object.fromEntries(writes.map((w) => [w.key, itemValue(w.to ?? undefined)]));
          audited.push({
            action: 'permission.copy',
            userId,
            before,
            after: { from_user_id: body.from_user_id, ...after },
          });
        }
        return { result: { applied: true, changes }, changes: audited };
      });
    },
  };
}
