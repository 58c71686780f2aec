import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { collectionByEntity } from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import { domainEvents } from '../../platform/domain-events.ts';
import { jobQueue } from '../../platform/jobs/index.ts';
import { outboxMailer } from '../../platform/mail/index.ts';
import { collectionSuite, pathOf } from './test-kit.ts';
import { runCollectionTimers, type TimerDeps } from './timers.ts';
import { collectionWrites } from './write-path.ts';

/** A voucher's validity on the test clock: past its last valid day (in the client's zone) it is expired, once. */

const suite = collectionSuite();
let now = Date.parse('2026-06-10T15:00:00Z'); // 12:00 in São Paulo
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const db = () => suite.kit.db as unknown as AnyDb;
const vouchers = collectionByEntity('vouchers')!;

function timerDeps(): TimerDeps {
  const clock = () => now;
  const kit = suite.kit;
  const jobs = jobQueue(kit.db, kit.database.sql.name, clock);
  const events = domainEvents();
  const { writer } = collectionWrites({ sql: kit.database.sql, clock, realtime: kit.realtime, events });
  events.useWriter(writer);
  return {
    db: kit.db,
    clock,
    config: kit.config,
    jobs,
    collections: writer,
    mailer: outboxMailer(kit.db, null, clock, { baseMs: 1000, maxMs: 1000, attempts: 1 }, jobs),
  };
}

/** The client's `index`-th demo voucher, set valid until `until`. */
async function voucher(clientId: number, index: number, until: string): Promise<number> {
  const rows = await db()
    .selectFrom(tableOf(vouchers))
    .select('id')
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
  const id = Number(rows[index]!.id);
  await db()
    .updateTable(tableOf(vouchers))
    .set({ status: 'valido', valido_de: '2026-01-01', valido_ate: until })
    .where('id', '=', id)
    .execute();
  return id;
}
const statusOf = async (id: number) =>
  (await db().selectFrom(tableOf(vouchers)).select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('voucher expiry', () => {
  it('expires a voucher once its last valid day is over in the client’s zone, once, as the platform', async () => {
    const yesterday = await voucher(3, 0, '2026-06-09');
    const today = await voucher(3, 1, '2026-06-10');
    const other = await voucher(6, 0, '2026-06-09');
    const first = await runCollectionTimers(timerDeps());
    expect(first.fired).toEqual(expect.arrayContaining([`vouchers:${yesterday}`, `vouchers:${other}`]));
    expect(await statusOf(yesterday)).toBe('expirado');
    expect(await statusOf(other)).toBe('expirado');
    // Its last day is still running in São Paulo (02:59 UTC on the 11th is 23:59 on the 10th).
    expect(await statusOf(today)).toBe('valido');
    now = Date.parse('2026-06-11T02:59:00Z');
    await runCollectionTimers(timerDeps());
    expect(await statusOf(today)).toBe('valido');
    now = Date.parse('2026-06-11T03:00:00Z');
    expect((await runCollectionTimers(timerDeps())).fired).toContain(`vouchers:${today}`);
    expect(await statusOf(today)).toBe('expirado');

    const trail = await suite.kit.audits('vouchers', yesterday);
    expect(trail.map((a) => [a.action, a.actor_user_id])).toEqual([
      ['vouchers.transition', null],
      ['vouchers.update', null],
    ]);
    expect((await runCollectionTimers(timerDeps())).fired.filter((f) => f.startsWith('vouchers:'))).toEqual([]);
    expect(await suite.kit.audits('vouchers', yesterday)).toHaveLength(2);
  });

  it('an expired voucher whose validity is extended is made valid again by hand, and stays so', async () => {
    now = Date.parse('2026-06-12T15:00:00Z');
    const id = await voucher(3, 2, '2026-06-10');
    await runCollectionTimers(timerDeps());
    expect(await statusOf(id)).toBe('expirado');
    const res = await suite.kit.call('PUT', pathOf('vouchers', { id }), suite.kit.admin3, {
      valido_ate: '2026-07-31',
      status: 'valido',
    });
    expect(res.statusCode, res.body).toBe(200);
    await runCollectionTimers(timerDeps());
    expect(await statusOf(id)).toBe('valido');
  });
});
