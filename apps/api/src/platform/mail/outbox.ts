import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/handle.ts';
import { isoAt, type Clock } from '../clock.ts';
import { claimOutbox, dueOutbox, insertOutbox, markOutbox } from './outbox-repo.ts';
import type { Mail, MailTransport } from './transport.ts';

/**
 * Every mail is first a row of the outbox, written in the transaction of the change that causes it;
 * after commit it is delivered (SMTP configured) or stays there for platform administrators to read.
 * A delivery that fails is retried later with exponential backoff (retryDue, run by platform/mail/retries.ts).
 */
export interface Mailer {
  /** Inside the caller's transaction; returns the outbox id. */
  enqueue(trx: DbOrTx, clientId: number, mail: Mail): Promise<number>;
  /** After commit: the mail's first delivery when a transport exists, recording sent_at, or the error and the retry. Never throws. */
  deliver(id: number): Promise<void>;
  /** Retries the mails due now, the longest waiting first; stops at the first failure (the server is likely down). */
  retryDue(): Promise<{ sent: number; failed: number }>;
  readonly transport: MailTransport | null;
}

/** How failed deliveries are retried: after `baseMs`, doubling up to `maxMs`, at most `attempts` deliveries in all. */
export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  attempts: number;
}

export const retryPolicyOf = (
  config: Pick<Config, 'MAIL_RETRY_BASE_SECONDS' | 'MAIL_RETRY_MAX_SECONDS' | 'MAIL_RETRY_ATTEMPTS'>,
): RetryPolicy => ({
  baseMs: config.MAIL_RETRY_BASE_SECONDS * 1000,
  maxMs: config.MAIL_RETRY_MAX_SECONDS * 1000,
  attempts: config.MAIL_RETRY_ATTEMPTS,
});

/** The wait after a mail's `failures`-th failed delivery. */
export const retryDelay = (policy: RetryPolicy, failures: number): number =>
  Math.min(policy.maxMs, policy.baseMs * 2 ** (failures - 1));

/**
 * How long a delivery holds its mail: past the transport's own timeouts (transport.ts), so no other instance takes it
 * while it is sent; a process that dies mid-delivery leaves the mail due again after it.
 */
const DELIVERY_HOLD_MS = 5 * 60_000;

const RETRY_BATCH = 20;

/** An SMTP refusal of the mail itself (5xx: unknown mailbox, message rejected) will not change with a retry. */
const permanent = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export function outboxMailer(
  db: Db,
  transport: MailTransport | null,
  clock: Clock,
  policy: RetryPolicy,
  log: (error: unknown) => void = () => {},
): Mailer {
  /** One delivery of a mail, if this call gets to claim it. */
  async function attempt(id: number, first: boolean): Promise<'sent' | 'failed' | 'taken'> {
    const now = clock();
    const mail = await claimOutbox(db, id, { now: isoAt(now), holdUntil: isoAt(now + DELIVERY_HOLD_MS), first });
    if (!mail || !transport) return 'taken';
    try {
      await transport.send({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
    } catch (error) {
      const givenUp = permanent(error) || mail.attempts >= policy.attempts;
      const message = String((error as Error).message ?? error).slice(0, 1000);
      await markOutbox(db, id, {
        error: message,
        next_attempt_at: givenUp ? null : isoAt(clock() + retryDelay(policy, mail.attempts)),
      });
      return 'failed';
    }
    await markOutbox(db, id, { sent_at: isoAt(clock()) });
    return 'sent';
  }

  return {
    transport,
    async enqueue(trx, clientId, mail) {
      return insertOutbox(trx, {
        client_id: clientId,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        created_at: isoAt(clock()),
        sent_at: null,
        error: null,
      });
    },
    async deliver(id) {
      if (!transport) return;
      try {
        await attempt(id, true);
      } catch (error) {
        log(error);
      }
    },
    async retryDue() {
      const done = { sent: 0, failed: 0 };
      if (!transport) return done;
      for (;;) {
        const ids = await dueOutbox(db, isoAt(clock()), RETRY_BATCH);
        for (const id of ids) {
          const outcome = await attempt(id, false);
          if (outcome === 'sent') done.sent++;
          // Each further mail would wait for its own connection timeout; the next pass tries again.
          if (outcome === 'failed') {
            done.failed++;
            return done;
          }
        }
        if (ids.length < RETRY_BATCH) return done;
      }
    },
  };
}
