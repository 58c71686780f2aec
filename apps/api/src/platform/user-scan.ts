import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DialectSql } from '../db/dialects/index.ts';
import type { DB } from '../db/schema.ts';
import { searchKey } from '../db/search-keys.ts';
import type { Seek } from './pagination.ts';

/**
 * What every keyset list of a client's users shares (the users lists, the permission who-list): the order
 * (name_key, then id, served by the covering order indexes of migration 005), the search term and its row test,
 * the live counters, and a cursor's sort key.
 */

export interface UserKey {
  name_key: string;
  id: number;
}

/** The list order in memory (code unit order, as the byte-ordered columns for the names' characters). */
export const compareKeys = (a: UserKey, b: UserKey): number => (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : a.id - b.id);

/** A search term, normalised (searchKey): 1-2 characters match name or e-mail prefixes, 3+ substrings. */
export interface UserMatch {
  kind: 'prefix' | 'contains';
  term: string;
}

export type UsersEb = ExpressionBuilder<DB & { u: DB['users'] }, 'u'>;
type UsersQuery<O> = SelectQueryBuilder<DB & { u: DB['users'] }, 'u', O>;

export function matchOf(search: string | undefined): UserMatch | undefined {
  const term = searchKey(search ?? '');
  if (!term) return undefined;
  return { kind: [...term].length < 3 ? 'prefix' : 'contains', term };
}

/** [term, the first string after every string starting with it]: a prefix as an index range (byte order). */
export const prefixRange = (term: string): [string, string] => {
  const last = term.codePointAt(term.length - 1)!;
  return [term, term.slice(0, term.length - String.fromCodePoint(last).length) + String.fromCodePoint(last + 1)];
};

export const inPrefixRange = (eb: UsersEb, column: 'u.name_key' | 'u.email', term: string) => {
  const [low, high] = prefixRange(term);
  return eb.and([eb(column, '>=', low), eb(column, '<', high)]);
};

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
    q = q.where((eb) => eb(eb.refTuple('u.name_key', 'u.id'), dir === 'asc' ? '>' : '<', eb.tuple(from.name_key, from.id)));
  }
  q = q.orderBy('u.name_key', dir).orderBy('u.id', dir).limit(seek.limit);
  return seek.offset ? q.offset(seek.offset) : q;
}

/** Live users of a client (under a group and/or regional), from the counters. */
export async function liveUsers(db: Kysely<DB>, scope: { clientId: number; group?: number; regional?: number }): Promise<number> {
  let query = db.selectFrom('user_counts').select((eb) => eb.fn.sum<number | string | null>('live').as('n')).where('client_id', '=', scope.clientId);
  if (scope.group !== undefined) query = query.where('group_id', '=', scope.group);
  if (scope.regional !== undefined) query = query.where('regional_id', '=', scope.regional);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** The sort key of a user of the client (deleted ones too: a cursor may name a row deleted since). */
export const userKeyOf = (db: Kysely<DB>, clientId: number, id: number): Promise<UserKey | undefined> =>
  db.selectFrom('users').select(['name_key', 'id']).where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst();

/** The highest user id: the sample windows of an estimate spread up to it. */
export async function topUserId(db: Kysely<DB>): Promise<number> {
  const top = await db.selectFrom('users').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  return Number(top?.max ?? 0);
}

/**
 * Whether a sample's matches prove that the scope holds more than `limit`: even at three standard deviations
 * below what was seen (a binomial count), the share of matches would still give more than `limit`.
 */
export const surelyAbove = ({ seen, matched }: { seen: number; matched: number }, live: number, limit: number) =>
  seen > 0 && ((matched - 3 * Math.sqrt(matched)) * live) / seen > limit;
