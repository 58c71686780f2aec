import { sql, type Kysely } from 'kysely';
import { ACTIVITY_SOURCES, backfillActivity, contributions, lastSignInDays, upsertActivity } from './activity.ts';

/** The client's day of an ISO timestamp: São Paulo's fixed offset (Brazil keeps no daylight saving since 2019). */
const dayOf = (timestamp: string) => `date(${timestamp}, '-3 hours')`;

/** A sign-in moves its member's latest day forward (never back: a seed may log older sign-ins after newer ones). */
const SEEN = `update users set last_sign_in_day = date(new.created_at, '-3 hours')
  where id = new.user_id and client_id = new.client_id and (last_sign_in_day is null or last_sign_in_day < date(new.created_at, '-3 hours'))`;

/** Row triggers: an insert adds its row's contributions, a delete takes them away, an update does both. */
const TRIGGERS = ACTIVITY_SOURCES.flatMap((source) => {
  const { table } = source;
  const added = upsertActivity(source, contributions(source, 'new', 1, dayOf));
  const removed = upsertActivity(source, contributions(source, 'old', -1, dayOf));
  const moved = upsertActivity(
    source,
    `${contributions(source, 'old', -1, dayOf)} union all ${contributions(source, 'new', 1, dayOf)}`,
  );
  return [
    `create trigger activity_${table}_ai after insert on ${table} begin ${added}; ${table === 'sign_ins' ? `${SEEN};` : ''} end`,
    `create trigger activity_${table}_ad after delete on ${table} begin ${removed}; end`,
    `create trigger activity_${table}_au after update of ${source.watch.join(', ')} on ${table} begin ${moved}; end`,
  ];
});

const DROP = ACTIVITY_SOURCES.flatMap(({ table }) =>
  ['ai', 'ad', 'au'].map((t) => `drop trigger if exists activity_${table}_${t}`),
);

export const sqliteActivity = {
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
