import { describe, expect, it } from 'vitest';
import { toMillis } from '../../db/dialects/index.ts';
import { seededDatabase } from '../../test/context.ts';
import { jobQueue } from '../jobs/index.ts';
import { outboxMailer, retryDelay, type Mail, type MailTransport, type RetryPolicy } from './index.ts';

/** The outbox's retries on the job queue: backoff, giving up, an outage, and several instances on one database. */

const database = seededDatabase();
const policy: RetryPolicy = { baseMs: 30_000, maxMs: 120_000, attempts: 4 };
const START = Date.parse('2026-03-01T12:00:00Z');
let now = START;
const clock = () => now;

/** A transport that is down while `down` says so (or refuses for good with `code`), and counts what it delivered. */
function smtp(state: { down: boolean; code?: number; delayMs?: number }) {
  const sent: Mail[] = [];
  const transport: MailTransport = {
    async send(mail) {
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (state.down)
        throw Object.assign(
          new Error(state.code ? `${state.code} mailbox unavailable` : 'connect ECONNREFUSED 127.0.0.1:2525'),
          { responseCode: state.code },
        );
      sent.push(mail);
    },
    close() {},
  };
  return { sent, transport };
}

const mailTo = (to: string): Mail => ({ to, subject: 'Assunto', html: '<p>oi</p>', text: 'oi' });
const row = async (id: number) => {
  const r = await database.db
    .selectFrom('outbox')
    .select(['attempts', 'next_attempt_at', 'sent_at', 'error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    ...r,
    next_attempt_at: r.next_attempt_at === null ? null : toMillis(r.next_attempt_at) - START,
    sent: r.sent_at !== null,
  };
};
/** Nothing else due: earlier tests' deliveries are gone before each test. */
const settle = async () => database.db.deleteFrom('jobs').execute();
/** An instance: its own queue, and the mailer on it. */
const instance = (transport: MailTransport) => {
  const jobs = jobQueue(database.db, database.sql.name, clock);
  return { jobs, mailer: outboxMailer(database.db, transport, clock, policy, jobs) };
};

describe('retryDelay', () => {
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(policy, n))).toEqual([30_000, 60_000, 120_000, 120_000, 120_000]);
  });
});

describe('outbox retries', () => {
  it('retries a failed mail with exponential backoff, then gives up after the policy’s attempts', async () => {
    await settle();
    now = START;
    const state = { down: true };
    const { sent, transport } = smtp(state);
    const { jobs, mailer } = instance(transport);
    const id = await mailer.enqueue(database.db, 3, mailTo('backoff@exemplo.com.br'));
    await mailer.deliver(id);
    expect(await row(id)).toMatchObject({
      attempts: 1,
      next_attempt_at: 30_000,
      sent: false,
      error: 'connect ECONNREFUSED 127.0.0.1:2525',
    });

    now = START + 29_999;
    expect(await jobs.runDue()).toMatchObject({ done: 0, retried: 0 });
    now = START + 30_000;
    expect(await jobs.runDue()).toMatchObject({ retried: 1 });
    expect(await row(id)).toMatchObject({ attempts: 2, next_attempt_at: 90_000 });
    now = START + 90_000;
    await jobs.runDue();
    expect(await row(id)).toMatchObject({ attempts: 3, next_attempt_at: 210_000 });
    now = START + 210_000;
    expect(await jobs.runDue()).toMatchObject({ failed: 1 });
    // The fourth delivery was the last the policy allows: given up, nothing due any more.
    expect(await row(id)).toMatchObject({ attempts: 4, next_attempt_at: null, sent: false });
    now = START + 86_400_000;
    state.down = false;
    expect(await jobs.runDue()).toMatchObject({ done: 0, failed: 0 });
    expect(sent).toEqual([]);
  });

  it('a refusal of the mail itself (SMTP 5xx) is given up at once', async () => {
    await settle();
    now = START;
    const { transport } = smtp({ down: true, code: 550 });
    const { jobs, mailer } = instance(transport);
    const id = await mailer.enqueue(database.db, 3, mailTo('nobody@exemplo.com.br'));
    await mailer.deliver(id);
    expect(await row(id)).toMatchObject({
      attempts: 1,
      next_attempt_at: null,
      sent: false,
      error: '550 mailbox unavailable',
    });
    now = START + 86_400_000;
    expect(await jobs.runDue()).toMatchObject({ done: 0, failed: 0, retried: 0 });
  });

  it('mails written while the server is down each go once it is back, the one never tried included', async () => {
    await settle();
    now = START;
    const state = { down: true };
    const { sent, transport } = smtp(state);
    const { jobs, mailer } = instance(transport);
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await mailer.enqueue(database.db, 3, mailTo(`fila${i}@exemplo.com.br`)));
    // The process stopped before the last mail's first delivery: its job is still queued.
    for (const id of ids.slice(0, -1)) await mailer.deliver(id);
    state.down = false;
    now = START + 30_000;
    expect(await jobs.runDue()).toMatchObject({ done: 25, failed: 0 });
    expect(sent.map((m) => m.to).sort()).toEqual(ids.map((_, i) => `fila${i}@exemplo.com.br`).sort());
    for (const id of ids) expect((await row(id)).sent).toBe(true);
    now = START + 90_000;
    expect(await jobs.runDue()).toMatchObject({ done: 0 });
  });

  it('instances racing on one database deliver each mail exactly once, the first delivery included', async () => {
    await settle();
    now = START;
    const state = { down: true, delayMs: 0 };
    const a = smtp(state);
    const b = smtp(state);
    const first = instance(a.transport);
    const second = instance(b.transport);
    const ids: number[] = [];
    for (let i = 0; i < 30; i++)
      ids.push(await first.mailer.enqueue(database.db, 3, mailTo(`corrida${i}@exemplo.com.br`)));
    // Both instances try the first delivery of every mail: one claims it.
    await Promise.all(ids.flatMap((id) => [first.mailer.deliver(id), second.mailer.deliver(id)]));
    for (const id of ids) expect((await row(id)).attempts).toBe(1);

    state.down = false;
    state.delayMs = 2;
    now = START + 30_000;
    const outcomes = await Promise.all([first.jobs.runDue(), second.jobs.runDue(), first.jobs.runDue()]);
    expect(outcomes.reduce((n, o) => n + o.done, 0)).toBe(30);
    const delivered = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(delivered).toEqual(ids.map((_, i) => `corrida${i}@exemplo.com.br`).sort());
    for (const id of ids)
      expect(await row(id)).toMatchObject({ attempts: 2, sent: true, next_attempt_at: null, error: null });
  });
});
