import { sql, type SqlBool } from 'kysely';
import { runCompiled, type Slots } from '../../db/compiled.ts';
import type { DialectSql } from '../../db/dialects/index.ts';
import type { Db } from '../../db/handle.ts';
import {
  bothSides,
  compareKeys,
  mergeSides,
  windowOf,
  type Sample,
  type UserKey,
  type UserMatch,
} from '../../platform/list-planner.ts';
import {
  countUpTo,
  emailOnlyPrefix,
  inPrefixRange,
  liveUsers,
  liveUsersOf,
  sampleUsers,
  type UsersEb,
  seekByName,
  seekPastOffset,
  userKeyOf,
  userMatches,
} from '../../platform/list-planner-repo.ts';
import type { Seek } from '../../platform/pagination.ts';
import { linkName, USER_LINKS } from '../../platform/user-links-repo.ts';

/** The list order: name_key, then id. */
export type ListKey = UserKey;

/** A search term, normalised (searchKey): 1-2 characters match name or e-mail prefixes, 3+ substrings. */
type Match = UserMatch;

export interface ListScope {
  clientId: number;
  group?: number;
  regional?: number;
  /** A unit or job role (links.ts): no counter keeps these, so their totals are counted or sampled. */
  unidade?: number;
  cargo?: number;
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
  unidade_id: number | null;
  unidade_name: string | null;
  cargo_id: number | null;
  cargo_name: string | null;
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

export function listRepo(db: Db, dialect: DialectSql) {
  /** Live users of the scope's client under its filters (not its match). */
  const scoped = (scope: ListScope) => {
    let query = db.selectFrom('users as u').where('u.client_id', '=', scope.clientId).where('u.deleted_at', 'is', null);
    if (scope.group !== undefined) query = query.where('u.group_id', '=', scope.group);
    if (scope.regional !== undefined) query = query.where('u.regional_id', '=', scope.regional);
    if (scope.unidade !== undefined) query = query.where('u.unidade_id', '=', scope.unidade);
    if (scope.cargo !== undefined) query = query.where('u.cargo_id', '=', scope.cargo);
    if (scope.ids) query = query.where('u.id', 'in', scope.ids.length ? scope.ids : [0]);
    return query;
  };

  type Scoped = ReturnType<typeof scoped>;

  /** Restricts to the match: as a row test, or first through the trigram index (candidates). */
  const matching = (scope: ListScope, plan: ReadPlan): Scoped => {
    const { match } = scope;
    if (!match) return scoped(scope);
    const tested = scoped(scope).where((eb) => userMatches(eb, dialect, match));
    return plan === 'candidates'
      ? tested.where(sql<SqlBool>`u.id in (${dialect.userListing.candidates(scope.clientId, match.term)})`)
      : tested;
  };

  /** A prefix search in two index ranges: names starting with the term, and e-mails starting with it (other names). */
  const prefixParts = (scope: ListScope, term: string): [Scoped, Scoped] => [
    scoped(scope).where((eb) => inPrefixRange(eb, 'u.name_key', term)),
    scoped(scope).where((eb) => emailOnlyPrefix(eb, term)),
  ];

  const countOf = (query: Scoped, cap: number) => countUpTo(db, query.select(sql.lit(1).as('one')), cap);

  const seekFrom = (query: Scoped, seek: Seek<ListKey>): Scoped => seekByName(query, seek);

  const withDetails = (query: Scoped, clientId: number) =>
    query
      .leftJoin('groups as g', (j) => j.onRef('g.id', '=', 'u.group_id').on('g.client_id', '=', clientId))
      .leftJoin('regionals as r', (j) => j.onRef('r.id', '=', 'u.regional_id').on('r.client_id', '=', clientId))
      .select([
        'u.id',
        'u.name_key',
        'u.name',
        'u.email',
        'u.picture',
        'u.status',
        'u.group_id',
        'g.name as group_name',
        'u.regional_id',
        'r.name as regional_name',
        'u.unidade_id',
        linkName(USER_LINKS[0], 'u').as('unidade_name'),
        'u.cargo_id',
        linkName(USER_LINKS[1], 'u').as('cargo_name'),
      ]);

  /**
   * The page's ids first, from the order index alone (it holds name_key and email, so a walk that tests rows
   * never reads the table on PostgreSQL either), then the details of those rows only.
   */
  const pageOf = (query: Scoped, seek: Seek<ListKey>, clientId: number): Promise<ListRow[]> => {
    const ids = seekFrom(query, seek).select('u.id');
    return withDetails(db.selectFrom('users as u').where('u.id', 'in', ids), clientId)
      .orderBy('u.name_key', seek.order)
      .orderBy('u.id', seek.order)
      .execute();
  };

  /**
   * A page of the list without a search or ids (the list as it opens, and its pages by number or cursor), compiled
   * once per shape (db/compiled.ts): the hottest read of the product. No row is tested here, so the page is read in
   * one pass of the order index with each row's details, not as ids first (an offset became a key above).
   */
  const readScoped = async (
    scope: ListScope,
    seek: Seek<ListKey>,
    counted = false,
  ): Promise<(ListRow & { scope_live?: number | string | null })[]> => {
    const { clientId, group, regional, unidade, cargo } = scope;
    const shape = [group, regional, unidade, cargo].map((v) => v !== undefined).join(' ');
    const slotted = (p: Slots<Record<string, unknown>>) =>
      scoped({
        clientId: p('clientId'),
        group: group === undefined ? undefined : p('group'),
        regional: regional === undefined ? undefined : p('regional'),
        unidade: unidade === undefined ? undefined : p('unidade'),
        cargo: cargo === undefined ? undefined : p('cargo'),
      });
    let from = seek.from;
    if (seek.offset > 0 && !from && seek.order === 'asc') {
      // seekPastOffset's read: the key of the row before the offset, from the order index alone.
      const values = { clientId, group, regional, unidade, cargo, skip: seek.offset - 1 };
      [from] = await runCompiled(
        db,
        `users.keyAt ${shape}`,
        values,
        (p) =>
          slotted(p).select(['u.name_key', 'u.id']).orderBy('u.name_key').orderBy('u.id').offset(p('skip')).limit(1),
        ['skip'],
      );
      if (!from) return [];
    }
    const offset = from === seek.from ? seek.offset : 0;
    const filters = { clientId, group, regional, unidade, cargo };
    const values = { ...filters, name: from?.name_key, id: from?.id, offset, limit: seek.limit };
    const key = `users.page ${shape} ${seek.order} ${from !== undefined} ${offset > 0} ${counted}`;
    return runCompiled(
      db,
      key,
      values,
      (p) => {
        const window: Seek<ListKey> = {
          order: seek.order,
          from: from && { name_key: p('name'), id: p('id') },
          offset: offset > 0 ? p('offset') : 0,
          limit: p('limit'),
        };
        const page = withDetails(seekFrom(slotted(p), window), p('clientId'));
        return counted
          ? page.select(
              liveUsersOf(db, {
                clientId: p('clientId'),
                group: group === undefined ? undefined : p('group'),
                regional: regional === undefined ? undefined : p('regional'),
              }).as('scope_live'),
            )
          : page;
      },
      ['offset', 'limit'],
    );
  };

  const readPlain = async (scope: ListScope, plan: ReadPlan, seek: Seek<ListKey>): Promise<ListRow[]> => {
    if (!scope.match && !scope.ids) return readScoped(scope, seek);
    const query = matching(scope, plan);
    const from = await seekPastOffset(query, seek);
    return from ? pageOf(query, from, scope.clientId) : [];
  };

  return {
    /** Rows of a page in the seek's order. */
    async read(scope: ListScope, plan: ReadPlan, seek: Seek<ListKey>): Promise<ListRow[]> {
      const { match } = scope;
      if (plan !== 'prefix' || !match) return readPlain(scope, plan, seek);
      // Name matches come in order from the name index. E-mail matches of other names are usually few: their keys
      // come from the e-mail index (no ORDER BY, so no planner walks the name index hoping to stop early) and are
      // windowed here; when there are many, the database sorts them. Each side reads up to offset + limit rows.
      const window = bothSides(seek);
      const [nameSide, emailSide] = prefixParts(scope, match.term);
      const emailKeys = await emailSide
        .select(['u.id', 'u.name_key'])
        .limit(PREFIX_EMAIL_KEYS + 1)
        .execute();
      const emailRows =
        emailKeys.length > PREFIX_EMAIL_KEYS
          ? withDetails(seekFrom(emailSide, window), scope.clientId).execute()
          : readPlain(
              { ...scope, match: undefined, ids: windowOf(emailKeys.sort(compareKeys), window).map((k) => k.id) },
              'walk',
              { ...window, from: undefined },
            );
      const [byName, byEmail] = await Promise.all([
        withDetails(seekFrom(nameSide, window), scope.clientId).execute(),
        emailRows,
      ]);
      return mergeSides(byName, byEmail, seek);
    },

    /**
     * How many rows match, counting no further than `cap`: by testing every row of the scope ('walk', for small
     * scopes) or through the indexes (prefix ranges, trigram candidates).
     */
    async countUpTo(scope: ListScope, via: 'walk' | 'index', cap: number): Promise<number> {
      const { match } = scope;
      if (via === 'walk' || !match) return countOf(matching(scope, 'walk'), cap);
      if (match.kind === 'contains') return countOf(matching(scope, 'candidates'), cap);
      const [byName, byEmail] = await Promise.all(prefixParts(scope, match.term).map((part) => countOf(part, cap)));
      return Math.min(cap, byName + byEmail);
    },

    /**
     * Rows of the counted scope (client, group, regional) and matches among them (the unit, the job role, the
     * search) in a few id windows spread over the table: the share of matches, for estimating large totals
     * without counting them.
     */
    sample(scope: ListScope, windows: number, width: number): Promise<Sample> {
      const { match, unidade, cargo } = scope;
      const counted = { ...scope, unidade: undefined, cargo: undefined };
      const narrowed = match !== undefined || unidade !== undefined || cargo !== undefined;
      const test = (eb: UsersEb) =>
        eb.and([
          ...(match ? [userMatches(eb, dialect, match)] : []),
          ...(unidade !== undefined ? [eb('u.unidade_id', '=', unidade)] : []),
          ...(cargo !== undefined ? [eb('u.cargo_id', '=', cargo)] : []),
        ]);
      return sampleUsers(db, () => scoped(counted), narrowed ? test : undefined, windows, width);
    },

    /**
     * A page of the plain list (no match, no ids) with its scope's live users from the counters, in one statement;
     * `live` is absent when the page is empty (the counter then comes alone).
     */
    async readCounted(scope: ListScope, seek: Seek<ListKey>): Promise<{ rows: ListRow[]; live?: number }> {
      const rows = await readScoped(scope, seek, true);
      if (!rows.length) return { rows: [] };
      const live = Number(rows[0].scope_live ?? 0);
      return { rows: rows.map(({ scope_live: _, ...row }) => row), live };
    },

    /** Live users of a client (under a group and/or regional), from the counters. */
    liveCount: (scope: ListScope): Promise<number> => liveUsers(db, scope),

    /** The sort key of a user of the client (deleted ones too: a cursor may name a row deleted since). */
    keyOf: (clientId: number, id: number): Promise<ListKey | undefined> => userKeyOf(db, clientId, id),
  };
}
