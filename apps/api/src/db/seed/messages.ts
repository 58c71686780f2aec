import { sql, type Kysely } from 'kysely';
import { tableOf } from '../collections/layout.ts';
import type { DB } from '../schema.ts';
import { insertJob } from '../../platform/jobs/repo.ts';
import { MESSAGE_SEND_JOB, sendKey } from '../../modules/messages/send.ts';
import { MESSAGE_SOURCES } from '../../modules/messages/sources.ts';

/**
 * The demo's sent notifications and announcements go out as any would (issue 29): each one's send is queued, and the
 * server's job worker materialises its recipients and delivers it once it starts. No recipient or figure is seeded.
 * None goes by e-mail (the demo's announcements leave `por_email` off): a fresh start mails no demo member.
 */
export async function seedMessageSends(db: Kysely<DB>, now: string): Promise<void> {
  for (const source of Object.values(MESSAGE_SOURCES)) {
    const sent = await sql<{ id: number; client_id: number }>`select id, client_id from ${sql.table(tableOf(source))}
      where status = ${source.sent} order by id`.execute(db);
    for (const row of sent.rows)
      await insertJob(db, {
        client_id: row.client_id,
        kind: MESSAGE_SEND_JOB,
        key: sendKey(source.entity, row.id),
        payload: JSON.stringify({ entity: source.entity, id: row.id }),
        run_at: now,
        max_attempts: 5,
        timeout_ms: 15 * 60_000,
        created_at: now,
      });
  }
}
