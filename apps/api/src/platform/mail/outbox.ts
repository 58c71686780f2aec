import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/handle.ts';
import { isoAt, type Clock } from '../clock.ts';
import { backoffDelay, PermanentJobError, type JobQueue } from '../jobs/index.ts';
import { insertOutbox, markOutbox, takeOutbox } from './outbox-repo.ts';
import type { Mail, MailTransport } from './transport.ts';

/**
 * Every mail is first a row of the outbox, written in the transaction of the change that causes it, with its
 * delivery job when SMTP is configured (platform/jobs); without SMTP it stays there for platform administrators to
 * read. The job runs right after commit (deliver) and, when a delivery fails, again with the queue's exponential
 * backoff; the outbox row mirrors the attempts, the error and the next attempt for the outbox screen.
 */
export interface Mailer {
  /** Inside the caller's transaction; returns the outbox id. */
  enqueue(trx: DbOrTx, clientId: number, mail: Mail): Promise<number>;
  /** After commit: the mail's first delivery, unless another instance's worker took it first. Never throws. */
  deliver(id: number): Promise<void>;
  readonly transport: MailTransport | null;
}

/** How failed deliveries are retried: after `baseMs`, doubling up to `maxMs`, at most `attempts` deliveries in all. */
export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  attempts: number;
  /** A delivery's time limit (default 5 minutes): past it the delivery counts as failed, or as left by a dead process. */
  timeoutMs?: number;
}

export const retryPolicyOf = (
  config: Pick<
    Config,
    'MAIL_RETRY_BASE_SECONDS' | 'MAIL_RETRY_MAX_SECONDS' | 'MAIL_RETRY_ATTEMPTS' | 'MAIL_DELIVERY_TIMEOUT_SECONDS'
  >,
): RetryPolicy => ({
  baseMs: config.MAIL_RETRY_BASE_SECONDS * 1000,
  maxMs: config.MAIL_RETRY_MAX_SECONDS * 1000,
  attempts: config.MAIL_RETRY_ATTEMPTS,
  timeoutMs: config.MAIL_DELIVERY_TIMEOUT_SECONDS * 1000,
});

/** The wait after a mail's `failures`-th failed delivery. */
export const retryDelay = (policy: RetryPolicy, failures: number): number => backoffDelay(policy, failures);

/** A delivery's time limit by default: past the transport's own timeouts (transport.ts). */
const DELIVERY_LIMIT_MS = 5 * 60_000;

const MAIL_JOB = 'mail.deliver';
const jobKey = (id: number) => `mail:${id}`;

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
  jobs: JobQueue,
  log: (error: unknown) => void = () => {},
): Mailer {
  if (transport)
    jobs.define<{ outbox_id: number }>({
      kind: MAIL_JOB,
      attempts: policy.attempts,
      backoff: policy,
      timeoutMs: policy.timeoutMs ?? DELIVERY_LIMIT_MS,
      async run(job) {
        const id = job.payload.outbox_id;
        const mail = await takeOutbox(db, id);
        if (!mail) return;
        try {
          await transport.send({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
        } catch (error) {
          const givenUp = permanent(error) || job.retryAt === null;
          const message = String((error as Error).message ?? error).slice(0, 1000);
          await markOutbox(db, id, { error: message, next_attempt_at: givenUp ? null : isoAt(job.retryAt!) });
          throw permanent(error) ? new PermanentJobError(message) : error;
        }
        await markOutbox(db, id, { sent_at: isoAt(clock()) });
      },
    });

  return {
    transport,
    async enqueue(trx, clientId, mail) {
      const id = await insertOutbox(trx, {
        client_id: clientId,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        created_at: isoAt(clock()),
        sent_at: null,
        error: null,
      });
      if (transport) await jobs.enqueue(trx, { kind: MAIL_JOB, clientId, payload: { outbox_id: id }, key: jobKey(id) });
      return id;
    },
    async deliver(id) {
      if (!transport) return;
      try {
        await jobs.runNow(jobKey(id));
      } catch (error) {
        log(error);
      }
    },
  };
}
