import { addDays, clientDay, clientDayStart } from '@console/contract';
import type { Insertable, Kysely } from 'kysely';
import type { DB, SignInsTable } from '../schema.ts';
import { CLIENTS, DEMO_USERS, demoEmail } from './data.ts';

/** How far back the demo's activity goes, in days. */
const ACTIVITY_DAYS = 120;
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Safari/605.1.15',
];
/** The members who joined before the period the demo's history covers. */
const BEFORE_SHARE = 0.6;
/** Relative traffic by weekday (Sunday first): organisations sign in on working days. */
const WEEKDAY = [0.35, 1.1, 1, 1, 0.95, 0.85, 0.4];

/** A small deterministic generator, so every fresh demo has the same shapes. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The dashboard's demo history (docs/dashboard.md): each demo client's members joined over the last ACTIVITY_DAYS
 * days, a sign-in log that grows with them (busier on working days), and the demo feed spread over its last weeks.
 * Written as rows of the real tables, so the rollups' triggers count them as they count any write. A client whose
 * log already reaches back two days or more (seeded before, or a real one) is left as it is.
 */
export async function seedActivityDemo(db: Kysely<DB>, nowMs: number): Promise<void> {
  const today = clientDay(nowMs);
  // Nothing after now: today's rows stop at the present minute.
  const at = (day: string, minutes: number) =>
    new Date(Math.min(nowMs - 60_000, Date.parse(clientDayStart(day)) + minutes * 60_000)).toISOString();
  for (const client of CLIENTS) {
    if (!(await db.selectFrom('clients').select('id').where('id', '=', client.id).executeTakeFirst())) continue;
    const older = await db
      .selectFrom('sign_ins')
      .select('id')
      .where('client_id', '=', client.id)
      .where('created_at', '<', clientDayStart(addDays(today, -1)))
      .executeTakeFirst();
    if (older) continue;
    const next = random(client.id * 7_919);
    const demoAccounts = DEMO_USERS.map((u) => demoEmail(u.local, client));
    const people = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('client_id', '=', client.id)
      .where('email', 'like', `%@${client.slug}.demo`)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    if (!people.length) continue;

    // Most members were there before the period (up to a year earlier), the demo accounts first; the rest join along it.
    const joined = new Map<number, string>();
    const before = Math.round(people.length * BEFORE_SHARE);
    for (const [n, person] of people.entries()) {
      const back = demoAccounts.includes(person.email)
        ? 365
        : n < before
          ? ACTIVITY_DAYS + Math.floor(next() * (365 - ACTIVITY_DAYS))
          : Math.floor(ACTIVITY_DAYS * (1 - (n - before + 1) / (people.length - before)));
      const day = addDays(today, -back);
      joined.set(person.id, day);
      await db
        .updateTable('users')
        .set({ created_at: at(day, 9 * 60 + Math.floor(next() * 600)) })
        .where('id', '=', person.id)
        .execute();
    }

    const rows: Insertable<SignInsTable>[] = [];
    for (let back = ACTIVITY_DAYS; back >= 0; back--) {
      const day = addDays(today, -back);
      const present = people.filter((p) => (joined.get(p.id) as string) <= day);
      if (!present.length) continue;
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const count = Math.round(present.length * 0.22 * WEEKDAY[weekday] * (0.8 + 0.4 * next()));
      for (let i = 0; i < count; i++) {
        const who = present[Math.floor(next() * present.length)];
        const minutes = 7 * 60 + Math.floor(next() * 14 * 60);
        rows.push({
          client_id: client.id,
          user_id: who.id,
          created_at: at(day, minutes),
          address: `198.51.100.${1 + Math.floor(next() * 250)}`,
          user_agent: AGENTS[Math.floor(next() * AGENTS.length)],
        });
      }
    }
    for (let from = 0; from < rows.length; from += 500)
      await db
        .insertInto('sign_ins')
        .values(rows.slice(from, from + 500))
        .execute();
    await spreadFeed(db, client.id, today, at, next);
  }
}

/** The demo posts over the last weeks, oldest id first; each comment and like a little after its post. */
async function spreadFeed(
  db: Kysely<DB>,
  clientId: number,
  today: string,
  at: (day: string, minutes: number) => string,
  next: () => number,
) {
  const posts = await db
    .selectFrom('feed_posts')
    .select('id')
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
  for (const [n, post] of posts.entries()) {
    const back = Math.round(((posts.length - n) * 21) / posts.length);
    const day = addDays(today, -back);
    const posted = at(day, 9 * 60 + Math.floor(next() * 8 * 60));
    await db
      .updateTable('feed_posts')
      .set({ created_at: posted, updated_at: posted })
      .where('id', '=', post.id)
      .execute();
    const later = () => at(addDays(day, Math.min(back, Math.floor(next() * 3))), 18 * 60 + Math.floor(next() * 5 * 60));
    for (const comment of await db.selectFrom('feed_comments').select('id').where('post_id', '=', post.id).execute()) {
      const when = later();
      await db
        .updateTable('feed_comments')
        .set({ created_at: when, updated_at: when })
        .where('id', '=', comment.id)
        .execute();
    }
    for (const like of await db.selectFrom('feed_likes').select('user_id').where('post_id', '=', post.id).execute()) {
      await db
        .updateTable('feed_likes')
        .set({ created_at: later() })
        .where('post_id', '=', post.id)
        .where('user_id', '=', like.user_id)
        .execute();
    }
  }
}
