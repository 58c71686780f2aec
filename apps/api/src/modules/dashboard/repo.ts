import { sql } from 'kysely';
import type { Db } from '../../db/handle.ts';

/** Inclusive day bounds of a period and of the previous one (YYYY-MM-DD, the client's days). */
export interface Periods {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

/** Totals of the activity rollups in the period (cur_*) and the previous one (prev_*). */
const TOTALS = ['sign_ins', 'joined', 'posts', 'comments', 'likes', 'uploads'] as const;
type Totals = Record<(typeof TOTALS)[number], { current: number; previous: number }>;

/** A count or sum of a collection's rows within each period, as the dashboard's collection cards ask. */
export interface CollectionFigure {
  table: string;
  /** The column whose value places a row in a period, and the period's bounds in that column's terms. */
  at?: { column: string; current: [string, string]; previous: [string, string] };
  /** Equalities every counted row meets. */
  where?: Record<string, string>;
  /** Summed instead of counted. */
  sum?: string;
}

const num = (value: unknown): number => Number(value ?? 0);

/** Every query reads the client's rows through an index: activity_days' key, user_counts' key, projects' client index. */
export function dashboardRepo(db: Db) {
  return {
    async totals(clientId: number, p: Periods): Promise<Totals> {
      const sums = TOTALS.flatMap((c) => [
        sql`coalesce(sum(case when day >= ${p.from} then ${sql.ref(c)} end), 0) as ${sql.ref(`cur_${c}`)}`,
        sql`coalesce(sum(case when day < ${p.from} then ${sql.ref(c)} end), 0) as ${sql.ref(`prev_${c}`)}`,
      ]);
      const { rows } = await sql<Record<string, unknown>>`select ${sql.join(sums)} from activity_days
        where client_id = ${clientId} and day >= ${p.previousFrom} and day <= ${p.to}`.execute(db);
      const row = rows[0] ?? {};
      return Object.fromEntries(
        TOTALS.map((c) => [c, { current: num(row[`cur_${c}`]), previous: num(row[`prev_${c}`]) }]),
      ) as Totals;
    },

    /** The rollups' days within from..to, oldest first (days without activity have no row). */
    async days(clientId: number, from: string, to: string) {
      const rows = await db
        .selectFrom('activity_days')
        .select(['day', 'sign_ins', 'joined', 'posts', 'comments', 'likes'])
        .where('client_id', '=', clientId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .orderBy('day')
        .execute();
      return rows.map((r) => ({
        day: r.day,
        sign_ins: num(r.sign_ins),
        new_members: num(r.joined),
        posts: num(r.posts),
        comments: num(r.comments),
        likes: num(r.likes),
      }));
    },

    /** Live members whose latest sign-in is on `since` or later: each counted once, on the day of their last sign-in. */
    async seenSince(clientId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('activity_days')
        .select((eb) => eb.fn.sum<number | string>('last_seen').as('n'))
        .where('client_id', '=', clientId)
        .where('day', '>=', since)
        .executeTakeFirst();
      return num(row?.n);
    },

    /**
     * What changed after the two periods' ends (joins, departures, bytes uploaded): members and storage at a day's
     * end are today's less what came after it. `bytes`: every upload's bytes ever.
     */
    async since(clientId: number, p: Periods) {
      const { rows } = await sql<Record<string, unknown>>`select
          coalesce(sum(case when day > ${p.to} then joined end), 0) as joined_after,
          coalesce(sum(case when day > ${p.to} then departed end), 0) as departed_after,
          coalesce(sum(case when day > ${p.to} then upload_bytes end), 0) as bytes_after,
          coalesce(sum(case when day > ${p.previousTo} then joined end), 0) as joined_after_previous,
          coalesce(sum(case when day > ${p.previousTo} then departed end), 0) as departed_after_previous,
          coalesce(sum(case when day > ${p.previousTo} then upload_bytes end), 0) as bytes_after_previous,
          coalesce(sum(upload_bytes), 0) as bytes
        from activity_days where client_id = ${clientId}`.execute(db);
      const row = rows[0] ?? {};
      return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, num(v)])) as Record<
        | 'joined_after'
        | 'departed_after'
        | 'bytes_after'
        | 'joined_after_previous'
        | 'departed_after_previous'
        | 'bytes_after_previous'
        | 'bytes',
        number
      >;
    },

    /** Live members per group or regional (user_counts; id null: none), largest first, with the names. */
    async shares(clientId: number, by: 'group' | 'regional') {
      const column = by === 'group' ? 'group_id' : 'regional_id';
      const names = by === 'group' ? 'groups' : 'regionals';
      const { rows } = await sql<{ id: number; name: string | null; members: number | string }>`
        select c.id, n.name, c.members from (
          select ${sql.ref(column)} as id, sum(live) as members from user_counts where client_id = ${clientId} group by ${sql.ref(column)}
        ) c left join ${sql.table(names)} n on n.id = c.id and n.client_id = ${clientId}
        where c.members > 0 order by c.members desc, n.name`.execute(db);
      return rows.map((r) => ({ id: Number(r.id) === 0 ? null : Number(r.id), name: r.name, members: num(r.members) }));
    },

    async liveMembers(clientId: number): Promise<number> {
      const row = await db
        .selectFrom('user_counts')
        .select((eb) => eb.fn.sum<number | string>('live').as('n'))
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return num(row?.n);
    },

    /** Projects per status, and those submitted within each period (by submitted_at, ISO bounds). */
    async projects(clientId: number, current: [string, string], previous: [string, string]) {
      const [statuses, submitted] = await Promise.all([
        db
          .selectFrom('projects')
          .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('client_id', '=', clientId)
          .groupBy('status')
          .execute(),
        sql<{ cur: unknown; prev: unknown }>`select
            coalesce(sum(case when submitted_at >= ${current[0]} and submitted_at < ${current[1]} then 1 end), 0) as cur,
            coalesce(sum(case when submitted_at >= ${previous[0]} and submitted_at < ${previous[1]} then 1 end), 0) as prev
          from projects where client_id = ${clientId} and submitted_at >= ${previous[0]} and submitted_at < ${current[1]}`.execute(
          db,
        ),
      ]);
      const row = submitted.rows[0];
      return {
        byStatus: new Map(statuses.map((s) => [s.status, num(s.n)])),
        submitted: { current: num(row?.cur), previous: num(row?.prev) },
      };
    },

    /** A collection's figure in the period and the previous one (previous null when the figure has no period). */
    async collectionFigure(
      clientId: number,
      figure: CollectionFigure,
    ): Promise<{ current: number; previous: number | null }> {
      const conditions = [
        sql`client_id = ${clientId}`,
        ...Object.entries(figure.where ?? {}).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
      ];
      const amount = figure.sum ? sql.ref(figure.sum) : sql.lit(1);
      const { at } = figure;
      if (!at) {
        const { rows } = await sql<{
          n: unknown;
        }>`select coalesce(sum(${amount}), 0) as n from ${sql.table(figure.table)} where ${sql.join(conditions, sql` and `)}`.execute(
          db,
        );
        return { current: num(rows[0]?.n), previous: null };
      }
      const column = sql.ref(at.column);
      const within = ([from, to]: [string, string]) => sql`${column} >= ${from} and ${column} < ${to}`;
      const { rows } = await sql<{ cur: unknown; prev: unknown }>`select
          coalesce(sum(case when ${within(at.current)} then ${amount} end), 0) as cur,
          coalesce(sum(case when ${within(at.previous)} then ${amount} end), 0) as prev
        from ${sql.table(figure.table)} where ${sql.join([...conditions, sql`${column} >= ${at.previous[0]}`, sql`${column} < ${at.current[1]}`], sql` and `)}`.execute(
        db,
      );
      return { current: num(rows[0]?.cur), previous: num(rows[0]?.prev) };
    },
  };
}
