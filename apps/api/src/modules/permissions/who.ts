import { moduleByTag, PERMISSION_MESSAGES, type WhoItem, type WhoQuery } from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import {
  DEFAULT_LIST_TUNING,
  keysetPage,
  type KeysetPage,
  type ListTuning,
  type Seek,
  type Total,
} from '../../platform/pagination.ts';
import {
  bothSides,
  exactTotal as exact,
  matchOf,
  mergeSides,
  sampledTotal,
  windowOf,
  type UserKey,
} from '../../platform/list-planner.ts';
import { invalid } from '../../platform/errors.ts';
import { isKnownTag } from './rules.ts';
import { whoRepo, type WhoRow, type WhoScope, type WhoSource } from './who-repo.ts';

/** Read whole and sorted up to this many rows (a tag's holders, a term's matches): one query, exact total. */
const WHO_TUNING: Partial<ListTuning> = { fetchLimit: 10_000 };

type Plan =
  | { kind: 'keys'; keys: UserKey[] }
  | {
      kind: 'walk';
      total: Total;
      prefix?: { byEmail: UserKey[]; byName: (seek: Seek<UserKey>) => Promise<UserKey[]> };
    };

/**
 * "Who can open X?" (SPEC.md §6: a resource of the tag enabled, else a sub-permission of it enabled) and, without a
 * tag, the client's users with how many modules each has enabled. Keyset pages in the user lists' order, with the
 * same cursors and limits (packages/contract envelope.ts), planned for clients of a million users:
 * the smallest source (the tag's holders, the term's trigram or prefix matches) is read whole and sorted when it is
 * small, with an exact total; else pages walk the client's (or group's) name index testing each row, and the total
 * is counted when a sample cannot prove it large, else estimated.
 */
export function whoService(deps: AppDeps) {
  const tuning = { ...DEFAULT_LIST_TUNING, ...WHO_TUNING, ...deps.listTuning };
  const repo = whoRepo(deps.db, deps.sql);

  async function planOf(scope: WhoScope): Promise<Plan> {
    const live = await repo.liveCount(scope);
    if (!scope.holders && !scope.match) return { kind: 'walk', total: exact(live) };
    const cap = tuning.fetchLimit + 1;
    const sizes: [WhoSource, number][] = [['scope', live]];
    if (scope.holders) sizes.push(['holders', await repo.sourceSize(scope, 'holders', cap)]);
    if (scope.match)
      sizes.push(
        scope.match.kind === 'contains'
          ? ['trigram', await repo.sourceSize(scope, 'trigram', cap)]
          : ['prefix', await repo.sourceSize(scope, 'prefix', cap)],
      );
    const [smallest, size] = sizes.reduce((a, b) => (b[1] < a[1] ? b : a));
    if (smallest !== 'scope' && size <= tuning.fetchLimit)
      return { kind: 'keys', keys: await repo.keys(scope, smallest) };
    // A small client or group is walked whole to count it.
    if (smallest === 'scope' && size <= tuning.scanLimit)
      return { kind: 'walk', total: exact(await repo.countUpTo(scope, 'scope', size + 1)) };
    // A prefix's matches are mostly one range of the name order: walk that range, not the order from its start.
    const prefix =
      scope.match?.kind === 'prefix' ? ((await repo.prefixParts(scope, tuning.fetchLimit)) ?? undefined) : undefined;
    const { total } = await sampledTotal(
      live,
      tuning,
      () => repo.sample(scope, tuning.sampleWindows, tuning.sampleWidth),
      (cap) => repo.countUpTo(scope, smallest, cap),
    );
    return { kind: 'walk', total, prefix };
  }

  /** A page of a walk: the order index from the seek, or a prefix's name range merged with its e-mail matches. */
  async function walk(scope: WhoScope, plan: Extract<Plan, { kind: 'walk' }>, seek: Seek<UserKey>): Promise<WhoRow[]> {
    if (!plan.prefix) return repo.read(scope, 'scope', seek);
    const both = bothSides(seek);
    const keys = mergeSides(await plan.prefix.byName(both), windowOf(plan.prefix.byEmail, both), seek);
    return repo.details(
      scope,
      keys.map((k) => k.id),
      seek.order,
    );
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
      const plan = await planOf(scope);
      const page = await keysetPage(query, {
        scope: ['who', scope.clientId, tag ?? null, scope.group ?? null, match?.term ?? ''],
        total: async () => (plan.kind === 'keys' ? exact(plan.keys.length) : plan.total),
        keyOf: (id) => repo.keyOf(scope.clientId, id),
        read: (seek) =>
          plan.kind === 'keys'
            ? repo.details(
                scope,
                windowOf(plan.keys, seek).map((k) => k.id),
                seek.order,
              )
            : walk(scope, plan, seek),
      });
      const via = tag === undefined ? null : resource ? 'resource' : 'sub_resource';
      return { ...page, data: page.data.map((row) => toItem(row, via)) };
    },
  };
}
