import { beforeEach, describe, expect, it } from 'vitest';
import { toMillis } from '../../db/dialects/index.ts';
import { seededDatabase } from '../../test/context.ts';
import { jobQueue, PermanentJobError, type JobKind } from './index.ts';

/** The job queue on the engine under test: delays, retries, limits, recurring kinds, and instances racing. */

const database = seededDatabase();
const START = Date.parse('2026-03-02T12:00:00Z');
let now = START;
const clock = () => now;
const queue = () => jobQueue(database.db, database.sql.name, clock);

const rowOf = async (id: number) => {
  const r = await database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { ...r, run_at: toMillis(r.run_at) - START };
};

beforeEach(async () => {
  now = START;
  await database.db.deleteFrom('jobs').execute();
});

describe('job queue', () => {
  it('runs a job with its payload once it is due, and not before', async () => {
    const seen: unknown[] = [];
    const q = queue();
    q.define<{ n: number }>({ kind: 'test.echo', run: async (job) => void seen.push([job.payload.n, job.clientId]) });
    const id = (await q.enqueue(database.db, {
      kind: 'test.echo',
      clientId: 3,
      payload: { n: 7 },
      runAt: START + 60_000,
    }))!;
    expect(await q.runDue()).toMatchObject({ done: 0 });
    expect(seen).toEqual([]);
    now = START + 60_000;
    expect(await q.runDue()).toMatchObject({ done: 1 });
    expect(seen).toEqual([[7, 3]]);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 1, locked_by: null });
    expect(await q.runDue()).toMatchObject({ done: 0 });
  });

  it('retries a failure with exponential backoff, then fails with the last error after its attempts', async () => {
    const q = queue();
    let runs = 0;
    q.define({
      kind: 'test.flaky',
      attempts: 3,
      backoff: { baseMs: 1000, maxMs: 1500 },
      run: async (job) => {
        runs++;
        throw new Error(`falhou na tentativa ${job.attempt}`);
      },
    });
    const id = (await q.enqueue(database.db, { kind: 'test.flaky' }))!;
    expect(await q.runDue()).toMatchObject({ retried: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', run_at: 1000, last_error: 'falhou na tentativa 1' });
    now = START + 1000;
    await q.runDue();
    // The wait doubles, up to the cap.
    expect(await rowOf(id)).toMatchObject({ status: 'pending', run_at: 2500 });
    now = START + 2500;
    expect(await q.runDue()).toMatchObject({ failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'falhou na tentativa 3' });
    expect(runs).toBe(3);
  });

  it('a permanent failure is not retried', async () => {
    const q = queue();
    q.define({
      kind: 'test.permanent',
      run: async () => {
        throw new PermanentJobError('Caixa postal inexistente.');
      },
    });
    const id = (await q.enqueue(database.db, { kind: 'test.permanent' }))!;
    expect(await q.runDue()).toMatchObject({ failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'Caixa postal inexistente.' });
  });

  it('an enqueue with a key already queued writes nothing', async () => {
    const q = queue();
    q.define({ kind: 'test.keyed', run: async () => {} });
    const first = await q.enqueue(database.db, { kind: 'test.keyed', key: 'mail:1' });
    const second = await q.enqueue(database.db, { kind: 'test.keyed', key: 'mail:1' });
    expect(first).toBeTypeOf('number');
    expect(second).toBeUndefined();
    const { n } = await database.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1);
  });

  it('a run past its time limit is aborted and retried', async () => {
    const q = queue();
    let aborted = false;
    q.define({
      kind: 'test.hang',
      timeoutMs: 50,
      run: (job) =>
        new Promise<void>((resolve) => {
          job.signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
    });
    const id = (await q.enqueue(database.db, { kind: 'test.hang' }))!;
    expect(await q.runDue()).toMatchObject({ retried: 1, done: 0 });
    expect(aborted).toBe(true);
    expect((await rowOf(id)).last_error).toMatch(/Tempo limite/);
  });

  it('a job left running by a dead process goes back to the queue once its hold passes, and fails at its last attempt', async () => {
    const dead = queue();
    const kind: JobKind = { kind: 'test.orphan', attempts: 2, timeoutMs: 10_000, run: async () => {} };
    dead.define({ ...kind, run: () => new Promise<void>(() => {}) });
    const id = (await dead.enqueue(database.db, { kind: 'test.orphan', key: 'orphan' }))!;
    // The dead process claimed it (its run never ends); nothing of it is settled.
    void dead.runNow('orphan');
    await expect.poll(async () => (await rowOf(id)).status).toBe('running');
    const alive = queue();
    alive.define(kind);
    expect(await alive.runDue()).toMatchObject({ reaped: 0 });
    // Past its time limit and the grace, the hold is over.
    now = START + 15_001;
    const first = await alive.runDue();
    expect(first.reaped).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await rowOf(id)).last_error).toMatch(/parou/);
    now = START + 60_000;
    expect(await alive.runDue()).toMatchObject({ done: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('a recurring kind writes each occurrence once, whatever the instances, and runs it at its time', async () => {
    let runs = 0;
    const recurring: JobKind = { kind: 'test.daily', every: '0 3 * * *', run: async () => void runs++ };
    const a = queue();
    const b = queue();
    a.define(recurring);
    b.define(recurring);
    await Promise.all([a.runDue(), b.runDue()]);
    const rows = await database.db.selectFrom('jobs').selectAll().execute();
    expect(rows).toHaveLength(1);
    // 03:00 in São Paulo is 06:00 UTC, the next morning.
    expect(new Date(toMillis(rows[0]!.run_at)).toISOString()).toBe('2026-03-03T06:00:00.000Z');
    expect(rows[0]!.key).toBe('test.daily@2026-03-03T06:00:00.000Z');
    now = Date.parse('2026-03-03T06:00:00Z');
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toBe(1);
    // The next occurrence is written once the clock has passed this one.
    now += 1000;
    await Promise.all([a.runDue(), b.runDue()]);
    const keys = (await database.db.selectFrom('jobs').select('key').orderBy('id').execute()).map((r) => r.key);
    expect(keys).toEqual(['test.daily@2026-03-03T06:00:00.000Z', 'test.daily@2026-03-04T06:00:00.000Z']);
  });

  it('instances racing on one database run each job exactly once', async () => {
    const counts = new Map<number, number>();
    const kind: JobKind<{ n: number }> = {
      kind: 'test.race',
      run: async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        counts.set(job.payload.n, (counts.get(job.payload.n) ?? 0) + 1);
      },
    };
    const instances = [queue(), queue(), queue()];
    for (const q of instances) q.define(kind);
    for (let n = 0; n < 120; n++) await instances[0]!.enqueue(database.db, { kind: 'test.race', payload: { n } });
    const results = await Promise.all(instances.map((q) => q.runDue()));
    expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(120);
    expect(counts.size).toBe(120);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
  });

  it('the background worker runs what is enqueued, and stops waiting for a job under way', async () => {
    const q = queue();
    const done: number[] = [];
    let release = () => {};
    const last = new Promise<void>((resolve) => (release = resolve));
    q.define<{ n: number }>({
      kind: 'test.worker',
      run: async (job) => {
        await (job.payload.n === 5 ? last : new Promise((resolve) => setTimeout(resolve, 20)));
        done.push(job.payload.n);
      },
    });
    q.start({ pollMs: 10, concurrency: 2, log: { error() {}, warn() {} } });
    for (let n = 0; n < 5; n++) await q.enqueue(database.db, { kind: 'test.worker', payload: { n } });
    await expect.poll(() => done.length, { timeout: 5000 }).toBe(5);
    await q.enqueue(database.db, { kind: 'test.worker', payload: { n: 5 } });
    await expect
      .poll(
        async () =>
          (await database.db.selectFrom('jobs').select('status').where('status', '=', 'running').execute()).length,
      )
      .toBe(1);
    const stopping = q.stop();
    setTimeout(release, 50);
    await stopping;
    expect(done).toHaveLength(6);
  });
});
