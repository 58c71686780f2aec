/**
 * The daily activity rollups (activity_days, migration 016) described once for both engines: which rows of which
 * table count in which column, on which of the client's days. The engines differ only in how a timestamp becomes a
 * day and in how triggers are written (sqlite-activity.ts, postgres-activity.ts).
 */

const ACTIVITY_COLUMNS = [
  'sign_ins',
  'last_seen',
  'joined',
  'departed',
  'posts',
  'comments',
  'likes',
  'uploads',
  'upload_bytes',
] as const;
type ActivityColumn = (typeof ACTIVITY_COLUMNS)[number];

/** A row alias (`new`, `old`, or a FROM alias) to an SQL expression over that row. */
type RowSql = (row: string) => string;

interface ActivityPart {
  /** The amount the row adds to each column. */
  adds: Partial<Record<ActivityColumn, RowSql>>;
  /** The timestamp column whose day the row counts on, or `dayColumn`: a column already holding a day. */
  at?: string;
  dayColumn?: string;
  when?: RowSql;
}

export interface ActivitySource {
  table: string;
  /** The columns whose change moves a row's contributions (SQLite's UPDATE OF). */
  watch: string[];
  parts: ActivityPart[];
}

const one: RowSql = () => '1';

export const ACTIVITY_SOURCES: readonly ActivitySource[] = [
  {
    table: 'users',
    watch: ['client_id', 'created_at', 'deleted_at', 'last_sign_in_day'],
    parts: [
      { adds: { joined: one }, at: 'created_at' },
      { adds: { departed: one }, at: 'deleted_at', when: (r) => `${r}.deleted_at is not null` },
      // A live member counts once, on the day of their latest sign-in.
      {
        adds: { last_seen: one },
        dayColumn: 'last_sign_in_day',
        when: (r) => `${r}.deleted_at is null and ${r}.last_sign_in_day is not null`,
      },
    ],
  },
  { table: 'sign_ins', watch: ['client_id', 'created_at'], parts: [{ adds: { sign_ins: one }, at: 'created_at' }] },
  {
    table: 'feed_posts',
    watch: ['client_id', 'created_at', 'deleted_at'],
    parts: [{ adds: { posts: one }, at: 'created_at', when: (r) => `${r}.deleted_at is null` }],
  },
  {
    table: 'feed_comments',
    watch: ['client_id', 'created_at'],
    parts: [{ adds: { comments: one }, at: 'created_at' }],
  },
  { table: 'feed_likes', watch: ['client_id', 'created_at'], parts: [{ adds: { likes: one }, at: 'created_at' }] },
  {
    table: 'files',
    watch: ['client_id', 'created_at', 'size'],
    parts: [{ adds: { uploads: one, upload_bytes: (r) => `${r}.size` }, at: 'created_at' }],
  },
];

const columnsOf = (source: ActivitySource): ActivityColumn[] =>
  ACTIVITY_COLUMNS.filter((c) => source.parts.some((p) => p.adds[c]));

/**
 * A SELECT of (client_id, day, <the source's columns>) rows: what `row` adds (sign 1) or takes away (-1).
 * `from`: the relation `row` aliases (a table or a transition table); none for a trigger's new/old.
 */
export function contributions(
  source: ActivitySource,
  row: string,
  sign: 1 | -1,
  dayOf: (timestamp: string) => string,
  from?: string,
): string {
  const columns = columnsOf(source);
  return source.parts
    .map((part) => {
      const day = part.dayColumn ? `${row}.${part.dayColumn}` : dayOf(`${row}.${part.at}`);
      const values = columns.map(
        (c) => `${part.adds[c] ? `${sign === -1 ? '-' : ''}(${part.adds[c](row)})` : '0'} as ${c}`,
      );
      return `select ${row}.client_id as client_id, ${day} as day, ${values.join(', ')}${from ? ` from ${from} ${row}` : ''}${part.when ? ` where ${part.when(row)}` : ''}`;
    })
    .join(' union all ');
}

/** Adds the summed contributions to activity_days, skipping days whose sums are all zero; in key order (no deadlock). */
export function upsertActivity(source: ActivitySource, rows: string): string {
  const columns = columnsOf(source);
  return `insert into activity_days (client_id, day, ${columns.join(', ')})
    select client_id, day, ${columns.map((c) => `sum(${c})`).join(', ')} from (${rows}) x
    where day is not null group by client_id, day having ${columns.map((c) => `sum(${c}) <> 0`).join(' or ')}
    order by client_id, day
    on conflict (client_id, day) do update set ${columns.map((c) => `${c} = activity_days.${c} + excluded.${c}`).join(', ')}`;
}

/** Every existing row counted afresh (the migration's back-fill, or after a bulk load with the triggers off). */
export const backfillActivity = (dayOf: (timestamp: string) => string): string[] => [
  'delete from activity_days',
  ...ACTIVITY_SOURCES.map((source) => upsertActivity(source, contributions(source, 't', 1, dayOf, source.table))),
];

/** users.last_sign_in_day from the sign-in log (a member's own client only). */
export const lastSignInDays = (dayOf: (timestamp: string) => string): string =>
  `update users set last_sign_in_day = s.day
     from (select user_id, client_id, max(${dayOf('created_at')}) as day from sign_ins group by user_id, client_id) s
     where users.id = s.user_id and users.client_id = s.client_id`;
