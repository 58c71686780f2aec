import { sql, type Kysely } from 'kysely';
import { ACTIVITY_SOURCES, backfillActivity, contributions, lastSignInDays, upsertActivity } from './activity.ts';

/** The client's day of a timestamptz: São Paulo's fixed offset (Brazil keeps no daylight saving since 2019), as on SQLite. */
const dayOf = (timestamp: string) => `to_char((${timestamp} at time zone 'UTC') - interval '3 hours', 'YYYY-MM-DD')`;

/** A sign-in moves its member's latest day forward (never back: a seed may log older sign-ins after newer ones). */
const SEEN = `update users u set last_sign_in_day = s.day
  from (select user_id, client_id, max(${dayOf('created_at')}) as day from new_rows group by user_id, client_id order by user_id) s
  where u.id = s.user_id and u.client_id = s.client_id and (u.last_sign_in_day is null or u.last_sign_in_day < s.day)`;

/**
 * Statement triggers with transition tables: a bulk insert of a thousand rows adds one upsert per (client, day) it
 * touches, not one per row. One function per table serves its insert, delete and update triggers.
 */
const TRIGGERS = ACTIVITY_SOURCES.flatMap((source) => {
  const { table } = source;
  const added = upsertActivity(source, contributions(source, 'n', 1, dayOf, 'new_rows'));
  const removed = upsertActivity(source, contributions(source, 'o', -1, dayOf, 'old_rows'));
  const moved = upsertActivity(
    source,
    `${contributions(source, 'o', -1, dayOf, 'old_rows')} union all ${contributions(source, 'n', 1, dayOf, 'new_rows')}`,
  );
  return [
    `create function activity_${table}_trigger() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then
         ${added};
         ${table === 'sign_ins' ? `${SEEN};` : ''}
       elsif tg_op = 'DELETE' then
         ${removed};
       else
         ${moved};
       end if;
       return null;
     end $$`,
    `create trigger activity_${table}_ins after insert on ${table} referencing new table as new_rows for each statement execute function activity_${table}_trigger()`,
    `create trigger activity_${table}_del after delete on ${table} referencing old table as old_rows for each statement execute function activity_${table}_trigger()`,
    `create trigger activity_${table}_upd after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function activity_${table}_trigger()`,
  ];
});

const DROP = ACTIVITY_SOURCES.flatMap(({ table }) => [
  ...['ins', 'del', 'upd'].map((t) => `drop trigger if exists activity_${table}_${t} on ${table}`),
  `drop function if exists activity_${table}_trigger()`,
]);

export const postgresActivity = {
  async recount<DB>(db: Kysely<DB>): Promise<void> {
    for (const statement of [lastSignInDays(dayOf), ...backfillActivity(dayOf)]) await sql.raw(statement).execute(db);
  },
  async install<DB>(db: Kysely<DB>): Promise<void> {
    await this.recount(db);
    for (const statement of TRIGGERS) await sql.raw(statement).execute(db);
  },
  async uninstall<DB>(db: Kysely<DB>): Promise<void> {
    for (const statement of DROP) await sql.raw(statement).execute(db);
  },
};
