import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectSql } from '../../db/dialects/index.ts';
import type { Db } from '../../db/handle.ts';
import { compareKeys, type Sample, type UserKey, type UserMatch } from '../../platform/list-planner.ts';
import {
  countUpTo,
  emailOnlyPrefix,
  inPrefixRange,
  liveUsers,
  sampleUsers,
  seekByName,
  seekPastOffset,
  userKeyOf,
  userMatches,
  type UsersEb,
  type UsersQuery,
} from '../../platform/list-planner-repo.ts';
import type { Seek } from '../../platform/pagination.ts';

export interface WhoScope {
  clientId: number;
  group?: number;
  /** Who holds the tag enabled, in the table of its kind (resource records or sub-permissions). */
  holders?: { table: 'user_permissions' | 'user_permission_subs'; tag: string };
  match?: UserMatch;
}

/**
 * Where a list's rows come from:
 * - 'scope': the client's (or group's) name index in order, each row tested;
 * - 'holders': the tag's holders from the (client_id, tag, enabled, user_id) index, then sorted;
 * - 'trigram': the search term's matches from the trigram index, then sorted;
 * - 'prefix': a 1-2 character term's matches from the name and e-mail index ranges, then sorted.
 */
export type WhoSource = 'scope' | 'holders' | 'trigram' | 'prefix';

/** A row of a page, in the user lists' order (name_key, then id). */
export interface WhoRow extends UserKey {
  name: string;
  email: string;
  picture: string | null;
  group_id: number | null;
  group_name: string | null;
  modules_enabled: number | string;
}

export function whoRepo(db: Db, dialect: DialectSql) {
  /** The enabled holders of the scope's tag: user ids from the tag index alone (deleted users' rows too). */
  const holderIds = (scope: WhoScope) => {
    const { table, tag } = scope.holders!;
    // Both tables share these columns; the cast only names one of them for the types.
    return db
      .selectFrom(table as 'user_permissions')
      .select('user_id')
      .where('client_id', '=', scope.clientId)
      .where('tag', '=', tag)
      .where('enabled', '=', 1);
  };

  /**
   * The row test of a walk: the user's record of the tag, found through the (client_id, user_id, tag) unique index.
   * A scalar subquery rather than EXISTS: for a tag most users hold, SQLite's planner turned EXISTS into an
   * automatic index over every holder, built on each request (hundreds of ms with a million).
   */
  const holds = (eb: UsersEb, scope: WhoScope): Expression<SqlBool> =>
    eb(
      eb
        .selectFrom(scope.holders!.table as 'user_permissions')
        .select('enabled')
        .where('client_id', '=', scope.clientId)
        .whereRef('user_id', '=', 'u.id')
        .where('tag', '=', scope.holders!.tag),
      '=',
      1,
    );

  /** Ids of live users whose name or e-mail starts with the term: two index ranges. */
  const prefixIds = (scope: WhoScope) => {
    const side = (column: 'u.name_key' | 'u.email') =>
      db
        .selectFrom('users as u')
        .select('u.id')
        .where('u.client_id', '=', scope.clientId)
        .where('u.deleted_at', 'is', null)
        .where((eb) => inPrefixRange(eb, column, scope.match!.term));
    return side('u.name_key').union(side('u.email'));
  };

  /** Live users of the client (and group). */
  const scoped = (scope: WhoScope): UsersQuery => {
    const query = db
      .selectFrom('users as u')
      .where('u.client_id', '=', scope.clientId)
      .where('u.deleted_at', 'is', null);
    return scope.group !== undefined ? query.where('u.group_id', '=', scope.group) : query;
  };

  /** Live users of the client (and group) that pass every filter, read from `source`. */
  const filtered = (scope: WhoScope, source: WhoSource) => {
    let query = scoped(scope);
    if (scope.holders)
      query =
        source === 'holders' ? query.where('u.id', 'in', holderIds(scope)) : query.where((eb) => holds(eb, scope));
    const { match } = scope;
    if (match) {
      query = query.where((eb) => userMatches(eb, dialect, match));
      if (source === 'trigram')
        query = query.where(sql<SqlBool>`u.id in (${dialect.userListing.candidates(scope.clientId, match.term)})`);
      if (source === 'prefix') query = query.where('u.id', 'in', prefixIds(scope));
    }
    return query;
  };

  const details = (
    scope: WhoScope,
    ids: number[] | UsersQuery<{ id: number }>,
    order: 'asc' | 'desc',
  ): Promise<WhoRow[]> =>
    db
      .selectFrom('users as u')
      .where('u.id', 'in', ids)
      .leftJoin('groups as g', (j) => j.onRef('g.id', '=', 'u.group_id').on('g.client_id', '=', scope.clientId))
      .select((eb) => [
        'u.id',
        'u.name_key',
        'u.name',
        'u.email',
        'u.picture',
        'u.group_id',
        'g.name as group_name',
        eb
          .selectFrom('user_permissions as p')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .where('p.client_id', '=', scope.clientId)
          .whereRef('p.user_id', '=', 'u.id')
          .where('p.enabled', '=', 1)
          .as('modules_enabled'),
      ])
      .orderBy('u.name_key', order)
      .orderBy('u.id', order)
      .execute() as Promise<WhoRow[]>;

  return {
    /** How many rows a source holds, counting no further than `cap` (the 'scope' size comes from liveCount). */
    async sourceSize(scope: WhoScope, source: Exclude<WhoSource, 'scope'>, cap: number): Promise<number> {
      if (source === 'holders') return countUpTo(db, holderIds(scope).select(sql.lit(1).as('one')), cap);
      if (source === 'prefix')
        return countUpTo(db, db.selectFrom(prefixIds(scope).as('p')).select(sql.lit(1).as('one')), cap);
      const term = scope.match!.term;
      const row = await sql<{
        n: number | string;
      }>`select count(*) as n from (select 1 as one from (${dialect.userListing.candidates(scope.clientId, term)}) c limit ${cap}) t`.execute(
        db,
      );
      return Math.min(cap, Number(row.rows[0]?.n ?? 0));
    },

    /** Rows passing every filter, counting no further than `cap`, read from `source`. */
    countUpTo: (scope: WhoScope, source: WhoSource, cap: number) =>
      countUpTo(db, filtered(scope, source).select(sql.lit(1).as('one')), cap),

    /** Live users of the client (and group), from the counters. */
    liveCount: (scope: WhoScope): Promise<number> => liveUsers(db, scope),

    /** Users and matches in a few id windows spread over the table: the share of matches, for estimating a large total. */
    sample(scope: WhoScope, windows: number, width: number): Promise<Sample> {
      const { match } = scope;
      const test = (eb: UsersEb) =>
        eb.and([...(scope.holders ? [holds(eb, scope)] : []), ...(match ? [userMatches(eb, dialect, match)] : [])]);
      return sampleUsers(db, () => scoped(scope), test, windows, width);
    },

    /** Every row of a small source passing the filters, as sort keys in list order (read whole, sorted here). */
    async keys(scope: WhoScope, source: WhoSource): Promise<UserKey[]> {
      const keys = await filtered(scope, source).select(['u.id', 'u.name_key']).execute();
      return keys.sort(compareKeys);
    },

    /**
     * A dense prefix, in two parts: the users whose name starts with the term (one range of the name order, walked
     * from the seek with the other tests) and, read whole up to `cap`, those matching only by e-mail (few: e-mails
     * mostly start with the name). Null when the second part is larger than `cap`.
     */
    async prefixParts(scope: WhoScope, cap: number) {
      const term = scope.match!.term;
      const unmatched = { ...scope, match: undefined };
      const byEmail = await filtered(unmatched, 'scope')
        .where((eb) => emailOnlyPrefix(eb, term))
        .select(['u.id', 'u.name_key'])
        .limit(cap + 1)
        .execute();
      if (byEmail.length > cap) return null;
      return {
        byEmail: byEmail.sort(compareKeys),
        byName: (seek: Seek<UserKey>): Promise<UserKey[]> =>
          seekByName(
            filtered(unmatched, 'scope').where((eb) => inPrefixRange(eb, 'u.name_key', term)),
            seek,
          )
            .select(['u.id', 'u.name_key'])
            .execute(),
      };
    },

    /** A page's rows walking the list order from the source: their ids first, then their details. */
    async read(scope: WhoScope, source: WhoSource, seek: Seek<UserKey>): Promise<WhoRow[]> {
      const query = filtered(scope, source);
      const from = await seekPastOffset(query, seek);
      return from ? details(scope, seekByName(query, from).select('u.id'), from.order) : [];
    },

    /** The rows of the given users, in list order. */
    details: (scope: WhoScope, ids: number[], order: 'asc' | 'desc') => details(scope, ids.length ? ids : [0], order),

    /** The sort key of a user of the client (deleted ones too: a cursor may name a row deleted since). */
    keyOf: (clientId: number, id: number) => userKeyOf(db, clientId, id),
  };
}
