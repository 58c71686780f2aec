import { searchKey } from '../../db/search-keys.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { DEFAULT_LIST_TUNING, keysetPage, type KeysetPage, type KeysetRequest, type Total } from '../../platform/pagination.ts';
import { listRepo, type ListRow, type ListScope, type Match, type ReadPlan } from './list-repo.ts';

/** 1-2 characters: name or e-mail starts with them; 3 or more: name or e-mail contains them. */
export function matchOf(search: string | undefined): Match | undefined {
  const term = searchKey(search ?? '');
  if (!term) return undefined;
  return { kind: [...term].length < 3 ? 'prefix' : 'contains', term };
}

/** What a cursor is bound to: the client and the filters, not the route (list and picker share cursors). */
export const cursorScope = (scope: ListScope): unknown[] => [scope.clientId, scope.group ?? null, scope.regional ?? null, scope.match?.term ?? ''];

export function userListing(deps: AppDeps) {
  const tuning = { ...DEFAULT_LIST_TUNING, ...deps.listTuning };
  const repo = listRepo(deps.db, deps.sql);

  /** How to read the scope's rows, and its total. */
  async function planOf(scope: ListScope): Promise<{ plan: ReadPlan; total: Total }> {
    const live = await repo.liveCount(scope);
    const { match } = scope;
    if (!match) return { plan: 'walk', total: { total: live, estimated: false } };
    if (live <= tuning.scanLimit) return { plan: 'walk', total: { total: await repo.countUpTo(scope, 'walk', live + 1), estimated: false } };

    const counted = await repo.countUpTo(scope, 'index', tuning.exactTotalLimit + 1);
    const plan: ReadPlan = match.kind === 'prefix' ? 'prefix' : counted <= tuning.fetchLimit ? 'candidates' : 'walk';
    if (counted <= tuning.exactTotalLimit) return { plan, total: { total: counted, estimated: false } };
    // Too many to count quickly: the share of matches in a sample, applied to the scope's live users.
    const { seen, matched } = await repo.sample(scope, tuning.sampleWindows, tuning.sampleWidth);
    const estimate = seen > 0 ? Math.round((live * matched) / seen) : 0;
    return { plan, total: { total: Math.max(tuning.exactTotalLimit + 1, estimate), estimated: true } };
  }

  return {
    async page(scope: ListScope, request: KeysetRequest): Promise<KeysetPage<ListRow>> {
      const { plan, total } = await planOf(scope);
      return keysetPage(request, {
        scope: cursorScope(scope),
        total: async () => total,
        keyOf: (id) => repo.keyOf(scope.clientId, id),
        read: (seek) => repo.read(scope, plan, seek),
      });
    },

    /** The first `cap` rows, unpaginated (?all, ?id). */
    async first(scope: ListScope, cap: number): Promise<ListRow[]> {
      const { plan } = scope.ids ? { plan: 'walk' as const } : await planOf(scope);
      return repo.read(scope, plan, { order: 'asc', offset: 0, limit: cap });
    },
  };
}
