import type { AppDeps } from '../../platform/deps.ts';
import {
  DEFAULT_LIST_TUNING,
  keysetPage,
  type KeysetPage,
  type KeysetRequest,
  type ListTuning,
  type Total,
} from '../../platform/pagination.ts';
import { exactTotal, sampledTotal } from '../../platform/list-planner.ts';
import { keysetBatches } from '../../platform/export/batches.ts';
import { listRepo, type ListRow, type ListScope, type ReadPlan } from './list-repo.ts';

/** What a cursor is bound to: the client and the filters, not the route (list and picker share cursors). */
export const cursorScope = (scope: ListScope): unknown[] => [
  scope.clientId,
  scope.group ?? null,
  scope.regional ?? null,
  scope.match?.term ?? '',
  // Appended only when set: cursors of the lists without them stay as they were.
  ...(scope.unidade !== undefined || scope.cargo !== undefined ? [scope.unidade ?? null, scope.cargo ?? null] : []),
];

/** A unit or job role filter: the counters (client, group, regional) do not hold them. */
const narrowed = (scope: ListScope) => scope.unidade !== undefined || scope.cargo !== undefined;

/**
 * Users' thresholds over the shared defaults: walks read the covering order indexes (migration 005), so counting a
 * group or regional of this size by walking it beats reading the term's trigram matches of the whole client.
 */
const USERS_TUNING: Partial<ListTuning> = { scanLimit: 150_000 };

export function userListing(deps: AppDeps) {
  const tuning = { ...DEFAULT_LIST_TUNING, ...USERS_TUNING, ...deps.listTuning };
  const repo = listRepo(deps.db, deps.sql);

  /**
   * How to read the scope's rows, and its total. `live` counts the client, group and regional; a unit or job role
   * narrows it like a search does: counted by walking its index when small, else sampled (a filter without a
   * search is always read by walking its order index).
   */
  async function planOf(scope: ListScope): Promise<{ plan: ReadPlan; total: Total }> {
    const live = await repo.liveCount(scope);
    const { match } = scope;
    if (!match && !narrowed(scope)) return { plan: 'walk', total: exactTotal(live) };
    if (live <= tuning.scanLimit)
      return { plan: 'walk', total: exactTotal(await repo.countUpTo(scope, 'walk', live + 1)) };
    if (!match) {
      const sampled = await sampledTotal(
        live,
        tuning,
        () => repo.sample(scope, tuning.sampleWindows, tuning.sampleWidth),
        (cap) => repo.countUpTo(scope, 'walk', cap),
      );
      return { plan: 'walk', total: sampled.total };
    }

    // The sample first: when it proves many matches, they are never counted (a page of dense substring matches
    // comes soon from walking the order; prefixes read their index ranges).
    const many: ReadPlan = match.kind === 'prefix' ? 'prefix' : 'walk';
    const { total, counted } = await sampledTotal(
      live,
      tuning,
      () => repo.sample(scope, tuning.sampleWindows, tuning.sampleWidth),
      (cap) => repo.countUpTo(scope, 'index', cap),
    );
    const plan = counted === undefined || match.kind === 'prefix' || counted > tuning.fetchLimit ? many : 'candidates';
    return { plan, total };
  }

  return {
    async page(scope: ListScope, request: KeysetRequest): Promise<KeysetPage<ListRow>> {
      const source = { scope: cursorScope(scope), keyOf: (id: number) => repo.keyOf(scope.clientId, id) };
      // The plain list walks one index range whatever its size: its page and its counter come in one statement. Not
      // under a group and a regional at once: walking a group for a regional it does not share waits for the total.
      const counted = scope.group === undefined || scope.regional === undefined;
      if (!scope.match && !scope.ids && !narrowed(scope) && counted) {
        return keysetPage(request, {
          ...source,
          total: async () => exactTotal(await repo.liveCount(scope)),
          read: (seek) => repo.read(scope, 'walk', seek),
          readCounted: async (seek) => {
            const { rows, live } = await repo.readCounted(scope, seek);
            return { rows, total: live === undefined ? undefined : exactTotal(live) };
          },
        });
      }
      const { plan, total } = await planOf(scope);
      return keysetPage(request, { ...source, total: async () => total, read: (seek) => repo.read(scope, plan, seek) });
    },

    /** Every row of the scope in the list's order, a batch at a time from the last row read (exports). */
    async batches(scope: ListScope): Promise<AsyncGenerator<ListRow[]>> {
      const { plan } = await planOf(scope);
      return keysetBatches((last: ListRow | undefined, size) =>
        repo.read(scope, plan, {
          order: 'asc',
          from: last && { id: last.id, name_key: last.name_key },
          offset: 0,
          limit: size,
        }),
      );
    },

    /** The first `cap` rows, unpaginated (?all, ?id). */
    async first(scope: ListScope, cap: number): Promise<ListRow[]> {
      const { plan } = scope.ids ? { plan: 'walk' as const } : await planOf(scope);
      return repo.read(scope, plan, { order: 'asc', offset: 0, limit: cap });
    },
  };
}
