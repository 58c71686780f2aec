import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { ClientStatus } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import { likeContains } from '../../db/like.ts';
import type { ClientsTable } from '../../db/schema.ts';

export type ClientRow = Selectable<ClientsTable>;

export interface ClientFilter {
  search?: string;
  status?: ClientStatus;
}

export function clientsRepo(db: DbOrTx) {
  const filtered = (filter: ClientFilter) => {
    let query = db.selectFrom('clients');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.search) {
      // `%` and `_` typed by the operator match themselves.
      const pattern = likeContains(filter.search);
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('name')})`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(${sql.ref('slug')})`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    return query;
  };

  return {
    /** Revokes every live token of the client's users (a suspension: they stay revoked after a reactivation). */
    revokeTokens: (clientId: number, at: string) =>
      db
        .updateTable('access_tokens')
        .set({ revoked_at: at })
        .where('revoked_at', 'is', null)
        .where('user_id', 'in', db.selectFrom('users').select('id').where('client_id', '=', clientId))
        .execute(),

    byId: (clientId: number): Promise<ClientRow | undefined> =>
      db.selectFrom('clients').selectAll().where('id', '=', clientId).executeTakeFirst(),

    bySlug: (slug: string): Promise<ClientRow | undefined> =>
      db.selectFrom('clients').selectAll().where('slug', '=', slug).executeTakeFirst(),

    /**
     * Inside a transaction, before reading the row to change: a no-op write (of a column no key holds, so new users of the client are not held up) that holds the row until commit, so two
     * changes of one client apply one after the other (PostgreSQL's row lock; SQLite writes one at a time anyway).
     * False when the client does not exist.
     */
    async lock(clientId: number): Promise<boolean> {
      const result = await db
        .updateTable('clients')
        .set((eb) => ({ status: eb.ref('status') }))
        .where('id', '=', clientId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    update: (clientId: number, patch: Updateable<ClientsTable>) =>
      db.updateTable('clients').set(patch).where('id', '=', clientId).execute(),

    /** One page of the clients in name order, with how many the filter keeps. */
    async page(
      filter: ClientFilter,
      window: { limit: number; offset: number },
    ): Promise<{ rows: ClientRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(filter).selectAll().orderBy('name').orderBy('id').limit(window.limit).offset(window.offset).execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Live users of each client, from the counters the users table keeps (never a count of the users themselves). */
    async liveUsers(clientIds: number[]): Promise<Map<number, number>> {
      if (!clientIds.length) return new Map();
      const rows = await db
        .selectFrom('user_counts')
        .select(['client_id', (eb) => eb.fn.sum<number | string | null>('live').as('n')])
        .where('client_id', 'in', clientIds)
        .groupBy('client_id')
        .execute();
      return new Map(rows.map((r) => [r.client_id, Number(r.n ?? 0)]));
    },

    /**
     * The newest sign-in of a user of each client: per client, the last entry of the sign-in log's (client_id,
     * created_at) index whose user is the client's own (an operator's sign-in on the client's page is not the client's
     * activity). The log, not the tokens: tokens are deleted once expired, and imported or seeded history has none.
     */
    async lastSignIns(clientIds: number[]): Promise<Map<number, Date | string>> {
      if (!clientIds.length) return new Map();
      const rows = await db
        .selectFrom('clients as c')
        .where('c.id', 'in', clientIds)
        .select((eb) => [
          'c.id',
          eb
            .selectFrom('sign_ins as s')
            .innerJoin('users as u', 'u.id', 's.user_id')
            .whereRef('s.client_id', '=', 'c.id')
            .whereRef('u.client_id', '=', 'c.id')
            .select('s.created_at')
            .orderBy('s.created_at', 'desc')
            .limit(1)
            .as('last'),
        ])
        .execute();
      return new Map(rows.flatMap((r) => (r.last === null ? [] : [[r.id, r.last] as const])));
    },

    /** Sign-ins of each client from a day of its own on (the daily rollups of migration 016: a few rows per client). */
    async signInsSince(clientIds: number[], fromDay: string): Promise<Map<number, number>> {
      if (!clientIds.length) return new Map();
      const rows = await db
        .selectFrom('activity_days')
        .select(['client_id', (eb) => eb.fn.sum<number | string | null>('sign_ins').as('n')])
        .where('client_id', 'in', clientIds)
        .where('day', '>=', fromDay)
        .groupBy('client_id')
        .execute();
      return new Map(rows.map((r) => [r.client_id, Number(r.n ?? 0)]));
    },

    /** Up to `limit` clients in name order, as the /auth page lists them. */
    directory: (limit: number) =>
      db
        .selectFrom('clients')
        .select(['id', 'name', 'slug', 'login_url', 'status'])
        .orderBy('name')
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** The id a new client takes: after every existing one. */
    async nextId(): Promise<number> {
      const top = await db
        .selectFrom('clients')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirst();
      return Number(top?.max ?? 0) + 1;
    },

    async insert(clientId: number, row: Omit<Insertable<ClientsTable>, 'id'>): Promise<void> {
      await db
        .insertInto('clients')
        .values({ ...row, id: clientId })
        .execute();
    },
  };
}
