import type { Db, DbOrTx } from '../../db/handle.ts';
import { isoAt, type Clock } from '../clock.ts';
import { insertOutbox, markOutbox, outboxMail } from './outbox-repo.ts';
import type { Mail, MailTransport } from './transport.ts';

/**
 * Every mail is first a row of the outbox, written in the transaction of the change that causes it;
 * after commit it is delivered (SMTP configured) or stays there for platform administrators to read.
 */
export interface Mailer {
  /** Inside the caller's transaction; returns the outbox id. */
  enqueue(trx: DbOrTx, clientId: number, mail: Mail): Promise<number>;
  /** After commit: sends the mail when a transport exists, recording sent_at or the error. Never throws. */
  deliver(id: number): Promise<void>;
  readonly transport: MailTransport | null;
}

export function outboxMailer(db: Db, transport: MailTransport | null, clock: Clock, log: (error: unknown) => void = () => {}): Mailer {
  return {
    transport,
    async enqueue(trx, clientId, mail) {
      return insertOutbox(trx, { client_id: clientId, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, created_at: isoAt(clock()), sent_at: null, error: null });
    },
    async deliver(id) {
      if (!transport) return;
      try {
        const mail = await outboxMail(db, id);
        if (!mail) return;
        try {
          await transport.send(mail);
          await markOutbox(db, id, { sent_at: isoAt(clock()), error: null });
        } catch (error) {
          await markOutbox(db, id, { error: String((error as Error).message ?? error).slice(0, 1000) });
        }
      } catch (error) {
        log(error);
      }
    },
  };
}
