import {
  sql,
  type AliasedExpression,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { runCompiled } from '../db/compiled.ts';
import type { DialectSql } from '../db/dialects/index.ts';
import type { Db } from '../db/handle.ts';
import type { DB } from '../db/schema.ts';
import { prefixRange, type Sample, type UserKey, type UserMatch } from './list-planner.ts';
import type { Seek } from './pagination.ts';

/** The queries of the shared list planner (list-planner.ts): the users table as `u`, in list order. */

export type UsersEb = ExpressionBuilder<DB & { u: DB['users'] }, 'u'>;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a users query before its select list
export type UsersQuery<O = {}> = SelectQueryBuilder<DB & { u: DB['users'] }, 'u', O>;

export const inPrefixRange = (eb: UsersEb, column: 'u.name_key' | 'u.email', term: string) => {
  const [low, high] = prefixRange(term);
  return eb.and([eb(column, '>=', low), eb(column, '<', high)]);
};

/** A prefix search's second side: e-mails starting with the term, of users whose name does not (those are the first). */
export const emailOnlyPrefix = (eb: UsersEb, term: string) =>
  eb.and([inPrefixRange(eb, 'u.email', term), eb.not(inPrefixRange(eb, 'u.name_key', term))]);

/** The row-level test of a match; never served by an index, so a walk keeps to the order index. */
export const userMatches = (eb: UsersEb, dialect: DialectSql, match: UserMatch): Expression<SqlBool> =>
  match.kind === 'prefix'
    ? eb.or([inPrefixRange(eb, 'u.name_key', match.term), inPrefixRange(eb, 'u.email', match.term)])
    : eb.or([dialect.contains(sql.ref('u.name_key'), match.term), dialect.contains(sql.ref('u.email'), match.term)]);

/** The seek's window of a users query in list order: after/before its key, `limit` rows from `offset`. */
export function seekByName<O>(query: UsersQuery<O>, seek: Seek<UserKey>): UsersQuery<O> {
  const dir = seek.order;
  let q = query;
  if (seek.from) {
    const from = seek.from;
    q = q.where((eb) =>
      eb(eb.refTuple('u.name_key', 'u.id'), dir === 'asc' ? '>' : '<', eb.tuple(from.name_key, from.id)),
    );
  }
  q = q.orderBy('u.name_key', dir).orderBy('u.id', dir).limit(seek.limit);
  return seek.offset ? q.offset(seek.offset) : q;
}

/**
 * A forward seek by offset turned into one from a key: the key of the row before the offset is read from the order
 * index alone, so the skipped rows are never read with their details. Null when the list ends before the offset.
 */
export async function seekPastOffset<O>(query: UsersQuery<O>, seek: Seek<UserKey>): Promise<Seek<UserKey> | null> {
  if (!(seek.offset > 0 && !seek.from && seek.order === 'asc')) return seek;
  const key = await query
    .select(['u.name_key', 'u.id'])
    .orderBy('u.name_key')
    .orderBy('u.id')
    .offset(seek.offset - 1)
    .limit(1)
    .executeTakeFirst();
  return key ? { ...seek, from: key, offset: 0 } : null;
}

/** How many rows a query yields, counting no further than `cap`. */
export async function countUpTo(
  db: Db,
  query: { limit(cap: number): { as(alias: 't'): AliasedExpression<unknown, 't'> } },
  cap: number,
): Promise<number> {
  const row = await db
    .selectFrom(query.limit(cap).as('t') as AliasedExpression<{ one: 1 }, 't'>)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Math.min(cap, Number(row.n));
}

/** The sum of a scope's live users in the counters, as a query (alone, or as a column of a page: users/list-repo.ts). */
export function liveUsersOf(db: Db, scope: { clientId: number; group?: number; regional?: number }) {
  let query = db
    .selectFrom('user_counts')
    .select((eb) => eb.fn.sum<number | string | null>('live').as('n'))
    .where('client_id', '=', scope.clientId);
  if (scope.group !== undefined) query = query.where('group_id', '=', scope.group);
  if (scope.regional !== undefined) query = query.where('regional_id', '=', scope.regional);
  return query;
}

/** Live users of a client (under a group and/or regional), from the counters (compiled once per shape: every list page reads it). */
export async function liveUsers(
  db: Db,
  scope: { clientId: number; group?: number; regional?: number },
): Promise<number> {
  const { clientId, group, regional } = scope;
  const [row] = await runCompiled(
    db,
    `liveUsers ${group !== undefined} ${regional !== undefined}`,
    { clientId, group, regional },
    (p) =>
      liveUsersOf(db, {
        clientId: p('clientId'),
        group: group === undefined ? undefined : p('group'),
        regional: regional === undefined ? undefined : p('regional'),
      }),
  );
  return Number(row?.n ?? 0);
}

/** The sort key of a user of the client (deleted ones too: a cursor may name a row deleted since). */
export const userKeyOf = async (db: Db, clientId: number, id: number): Promise<UserKey | undefined> =>
  (
    await runCompiled(db, 'userKeyOf', { clientId, id }, (p) =>
      db
        .selectFrom('users')
        .select(['name_key', 'id'])
        .where('client_id', '=', p('clientId'))
        .where('id', '=', p('id')),
    )
  )[0];

/**
 * Rows and matches among a scope's users in `windows` id windows of `width` spread over the table (up to the highest
 * id): the share of matches, for estimating a large total without counting it. The windows are one statement.
 */
export async function sampleUsers(
  db: Db,
  scoped: () => UsersQuery,
  test: ((eb: UsersEb) => Expression<SqlBool>) | undefined,
  windows: number,
  width: number,
): Promise<Sample> {
  const top = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  const max = Number(top?.max ?? 0);
  if (max <= 0 || windows <= 0) return { seen: 0, matched: 0 };
  const part = (w: number) => {
    const low = Math.floor((max * w) / windows);
    return scoped()
      .where('u.id', '>', low)
      .where('u.id', '<=', low + width)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('seen'),
        eb.fn
          .sum<number | string | null>(test ? eb.case().when(test(eb)).then(1).else(0).end() : sql.lit(1))
          .as('matched'),
      ]);
  };
  const parts = Array.from({ length: windows }, (_, w) => part(w));
  const rows = await parts
    .slice(1)
    .reduce((all, next) => all.unionAll(next), parts[0])
    .execute();
  const sample: Sample = { seen: 0, matched: 0 };
  for (const row of rows) {
    sample.seen += Number(row.seen);
    sample.matched += Number(row.matched ?? 0);
  }
  return sample;
}
