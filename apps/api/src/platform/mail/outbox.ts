import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { OutboxItem } from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import { likeContains } from '../../db/like.ts';
import type { DB } from '../../db/schema.ts';
import { isoAt, type Clock } from '../clock.ts';
import type { Mail, MailTransport } from './transport.ts';

/**
 * Every mail is first a row of the outbox, written in the transaction of the change that causes it;
 * after commit it is delivered (SMTP configured) or stays there for platform administrators to read.
 */
export interface Mailer {
  /** Inside the caller's transaction; returns the outbox id. */
  enqueue(trx: Transaction<DB> | Kysely<DB>, clientId: number, mail: Mail): Promise<number>;
  /** After commit: sends the mail when a transport exists, recording sent_at or the error. Never throws. */
  deliver(id: number): Promise<void>;
  readonly transport: MailTransport | null;
}

export function outboxMailer(db: Kysely<DB>, transport: MailTransport | null, clock: Clock, log: (error: unknown) => void = () => {}): Mailer {
  return {
    transport,
    async enqueue(trx, clientId, mail) {
      const row = await trx
        .insertInto('outbox')
        .values({ client_id: clientId, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, created_at: isoAt(clock()), sent_at: null, error: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async deliver(id) {
      if (!transport) return;
      try {
        const mail = await db.selectFrom('outbox').select(['to', 'subject', 'html', 'text']).where('id', '=', id).executeTakeFirst();
        if (!mail) return;
        try {
          await transport.send(mail);
          await db.updateTable('outbox').set({ sent_at: isoAt(clock()), error: null }).where('id', '=', id).execute();
        } catch (error) {
          await db.updateTable('outbox').set({ error: String((error as Error).message ?? error).slice(0, 1000) }).where('id', '=', id).execute();
        }
      } catch (error) {
        log(error);
      }
    },
  };
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(toMillis(value)).toISOString());

/** Newest first; every client's mails unless one is named. */
export async function listOutbox(db: Kysely<DB>, filter: { clientId?: number; to?: string; limit: number; offset: number }): Promise<{ rows: OutboxItem[]; total: number }> {
  let query = db.selectFrom('outbox');
  if (filter.clientId !== undefined) query = query.where('client_id', '=', filter.clientId);
  if (filter.to) query = query.where(sql<SqlBool>`lower("to") like ${likeContains(filter.to)} escape '\\'`);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, created_at: iso(r.created_at) as string, sent_at: iso(r.sent_at) })),
    total: Number(count.total),
  };
}
