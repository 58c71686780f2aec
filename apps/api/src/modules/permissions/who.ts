import { moduleByTag, PERMISSION_MESSAGES, type WhoItem, type WhoQuery } from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { DEFAULT_LIST_TUNING, keysetPage, type KeysetPage, type Total } from '../../platform/pagination.ts';
import { matchOf, surelyAbove } from '../../platform/user-scan.ts';
import { invalid, isKnownTag } from './rules.ts';
import { whoRepo, type WhoRow, type WhoScope, type WhoSource } from './who-repo.ts';

/**
 * "Who can open X?" (SPEC.md §6: a resource of the tag enabled, else a sub-permission of it enabled) and, without a
 * tag, the client's users with how many modules each has enabled. Keyset pages in the user lists' order, with the
 * same cursors and limits (packages/contract envelope.ts), planned for clients of a million users:
 * rows come from the smallest source (the tag's holders, the term's trigram matches, or the client's name index);
 * a total is exact while a small source proves it, else estimated from a sample.
 */
export function whoService(deps: AppDeps) {
  const tuning = { ...DEFAULT_LIST_TUNING, ...deps.listTuning };
  const repo = whoRepo(deps.db, deps.sql);

  async function planOf(scope: WhoScope): Promise<{ source: WhoSource; total: Total }> {
    const live = await repo.liveCount(scope);
    if (!scope.holders && !scope.match) return { source: 'scope', total: { total: live, estimated: false } };
    const cap = tuning.fetchLimit + 1;
    const sizes: [WhoSource, number][] = [['scope', live]];
    if (scope.holders) sizes.push(['holders', await repo.sourceSize(scope, 'holders', cap)]);
    if (scope.match?.kind === 'contains') sizes.push(['trigram', await repo.sourceSize(scope, 'trigram', cap)]);
    const [smallest, size] = sizes.reduce((a, b) => (b[1] < a[1] ? b : a));
    // A small source is read whole: its exact count is cheap.
    if (size <= (smallest === 'scope' ? tuning.scanLimit : tuning.fetchLimit)) {
      return { source: smallest, total: { total: await repo.countUpTo(scope, smallest, size + 1), estimated: false } };
    }
    const limit = tuning.exactTotalLimit;
    const sample = await repo.sample(scope, tuning.sampleWindows, tuning.sampleWidth);
    const estimate = (): Total => ({ total: Math.max(limit + 1, sample.seen > 0 ? Math.round((live * sample.matched) / sample.seen) : 0), estimated: true });
    // Many matches: pages fill soon walking the name order, and they are never counted.
    if (surelyAbove(sample, live, limit)) return { source: 'scope', total: estimate() };
    const counted = await repo.countUpTo(scope, smallest, limit + 1);
    return { source: counted <= tuning.fetchLimit ? smallest : 'scope', total: counted <= limit ? { total: counted, estimated: false } : estimate() };
  }

  const toItem = (row: WhoRow, via: WhoItem['via']): WhoItem => ({
    user_id: row.id,
    name: row.name,
    email: row.email,
    picture: row.picture,
    group: row.group_id !== null && row.group_name !== null ? { id: row.group_id, name: row.group_name } : null,
    via,
    modules_enabled: Number(row.modules_enabled),
  });

  return {
    async list(access: RequestAccess, query: WhoQuery): Promise<KeysetPage<WhoItem>> {
      const { tag } = query;
      if (tag !== undefined && !isKnownTag(tag)) throw invalid({ tag: [PERMISSION_MESSAGES.tag] });
      // A resource tag lives in the records, a sub-resource tag ('modulo.acao') in the sub-permissions.
      const resource = tag !== undefined && moduleByTag(tag) !== undefined;
      const match = matchOf(query.search);
      const scope: WhoScope = {
        clientId: access.clientId,
        group: query.group,
        holders: tag === undefined ? undefined : { table: resource ? 'user_permissions' : 'user_permission_subs', tag },
        match,
      };
      const { source, total } = await planOf(scope);
      const page = await keysetPage(query, {
        scope: ['who', scope.clientId, tag ?? null, scope.group ?? null, match?.term ?? ''],
        total: async () => total,
        keyOf: (id) => repo.keyOf(scope.clientId, id),
        read: (seek) => repo.read(scope, source, seek),
      });
      const via = tag === undefined ? null : resource ? 'resource' : 'sub_resource';
      return { ...page, data: page.data.map((row) => toItem(row, via)) };
    },
  };
}
