import type { DbOrTx } from '../../db/handle.ts';
import { num } from './source.ts';

/** The summary's figures: one grouped query per figure over an index led by client_id, counts per client. */

export type Counts = Map<number, number>;
const byClient = (rows: { client_id: number; n: unknown }[]): Counts =>
  new Map(rows.map((r) => [r.client_id, num(r.n)]));

export async function figures(db: DbOrTx, from: string, to: string) {
  const [members, days, files, projects] = await Promise.all([
    db
      .selectFrom('user_counts')
      .select(['client_id'])
      .select((eb) => eb.fn.sum('live').as('n'))
      .groupBy('client_id')
      .execute(),
    // The daily rollups (migration 016) of the period's days.
    db
      .selectFrom('activity_days')
      .select(['client_id'])
      .select((eb) => [
        eb.fn.sum('joined').as('joined'),
        eb.fn.sum('sign_ins').as('sign_ins'),
        eb.fn.sum('posts').as('posts'),
      ])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy('client_id')
      .execute(),
    db
      .selectFrom('files')
      .select(['client_id'])
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('size').as('bytes')])
      .groupBy('client_id')
      .execute(),
    db
      .selectFrom('projects')
      .select(['client_id'])
      .select((eb) => eb.fn.countAll().as('n'))
      .groupBy('client_id')
      .execute(),
  ]);
  return {
    members: byClient(members),
    joined: new Map(days.map((r) => [r.client_id, num(r.joined)])),
    signIns: new Map(days.map((r) => [r.client_id, num(r.sign_ins)])),
    posts: new Map(days.map((r) => [r.client_id, num(r.posts)])),
    files: byClient(files),
    bytes: new Map(files.map((r) => [r.client_id, num(r.bytes)])),
    projects: byClient(projects),
  };
}

export const clientsOf = (db: DbOrTx) =>
  db.selectFrom('clients').select(['id', 'name', 'status']).orderBy('name').execute();
