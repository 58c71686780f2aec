import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DialectSql } from '../../db/dialects/index.ts';
import type { DB } from '../../db/schema.ts';
import type { Seek } from '../../platform/pagination.ts';
import { compareKeys, inPrefixRange, liveUsers, seekByName, topUserId, userKeyOf, userMatches, type UserKey, type UserMatch } from '../../platform/user-scan.ts';

/** The list order: name_key, then id. */
export type ListKey = UserKey;

/** A search term, normalised (searchKey): 1-2 characters match name or e-mail prefixes, 3+ substrings. */
export type Match = UserMatch;

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

/** Up to this many e-mail-prefix matches of other names are windowed in memory. */
const PREFIX_EMAIL_KEYS = 5_000;

export function listRepo(db: Kysely<DB>, dialect: DialectSql) {

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
    const tested = scoped(scope).where((eb) => userMatches(eb, dialect, match));
    return plan === 'candidates' ? tested.where(sql<SqlBool>`u.id in (${dialect.userListing.candidates(scope.clientId, match.term)})`) : tested;
  };

  /** A prefix search in two index ranges: names starting with the term, and e-mails starting with it (other names). */
  const prefixParts = (scope: ListScope, term: string): [Scoped, Scoped] => [
    scoped(scope).where((eb) => inPrefixRange(eb, 'u.name_key', term)),
    scoped(scope).where((eb) => eb.and([inPrefixRange(eb, 'u.email', term), eb.not(inPrefixRange(eb, 'u.name_key', term))])),
  ];

  const countUpTo = async (query: Scoped, cap: number) => {
    const inner = query.select(sql.lit(1).as('one')).limit(cap);
    const row = await db.selectFrom(inner.as('t')).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  };

  const seekFrom = (query: Scoped, seek: Seek<ListKey>): Scoped => seekByName(query, seek);

  const withDetails = (query: Scoped, clientId: number) =>
    query
      .leftJoin('groups as g', (j) => j.onRef('g.id', '=', 'u.group_id').on('g.client_id', '=', clientId))
      .leftJoin('regionals as r', (j) => j.onRef('r.id', '=', 'u.regional_id').on('r.client_id', '=', clientId))
      .select(['u.id', 'u.name_key', 'u.name', 'u.email', 'u.picture', 'u.status', 'u.group_id', 'g.name as group_name', 'u.regional_id', 'r.name as regional_name']);

  const compare = compareKeys;

  /** The first row key past `offset` rows, read from the order index alone (no table rows for the skipped ones). */
  const keyAt = (query: Scoped, offset: number): Promise<ListKey | undefined> =>
    query.select(['u.name_key', 'u.id']).orderBy('u.name_key').orderBy('u.id').offset(offset).limit(1).executeTakeFirst();

  /**
   * The page's ids first, from the order index alone (it holds name_key and email, so a walk that tests rows
   * never reads the table on PostgreSQL either), then the details of those rows only.
   */
  const pageOf = (query: Scoped, seek: Seek<ListKey>, clientId: number): Promise<ListRow[]> => {
    const ids = seekFrom(query, seek).select('u.id');
    return withDetails(db.selectFrom('users as u').where('u.id', 'in', ids), clientId).orderBy('u.name_key', seek.order).orderBy('u.id', seek.order).execute();
  };

  const readPlain = async (scope: ListScope, plan: ReadPlan, seek: Seek<ListKey>): Promise<ListRow[]> => {
    const query = matching(scope, plan);
    if (seek.offset > 0 && !seek.from && seek.order === 'asc') {
      const key = await keyAt(query, seek.offset - 1);
      if (!key) return [];
      return pageOf(query, { ...seek, from: key, offset: 0 }, scope.clientId);
    }
    return pageOf(query, seek, scope.clientId);
  };

  return {
    /** Rows of a page in the seek's order. */
    async read(scope: ListScope, plan: ReadPlan, seek: Seek<ListKey>): Promise<ListRow[]> {
      const { match } = scope;
      if (plan !== 'prefix' || !match) return readPlain(scope, plan, seek);
      // Name matches come in order from the name index. E-mail matches of other names are usually few: their keys
      // come from the e-mail index (no ORDER BY, so no planner walks the name index hoping to stop early) and are
      // windowed here; when there are many, the database sorts them. Each side reads up to offset + limit rows.
      const window = { ...seek, offset: 0, limit: seek.offset + seek.limit };
      const [nameSide, emailSide] = prefixParts(scope, match.term);
      const sign = seek.order === 'asc' ? 1 : -1;
      const inWindow = (key: ListKey) => !seek.from || sign * compare(key, seek.from) > 0;
      const emailKeys = await emailSide.select(['u.id', 'u.name_key']).limit(PREFIX_EMAIL_KEYS + 1).execute();
      const emailRows =
        emailKeys.length > PREFIX_EMAIL_KEYS
          ? withDetails(seekFrom(emailSide, window), scope.clientId).execute()
          : readPlain({ ...scope, match: undefined, ids: emailKeys.filter(inWindow).sort((a, b) => sign * compare(a, b)).slice(0, window.limit).map((k) => k.id) }, 'walk', { ...window, from: undefined });
      const [byName, byEmail] = await Promise.all([withDetails(seekFrom(nameSide, window), scope.clientId).execute(), emailRows]);
      return [...byName, ...byEmail].sort((a, b) => sign * compare(a, b)).slice(seek.offset, seek.offset + seek.limit);
    },

    /**
     * How many rows match, counting no further than `cap`: by testing every row of the scope ('walk', for small
     * scopes) or through the indexes (prefix ranges, trigram candidates).
     */
    async countUpTo(scope: ListScope, via: 'walk' | 'index', cap: number): Promise<number> {
      const { match } = scope;
      if (via === 'walk' || !match) return countUpTo(matching(scope, 'walk'), cap);
      if (match.kind === 'contains') return countUpTo(matching(scope, 'candidates'), cap);
      const [byName, byEmail] = await Promise.all(prefixParts(scope, match.term).map((part) => countUpTo(part, cap)));
      return Math.min(cap, byName + byEmail);
    },

    /**
     * Rows and matches among the scope's rows in a few id windows spread over the table: the share of matches,
     * for estimating large totals without counting them.
     */
    async sample(scope: ListScope, windows: number, width: number): Promise<{ seen: number; matched: number }> {
      const { match } = scope;
      const max = await topUserId(db);
      let seen = 0;
      let matched = 0;
      for (let w = 0; w < windows && max > 0; w++) {
        const low = Math.floor((max * w) / windows);
        const row = await scoped(scope)
          .where('u.id', '>', low)
          .where('u.id', '<=', low + width)
          .select((eb) => [eb.fn.countAll<number | string>().as('seen'), eb.fn.sum<number | string | null>(match ? eb.case().when(userMatches(eb, dialect, match)).then(1).else(0).end() : sql.lit(1)).as('matched')])
          .executeTakeFirstOrThrow();
        seen += Number(row.seen);
        matched += Number(row.matched ?? 0);
      }
      return { seen, matched };
    },

    /** Live users of a client (under a group and/or regional), from the counters. */
    liveCount: (scope: ListScope): Promise<number> => liveUsers(db, scope),

    /** The sort key of a user of the client (deleted ones too: a cursor may name a row deleted since). */
    keyOf: (clientId: number, id: number): Promise<ListKey | undefined> => userKeyOf(db, clientId, id),
  };
}
