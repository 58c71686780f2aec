import { describe, expect, it } from 'vitest';
import { toMillis } from '../../db/dialects/index.ts';
import { seededDatabase } from '../../test/context.ts';
import { outboxMailer, retryDelay, type Mail, type MailTransport, type RetryPolicy } from './index.ts';

/** The outbox's retries: backoff, giving up, a pass after an outage, and several instances on one database. */

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
/** Nothing else due: earlier tests' mails are sent or given up before each test. */
const settle = async () => database.db.updateTable('outbox').set({ next_attempt_at: null }).execute();

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
    const mailer = outboxMailer(database.db, transport, clock, policy);
    const id = await mailer.enqueue(database.db, 3, mailTo('backoff@exemplo.com.br'));
    await mailer.deliver(id);
    expect(await row(id)).toMatchObject({
      attempts: 1,
      next_attempt_at: 30_000,
      sent: false,
      error: 'connect ECONNREFUSED 127.0.0.1:2525',
    });

    now = START + 29_999;
    expect(await mailer.retryDue()).toEqual({ sent: 0, failed: 0 });
    now = START + 30_000;
    expect(await mailer.retryDue()).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ attempts: 2, next_attempt_at: 90_000 });
    now = START + 90_000;
    await mailer.retryDue();
    expect(await row(id)).toMatchObject({ attempts: 3, next_attempt_at: 210_000 });
    now = START + 210_000;
    await mailer.retryDue();
    // The fourth delivery was the last the policy allows: given up, nothing due any more.
    expect(await row(id)).toMatchObject({ attempts: 4, next_attempt_at: null, sent: false });
    now = START + 86_400_000;
    state.down = false;
    expect(await mailer.retryDue()).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual([]);
  });

  it('a refusal of the mail itself (SMTP 5xx) is given up at once', async () => {
    await settle();
    now = START;
    const { transport } = smtp({ down: true, code: 550 });
    const mailer = outboxMailer(database.db, transport, clock, policy);
    const id = await mailer.enqueue(database.db, 3, mailTo('nobody@exemplo.com.br'));
    await mailer.deliver(id);
    expect(await row(id)).toMatchObject({
      attempts: 1,
      next_attempt_at: null,
      sent: false,
      error: '550 mailbox unavailable',
    });
  });

  it('a pass stops at the first failure while the server is down; once it is back every due mail goes once', async () => {
    await settle();
    now = START;
    const state = { down: true };
    const { sent, transport } = smtp(state);
    const mailer = outboxMailer(database.db, transport, clock, policy);
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await mailer.enqueue(database.db, 3, mailTo(`fila${i}@exemplo.com.br`)));
    for (const id of ids) await mailer.deliver(id);
    now = START + 30_000;
    expect(await mailer.retryDue()).toEqual({ sent: 0, failed: 1 });
    state.down = false;
    // 24 still due, in more than one batch.
    expect(await mailer.retryDue()).toEqual({ sent: 24, failed: 0 });
    now = START + 90_000;
    expect(await mailer.retryDue()).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((m) => m.to).sort()).toEqual(ids.map((_, i) => `fila${i}@exemplo.com.br`).sort());
    for (const id of ids) expect((await row(id)).sent).toBe(true);
  });

  it('instances racing on one database deliver each mail exactly once, the first delivery included', async () => {
    await settle();
    now = START;
    const state = { down: true, delayMs: 0 };
    const a = smtp(state);
    const b = smtp(state);
    const first = outboxMailer(database.db, a.transport, clock, policy);
    const second = outboxMailer(database.db, b.transport, clock, policy);
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await first.enqueue(database.db, 3, mailTo(`corrida${i}@exemplo.com.br`)));
    // Both instances try the first delivery of every mail: one claims it.
    await Promise.all(ids.flatMap((id) => [first.deliver(id), second.deliver(id)]));
    for (const id of ids) expect((await row(id)).attempts).toBe(1);

    state.down = false;
    state.delayMs = 2;
    now = START + 30_000;
    const outcomes = await Promise.all([first.retryDue(), second.retryDue(), first.retryDue()]);
    expect(outcomes.reduce((n, o) => n + o.sent, 0)).toBe(30);
    const delivered = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(delivered).toEqual(ids.map((_, i) => `corrida${i}@exemplo.com.br`).sort());
    for (const id of ids)
      expect(await row(id)).toMatchObject({ attempts: 2, sent: true, next_attempt_at: null, error: null });
  });
});
