import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DialectSql } from '../../db/dialects/index.ts';
import type { DB } from '../../db/schema.ts';
import type { Seek } from '../../platform/pagination.ts';

/** The list order: name_key, then id. */
export interface ListKey {
  name_key: string;
  id: number;
}

/** A search term, normalised (searchKey): 1-2 characters match name or e-mail prefixes, 3+ substrings. */
export interface Match {
  kind: 'prefix' | 'contains';
  term: string;
}

export interface ListScope {
  clientId: number;
  group?: number;
  regional?: number;
  ids?: number[];
  match?: Match;
}

export interface ListRow extends ListKey {
  name: string;
  email: string;
  picture: string | null;
  status: string;
  group_id: number | null;
  group_name: string | null;
  regional_id: number | null;
  regional_name: string | null;
}

/**
 * How a page's rows are found:
 * - 'walk': the (client[, group|regional], name_key, id) index in order, each row tested (plain lists, and
 *   searches whose matches are dense enough to fill a page soon);
 * - 'candidates': the matches read from the trigram index, then sorted (few matches);
 * - 'prefix': the name-prefix range of the name index (already in order) merged with e-mail-prefix matches.
 */
export type ReadPlan = 'walk' | 'candidates' | 'prefix';

type Eb = ExpressionBuilder<DB & { u: DB['users'] }, 'u'>;

/** [term, the first string after every string starting with it]: a prefix as an index range (byte order). */
const prefixRange = (term: string): [string, string] => {
  const last = term.codePointAt(term.length - 1)!;
  return [term, term.slice(0, term.length - String.fromCodePoint(last).length) + String.fromCodePoint(last + 1)];
};

export function listRepo(db: Kysely<DB>, dialect: DialectSql) {
  const inRange = (eb: Eb, column: 'u.name_key' | 'u.email', term: string) => {
    const [low, high] = prefixRange(term);
    return eb.and([eb(column, '>=', low), eb(column, '<', high)]);
  };

  /** The row-level test of a match; never served by an index, so a walk keeps to the order index. */
  const matches = (eb: Eb, match: Match): Expression<SqlBool> =>
    match.kind === 'prefix'
      ? eb.or([inRange(eb, 'u.name_key', match.term), inRange(eb, 'u.email', match.term)])
      : eb.or([dialect.contains(sql.ref('u.name_key'), match.term), dialect.contains(sql.ref('u.email'), match.term)]);

  /** Live users of the scope's client under its filters (not its match). */
  const scoped = (scope: ListScope) => {
    let query = db.selectFrom('users as u').where('u.client_id', '=', scope.clientId).where('u.deleted_at', 'is', null);
    if (scope.group !== undefined) query = query.where('u.group_id', '=', scope.group);
    if (scope.regional !== undefined) query = query.where('u.regional_id', '=', scope.regional);
    if (scope.ids) query = query.where('u.id', 'in', scope.ids.length ? scope.ids : [0]);
    return query;
  };

  type Scoped = ReturnType<typeof scoped>;

  /** Restricts to the match: as a row test, or first through the trigram index (candidates). */
  const matching = (scope: ListScope, plan: ReadPlan): Scoped => {
    const { match } = scope;
    if (!match) return scoped(scope);
    const tested = scoped(scope).where((eb) => matches(eb, match));
    return plan === 'candidates' ? tested.where(sql<SqlBool>`u.id in (${dialect.userListing.candidates(scope.clientId, match.term)})`) : tested;
  };

  const seekFrom = (query: Scoped, seek: Seek<ListKey>): Scoped => {
    const dir = seek.order;
    let q = query;
    if (seek.from) {
      const from = seek.from;
      q = q.where((eb) => eb(eb.refTuple('u.name_key', 'u.id'), dir === 'asc' ? '>' : '<', eb.tuple(from.name_key, from.id)));
    }
    q = q.orderBy('u.name_key', dir).orderBy('u.id', dir).limit(seek.limit);
    return seek.offset ? q.offset(seek.offset) : q;
  };

  const withDetails = (query: Scoped, clientId: number) =>
    query
      .leftJoin('groups as g', (j) => j.onRef('g.id', '=', 'u.group_id').on('g.client_id', '=', clientId))
      .leftJoin('regionals as r', (j) => j.onRef('r.id', '=', 'u.regional_id').on('r.client_id', '=', clientId))
      .select(['u.id', 'u.name_key', 'u.name', 'u.email', 'u.picture', 'u.status', 'u.group_id', 'g.name as group_name', 'u.regional_id', 'r.name as regional_name']);

  const compare = (a: ListKey, b: ListKey) => (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : a.id - b.id);

  return {
    /** Rows of a page in the seek's order. */
    async read(scope: ListScope, plan: ReadPlan, seek: Seek<ListKey>): Promise<ListRow[]> {
      const { match } = scope;
      if (plan !== 'prefix' || !match) return withDetails(seekFrom(matching(scope, plan), seek), scope.clientId).execute();
      // Name-prefix matches come in order from the name index; e-mail-prefix ones (whose name does not match)
      // from the e-mail index. Each side reads up to offset + limit rows; the merge keeps the seek's window.
      const window = { ...seek, offset: 0, limit: seek.offset + seek.limit };
      const [byName, byEmail] = await Promise.all([
        withDetails(seekFrom(scoped(scope).where((eb) => inRange(eb, 'u.name_key', match.term)), window), scope.clientId).execute(),
        withDetails(seekFrom(scoped(scope).where((eb) => eb.and([inRange(eb, 'u.email', match.term), eb.not(inRange(eb, 'u.name_key', match.term))])), window), scope.clientId).execute(),
      ]);
      const sign = seek.order === 'asc' ? 1 : -1;
      return [...byName, ...byEmail].sort((a, b) => sign * compare(a, b)).slice(seek.offset, seek.offset + seek.limit);
    },

    /**
     * How many rows match, counting no further than `cap`: by testing every row of the scope ('walk', for small
     * scopes) or through the indexes (prefix ranges, trigram candidates).
     */
    async countUpTo(scope: ListScope, via: 'walk' | 'index', cap: number): Promise<number> {
      const plan = via === 'walk' || scope.match?.kind === 'prefix' ? 'walk' : 'candidates';
      const inner = matching(scope, plan).select(sql.lit(1).as('one')).limit(cap);
      const row = await db.selectFrom(inner.as('t')).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Rows and matches among the scope's rows in a few id windows spread over the table: the share of matches,
     * for estimating large totals without counting them.
     */
    async sample(scope: ListScope, windows: number, width: number): Promise<{ seen: number; matched: number }> {
      const { match } = scope;
      const top = await db.selectFrom('users').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
      const max = Number(top?.max ?? 0);
      let seen = 0;
      let matched = 0;
      for (let w = 0; w < windows && max > 0; w++) {
        const low = Math.floor((max * w) / windows);
        const row = await scoped(scope)
          .where('u.id', '>', low)
          .where('u.id', '<=', low + width)
          .select((eb) => [eb.fn.countAll<number | string>().as('seen'), eb.fn.sum<number | string | null>(match ? eb.case().when(matches(eb, match)).then(1).else(0).end() : sql.lit(1)).as('matched')])
          .executeTakeFirstOrThrow();
        seen += Number(row.seen);
        matched += Number(row.matched ?? 0);
      }
      return { seen, matched };
    },

    /** Live users of a client (under a group and/or regional), from the counters. */
    async liveCount(scope: ListScope): Promise<number> {
      let query = db.selectFrom('user_counts').select((eb) => eb.fn.sum<number | string | null>('live').as('n')).where('client_id', '=', scope.clientId);
      if (scope.group !== undefined) query = query.where('group_id', '=', scope.group);
      if (scope.regional !== undefined) query = query.where('regional_id', '=', scope.regional);
      return Number((await query.executeTakeFirst())?.n ?? 0);
    },

    /** The sort key of a user of the client (deleted ones too: a cursor may name a row deleted since). */
    keyOf: (clientId: number, id: number): Promise<ListKey | undefined> =>
      db.selectFrom('users').select(['name_key', 'id']).where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst(),
  };
}
