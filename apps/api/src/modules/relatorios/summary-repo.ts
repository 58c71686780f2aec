import type { DbOrTx } from '../../db/handle.ts';
import { num } from './source.ts';

/** The summary's figures: one grouped query per figure over an index led by client_id, counts per client. */

export type Counts = Map<number, number>;
const byClient = (rows: { client_id: number; n: unknown }[]): Counts => new Map(rows.map((r) => [r.client_id, num(r.n)]));

export async function figures(db: DbOrTx, fromAt: string, toAt: string) {
  const inPeriod = (table: 'users' | 'feed_posts' | 'access_tokens', live = false) => {
    let q = db.selectFrom(table as 'feed_posts').select(['client_id']).select((eb) => eb.fn.countAll().as('n')).where('created_at', '>=', fromAt).where('created_at', '<', toAt);
    if (live) q = q.where('deleted_at', 'is', null);
    return q.groupBy('client_id').execute();
  };
  const [members, joined, signIns, posts, files, projects] = await Promise.all([
    db.selectFrom('user_counts').select(['client_id']).select((eb) => eb.fn.sum('live').as('n')).groupBy('client_id').execute(),
    inPeriod('users'),
    inPeriod('access_tokens'),
    inPeriod('feed_posts', true),
    db.selectFrom('files').select(['client_id']).select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('size').as('bytes')]).groupBy('client_id').execute(),
    db.selectFrom('projects').select(['client_id']).select((eb) => eb.fn.countAll().as('n')).groupBy('client_id').execute(),
  ]);
  return {
    members: byClient(members),
    joined: byClient(joined),
    signIns: byClient(signIns),
    posts: byClient(posts),
    files: byClient(files),
    bytes: new Map(files.map((r) => [r.client_id, num(r.bytes)])),
    projects: byClient(projects),
  };
}


export const clientsOf = (db: DbOrTx) => db.selectFrom('clients').select(['id', 'name', 'status']).orderBy('name').execute();
